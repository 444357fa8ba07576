import { FormField } from "#client/components/ui/FormField";
import { messages } from "#shared/messages";
import type { Visibility } from "#shared/release";
import type { FieldGroupProps } from "./form-state";
import { inputClass } from "./TextField";

/** Who sees the work, and from when: public or a draft, and an optional release time. */
export function ReleaseFields({ fields, errors, ids, set }: FieldGroupProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField label={messages.drops.visibility} id={ids.visibility} error={errors.visibility}>
        {(control) => (
          <select
            {...control}
            name="visibility"
            value={fields.visibility}
            onChange={(event) => set("visibility")(event.target.value as Visibility)}
            className={inputClass}
          >
            <option value="public">{messages.drops.visibilityPublic}</option>
            <option value="draft">{messages.drops.visibilityDraft}</option>
          </select>
        )}
      </FormField>
      <FormField
        label={messages.drops.releaseAt}
        id={ids.releaseAt}
        error={errors.releaseAt}
        hint={messages.drops.releaseAtHint}
      >
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            name="releaseAt"
            value={fields.releaseAt}
            onChange={(event) => set("releaseAt")(event.target.value)}
            className={inputClass}
          />
        )}
      </FormField>
    </div>
  );
}
