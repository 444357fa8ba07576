import { useQuery } from "@tanstack/react-query";
import { type HeldQuote, quoteQuery } from "#client/features/delivery";
import { formatDay, shopDay } from "#shared/dates";
import { planParts } from "#shared/instalments";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";

const text = messages.plans;

/**
 * "Pay in full" or "Pay in N monthly parts" (from 2 to the shop's most), as radios in a
 * fieldset: each plan shows its amounts and days, split from the total the server quotes
 * (the same split the server keeps). Shown only where the shop offers plans.
 */
export function PlanChoice({
  max,
  subtotal,
  country,
  collect,
  held,
  value,
  onChange,
}: {
  max: number;
  subtotal: number;
  country: string;
  collect: boolean;
  held?: HeldQuote;
  value: number;
  onChange: (parts: number) => void;
}) {
  const quote = useQuery({ ...quoteQuery(country, held), enabled: !collect }).data;
  const shipping = collect ? 0 : quote?.shipping;
  const totalPence =
    shipping === undefined ? undefined : Math.round(subtotal * 100) + Math.round(shipping * 100);
  const today = shopDay();
  const choices = Array.from({ length: Math.max(0, max - 1) }, (_, i) => i + 2);
  const detailOf = (parts: number) => {
    if (totalPence === undefined) return messages.delivery.quoting;
    const [first, ...later] = planParts(totalPence, parts, today);
    return text.partsDetail(
      formatPrice(first.amountPence / 100),
      later.map((part) => text.laterPart(formatPrice(part.amountPence / 100), dayOf(part.dueDay))),
    );
  };
  const option = (parts: number, label: string, detail: string) => (
    <label
      key={parts}
      className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-ink"
    >
      <input
        type="radio"
        name="instalments"
        value={parts}
        checked={value === parts}
        onChange={() => onChange(parts)}
        className="mt-1 size-4 accent-ink"
      />
      <span className="flex flex-col">
        <span className="font-medium">{label}</span>
        <span className="text-sm text-muted">{detail}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{text.legend}</legend>
      {option(
        1,
        text.payInFull,
        totalPence === undefined
          ? messages.delivery.quoting
          : text.payInFullDetail(formatPrice(totalPence / 100)),
      )}
      {choices.map((parts) => option(parts, text.payInParts(parts), detailOf(parts)))}
      {value > 1 && <p className="text-sm text-muted">{text.reservedNote}</p>}
    </fieldset>
  );
}

/** "27 December": a day of the plan, without its year. */
function dayOf(day: string) {
  return formatDay(day).replace(/ \d{4}$/, "");
}
