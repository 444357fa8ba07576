import { countriesByName } from "#shared/delivery";

/** A country select's options: every country by its ISO code, named in British English. */
export function CountryOptions() {
  return countriesByName().map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
