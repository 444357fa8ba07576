import { describe, expect, it } from "vitest";
import { buttonVariants } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";

const classes = (value: string) => value.split(" ");

describe("cn", () => {
  it("lets an override's hover: beat a variant's hover:, whatever the stylesheet order", () => {
    const merged = classes(
      cn("bg-ink text-canvas hover:bg-stone-700", "bg-red-800 hover:bg-red-900"),
    );
    expect(merged).toEqual(["text-canvas", "bg-red-800", "hover:bg-red-900"]);
  });

  it("keeps the Delete confirmation red on hover (issue 9): the primary variant's grey is gone", () => {
    const merged = classes(buttonVariants({ className: "bg-red-800 hover:bg-red-900" }));
    expect(merged).toContain("hover:bg-red-900");
    expect(merged).not.toContain("hover:bg-stone-700");
    expect(merged).not.toContain("bg-ink");
  });

  it("merges the project's own theme colours and keeps unrelated classes of one prefix", () => {
    // text-xs is a size and text-canvas a colour: each replaces only its own kind.
    expect(classes(cn("text-sm text-ink", "text-xs text-canvas"))).toEqual([
      "text-xs",
      "text-canvas",
    ]);
    expect(classes(cn("outline-2 outline-accent", "outline-ink"))).toEqual([
      "outline-2",
      "outline-ink",
    ]);
  });

  it("drops falsy inputs, so state classes read as conditions", () => {
    const pending = false;
    expect(cn("size-4", pending && "animate-spin", undefined, null)).toBe("size-4");
  });
});
