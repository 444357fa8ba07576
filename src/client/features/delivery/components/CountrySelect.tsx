import { useId } from "react";
import { countriesByName } from "#shared/delivery";
import { deliveryTexts } from "#shared/texts/delivery";

/** A country select's options: every country by its ISO code, named in British English. */
export function CountryOptions() {
  return countriesByName().map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}

/** "Delivery to": the country the cart's totals are priced for (the United Kingdom first). */
export function CountrySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (country: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {deliveryTexts.delivery.deliverTo}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="country"
        className="h-11 w-full rounded-xl border border-line bg-white pr-9 pl-4 text-base shadow-sm"
      >
        <CountryOptions />
      </select>
    </div>
  );
}
