import { cn } from "#client/lib/cn";
import { galleryTexts as messages } from "#shared/texts/gallery";

/** A cart item reserved or sold since it was added, and why it is left out. */
export function UnavailableNotice({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col items-start gap-1", className)}>
      <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300">
        <span aria-hidden className="size-1.5 rounded-full bg-amber-600" />
        {messages.availability.unavailableInCart}
      </span>
      <p className="text-xs text-muted">{messages.availability.unavailableNote}</p>
    </div>
  );
}
