import { Trash2 } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { cn } from "#client/lib/cn";
import { artworkHref } from "#shared/links";
import { formatPrice } from "#shared/money";
import { type CartPrint, PRINT_QUANTITY_MAX, printName } from "#shared/print-lines";
import { cartTexts } from "#shared/texts/cart";
import { editionsTexts } from "#shared/texts/editions";
import { isPrintOrderable, printLineTotal } from "../totals";

const texts = editionsTexts.editions;

/**
 * How many of its edition a line may hold: up to ten and no more than are left, but never
 * fewer than it holds, so a line the edition has fallen below still shows its own quantity.
 */
const mostFor = ({ edition, quantity }: CartPrint) =>
  Math.max(quantity, Math.min(PRINT_QUANTITY_MAX, edition.available ?? PRINT_QUANTITY_MAX));

/**
 * A print line of the cart: the painting's image, "Print of" its title (a link to it), the
 * edition, how many (a choice that sets it at once), "2 × £45" and the line's total, and
 * Remove. A line asking for more than are left says what is left, and is not counted.
 */
export function CartPrintRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartPrint;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const { edition, artwork, quantity } = line;
  const orderable = isPrintOrderable(line);
  const title = texts.printOf(artwork.title);
  const name = printName(edition);
  return (
    <li
      className={cn(
        "flex gap-4 rounded-2xl p-4 ring-1 ring-line",
        orderable ? "bg-white" : "bg-stone-50",
      )}
      data-kind="print"
    >
      <Link
        to={artworkHref(artwork.slug)}
        className="block size-24 shrink-0 overflow-hidden rounded-xl bg-stone-200 sm:size-28"
      >
        <ArtworkThumbnail
          artwork={artwork}
          alt={title}
          className={cn("size-full object-cover", !orderable && "opacity-60 grayscale")}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <h2 className="font-serif text-lg leading-snug">
          <Link to={artworkHref(artwork.slug)} className="hover:underline">
            {title}
          </Link>
        </h2>
        <p className="text-sm text-muted">{name}</p>
        {!orderable && (
          <p className="text-sm font-semibold text-amber-900">
            {texts.notEnough(edition.available ?? 0)}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 pt-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-quantity`} className="text-xs font-medium text-muted">
              {texts.quantity}
            </label>
            <select
              id={`${id}-quantity`}
              aria-label={texts.quantityOf(name)}
              className="h-10 rounded-full border border-line bg-white pr-9 pl-4 text-sm"
              value={quantity}
              onChange={(event) => onQuantity(Number(event.target.value))}
            >
              {Array.from({ length: mostFor(line) }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <div className="sm:text-right">
            <p className="text-sm text-muted">
              {texts.lineQuantity(quantity, formatPrice(edition.price))}
            </p>
            <p className={cn("font-semibold", !orderable && "text-muted line-through")}>
              {formatPrice(printLineTotal(line))}
            </p>
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <button
          type="button"
          className={buttonVariants({ variant: "icon" })}
          aria-label={cartTexts.cart.remove(`${title}, ${name}`)}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-5" strokeWidth={1.75} />
        </button>
      </div>
    </li>
  );
}
