import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { Button } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { artworkQueries } from "#client/entities/artwork";
import { cn } from "#client/lib/cn";
import { useLastSettled } from "#client/lib/use-last-settled";
import type { Artwork } from "#shared/artwork";
import { hasActiveFilters, readFilters } from "#shared/filters";
import { HERO_COUNT, heroWorks } from "#shared/hero";
import { galleryTexts as messages } from "#shared/texts/gallery";
import {
  artworkLink,
  type SearchNavigationState,
  useCatalogueParams,
} from "../use-catalogue-params";
import { ArtworkGrid, type GridFavorites } from "./ArtworkGrid";
import { FilterBar } from "./FilterBar";
import { Hero } from "./Hero";

/**
 * A search typed in the header should show its results: when the term changes, or the
 * header's search brought the visitor here, and the results start below the visible screen
 * (the hero fills a phone's), bring them into view. A plain link with ?q= keeps the page top.
 */
function useRevealOnSearch(term: string | undefined, ready: boolean) {
  const section = useRef<HTMLElement>(null);
  const fromSearchBox = (useLocation().state as SearchNavigationState | null)?.revealResults;
  const revealed = useRef(fromSearchBox ? undefined : term);
  useEffect(() => {
    if (!ready || !term || revealed.current === term) return;
    revealed.current = term;
    // After the router's own scroll restoration for this navigation.
    const frame = requestAnimationFrame(() => {
      const node = section.current;
      if (node && node.getBoundingClientRect().top > window.innerHeight * 0.6) {
        node.scrollIntoView({ block: "start", behavior: "smooth" });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [term, ready]);
  return section;
}

/** The home page's list view: hero, filter bar, 'Showing N of M artworks' and the grid. */
export function GalleryList({ favorites }: { favorites: GridFavorites }) {
  const { filters, setFilters, clearFilters, params } = useCatalogueParams();
  const filtered = hasActiveFilters(filters);
  const list = useInfiniteQuery(artworkQueries.list(filters));
  // While a new search or filter loads, the grid keeps the last answer (keepPreviousData), and
  // what describes it keeps the search that answer was for: the count line (a live region)
  // never pairs a new term with old numbers, on screen or read aloud, and the empty state and
  // the cards' links stay true to what is shown.
  const shownParams = useLastSettled(params, !list.isPlaceholderData);
  const shown = useMemo(() => readFilters(shownParams), [shownParams]);
  const linkFor = useCallback(
    (artwork: Artwork) => artworkLink(shownParams, artwork),
    [shownParams],
  );
  // Unfiltered, the first page is the newest artworks and carries the featured ones, so the
  // hero takes its works from it (as the server does): one catalogue request, not two. A
  // filtered view takes them from the unfiltered page too when the cache has it, as fresh as
  // that page is, so the hero stays where it was and a search asks for its results alone.
  const queryClient = useQueryClient();
  const newest = useQuery({
    ...artworkQueries.newest(),
    select: heroWorks,
    enabled: filtered,
    initialData: () => {
      const unfiltered = queryClient.getQueryData(artworkQueries.list({}).queryKey);
      const first = unfiltered?.pages[0];
      return first && { ...first, items: first.items.slice(0, HERO_COUNT) };
    },
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(artworkQueries.list({}).queryKey)?.dataUpdatedAt,
  });
  const hero =
    !filtered && list.data && !list.isPlaceholderData
      ? heroWorks(list.data.pages[0])
      : (newest.data ?? (newest.isError ? [] : undefined));
  // Ready once the hero has its images too: they decide where the results start.
  const results = useRevealOnSearch(shown.q, list.isSuccess && hero !== undefined);

  // 'Loading artworks...', then the hero and the list together — the hero's images
  // arriving later would push the whole list down the page.
  if (list.isPending || (hero === undefined && !list.isError)) {
    return <StatusMessage>{messages.home.loading}</StatusMessage>;
  }
  if (list.isError && !list.data) {
    console.error(list.error);
    return (
      <StatusMessage action={<Button onClick={() => list.refetch()}>{messages.home.retry}</Button>}>
        <p className="font-serif text-2xl text-ink">{messages.home.loadFailed}</p>
        <p>{messages.home.loadFailedHint}</p>
      </StatusMessage>
    );
  }

  const artworks = list.data.pages.flatMap((page) => page.items);
  const { matched = 0, total = 0 } = list.data.pages[0];

  return (
    <>
      <Hero works={hero ?? []} nextReleaseAt={list.data.pages[0].nextReleaseAt} />
      <section
        ref={results}
        aria-labelledby="collection-title"
        className="scroll-mt-36 border-t border-line pt-8 sm:scroll-mt-24"
      >
        <h2 id="collection-title" className="sr-only">
          {messages.home.collection}
        </h2>
        {/* The filters in a row of their own, the count and its clear button on the line below:
            beside each other, the filters wrapped into two uneven rows once one was chosen. The
            line keeps the button's height, so the grid stays put when the button comes. */}
        <div className="flex flex-col gap-6">
          <FilterBar filters={filters} onChange={(next) => setFilters(next)} />
          <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2">
            <p
              aria-live="polite"
              // A long search term wraps inside the page, never past its edge.
              className="min-w-0 text-sm text-muted wrap-anywhere"
              data-testid="result-count"
            >
              {messages.home.showing(matched, total)}
              {shown.q && ` ${messages.home.forTerm(shown.q)}`}
            </p>
            {/* With nothing found, the empty state's own button clears: one, not two. */}
            {filtered && artworks.length > 0 && (
              <Button variant="secondary" onClick={clearFilters}>
                {messages.home.clearAll}
              </Button>
            )}
          </div>
        </div>
        <div
          className={cn("mt-8 transition-opacity", list.isPlaceholderData && "opacity-60")}
          aria-busy={list.isFetching}
        >
          {artworks.length === 0 ? (
            <StatusMessage
              action={
                <Button variant="secondary" onClick={clearFilters}>
                  {messages.home.clearEmpty}
                </Button>
              }
            >
              <p className="font-serif text-2xl text-ink wrap-anywhere">
                {shown.q ? messages.home.noneForTerm(shown.q) : messages.home.noneForFilters}
              </p>
            </StatusMessage>
          ) : (
            <ArtworkGrid
              artworks={artworks}
              linkFor={linkFor}
              hasMore={list.hasNextPage}
              loadingMore={list.isFetchingNextPage}
              onLoadMore={() => {
                if (!list.isFetchingNextPage) list.fetchNextPage();
              }}
              favorites={favorites}
            />
          )}
        </div>
      </section>
    </>
  );
}
