import { type CSSProperties, type ReactNode, useEffect, useState } from "react";
import { ArtworkImage, paintingBoxStyle } from "#client/entities/artwork";
import { cn } from "#client/lib/cn";
import type { Artwork, ArtworkImage as Photograph } from "#shared/artwork";
import {
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  type ImageSize,
  imageSrcSet,
  parseStoredImageUrl,
  storedImageUrl,
} from "#shared/images";
import { photographFrame } from "#shared/painting-frame";
import { photographsTexts } from "#shared/texts/photographs";

/** Over the main image, a way to see the photograph shown up close, or another of the work's. */
export type ZoomSlot = (shown: number, show: (index: number) => void) => ReactNode;

/**
 * Which photograph the detail shows, by its place among the work's. Another work shown in the
 * same place starts from its main one, and so does a work whose photographs were removed since.
 */
function useShownPhotograph(artwork: Artwork) {
  const [choice, setChoice] = useState({ id: artwork.id, index: 0 });
  const shown = choice.id === artwork.id && choice.index < artwork.images.length ? choice.index : 0;
  return [shown, (index: number) => setChoice({ id: artwork.id, index })] as const;
}

/**
 * The detail's image, and under it, when the work has several photographs, a thumbnail of each
 * that shows it in the main place, whole at its own shape. The main photograph is drawn as the
 * page's main image; another, chosen, loads then.
 */
export function DetailPhotographs({ artwork, zoom }: { artwork: Artwork; zoom?: ZoomSlot }) {
  const [shown, show] = useShownPhotograph(artwork);
  const photograph = artwork.images[shown];
  const several = artwork.images.length > 1;
  const frame = shown === 0 ? undefined : photographFrame(photograph);
  return (
    <div className="self-start lg:sticky lg:top-24">
      <div
        className={cn(
          "painting-whole relative mx-auto overflow-hidden rounded-xl bg-stone-200 shadow-md ring-1 ring-line lg:mx-0",
          // Above the buy box, the painting leaves the price, the delivery and Add to Cart in the
          // first screen (never smaller than 16rem, on a phone held sideways); beside it, room for
          // the header above and the thumbnails below while it stays in view.
          "[--max-height:max(16rem,calc(100svh-27rem))]",
          several ? "lg:[--max-height:calc(100svh-16rem)]" : "lg:[--max-height:calc(100svh-10rem)]",
        )}
        style={
          shown === 0
            ? paintingBoxStyle(artwork.imageUrl)
            : frame && ({ "--ratio": frame.ratio } as CSSProperties)
        }
        data-painting
      >
        {shown === 0 ? (
          <ArtworkImage
            artwork={artwork}
            alt={photograph.alt || artwork.title}
            sizes={IMAGE_SIZES.detail}
            whole
            width={1280}
            height={1280}
            priority="high"
          />
        ) : (
          <ArtworkImage
            key={photograph.id}
            artwork={{ imageUrl: photograph.url, title: artwork.title }}
            alt={photograph.alt || artwork.title}
            sizes={IMAGE_SIZES.detail}
            whole
            width={frame?.width ?? 1280}
            height={frame?.height ?? 1280}
          />
        )}
        {zoom?.(shown, show)}
      </div>
      {photograph.caption && (
        <p className="mt-2 text-center text-sm text-muted lg:text-left">{photograph.caption}</p>
      )}
      {several && <Thumbnails images={artwork.images} shown={shown} show={show} />}
    </div>
  );
}

/** What a thumbnail is called: the photograph's caption, else its alt text, else its place. */
const photographName = (image: Photograph, index: number) =>
  image.caption || image.alt || photographsTexts.photographs.numbered(index + 1);

/**
 * What a thumbnail's `<img>` asks for, and the size it says it is, so the row keeps its place
 * before the files arrive. The main photograph's is the very file the detail already shows (the
 * same `srcset` and `sizes` choose the same width, from the browser's cache); any other's is its
 * smallest stored width (an outside URL as it is).
 */
function thumbnail(image: Photograph, index: number) {
  const stored = parseStoredImageUrl(image.url);
  const smallest = IMAGE_WIDTHS[0];
  const ratio = photographFrame(image)?.ratio ?? 1;
  const size: ImageSize = { width: smallest, height: Math.max(1, Math.round(smallest / ratio)) };
  if (index === 0) {
    return { src: image.url, srcSet: imageSrcSet(image.url), sizes: IMAGE_SIZES.detail, ...size };
  }
  const variant = stored && IMAGE_WIDTHS.some((width) => width === stored.width);
  return { src: variant ? storedImageUrl(stored.key, smallest) : image.url, ...size };
}

/**
 * False in the server's HTML and in the hydration that takes it over, true after: the
 * thumbnails' files are asked for only then. On a first visit the app itself waits for the
 * page's main image, so they never compete with it.
 */
function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * A button for each photograph: pressed, it is shown in the main place. The small files never come
 * before the main image: loaded lazily, asked for last, decoded off the main thread.
 */
function Thumbnails(props: { images: Photograph[]; shown: number; show: (index: number) => void }) {
  const hydrated = useHydrated();
  return (
    <ul
      aria-label={photographsTexts.photographs.choose}
      className="mt-3 flex flex-wrap justify-center gap-2 lg:justify-start"
    >
      {props.images.map((image, index) => {
        return (
          <li key={image.id}>
            <button
              type="button"
              aria-label={photographName(image, index)}
              aria-pressed={index === props.shown}
              onClick={() => props.show(index)}
              className="block size-14 overflow-hidden rounded-md bg-stone-200 opacity-75 ring-1 ring-line transition-opacity hover:opacity-100 aria-pressed:opacity-100 aria-pressed:ring-2 aria-pressed:ring-ink aria-pressed:ring-offset-2 aria-pressed:ring-offset-canvas motion-reduce:transition-none sm:size-16"
            >
              {hydrated && (
                <img
                  {...thumbnail(image, index)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  fetchPriority="low"
                  className="size-full object-cover"
                />
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
