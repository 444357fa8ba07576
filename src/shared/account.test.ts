import { describe, expect, it } from "vitest";
import { initialsFromEmail } from "./account";
import { profileInputSchema } from "./account-input";

describe("initialsFromEmail (the profile's avatar)", () => {
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
    expect(initialsFromEmail(email)).toBe(initials);
  });

  it("never gives more than two characters", () => {
    expect(initialsFromEmail("a.b.c.d@example.com")).toBe("AB");
  });
});

describe("profileInputSchema", () => {
  it("trims the full name and allows it empty (the name is optional)", () => {
    expect(profileInputSchema.parse({ fullName: "  Ada  " })).toEqual({ fullName: "Ada" });
    expect(profileInputSchema.parse({ fullName: "" })).toEqual({ fullName: "" });
  });

  it("refuses a name that is too long or has control characters", () => {
    expect(profileInputSchema.safeParse({ fullName: "x".repeat(101) }).success).toBe(false);
    expect(profileInputSchema.safeParse({ fullName: "a\u0007b" }).success).toBe(false);
  });
});
