import { authTexts as messages } from "#shared/texts/auth";

/**
 * An auth request that failed, carrying the server's own message, which the toast shows, its
 * code (better-auth's, e.g. EMAIL_NOT_VERIFIED) and the reasons of fields, shown beside them.
 */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly body?: { code?: string; fields?: Record<string, string> } | null,
  ) {
    super(message);
  }
}

/**
 * better-auth's endpoints (mounted at /api/auth) answer `{ message }` on failure; the
 * throttles in front of them answer `{ error }`. Either way the visitor sees that text.
 */
export async function authRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    ...init,
    headers: { "content-type": "application/json", ...init.headers },
    credentials: "same-origin",
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = body?.message ?? body?.error;
    throw new AuthError(
      typeof reason === "string" && reason ? reason : messages.auth.unexpected,
      body,
    );
  }
  return body as T;
}
