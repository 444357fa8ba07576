import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id at OWASP's recommended minimum (m=19 MiB, t=2, p=1), replacing better-auth's
 * default scrypt. The parameters travel inside each hash, so raising them later
 * still verifies older passwords.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolated modules cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}) {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a crash
  }
}
