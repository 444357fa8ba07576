import { useInfiniteQuery } from "@tanstack/react-query";
import { Plus, Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { artworkQueries } from "#client/entities/artwork";
import type { Artwork } from "#shared/artwork";
import type { BulkRefusal } from "#shared/curation";
import { messages } from "#shared/messages";
import { AddManyButton } from "./AddManyDialog";
import { ArtworkFormDialog } from "./ArtworkFormDialog";
import { ArtworkTable } from "./ArtworkTable";
import { BulkActions, BulkRefusals } from "./BulkActions";
import { ImportButton } from "./ImportDialog";

/**
 * The admin page's Artworks tab: the table pages through the catalogue and searches it, so
 * it stays usable with thousands of artworks; the works she selects in it are acted on at once.
 */
export function ArtworksPanel() {
  const [term, setTerm] = useState("");
  const q = useDeferredValue(term.trim());
  const list = useInfiniteQuery(artworkQueries.list(q ? { q } : {}, "all"));
  const [dialog, setDialog] = useState<{ open: boolean; artwork?: Artwork }>({ open: false });
  // In the order she ticked them: a feature's order is the hero's.
  const [selected, setSelected] = useState<string[]>([]);
  const [refused, setRefused] = useState<BulkRefusal[]>([]);

  const artworks = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0].total ?? 0;
  // Only works in view are acted on: a search hides the others, and a deleted one is gone.
  const shown = new Set(artworks.map((artwork) => artwork.id));
  const selectedShown = selected.filter((id) => shown.has(id));
  const select = (ids: string[], chosen: boolean) =>
    setSelected((current) =>
      chosen
        ? [...current, ...ids.filter((id) => !current.includes(id))]
        : current.filter((id) => !ids.includes(id)),
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="relative w-full max-w-md">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <input
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            aria-label={messages.admin.search}
            placeholder={messages.admin.search}
            maxLength={200}
            className="h-10 w-full rounded-full border border-line bg-white pr-4 pl-10 text-sm"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <ImportButton />
          <AddManyButton />
          <Button onClick={() => setDialog({ open: true })}>
            <Plus aria-hidden className="size-4" />
            {messages.admin.add}
          </Button>
        </div>
      </div>
      {list.isPending ? (
        <StatusMessage>{messages.home.loading}</StatusMessage>
      ) : list.isError ? (
        <StatusMessage
          action={<Button onClick={() => list.refetch()}>{messages.home.retry}</Button>}
        >
          {messages.home.loadFailed}
        </StatusMessage>
      ) : (
        <>
          <BulkRefusals refused={refused} />
          {selectedShown.length > 0 && (
            <BulkActions
              selected={selectedShown}
              onDone={(left) => {
                // What an action left stays selected, with its reason in view.
                setSelected(left.map((refusal) => refusal.id));
                setRefused(left);
              }}
            />
          )}
          <ArtworkTable
            title={messages.admin.table(total)}
            artworks={artworks}
            onEdit={(artwork) => setDialog({ open: true, artwork })}
            selected={selectedShown}
            onSelect={select}
          />
          {artworks.length === 0 && (
            <p className="text-center text-muted">
              {q ? messages.admin.noMatch(q) : messages.admin.none}
            </p>
          )}
          {list.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? messages.home.loadingMore : messages.home.loadMore}
            </Button>
          )}
        </>
      )}
      <ArtworkFormDialog
        open={dialog.open}
        artwork={dialog.artwork}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
      />
    </div>
  );
}
