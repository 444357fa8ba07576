import { notify } from "#client/lib/notify";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";

/**
 * Share: the device's native share with title, text and the current URL; otherwise
 * the URL is copied to the clipboard. A share the visitor cancels is not an error.
 */
export async function shareArtwork(artwork: Pick<Artwork, "title" | "artist">) {
  const url = window.location.href;
  const data = { title: artwork.title, text: messages.card.by(artwork.artist), url };
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
    notify.success(messages.detail.linkCopied);
  } catch {
    notify.error(messages.detail.shareFailed);
  }
}
