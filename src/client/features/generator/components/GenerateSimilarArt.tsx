import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { shopQueries } from "#client/entities/shop";
import {
  DialogButton,
  lazyDialog,
  preloadAfterPaint,
  UnavailableDialog,
} from "#client/lib/lazy-dialog";
import type { Artwork } from "#shared/artwork";
import { artworkTexts } from "#shared/texts/artwork";

// The dialog (and Radix with it) loads on first use, so the gallery's bundle does not grow.
const loadDialog = async () => (await import("./GeneratorDialog")).GeneratorDialog;
const GeneratorDialog = lazyDialog(loadDialog, UnavailableDialog);
const preload = preloadAfterPaint(loadDialog);

/**
 * On an artwork's detail, 'Generate Similar Art' opens the AI generator for the artwork: a
 * quieter link below the actions on the painting itself, unless the owner turned it off.
 */
export function GenerateSimilarArt({ artwork }: { artwork: Artwork }) {
  const shown = useQuery(shopQueries.info()).data?.generator ?? true;
  if (!shown) return null;
  return (
    <DialogButton
      label={artworkTexts.generator.open}
      icon={<Sparkles aria-hidden className="size-4" />}
      dialog={GeneratorDialog}
      preload={preload}
      variant="link"
      dialogProps={{ artwork }}
    />
  );
}
