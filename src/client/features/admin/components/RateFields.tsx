import { useId } from "react";
import { inputClass } from "#client/components/ui/FormField";
import { BANDS, type ShippingBand, ZONES, type Zone } from "#shared/delivery";
import { messages } from "#shared/messages";
import { bandLabel } from "#shared/shop";

const text = messages.adminShop;

/** One cell of the rate table as the form holds it: the price typed, and whether it is sent. */
export type RateCell = { price: string; notShipped: boolean };
export type RateCells = Record<Zone, Record<ShippingBand, RateCell>>;

/** A cell's field, as the API names it in a 400's `fields`. */
export const rateField = (zone: Zone, band: ShippingBand) => `delivery.rates.${zone}.${band}`;

/**
 * The rate table, zone by zone: each band's price in pounds, and "Not shipped", which leaves
 * the price aside (kept, should it be unticked) and disables it. Each control is named by its
 * zone, its band and its own visible words, so every one has a name of its own; a zone's bands
 * stand side by side where there is room and one under another on a phone.
 */
export function RateFields(props: {
  cells: RateCells;
  errors: Record<string, string | undefined>;
  onChange: (zone: Zone, band: ShippingBand, cell: RateCell) => void;
}) {
  return (
    <div className="flex flex-col gap-5">
      {ZONES.map((zone) => (
        <ZoneRates key={zone} zone={zone} {...props} />
      ))}
    </div>
  );
}

function ZoneRates({
  zone,
  cells,
  errors,
  onChange,
}: Parameters<typeof RateFields>[0] & { zone: Zone }) {
  const legend = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-2xl border border-line bg-white/60 p-4">
      <legend id={legend} className="px-1 font-serif text-lg">
        {messages.shopPages.zones[zone]}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {BANDS.map((band) => (
          <RateCellField
            key={band}
            legend={legend}
            field={rateField(zone, band)}
            band={band}
            cell={cells[zone][band]}
            error={errors[rateField(zone, band)]}
            onChange={(cell) => onChange(zone, band, cell)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function RateCellField(props: {
  legend: string;
  field: string;
  band: ShippingBand;
  cell: RateCell;
  error?: string;
  onChange: (cell: RateCell) => void;
}) {
  const { cell, error } = props;
  const id = useId();
  const ids = { label: `${id}-label`, box: `${id}-box`, error: `${id}-error` };
  return (
    <div className="flex flex-col gap-1.5">
      <label id={ids.label} htmlFor={id} className="text-sm font-medium">
        {bandLabel(props.band)}
      </label>
      <div className="flex items-center gap-2">
        <span aria-hidden className="text-muted">
          £
        </span>
        <input
          id={id}
          name={props.field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-labelledby={`${props.legend} ${ids.label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          value={cell.notShipped ? "" : cell.price}
          disabled={cell.notShipped}
          onChange={(event) => props.onChange({ ...cell, price: event.target.value })}
          className={`${inputClass} disabled:bg-stone-100`}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={cell.notShipped}
          aria-labelledby={`${props.legend} ${ids.label} ${ids.box}`}
          onChange={(event) => props.onChange({ ...cell, notShipped: event.target.checked })}
          className="size-4 accent-accent"
        />
        <span id={ids.box}>{text.notShipped}</span>
      </label>
      {error && (
        <p id={ids.error} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
