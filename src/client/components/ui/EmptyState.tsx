import type { LucideIcon } from "lucide-react";
import { ButtonLink } from "./button";

/** An empty list: an icon, what is missing, and where to go instead. */
export function EmptyState(props: {
  icon: LucideIcon;
  message: string;
  action: { to: string; label: string };
}) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col items-center gap-4 py-20 text-center">
      <Icon aria-hidden className="size-10 text-muted" strokeWidth={1.5} />
      <p className="font-serif text-2xl">{props.message}</p>
      <ButtonLink to={props.action.to}>{props.action.label}</ButtonLink>
    </div>
  );
}
