import { Frame } from "lucide-react";
import {
  DialogButton,
  lazyDialog,
  preloadAfterPaint,
  UnavailableDialog,
} from "#client/lib/lazy-dialog";
import type { Artwork } from "#shared/artwork";
import { artworkTexts } from "#shared/texts/artwork";

// The dialog, its room and the photo tools load only when it is first opened.
const loadDialog = async () => (await import("./WallDialog")).WallDialog;
const WallDialog = lazyDialog(loadDialog, UnavailableDialog);
const preload = preloadAfterPaint(loadDialog);

/**
 * On a painting's detail, "View on your wall": the painting at its real size. It fills what its
 * row leaves on a phone (`className`: placement only).
 */
export function ViewOnWall({ artwork, className }: { artwork: Artwork; className?: string }) {
  return (
    <DialogButton
      size="compact"
      className={className}
      label={artworkTexts.wall.open}
      icon={<Frame aria-hidden className="size-4" />}
      dialog={WallDialog}
      preload={preload}
      dialogProps={{ artwork }}
    />
  );
}
