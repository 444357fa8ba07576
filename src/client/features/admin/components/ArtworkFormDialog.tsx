import { useQuery } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "#client/components/ui/button";
import { shopQueries } from "#client/entities/shop";
import { apiFieldErrors } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "#shared/artwork-input";
import { messages } from "#shared/messages";
import { UploadError, uploadImage, useSaveArtwork } from "../api";
import { BasicsFields } from "./artwork-form/BasicsFields";
import { DetailsFields } from "./artwork-form/DetailsFields";
import {
  EMPTY,
  type Errors,
  type FieldGroupProps,
  type FieldName,
  type Fields,
  fieldsOf,
  validateFields,
} from "./artwork-form/form-state";
import { ImageFields } from "./artwork-form/ImageFields";
import { PriceSizeMediumFields } from "./artwork-form/PriceSizeMediumFields";
import { ReleaseFields } from "./artwork-form/ReleaseFields";
import { SeriesField } from "./artwork-form/SeriesField";
import { ShippingBandField } from "./artwork-form/ShippingBandField";
import { SIZE_PARTS } from "./artwork-form/size-state";
import { UploadPreview } from "./artwork-form/UploadPreview";
import { PhotographsField } from "./PhotographsField";
import { PrintsSection } from "./PrintsSection";

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
  // A new work is hers: its Artist starts as her name, once she has given one.
  const shop = useQuery({ ...shopQueries.info(), enabled: !artwork });
  const artistName = artwork ? undefined : shop.data?.artistName;
  const [fields, setFields] = useState<Fields>(() => fieldsOf(artwork, artistName));
  useEffect(() => {
    // Her name arrived after the form opened: the Artist, unless one was typed meanwhile.
    if (artistName)
      setFields((current) => (current.artist ? current : { ...current, artist: artistName }));
  }, [artistName]);
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number>();
  // The image file she chose, shown as the shop will show it.
  const [chosen, setChosen] = useState<File>();
  const width = useId();
  const formId = useId();
  // Every field's id, kept here: a submit that finds errors focuses the first invalid field.
  // The size text's own errors (none given, or the server's) are the width's to show.
  const ids: FieldGroupProps["ids"] = {
    title: useId(),
    artist: useId(),
    description: useId(),
    price: useId(),
    medium: useId(),
    width,
    height: useId(),
    depth: useId(),
    unit: useId(),
    size: width,
    imageUrl: useId(),
    shippingBand: useId(),
    seriesId: useId(),
    year: useId(),
    style: useId(),
    subject: useId(),
    signed: useId(),
    framed: useId(),
    visibility: useId(),
    releaseAt: useId(),
  };

  const set: FieldGroupProps["set"] =
    <Name extends FieldName>(name: Name) =>
    (value: Fields[Name]) => {
      setFields((current) => ({ ...current, [name]: value }));
      const sizePart = (SIZE_PARTS as readonly FieldName[]).includes(name);
      setErrors((current) => ({
        ...current,
        [name]: undefined,
        ...(sizePart && { size: undefined }),
      }));
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { values, errors: found } = validateFields(fields);
    setErrors(found);
    if (!values) {
      // The first in the form's order (EMPTY's), whichever check found it.
      const first = (Object.keys(EMPTY) as FieldName[]).find((name) => found[name]);
      if (first) document.getElementById(ids[first])?.focus();
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
    setChosen(file);
    setProgress(0);
    try {
      const imageUrl = await uploadImage(file, setProgress);
      set("imageUrl")(imageUrl);
      notify.success(messages.admin.uploaded);
    } catch (error) {
      const reason = error instanceof UploadError && error.message ? error.message : undefined;
      setErrors((e) => ({ ...e, imageUrl: reason ?? messages.admin.uploadFailed }));
      setChosen(undefined);
      notify.error(messages.admin.uploadFailed);
    } finally {
      setProgress(undefined);
    }
  };

  const group: FieldGroupProps = { fields, errors, ids, set };
  return (
    // The Prints section's forms are its own, after the work's form, never inside it: the
    // footer's submit button names the work's form.
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-6 overflow-y-auto px-6 py-5">
        <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <BasicsFields {...group} />
          <PriceSizeMediumFields {...group} />
          <DetailsFields {...group} />
          <ShippingBandField {...group} />
          <SeriesField {...group} />
          <ReleaseFields {...group} />
          <ImageFields {...group} progress={progress} onFile={onFile} />
          <UploadPreview file={chosen} fields={fields} />
          {/* A saved work's further photographs: a new one has them once it is created. */}
          {artwork && (
            <PhotographsField artwork={artwork} fields={fields} onMainChange={set("imageUrl")} />
          )}
        </form>
        <PrintsSection artwork={artwork} />
      </div>
      <div className="flex justify-end gap-3 border-t border-line px-6 py-4">
        <Dialog.Close asChild>
          <Button variant="secondary">{messages.admin.cancel}</Button>
        </Dialog.Close>
        <Button type="submit" form={formId} disabled={save.isPending || progress !== undefined}>
          {artwork ? messages.admin.update : messages.admin.create}
        </Button>
      </div>
    </div>
  );
}
