import { describe, expect, it } from "vitest";
import { type ButtonSize, type ButtonVariant, buttonVariants } from "#client/components/ui/button";
import { cn } from "#client/lib/cn";

const classes = (value: string) => value.split(" ");

/**
 * What a Tailwind class sets, roughly: its variant prefixes and its utility's family
 * (`hover:bg-red-900` → `hover:bg`, `text-sm` → `text-size`, `outline-2` → `outline-width`).
 * Two classes of one family would leave the winner to the stylesheet's order.
 */
function family(name: string): string {
  const parts = name.split(":");
  const utility = parts.pop() ?? "";
  const compound = ["outline-offset", "pointer-events"].find((head) => utility.startsWith(head));
  const head = compound ?? utility.split("-")[0];
  const rest = utility.slice(head.length + 1);
  const kind =
    head === "text" && /^(xs|sm|base|lg|\d?xl)$/.test(rest)
      ? "text-size"
      : head === "font" && /^(normal|medium|semibold|bold)$/.test(rest)
        ? "font-weight"
        : /^[\d.]*$/.test(rest) && ["outline", "border"].includes(head)
          ? `${head}-width`
          : head;
  return [...parts, kind].join(":");
}

describe("cn", () => {
  it("drops every falsy input without leaving gaps, so a state class reads as a condition", () => {
    const pending = false;
    const count = 0;
    const result = cn("size-4", pending && "animate-spin", count && "badge", "", null, undefined);
    expect(result).toBe("size-4");
    expect(cn(undefined, "a", false, "b", null)).toBe("a b");
    expect(cn()).toBe("");
  });

  it("keeps an object's keys whose value is true, and flattens nested lists", () => {
    const active = true;
    expect(cn({ "flex-wrap": active, "flex-col": !active })).toBe("flex-wrap");
    expect(cn(["a", ["b", { c: true, d: false }]], [false && "e"])).toBe("a b c");
  });

  it("merges nothing: of two classes that set one property both stay, in order", () => {
    // Decision 011: the stylesheet's order, not the call's, would pick the winner, which is
    // why no caller may pass two (the variant checks below).
    expect(cn("p-2", "p-4").split(" ")).toEqual(["p-2", "p-4"]);
    expect(cn("bg-ink", { "bg-red-800": true })).toBe("bg-ink bg-red-800");
  });
});

describe("buttonVariants (classes joined, decision 011)", () => {
  const variants: ButtonVariant[] = [
    "primary",
    "secondary",
    "ghost",
    "icon",
    "danger",
    "dangerSecondary",
  ];
  const sizes: ButtonSize[] = ["default", "small", "compact", "large", "icon", "avatar", "account"];

  it("never sets one property twice, in any variant and size", () => {
    for (const variant of variants) {
      for (const size of sizes) {
        const families = classes(buttonVariants({ variant, size })).map(family);
        expect(new Set(families).size, `${variant} ${size}: ${families.join(" ")}`).toBe(
          families.length,
        );
      }
    }
  });

  it("keeps a destructive confirmation red on hover: no grey of the primary", () => {
    const danger = classes(buttonVariants({ variant: "danger" }));
    expect(danger).toContain("bg-red-800");
    expect(danger).toContain("hover:bg-red-900");
    expect(danger.filter((name) => name.startsWith("hover:bg-"))).toEqual(["hover:bg-red-900"]);
    expect(danger).not.toContain("bg-ink");
  });
});
