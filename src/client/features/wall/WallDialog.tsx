import { Tabs } from "radix-ui";
import { Modal } from "#client/components/ui/Modal";
import { clickWithoutRing } from "#client/components/ui/tab-row";
import type { OpenedProps } from "#client/lib/lazy-dialog";
import type { Artwork } from "#shared/artwork";
import { messages } from "#shared/messages";
import { PhotoWall } from "./PhotoWall";
import { RoomScene } from "./RoomScene";

const text = messages.wall;

const tabClass =
  "rounded-full px-4 py-2 text-sm font-medium text-muted hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-canvas";

type Props = OpenedProps & { artwork: Artwork };

/**
 * "View on your wall", in a modal dialog: the painting to scale in a room Atelier draws, or on
 * a photo of the visitor's own wall. Radix traps focus inside it and closes it on Escape.
 */
export function WallDialog({ artwork, open, onOpenChange, returnFocusTo }: Props) {
  const size = artwork.dimensions;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={text.title(artwork.title)}
      close={text.close}
      width="max-w-3xl"
    >
      {size ? (
        <Tabs.Root defaultValue="room" className="mt-4 flex flex-col gap-4">
          <Tabs.List className="flex flex-wrap gap-2" aria-label={text.open}>
            <Tabs.Trigger value="room" className={tabClass} {...clickWithoutRing}>
              {text.roomTab}
            </Tabs.Trigger>
            <Tabs.Trigger value="photo" className={tabClass} {...clickWithoutRing}>
              {text.photoTab}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="room" className="focus-visible:outline-offset-4">
            <RoomScene artwork={artwork} size={size} />
          </Tabs.Content>
          <Tabs.Content value="photo" className="focus-visible:outline-offset-4">
            <PhotoWall artwork={artwork} size={size} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <p className="mt-4 rounded-xl bg-white p-4 text-sm ring-1 ring-line">
          {text.noDimensions(artwork.size)}
        </p>
      )}
    </Modal>
  );
}
