import { useState } from "react";
import { cn } from "#client/lib/cn";
import type { ArtworkImage } from "#shared/artwork";
import { zoomImageUrl } from "#shared/full-image";
import { IMAGE_SIZES, imageSrcSet } from "#shared/images";
import { zoomTexts } from "#shared/texts/zoom";
import type { Zoom } from "./use-zoom";

/**
 * Where the photograph is drawn: laid out at its fitted size in the stage's centre, then moved
 * and scaled by a CSS transform, so zooming never lays the page out again. Below, the image the
 * detail shows (the same `srcset` and `sizes`, so the browser takes it from its cache); above,
 * the full-resolution file, fetched now that it is shown in the viewer and drawn once decoded —
 * the photograph is never blank while it loads. Another photograph is drawn afresh, its own
 * full file asked for only then.
 */
export function ZoomStage({ image, alt, zoom }: { image: ArtworkImage; alt: string; zoom: Zoom }) {
  // Whether the full file of the photograph shown has loaded (or failed), kept with its URL.
  const [loaded, setLoaded] = useState<{ url: string; state: "shown" | "failed" }>();
  const full = loaded?.url === image.url ? loaded.state : "loading";
  const { view, bounds } = zoom;
  const zoomed = view.scale > 1;
  return (
    <div
      ref={zoom.stage}
      {...zoom.stageHandlers}
      data-testid="zoom-stage"
      className={cn(
        "relative min-h-0 flex-1 touch-none overflow-hidden select-none",
        zoomed ? "cursor-grab active:cursor-grabbing" : "cursor-zoom-in",
      )}
    >
      {bounds && (
        <div
          key={image.url}
          data-testid="zoom-painting"
          data-scale={view.scale.toFixed(3)}
          className={cn(
            "absolute origin-center",
            zoom.animate &&
              "transition-transform duration-200 ease-out motion-reduce:transition-none",
          )}
          style={{
            left: (bounds.stage.width - bounds.fitted.width) / 2,
            top: (bounds.stage.height - bounds.fitted.height) / 2,
            width: bounds.fitted.width,
            height: bounds.fitted.height,
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          }}
        >
          <img
            src={image.url}
            srcSet={imageSrcSet(image.url)}
            sizes={IMAGE_SIZES.detail}
            alt=""
            draggable={false}
            onLoad={(event) =>
              zoom.learnShape({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            className="pointer-events-none absolute inset-0 size-full object-contain"
          />
          <img
            src={zoomImageUrl(image.url)}
            alt={alt}
            draggable={false}
            decoding="async"
            data-testid="zoom-full"
            onLoad={(event) => {
              const file = event.currentTarget;
              zoom.learnShape({ width: file.naturalWidth, height: file.naturalHeight });
              zoom.learnFileWidth(file.naturalWidth);
              setLoaded({ url: image.url, state: "shown" });
            }}
            onError={() => setLoaded({ url: image.url, state: "failed" })}
            className={cn(
              "pointer-events-none absolute inset-0 size-full object-contain transition-opacity duration-300 motion-reduce:transition-none",
              full === "shown" ? "opacity-100" : "opacity-0",
            )}
          />
        </div>
      )}
      {full === "loading" && (
        <p
          role="status"
          className="pointer-events-none absolute top-2 left-1/2 max-w-[calc(100%-2rem)] -translate-x-1/2 rounded-full bg-black/70 px-3 py-1 text-center text-xs text-stone-200"
        >
          {zoomTexts.zoom.loading}
        </p>
      )}
    </div>
  );
}
