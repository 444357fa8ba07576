import { describe, expect, it } from "vitest";
import { messageIdFor } from "./mailer";

describe("a mail's Message-ID (decision 013)", () => {
  it("is made from its outbox row's id, at the sender's domain", () => {
    const id = "0b9c6a52-56f4-4d4b-9a59-3f7f4f0f2a11";
    expect(messageIdFor(id, "no-reply@gallery.example")).toBe(`<${id}@gallery.example>`);
    expect(messageIdFor(id, "shop@example.com")).toBe(`<${id}@example.com>`);
  });

  it("has a domain even when the sender has none", () => {
    expect(messageIdFor("x", "Atelier")).toBe("<x@atelier.invalid>");
  });
});
