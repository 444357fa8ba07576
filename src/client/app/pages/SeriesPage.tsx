import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Button, ButtonLink } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { PageHtml } from "#client/components/ui/PageHtml";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { artworkQueries } from "#client/entities/artwork";
import { seriesQueries } from "#client/entities/series";
import { ArtworkGrid, artworkLink } from "#client/features/catalogue";
import { useFavorites } from "#client/features/favorites";
import type { Artwork } from "#shared/artwork";
import { filtersToQuery } from "#shared/filters";
import { messages } from "#shared/messages";
import { routes } from "#shared/routes";

const text = messages.series;

/**
 * `/series/<slug>`: the series' name and her statement, then its works as the gallery's cards
 * (newest first, more on demand), each opening the painting's page. The server renders it with
 * its data; a slug no series has shows that it is not there.
 */
export function Component() {
  const slug = useParams().slug ?? "";
  const page = useQuery(seriesQueries.page(slug));
  if (page.isPending) return <StatusMessage>{text.loading}</StatusMessage>;
  if (page.isError) {
    return (
      <StatusMessage action={<Button onClick={() => page.refetch()}>{messages.home.retry}</Button>}>
        {text.loadFailed}
      </StatusMessage>
    );
  }
  if (page.data === null) {
    return (
      <section className="flex flex-col items-center gap-6 py-20 text-center">
        <h1 className="font-serif text-3xl">{text.notFound}</h1>
        <p className="text-muted">{text.notFoundText}</p>
        <ButtonLink to={routes.series.path}>{text.allSeries}</ButtonLink>
      </section>
    );
  }
  const { series } = page.data;
  return (
    <section className="flex flex-col gap-8 py-12">
      <header className="flex max-w-2xl flex-col gap-4">
        <Link
          to={routes.series.path}
          className="text-sm text-muted underline underline-offset-2 hover:text-ink"
        >
          {text.allSeries}
        </Link>
        <h1 className="font-serif text-4xl break-words">{series.name}</h1>
        <p className="text-sm text-muted">{text.workCount(series.workCount)}</p>
        {series.statementHtml && <PageHtml html={series.statementHtml} />}
      </header>
      <SeriesWorks slug={series.slug} />
    </section>
  );
}

/** The series' works, as the gallery filtered by it lists them (the same query, so the same cache). */
function SeriesWorks({ slug }: { slug: string }) {
  const filters = { series: slug };
  const list = useInfiniteQuery(artworkQueries.list(filters));
  const favorites = useFavorites();
  const params = new URLSearchParams(filtersToQuery(filters));
  const linkFor = (artwork: Artwork) => artworkLink(params, artwork);
  const artworks = list.data?.pages.flatMap((each) => each.items) ?? [];
  if (list.isPending) return <StatusMessage>{messages.home.loading}</StatusMessage>;
  if (list.isError && !list.data) {
    return (
      <StatusMessage action={<Button onClick={() => list.refetch()}>{messages.home.retry}</Button>}>
        {messages.home.loadFailed}
      </StatusMessage>
    );
  }
  if (artworks.length === 0) {
    return <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-line">{text.noWorks}</p>;
  }
  return (
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
  );
}
