import { useId, useRef } from "react";
import type { Artwork } from "#shared/artwork";
import { type Edition, onSale } from "#shared/edition-view";
import { formatPrice } from "#shared/money";
import { PRINT_QUANTITY_MAX, printName, printSizeText, stockText } from "#shared/print-lines";
import { editionsTexts } from "#shared/texts/editions";
import { CartButton } from "./CartButton";

const texts = editionsTexts.editions;

/** What the page lets a shopper do with a print: add some to the cart, and see it there. */
export type PrintActions = {
  add: (edition: Edition, quantity: number) => void;
  inCart: (edition: Edition) => boolean;
};

/** How many of an edition one may add: up to ten, and never more than are left. */
const mostOf = (edition: Edition) =>
  Math.min(PRINT_QUANTITY_MAX, edition.available ?? PRINT_QUANTITY_MAX);

/**
 * One edition: its format, size and price, what kind of edition it is, what is left, and —
 * while any is — how many to add and Add to Cart, named by the edition for a screen reader.
 */
function EditionItem({ edition, actions }: { edition: Edition; actions: PrintActions }) {
  const id = useId();
  // Read from the field when Add to Cart is pressed, not kept as state: a choice made on the
  // page as the server sent it, before the app took it over, is not lost.
  const field = useRef<HTMLSelectElement>(null);
  const most = mostOf(edition);
  // Fewer may be left than were chosen, once the edition is read again.
  const chosen = () => Math.min(Number(field.current?.value ?? 1) || 1, most);
  const kind = [
    edition.size === null ? texts.open : texts.limited(edition.size),
    ...(edition.signed ? [texts.signed] : []),
    ...(edition.numbered ? [texts.numbered] : []),
  ];
  const inCart = actions.inCart(edition);
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-line sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-name`} className="font-medium wrap-anywhere">
          {edition.format}
        </h3>
        <p className="font-semibold">{formatPrice(edition.price)}</p>
      </div>
      <div id={`${id}-about`} className="flex flex-col gap-0.5 text-sm text-muted">
        <p>{printSizeText(edition)}</p>
        <p>{kind.join(" · ")}</p>
      </div>
      {edition.size !== null && (
        <p className={onSale(edition) ? "text-sm" : "text-sm font-semibold text-amber-900"}>
          {stockText(edition)}
        </p>
      )}
      {onSale(edition) && (
        <div className="flex flex-wrap items-end gap-3">
          {!inCart && (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-quantity`} className="text-xs font-medium text-muted">
                {texts.quantity}
              </label>
              <select
                id={`${id}-quantity`}
                aria-label={texts.quantityOf(printName(edition))}
                className="h-10 rounded-full border border-line bg-white pr-9 pl-4 text-sm"
                ref={field}
                defaultValue={1}
              >
                {Array.from({ length: most }, (_, index) => index + 1).map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
          )}
          <CartButton
            inCart={inCart}
            onAdd={() => actions.add(edition, chosen())}
            describedBy={`${id}-name ${id}-about`}
            className="h-10"
          />
        </div>
      )}
    </li>
  );
}

/**
 * The work's prints on sale, below the original's buy box: each edition with its own quantity
 * and Add to Cart, which gives way to "In your cart" once the cart holds it. A sold-out
 * edition says so and offers nothing.
 */
export function PrintsSection({ artwork, actions }: { artwork: Artwork; actions: PrintActions }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="font-serif text-xl">
          {texts.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{texts.intro}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {artwork.editions.map((edition) => (
          <EditionItem key={edition.id} edition={edition} actions={actions} />
        ))}
      </ul>
    </section>
  );
}
