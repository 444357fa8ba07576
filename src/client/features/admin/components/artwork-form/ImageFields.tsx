import { FormField } from "#client/components/ui/FormField";
import { UPLOAD_TYPES } from "#shared/artwork-input";
import { messages } from "#shared/messages";
import type { FieldGroupProps } from "./form-state";
import { TextField } from "./TextField";

type Props = FieldGroupProps & {
  /** How far an upload has come (0 to 1), or undefined while none is under way. */
  progress: number | undefined;
  /** Uploads the chosen file, whose address then fills the image's field. */
  onFile: (file: File | undefined) => void;
};

/** The work's image: its address, typed or filled by uploading a file. */
export function ImageFields({ progress, onFile, ...props }: Props) {
  return (
    <>
      <TextField
        {...props}
        name="imageUrl"
        label={messages.admin.fields.imageUrl}
        type="url"
        maxLength={2000}
      />
      <FormField label={messages.admin.fields.upload} hint={messages.admin.fields.uploadHint}>
        {(control) => (
          <>
            <input
              {...control}
              type="file"
              accept={UPLOAD_TYPES.join(",")}
              onChange={(event) => onFile(event.target.files?.[0])}
              disabled={progress !== undefined}
              className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:text-sm"
            />
            {progress !== undefined && (
              <progress
                value={progress}
                max={1}
                aria-label={messages.admin.uploading}
                className="h-2 w-full accent-accent"
              />
            )}
          </>
        )}
      </FormField>
    </>
  );
}
