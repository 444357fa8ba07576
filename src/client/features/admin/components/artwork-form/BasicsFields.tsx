import { FormField } from "#client/components/ui/FormField";
import { ARTWORK_DESCRIPTION_MAX } from "#shared/artwork";
import { messages } from "#shared/messages";
import type { FieldGroupProps } from "./form-state";
import { inputClass, TextField } from "./TextField";

/** What the work is called, whose it is and what the owner says about it. */
export function BasicsFields(props: FieldGroupProps) {
  const { fields, errors, ids, set } = props;
  return (
    <>
      <TextField {...props} name="title" label={messages.admin.fields.title} />
      <TextField {...props} name="artist" label={messages.admin.fields.artist} />
      <FormField
        label={messages.admin.fields.description}
        id={ids.description}
        error={errors.description}
      >
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            value={fields.description}
            onChange={(event) => set("description")(event.target.value)}
            maxLength={ARTWORK_DESCRIPTION_MAX}
            className={inputClass}
          />
        )}
      </FormField>
    </>
  );
}
