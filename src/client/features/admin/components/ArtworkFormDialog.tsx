import { Dialog } from "radix-ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField } from "#client/components/ui/FormField";
import { apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import {
  ARTWORK_DESCRIPTION_MAX,
  ARTWORK_DETAIL_MAX,
  ARTWORK_TEXT_MAX,
  YEAR_MIN,
} from "#shared/artwork";
import {
  ARTWORK_DEFAULTS,
  artworkInputSchema,
  currentYear,
  latestYear,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPES,
} from "#shared/artwork-input";
import { BANDS, bandFor, type ShippingBand } from "#shared/delivery";
import { messages } from "#shared/messages";
import { MONEY_MAX } from "#shared/money-input";
import type { Visibility } from "#shared/release";
import { momentOfShopTime, shopTimeField } from "#shared/time-field";
import { UploadError, uploadImage, useSaveArtwork } from "../api";

type Fields = {
  title: string;
  artist: string;
  description: string;
  price: string;
  medium: string;
  size: string;
  imageUrl: string;
  /** The owner's choice of band, or "" to take it from the size. */
  shippingBand: "" | ShippingBand;
  year: string;
  style: string;
  subject: string;
  signed: boolean;
  framed: boolean;
  visibility: Visibility;
  /** As the date-and-time field holds it (the shop's time), or "": no release time. */
  releaseAt: string;
};
type FieldName = keyof Fields;
type Flag = "signed" | "framed";
type Errors = Partial<Record<FieldName, string>>;

/**
 * An empty form: no price (a work is priced from £0.01, so the owner types one), the details a
 * new work's (the year: this one).
 */
const EMPTY: Fields = {
  title: "",
  artist: "",
  description: "",
  price: "",
  medium: "",
  size: "",
  imageUrl: "",
  shippingBand: "",
  year: "",
  ...ARTWORK_DEFAULTS,
  visibility: "public",
  releaseAt: "",
};

/** A date-and-time field's shop time as a moment (ISO), or as typed for the schema to name. */
function momentOf(typed: string): string | null {
  if (typed.trim() === "") return null;
  return momentOfShopTime(typed) ?? typed;
}

function fieldsOf(artwork?: Artwork): Fields {
  if (!artwork) return { ...EMPTY, year: String(currentYear()) };
  return {
    title: artwork.title,
    artist: artwork.artist,
    description: artwork.description ?? "",
    price: String(artwork.price),
    medium: artwork.medium,
    size: artwork.size,
    imageUrl: artwork.imageUrl,
    // A band other than its size's is the owner's choice.
    shippingBand: artwork.shippingBand === bandFor(artwork.dimensions) ? "" : artwork.shippingBand,
    year: String(artwork.year),
    style: artwork.style,
    subject: artwork.subject,
    signed: artwork.signed,
    framed: artwork.framed,
    visibility: artwork.visibility,
    releaseAt: artwork.releaseAt ? shopTimeField(artwork.releaseAt) : "",
  };
}

/** A typed number as a number; left empty, none; anything else as typed, for the schema to name. */
function numberOf(typed: string): number | string | null {
  if (typed.trim() === "") return null;
  const value = Number(typed);
  return Number.isNaN(value) ? typed : value;
}

/** Validates the form with the API's own schema, so both say the same thing. */
function validateFields(fields: Fields) {
  const price = fields.price.trim() === "" ? Number.NaN : Number(fields.price);
  const result = artworkInputSchema.safeParse({
    ...fields,
    price: Number.isNaN(price) ? fields.price : price,
    shippingBand: fields.shippingBand || null,
    year: numberOf(fields.year),
    releaseAt: momentOf(fields.releaseAt),
  });
  if (result.success) return { values: result.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { values: undefined, errors };
}

const inputClass =
  "w-full rounded-xl border border-line bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-700";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when an artwork is given, else create mode. */
  artwork?: Artwork;
};

/** The admin dialog: 'Add New Artwork' / 'Edit Artwork'. */
export function ArtworkFormDialog({ open, onOpenChange, artwork }: Props) {
  // Opened from a button with no Dialog.Trigger: remember it, and give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  if (open && !opener.current) opener.current = document.activeElement as HTMLElement | null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
            opener.current = null;
          }}
          className="fixed inset-x-4 top-6 bottom-6 z-50 mx-auto flex max-w-xl flex-col overflow-hidden rounded-2xl bg-canvas shadow-2xl sm:top-12 sm:bottom-12"
        >
          <Dialog.Title className="border-b border-line px-6 py-4 font-serif text-2xl">
            {artwork ? messages.admin.edit : messages.admin.add}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            {artwork ? messages.admin.edit : messages.admin.add}
          </Dialog.Description>
          {/* A new form each time the dialog opens: Save and Cancel leave nothing behind. */}
          {open && (
            <ArtworkForm
              key={artwork?.id ?? "new"}
              artwork={artwork}
              onDone={() => onOpenChange(false)}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ArtworkForm({ artwork, onDone }: { artwork?: Artwork; onDone: () => void }) {
  const save = useSaveArtwork();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(artwork));
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number>();
  const ids = {
    title: useId(),
    artist: useId(),
    description: useId(),
    price: useId(),
    medium: useId(),
    size: useId(),
    imageUrl: useId(),
    shippingBand: useId(),
    year: useId(),
    style: useId(),
    subject: useId(),
    signed: useId(),
    framed: useId(),
    visibility: useId(),
    releaseAt: useId(),
  };

  const set =
    <Name extends FieldName>(name: Name) =>
    (value: Fields[Name]) => {
      setFields((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: found } = validateFields(fields);
    setErrors(found);
    if (!values) {
      const first = Object.keys(found)[0] as FieldName;
      document.getElementById(ids[first])?.focus();
      return;
    }
    save.mutate(
      { id: artwork?.id, values },
      {
        onSuccess: () => {
          notify.success(artwork ? messages.admin.updated : messages.admin.created);
          onDone();
        },
        onError: (error) => {
          console.error(error);
          // The server's reasons by field, beside their fields (the same schema as the form's).
          const fields = apiFieldErrors(error);
          setErrors(Object.fromEntries(Object.entries(fields).filter(([field]) => field in EMPTY)));
          notify.error(artwork ? messages.admin.updateFailed : messages.admin.createFailed);
        },
      },
    );
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!UPLOAD_TYPES.includes(file.type as (typeof UPLOAD_TYPES)[number])) {
      setErrors((e) => ({ ...e, imageUrl: messages.api.notAnImage }));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setErrors((e) => ({ ...e, imageUrl: messages.api.uploadTooLarge }));
      return;
    }
    setProgress(0);
    try {
      const imageUrl = await uploadImage(file, setProgress);
      set("imageUrl")(imageUrl);
      notify.success(messages.admin.uploaded);
    } catch (error) {
      const reason = error instanceof UploadError && error.message ? error.message : undefined;
      setErrors((e) => ({ ...e, imageUrl: reason ?? messages.admin.uploadFailed }));
      notify.error(messages.admin.uploadFailed);
    } finally {
      setProgress(undefined);
    }
  };

  const text = (
    name: "title" | "artist" | "price" | "medium" | "size" | "imageUrl",
    label: string,
    type = "text",
  ) => (
    <FormField label={label} id={ids[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          value={fields[name]}
          onChange={(event) => set(name)(event.target.value)}
          required
          maxLength={name === "imageUrl" ? 2000 : ARTWORK_TEXT_MAX}
          {...(name === "price"
            ? { min: 0.01, max: MONEY_MAX, step: 0.01, inputMode: "decimal" as const }
            : {})}
          className={inputClass}
        />
      )}
    </FormField>
  );

  // The details: optional, so a field left empty takes a new work's default.
  const detail = (name: "style" | "subject", label: string) => (
    <FormField label={label} id={ids[name]} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={fields[name]}
          onChange={(event) => set(name)(event.target.value)}
          maxLength={ARTWORK_DETAIL_MAX}
          className={inputClass}
        />
      )}
    </FormField>
  );

  const flag = (name: Flag, label: string) => {
    const error = errors[name];
    const errorId = `${ids[name]}-error`;
    return (
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-center gap-2.5 text-sm font-medium">
          <input
            id={ids[name]}
            name={name}
            type="checkbox"
            checked={fields[name]}
            onChange={(event) => set(name)(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="size-5 accent-accent"
          />
          {label}
        </label>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-6 py-5">
        {text("title", messages.admin.fields.title)}
        {text("artist", messages.admin.fields.artist)}
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
        <div className="grid gap-4 sm:grid-cols-2">
          {text("price", messages.admin.fields.price, "number")}
          {text("size", messages.admin.fields.size)}
        </div>
        {text("medium", messages.admin.fields.medium)}
        <div className="grid gap-4 sm:grid-cols-2">
          {detail("style", messages.admin.fields.style)}
          {detail("subject", messages.admin.fields.subject)}
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <FormField
            label={messages.admin.fields.year}
            id={ids.year}
            error={errors.year}
            hint={messages.admin.fields.yearHint}
          >
            {(control) => (
              <input
                {...control}
                name="year"
                type="number"
                inputMode="numeric"
                min={YEAR_MIN}
                max={latestYear()}
                step={1}
                value={fields.year}
                onChange={(event) => set("year")(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-x-6 sm:pt-6">
            {flag("signed", messages.admin.fields.signed)}
            {flag("framed", messages.admin.fields.framed)}
          </div>
        </div>
        <FormField
          label={messages.admin.fields.shippingBand}
          id={ids.shippingBand}
          error={errors.shippingBand}
          hint={messages.admin.fields.shippingBandHint}
        >
          {(control) => (
            <select
              {...control}
              name="shippingBand"
              value={fields.shippingBand}
              onChange={(event) =>
                set("shippingBand")(event.target.value as Fields["shippingBand"])
              }
              className={inputClass}
            >
              {(["", ...BANDS] as const).map((band) => (
                <option key={band} value={band}>
                  {messages.admin.fields.bands[band]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <FormField
            label={messages.drops.visibility}
            id={ids.visibility}
            error={errors.visibility}
          >
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
        {text("imageUrl", messages.admin.fields.imageUrl, "url")}
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
      </div>
      <div className="flex justify-end gap-3 border-t border-line px-6 py-4">
        <Dialog.Close asChild>
          <Button variant="secondary">{messages.admin.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" disabled={save.isPending || progress !== undefined}>
          {artwork ? messages.admin.update : messages.admin.create}
        </Button>
      </div>
    </form>
  );
}
