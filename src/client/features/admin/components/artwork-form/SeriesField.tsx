import { useQuery } from "@tanstack/react-query";
import { FormField } from "#client/components/ui/FormField";
import { seriesQueries } from "#client/entities/series";
import { messages } from "#shared/messages";
import type { FieldGroupProps } from "./form-state";
import { inputClass } from "./TextField";

const text = messages.adminSeries;

/** The series the work belongs to, if any: shown once she has made one (or it is in one). */
export function SeriesField({ fields, errors, ids, set }: FieldGroupProps) {
  const series = useQuery(seriesQueries.list()).data ?? [];
  if (series.length === 0 && !fields.seriesId) return null;
  return (
    <FormField label={text.fieldLabel} id={ids.seriesId} error={errors.seriesId}>
      {(control) => (
        <select
          {...control}
          name="seriesId"
          value={fields.seriesId}
          onChange={(event) => set("seriesId")(event.target.value)}
          className={inputClass}
        >
          <option value="">{text.none}</option>
          {series.map((each) => (
            <option key={each.id} value={each.id}>
              {each.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
