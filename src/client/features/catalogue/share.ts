import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { artworkTexts } from "#shared/texts/artwork";
import { galleryTexts } from "#shared/texts/gallery";

/**
 * Share: the device's native share with title, text and the current URL; otherwise
 * the URL is copied to the clipboard. A share the visitor cancels is not an error.
 */
export async function shareArtwork(artwork: Pick<Artwork, "title" | "artist">) {
  const url = window.location.href;
  const data = { title: artwork.title, text: galleryTexts.card.by(artwork.artist), url };
  if (navigator.share && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      // Any other refusal falls through to copying the link.
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(artworkTexts.detail.linkCopied);
  } catch {
    notify.error(artworkTexts.detail.shareFailed);
  }
}
