import { describe, expect, it } from "vitest";
import { initialsOf } from "./account";
import { profileInputSchema, signUpInputSchema } from "./account-input";

describe("initialsOf (the avatar): from the full name", () => {
  it.each([
    ["Ada Collector", "AC"],
    ["ada lovelace", "AL"],
    ["Augusta Ada King", "AA"],
    ["Maren", "M"],
    ["  Grace   Hopper  ", "GH"],
    ["élodie ßmith", "ÉS"],
    ["Ada - Collector", "AC"],
    ["(Ada) Lovelace", "AL"],
    ["李 小龙", "李小"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf({ name, email: "someone.else@example.com" })).toBe(initials);
  });

  it("never gives more than two characters", () => {
    expect(initialsOf({ name: "Anna Beth Cora Dee", email: "x@y" })).toBe("AB");
    expect(initialsOf({ name: "ßtraße", email: "x@y" })).toBe("S");
  });
});

describe("initialsOf: an account without a name falls back to its e-mail", () => {
  it.each([
    ["ada.lovelace@example.com", "AL"],
    ["grace_hopper@example.com", "GH"],
    ["alan-mathison-turing@example.com", "AM"],
    ["maren+art@example.com", "MA"],
    ["solo@example.com", "S"],
    ["..dots..@example.com", "D"],
    ["élodie.ßmith@example.com", "ÉS"],
    ["ßtraße@example.com", "S"],
    ["x@y", "X"],
  ])("%s → %s", (email, initials) => {
    expect(initialsOf({ name: "", email })).toBe(initials);
    expect(initialsOf({ name: "   ", email })).toBe(initials);
    expect(initialsOf({ name: null, email })).toBe(initials);
  });
});

describe("the full name (sign-up and the profile)", () => {
  const reason = (input: unknown) => {
    const parsed = profileInputSchema.safeParse(input);
    return parsed.success ? undefined : parsed.error.issues[0]?.message;
  };

  it("is trimmed, and 1 to 100 characters", () => {
    expect(profileInputSchema.parse({ fullName: "  Ada  " })).toEqual({ fullName: "Ada" });
    expect(profileInputSchema.parse({ fullName: "x".repeat(100) }).fullName).toHaveLength(100);
  });

  it("is required: empty or only spaces is refused with its reason", () => {
    expect(reason({ fullName: "" })).toBe("Full name is required");
    expect(reason({ fullName: "   " })).toBe("Full name is required");
    expect(reason({})).toBe("Full name is required");
  });

  it("refuses a name that is too long (never clipped) or has control characters", () => {
    expect(reason({ fullName: "x".repeat(101) })).toBe("Full name must be at most 100 characters");
    expect(reason({ fullName: "x".repeat(300) })).toBe("Full name must be at most 100 characters");
    expect(reason({ fullName: "a\u0007b" })).toBeDefined();
  });

  it("has the same rules at sign-up", () => {
    const signUp = (name: string) =>
      signUpInputSchema.safeParse({ email: "a@example.com", password: "long enough pw", name });
    expect(signUp("Ada").success).toBe(true);
    expect(signUp("").success).toBe(false);
    expect(signUp("x".repeat(300)).success).toBe(false);
  });
});
