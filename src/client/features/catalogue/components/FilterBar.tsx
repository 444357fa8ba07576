import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { seriesQueries } from "#client/entities/series";
import {
  availabilityOptions,
  type CatalogueFilters,
  filterCount,
  kindOptions,
  mediums,
  priceRanges,
  sizeClasses,
} from "#shared/filters";
import { galleryTexts as messages } from "#shared/texts/gallery";

type Props = {
  filters: CatalogueFilters;
  onChange: (next: Partial<CatalogueFilters>) => void;
};

const selectClass =
  "h-10 w-full rounded-full border border-line bg-white pr-9 pl-4 text-sm text-ink shadow-sm sm:w-auto sm:min-w-44 sm:max-w-60";

function FilterSelect<T extends string>(props: {
  name: keyof CatalogueFilters;
  label: string;
  value: T | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  /** The choice that sets nothing: "Any" unless it has a better name. */
  anyLabel?: string;
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
        name={props.name}
        className={selectClass}
        value={props.value ?? ""}
        onChange={(event) => props.onChange((event.target.value || undefined) as T | undefined)}
      >
        <option value="">{props.anyLabel ?? messages.filters.any}</option>
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
 * The filter bar: originals or prints (the works with prints on sale), price, medium, size,
 * availability ("Available only" hides sold and reserved works) and — once she has made any — series, combined with the search (AND). On a
 * phone they sit behind one "Filters (n)" button: a `<details>`, so it opens before the app has
 * started and without JavaScript; from `sm` up the button is hidden and they are always shown
 * (`.filter-disclosure` in styles.css).
 */
export function FilterBar({ filters, onChange }: Props) {
  // The server renders the gallery with the series; a failed read leaves the choice out.
  const series = (useQuery(seriesQueries.list()).data ?? []).map((each) => ({
    value: each.slug,
    label: each.name,
  }));
  return (
    // A GET form, so that without JavaScript the filters still work; with it,
    // each change applies at once and the form is never submitted.
    <form method="get" action="/" onSubmit={(event) => event.preventDefault()}>
      <details className="filter-disclosure">
        {/* The open state is the browser's own (a summary is announced expanded or
            collapsed); it names what it shows. */}
        <summary aria-controls="filter-panel">
          {messages.filtersOnPhone.toggle(filterCount(filters))}
        </summary>
        <fieldset
          id="filter-panel"
          className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end"
        >
          <legend className="sr-only">{messages.filters.legend}</legend>
          {filters.q && <input type="hidden" name="q" value={filters.q} />}
          <FilterSelect
            label={messages.prints.kind}
            name="kind"
            value={filters.kind}
            options={kindOptions}
            anyLabel={messages.prints.kindAll}
            onChange={(kind) => onChange({ kind })}
          />
          <FilterSelect
            label={messages.filters.price}
            name="price"
            value={filters.price}
            options={priceRanges}
            onChange={(price) => onChange({ price })}
          />
          <FilterSelect
            label={messages.filters.medium}
            name="medium"
            value={filters.medium}
            options={mediums}
            onChange={(medium) => onChange({ medium })}
          />
          <FilterSelect
            label={messages.filters.size}
            name="size"
            value={filters.size}
            options={sizeClasses}
            onChange={(size) => onChange({ size })}
          />
          <FilterSelect
            label={messages.availability.filterLabel}
            name="availability"
            value={filters.availability}
            options={availabilityOptions}
            onChange={(availability) => onChange({ availability })}
          />
          {series.length > 0 && (
            <FilterSelect
              label={messages.filters.series}
              name="series"
              value={filters.series}
              options={series}
              onChange={(slug) => onChange({ series: slug })}
            />
          )}
          <noscript>
            <button
              type="submit"
              className="h-10 rounded-full bg-ink px-5 text-sm font-medium text-canvas"
            >
              {messages.filters.apply}
            </button>
          </noscript>
        </fieldset>
      </details>
    </form>
  );
}
