import type { ComponentProps } from "react";
import { Link } from "#client/components/ui/link";
import { cn } from "#client/lib/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

/** How a button looks: its colours, border and hover, and nothing else. */
const variants = {
  primary: "bg-ink text-canvas hover:bg-stone-700",
  secondary: "border border-line bg-white text-ink hover:bg-stone-100",
  ghost: "text-ink hover:bg-stone-200/60",
  icon: "text-ink hover:bg-stone-200/60",
  // A destructive confirmation stays red on hover, never the primary grey, so it never looks
  // like the harmless choice.
  danger: "bg-red-800 text-canvas hover:bg-red-900",
  dangerSecondary: "border border-line bg-white text-red-800 hover:bg-red-50",
  // A quieter action beside the main ones: underlined text, no box.
  link: "text-ink underline decoration-line underline-offset-4 hover:decoration-current",
} as const;

/** How big a button is: its padding or size, and its type. No variant sets any of these. */
const sizes = {
  default: "px-5 py-2.5 text-sm font-medium",
  small: "px-4 py-2 text-sm font-medium",
  compact: "px-3 py-2 text-sm font-medium",
  large: "h-12 px-5 text-base font-medium",
  icon: "size-10 text-sm font-medium",
  avatar: "size-10 text-xs font-semibold",
  // Sign In in the header: round as the user menu on a phone, a word from \`sm\` up.
  account: "size-10 text-sm font-medium sm:size-auto sm:px-5 sm:py-2.5",
  // Text in a line of text: the link variant's only size.
  inline: "px-0.5 py-1 text-sm font-medium",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The size a variant has unless the caller names one. */
const defaultSize: Record<ButtonVariant, ButtonSize> = {
  primary: "default",
  secondary: "default",
  ghost: "compact",
  icon: "icon",
  danger: "default",
  dangerSecondary: "default",
  link: "inline",
};

/**
 * The classes of anything drawn as a button (a Radix trigger, a link, a download anchor).
 * Classes are joined, not merged (decision 011): the variant owns colours, the size owns
 * padding and type, so `className` only adds what neither sets — margins, height, position,
 * alignment. A different look is a variant or a size, never an override.
 */
export function buttonVariants({
  variant = "primary",
  size = defaultSize[variant],
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link className={buttonVariants({ variant, size, className })} {...props} />;
}
