import type { CSSProperties } from "react";
import type { Artwork } from "#shared/artwork";
import { IMAGE_SIZES, imageSrcSet } from "#shared/images";
import { paintingFrame } from "#shared/painting-frame";

type Props = {
  artwork: Pick<Artwork, "imageUrl" | "title">;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /**
   * Intrinsic size for the aspect ratio, so the page does not shift while it loads, when the
   * image does not say its own (`whole` images always use their own, when known).
   */
  width?: number;
  height?: number;
  /** Drawn whole at the painting's own shape (cards, the detail): the image's own size. */
  whole?: boolean;
  /**
   * "high": the page's main image, asked for at once and first. "low": on screen at once but
   * secondary, so it waits for the fonts and the app. Any other loads once laid out.
   */
  priority?: "high" | "low";
  className?: string;
  alt?: string;
};

export function ArtworkImage({ artwork, sizes, priority, className, alt, ...props }: Props) {
  const frame = props.whole ? paintingFrame(artwork.imageUrl) : undefined;
  return (
    <img
      src={artwork.imageUrl}
      srcSet={imageSrcSet(artwork.imageUrl)}
      sizes={sizes}
      width={frame?.width ?? props.width}
      height={frame?.height ?? props.height}
      alt={alt ?? artwork.title}
      loading={priority === "high" ? "eager" : "lazy"}
      // The main image is drawn in the same frame as the text around it, not one later.
      decoding={priority === "high" ? "sync" : "async"}
      fetchPriority={priority ?? "auto"}
      // Element Timing: main.tsx starts the app once the page's main image is on screen.
      {...(priority === "high" && { elementtiming: "main-image" })}
      className={className}
    />
  );
}

/** A small square image for rows and tables (cart, profile, admin). */
export function ArtworkThumbnail(props: Pick<Props, "artwork" | "alt" | "className">) {
  return <ArtworkImage {...props} sizes={IMAGE_SIZES.thumbnail} width={320} height={320} />;
}

/**
 * The box a painting is drawn whole in (`.painting-whole`): its shape as `--ratio`, so CSS keeps
 * it as wide as its place allows, narrower when that would make it taller than `--max-height`.
 */
export function paintingBoxStyle(imageUrl: string): CSSProperties | undefined {
  const frame = paintingFrame(imageUrl);
  return frame && ({ "--ratio": frame.ratio } as CSSProperties);
}
