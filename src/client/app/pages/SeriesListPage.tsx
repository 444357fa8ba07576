import { useQuery } from "@tanstack/react-query";
import { Button } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { ArtworkImage } from "#client/entities/artwork";
import { seriesQueries } from "#client/entities/series";
import { IMAGE_SIZES } from "#shared/images";
import { messages } from "#shared/messages";
import type { Series } from "#shared/series";
import { seriesHref } from "#shared/series-slug";

const text = messages.series;

function SeriesCard({ series }: { series: Series }) {
  return (
    <Link
      to={seriesHref(series.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line hover:ring-ink"
    >
      {series.coverUrl ? (
        // The name beside it says what it is: the cover is decoration.
        <ArtworkImage
          artwork={{ imageUrl: series.coverUrl, title: series.name }}
          sizes={IMAGE_SIZES.card}
          alt=""
          className="aspect-[4/3] w-full bg-stone-100 object-cover"
        />
      ) : (
        <div aria-hidden className="aspect-[4/3] w-full bg-stone-100" />
      )}
      <div className="flex flex-col gap-2 p-5">
        <h2 className="font-serif text-2xl break-words group-hover:underline">{series.name}</h2>
        <p className="text-sm text-muted">{text.workCount(series.workCount)}</p>
        {series.excerpt && <p className="leading-relaxed break-words">{series.excerpt}</p>}
      </div>
    </Link>
  );
}

/**
 * `/series`: her series in her order, each with its cover (its newest work), how many works it
 * holds and the start of her statement. The server renders it with its data.
 */
export function Component() {
  const series = useQuery(seriesQueries.list());
  if (series.isPending) return <StatusMessage>{text.loading}</StatusMessage>;
  if (series.isError) {
    return (
      <StatusMessage
        action={<Button onClick={() => series.refetch()}>{messages.home.retry}</Button>}
      >
        {text.loadFailed}
      </StatusMessage>
    );
  }
  return (
    <section className="flex flex-col gap-8 py-12">
      <header className="flex flex-col gap-3">
        <h1 className="font-serif text-4xl">{text.title}</h1>
        <p className="text-muted">{text.intro}</p>
      </header>
      {series.data.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-muted ring-1 ring-line">{text.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {series.data.map((each) => (
            <li key={each.id}>
              <SeriesCard series={each} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
