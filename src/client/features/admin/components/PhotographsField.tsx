import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import {
  ARTWORK_IMAGES_MAX,
  type Artwork,
  type ArtworkImage,
  IMAGE_TEXT_MAX,
} from "#shared/artwork";
import { UPLOAD_TYPES } from "#shared/artwork-input";
import { messages } from "#shared/messages";
import { useChangePhotographs } from "../api";
import { inputClass } from "./artwork-form/TextField";

const text = messages.admin.photos;

type Change = Parameters<ReturnType<typeof useChangePhotographs>["mutate"]>[0];

/**
 * A saved work's photographs, each with its thumbnail, alt text and caption, moved up or down
 * by buttons (so by keyboard too), removed (never the last) or added to. Each change is sent at
 * once and the list shows the work as the server answers it.
 */
export function PhotographsField({
  artwork,
  onMainChange,
}: {
  artwork: Artwork;
  /** The main photograph's URL once a change made another one main: the form's Image URL. */
  onMainChange: (url: string) => void;
}) {
  const change = useChangePhotographs(artwork.id);
  const [images, setImages] = useState(artwork.images);
  // What the owner is typing, by photograph, until she leaves the field (then it is saved).
  const [words, setWords] = useState<Record<string, { alt: string; caption: string }>>({});

  const send = (what: Change) =>
    change.mutate(what, {
      onSuccess: (work) => {
        setImages(work.images);
        onMainChange(work.imageUrl);
        notify.success(text.saved);
      },
      onError: (error) => notify.error(apiErrorMessage(error) ?? text.failed),
    });

  const order = images.map((image) => image.id);
  const move = (from: number, to: number) => {
    const next = [...order];
    [next[from], next[to]] = [next[to], next[from]];
    send({ arrange: true, order: next });
  };
  const typed = (image: ArtworkImage) => words[image.id] ?? image;
  const type = (image: ArtworkImage, field: "alt" | "caption", value: string) =>
    setWords((current) => ({ ...current, [image.id]: { ...typed(image), [field]: value } }));
  const keep = (image: ArtworkImage, field: "alt" | "caption") => {
    const value = typed(image)[field];
    if (value === image[field]) return;
    send({ arrange: true, order, [field]: { [image.id]: value } });
  };

  return (
    <fieldset className="flex flex-col gap-3" disabled={change.isPending}>
      <legend className="text-sm font-medium">{text.legend}</legend>
      <p className="text-sm text-muted">{text.hint}</p>
      <ol className="flex flex-col gap-3">
        {images.map((image, i) => {
          const n = i + 1;
          return (
            <li key={image.id} className="flex gap-3 rounded-xl border border-line p-3">
              <img
                src={image.url}
                alt={typed(image).alt || text.photo(n)}
                className="h-20 w-20 shrink-0 rounded-lg object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <p className="text-sm font-medium">{i === 0 ? text.main : text.photo(n)}</p>
                <label className="flex flex-col gap-1 text-sm">
                  {text.alt}
                  <input
                    className={inputClass}
                    value={typed(image).alt}
                    maxLength={IMAGE_TEXT_MAX}
                    placeholder={
                      i === 0 ? messages.head.work(artwork.title, artwork.artist) : undefined
                    }
                    onChange={(event) => type(image, "alt", event.target.value)}
                    onBlur={() => keep(image, "alt")}
                    aria-describedby={i === 0 ? `${image.id}-alt-hint` : undefined}
                  />
                </label>
                {i === 0 && (
                  <p id={`${image.id}-alt-hint`} className="text-xs text-muted">
                    {text.altHint}
                  </p>
                )}
                <label className="flex flex-col gap-1 text-sm">
                  {text.caption}
                  <input
                    className={inputClass}
                    value={typed(image).caption}
                    maxLength={IMAGE_TEXT_MAX}
                    onChange={(event) => type(image, "caption", event.target.value)}
                    onBlur={() => keep(image, "caption")}
                  />
                </label>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="compact"
                    variant="secondary"
                    aria-label={text.moveUp(n)}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    {text.up}
                  </Button>
                  <Button
                    size="compact"
                    variant="secondary"
                    aria-label={text.moveDown(n)}
                    disabled={i === images.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    {text.down}
                  </Button>
                  <Button
                    size="compact"
                    variant="dangerSecondary"
                    aria-label={text.remove(n)}
                    disabled={images.length === 1}
                    onClick={() => send({ remove: image.id })}
                  >
                    {text.removeShort}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {images.length < ARTWORK_IMAGES_MAX ? (
        <label className="flex flex-col gap-1 text-sm">
          {text.add}
          <input
            type="file"
            accept={UPLOAD_TYPES.join(",")}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) send({ add: file });
              event.target.value = "";
            }}
            className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:text-sm"
          />
        </label>
      ) : (
        <p className="text-sm text-muted">{text.full}</p>
      )}
    </fieldset>
  );
}
