import { type ClassValue, clsx } from "clsx";

/**
 * Class names joined, not merged (decision 011, replacing tailwind-merge, which
 * cost every first visit 8 KB): falsy inputs are dropped, so state classes read
 * `cn(base, pending && "animate-pulse")`, but nothing is removed. Of two classes that set
 * the same property, the stylesheet's order would decide — so no call passes two: a
 * component's variants and sizes each own their properties, and a caller's `className` only
 * places it (margins, position, alignment). A different look is a variant, not an override.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
