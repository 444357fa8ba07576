import { useId } from "react";
import {
  availabilityOptions,
  type CatalogueFilters,
  mediums,
  priceRanges,
  sizeClasses,
} from "#shared/filters";
import { messages } from "#shared/messages";

type Props = {
  filters: CatalogueFilters;
  onChange: (next: Partial<CatalogueFilters>) => void;
};

const selectClass =
  "h-10 w-full rounded-full border border-line bg-white pr-9 pl-4 text-sm text-ink shadow-sm sm:w-52 lg:w-48";

function FilterSelect<T extends string>(props: {
  label: string;
  value: T | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium tracking-wide text-muted uppercase">
        {props.label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={props.value ?? ""}
        onChange={(event) => props.onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{messages.filters.any}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Spec §2 filter bar: price, medium and size, combined with the search (AND); DESIGN §8 adds
 * availability ("Available only" hides sold and reserved works).
 */
export function FilterBar({ filters, onChange }: Props) {
  return (
    <fieldset className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
      <legend className="sr-only">{messages.filters.legend}</legend>
      <FilterSelect
        label={messages.filters.price}
        value={filters.price}
        options={priceRanges}
        onChange={(price) => onChange({ price })}
      />
      <FilterSelect
        label={messages.filters.medium}
        value={filters.medium}
        options={mediums}
        onChange={(medium) => onChange({ medium })}
      />
      <FilterSelect
        label={messages.filters.size}
        value={filters.size}
        options={sizeClasses}
        onChange={(size) => onChange({ size })}
      />
      <FilterSelect
        label={messages.availability.filterLabel}
        value={filters.availability}
        options={availabilityOptions}
        onChange={(availability) => onChange({ availability })}
      />
    </fieldset>
  );
}
