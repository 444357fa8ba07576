import { describe, expect, it } from "vitest";
import { isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  it("knows the passwords everyone tries first, in any case", () => {
    for (const password of ["password", "12345678", "Password", "QWERTYUIOP", "iloveyou"]) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it("lets an uncommon password through", () => {
    expect(isCommonPassword("violet harbour at dusk")).toBe(false);
    expect(isCommonPassword("Wk8#pq2!zL")).toBe(false);
  });
});
