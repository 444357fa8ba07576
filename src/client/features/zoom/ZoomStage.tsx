import { useState } from "react";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { zoomImageUrl } from "#shared/full-image";
import { IMAGE_SIZES, imageSrcSet } from "#shared/images";
import { zoomTexts } from "#shared/texts/zoom";
import type { Zoom } from "./use-zoom";

/**
 * Where the painting is drawn: laid out at its fitted size in the stage's centre, then moved and
 * scaled by a CSS transform, so zooming never lays the page out again. Below, the image the
 * detail already showed (the same `srcset` and `sizes`, so the browser takes it from its cache);
 * above, the full-resolution file, fetched now that the viewer is open and shown once decoded —
 * the painting is never blank while it loads.
 */
export function ZoomStage({
  artwork,
  zoom,
}: {
  artwork: Pick<Artwork, "imageUrl" | "title">;
  zoom: Zoom;
}) {
  const [full, setFull] = useState<"loading" | "shown" | "failed">("loading");
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
            src={artwork.imageUrl}
            srcSet={imageSrcSet(artwork.imageUrl)}
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
            src={zoomImageUrl(artwork.imageUrl)}
            alt={artwork.title}
            draggable={false}
            decoding="async"
            data-testid="zoom-full"
            onLoad={(event) => {
              const image = event.currentTarget;
              zoom.learnShape({ width: image.naturalWidth, height: image.naturalHeight });
              zoom.learnFileWidth(image.naturalWidth);
              setFull("shown");
            }}
            onError={() => setFull("failed")}
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
