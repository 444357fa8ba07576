import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Class names merged, not joined (STYLE 13): of two classes that set the same property, the
 * later one wins, so `cn(variant, className)` lets an override beat the variant even where
 * Tailwind's stylesheet order would not (issue 9: a grey hover on the red Delete button).
 * Falsy inputs are dropped, so state classes read `cn(base, pending && "animate-pulse")`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
