import { GripVertical } from "lucide-react";
import { useRef, useState } from "react";
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
import type { Fields } from "./artwork-form/form-state";
import { inputClass } from "./artwork-form/TextField";
import { UploadPreview } from "./artwork-form/UploadPreview";
import { useDragOrder } from "./use-drag-order";

const text = messages.admin.photos;
const drag = messages.artworkForm.drag;

type Change = Parameters<ReturnType<typeof useChangePhotographs>["mutate"]>[0];

/**
 * A saved work's photographs, each with its thumbnail, alt text and caption, moved by dragging
 * its thumbnail or by its up and down buttons (the keyboard's way), removed (never the last) or
 * added to (the chosen file shown as the shop will show it). Each change is sent at once and the
 * list shows the work as the server answers it; a move is then said in words to screen readers.
 */
export function PhotographsField({
  artwork,
  fields,
  onMainChange,
}: {
  artwork: Artwork;
  /** The form's values as they stand, for the added photograph's preview. */
  fields: Fields;
  /** The main photograph's URL once a change made another one main: the form's Image URL. */
  onMainChange: (url: string) => void;
}) {
  const change = useChangePhotographs(artwork.id);
  const [images, setImages] = useState(artwork.images);
  // What the owner is typing, by photograph, until she leaves the field (then it is saved).
  const [words, setWords] = useState<Record<string, { alt: string; caption: string }>>({});
  const [added, setAdded] = useState<File>();
  const [moved, setMoved] = useState("");

  // The photographs as the server last answered, for a change made after another one lands.
  const latest = useRef(images);
  // Changes are sent one after another, each once the one before has its answer. Nothing is
  // disabled meanwhile, so the focus stays where the owner left it and her typing goes on.
  const queue = useRef(Promise.resolve());
  const send = (what: (now: readonly ArtworkImage[]) => Change, done?: string) => {
    queue.current = queue.current.then(async () => {
      try {
        const work = await change.mutateAsync(what(latest.current));
        latest.current = work.images;
        setImages(work.images);
        onMainChange(work.imageUrl);
        notify.success(text.saved);
        if (done) setMoved(done);
      } catch (error) {
        notify.error(apiErrorMessage(error) ?? text.failed);
      }
    });
  };
  const idsOf = (list: readonly ArtworkImage[]) => list.map((image) => image.id);

  /**
   * Takes the photograph at `from` out and puts it in at `to`, the others closing up. A move
   * asked for while another change is on its way is not made: the places it names are those
   * of a list about to change.
   */
  const move = (from: number, to: number) => {
    if (change.isPending) return;
    const next = idsOf(images);
    next.splice(to, 0, ...next.splice(from, 1));
    send(() => ({ arrange: true, order: next }), drag.moved(from + 1, to + 1));
  };
  const dragged = useDragOrder(move);
  const typed = (image: ArtworkImage) => words[image.id] ?? image;
  const type = (image: ArtworkImage, field: "alt" | "caption", value: string) =>
    setWords((current) => ({ ...current, [image.id]: { ...typed(image), [field]: value } }));
  const keep = (image: ArtworkImage, field: "alt" | "caption") => {
    const value = typed(image)[field];
    if (value === image[field]) return;
    send((now) => ({ arrange: true, order: idsOf(now), [field]: { [image.id]: value } }));
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-busy={change.isPending}>
      <legend className="text-sm font-medium">{text.legend}</legend>
      <p className="text-sm text-muted">{text.hint}</p>
      <p role="status" className="sr-only">
        {moved}
      </p>
      <ol className="flex flex-col gap-3">
        {images.map((image, i) => {
          const n = i + 1;
          const target = dragged.over === i && dragged.dragging !== i;
          return (
            <li
              key={image.id}
              {...dragged.row(i)}
              className={`grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border p-3 ${target ? "border-accent bg-accent-soft" : "border-line"} ${dragged.dragging === i ? "opacity-60" : ""}`}
            >
              <div
                {...dragged.handle(i)}
                title={drag.handle(n)}
                className="relative h-20 w-20 cursor-grab sm:row-span-3 touch-none active:cursor-grabbing"
              >
                <img
                  src={image.url}
                  alt={typed(image).alt || text.photo(n)}
                  draggable={false}
                  className="h-full w-full rounded-lg object-cover"
                />
                <GripVertical
                  aria-hidden
                  className="absolute right-1 bottom-1 size-5 rounded bg-white/90 p-0.5 text-ink shadow-sm"
                />
              </div>
              {/* On a phone the fields and buttons take the row's width below the thumbnail; wider, they
                  stand beside it. */}
              <p className="self-center text-sm font-medium sm:self-start">
                {i === 0 ? text.main : text.photo(n)}
              </p>
              <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:col-start-2">
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
              </div>
              <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:col-start-2">
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
                  onClick={() => send(() => ({ remove: image.id }))}
                >
                  {text.removeShort}
                </Button>
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
              if (file) {
                setAdded(file);
                send(() => ({ add: file }));
              }
              event.target.value = "";
            }}
            className="text-sm file:mr-3 file:rounded-full file:border-0 file:bg-stone-200 file:px-4 file:py-2 file:text-sm"
          />
        </label>
      ) : (
        <p className="text-sm text-muted">{text.full}</p>
      )}
      <UploadPreview file={added} fields={fields} />
    </fieldset>
  );
}
