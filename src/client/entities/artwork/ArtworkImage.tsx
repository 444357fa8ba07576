import type { Artwork } from "#shared/artwork";
import { IMAGE_SIZES, imageSrcSet } from "#shared/images";

type Props = {
  artwork: Pick<Artwork, "imageUrl" | "title">;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** Intrinsic size for the aspect ratio, so the page does not shift while it loads. */
  width: number;
  height: number;
  /** The page's main image: asked for at once and first. Any other loads once laid out. */
  priority?: "high";
  className?: string;
  alt?: string;
};

export function ArtworkImage({ artwork, sizes, width, height, priority, className, alt }: Props) {
  return (
    <img
      src={artwork.imageUrl}
      srcSet={imageSrcSet(artwork.imageUrl)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? artwork.title}
      loading={priority ? "eager" : "lazy"}
      // The main image is drawn in the same frame as the text around it, not one later.
      decoding={priority === "high" ? "sync" : "async"}
      fetchPriority={priority === "high" ? "high" : "auto"}
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
