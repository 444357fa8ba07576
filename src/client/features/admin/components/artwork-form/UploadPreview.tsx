import { type CSSProperties, useEffect, useState } from "react";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { Fields } from "./form-state";
import { composeSize } from "./size-state";

const text = messages.artworkForm.preview;

/** A chosen file's address for an <img>, given up when the file changes or the form closes. */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * The chosen file as the gallery's card will show it, at once and before anything is saved:
 * on the shop's canvas, the painting whole at its own shape in the card's frame, above the
 * title, artist, medium and size, and price as the form holds them now.
 */
export function UploadPreview({ file, fields }: { file: File | undefined; fields: Fields }) {
  const url = useObjectUrl(file);
  if (!file || !url) return null;
  return (
    <figure className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4">
      <figcaption className="flex flex-col">
        <span className="text-sm font-medium">{text.heading}</span>
        <span className="text-xs text-muted">{text.hint}</span>
      </figcaption>
      <PreviewCard key={url} url={url} name={file.name} fields={fields} />
    </figure>
  );
}

/** The card's own frame and lines (ArtworkCard), without its links and buttons. */
function PreviewCard({ url, name, fields }: { url: string; name: string; fields: Fields }) {
  // The painting's shape, known once the file is read: the card's frame keeps to it.
  const [ratio, setRatio] = useState<number>();
  const price = Number(fields.price);
  const medium = [fields.medium.trim(), composeSize(fields).text.trim()].filter(Boolean);
  return (
    <div className="flex w-full max-w-72 flex-col">
      <div
        className="painting-whole overflow-hidden rounded-lg bg-stone-200 shadow-sm ring-1 ring-line [--max-height:18rem]"
        style={ratio ? ({ "--ratio": ratio } as CSSProperties) : undefined}
      >
        <img
          src={url}
          alt={text.image(name)}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            if (naturalWidth && naturalHeight) setRatio(naturalWidth / naturalHeight);
          }}
        />
      </div>
      <div className="flex flex-col pt-3">
        <p className="font-serif text-lg leading-snug">{fields.title.trim() || text.untitled}</p>
        {fields.artist.trim() && (
          <p className="text-sm text-muted">{messages.card.by(fields.artist.trim())}</p>
        )}
        {medium.length > 0 && <p className="text-sm text-muted">{medium.join(" · ")}</p>}
        {price > 0 && <p className="pt-1 text-base font-semibold">{formatPrice(price)}</p>}
      </div>
    </div>
  );
}
