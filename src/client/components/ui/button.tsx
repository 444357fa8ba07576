import type { ComponentProps } from "react";
import { Link } from "react-router";
import { cn } from "#client/lib/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

const variants = {
  primary: "bg-ink px-5 py-2.5 text-canvas hover:bg-stone-700",
  secondary: "border border-line bg-white px-5 py-2.5 text-ink hover:bg-stone-100",
  ghost: "px-3 py-2 text-ink hover:bg-stone-200/60",
  icon: "size-10 text-ink hover:bg-stone-200/60",
} as const;

export type ButtonVariant = keyof typeof variants;

/**
 * The classes of anything drawn as a button (a Radix trigger, a link, a download anchor).
 * `className` is merged over the variant, so an override always wins (STYLE 13).
 */
export function buttonVariants({
  variant = "primary",
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
} = {}): string {
  return cn(base, variants[variant], className);
}

export function Button({
  variant,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonVariants({ variant, className })} {...props} />;
}

export function ButtonLink({
  variant,
  className,
  ...props
}: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
  return <Link className={buttonVariants({ variant, className })} {...props} />;
}
