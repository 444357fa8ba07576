import type { ComponentProps } from "react";
import { Link } from "react-router";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

export const buttonVariants = {
  primary: `${base} bg-ink px-5 py-2.5 text-canvas hover:bg-stone-700`,
  secondary: `${base} border border-line bg-white px-5 py-2.5 text-ink hover:bg-stone-100`,
  ghost: `${base} px-3 py-2 text-ink hover:bg-stone-200/60`,
  icon: `${base} size-10 text-ink hover:bg-stone-200/60`,
} as const;

type Variant = keyof typeof buttonVariants;

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: Variant }) {
  return <button type={type} className={`${buttonVariants[variant]} ${className}`} {...props} />;
}

export function ButtonLink({
  variant = "primary",
  className = "",
  ...props
}: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={`${buttonVariants[variant]} ${className}`} {...props} />;
}
