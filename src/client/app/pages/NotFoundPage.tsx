import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { ArtworkImage, artworkQueries } from "#client/entities/artwork";
import { SEARCH_MAX_LENGTH } from "#shared/filters";
import { IMAGE_SIZES } from "#shared/images";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";

const text = messages.notFound;

/**
 * Any unknown route: the spec's words and way home, then two ways on — a search of the
 * gallery (a real form: it works before the app has taken over) and the newest paintings.
 */
export function Component() {
  const newest = useQuery(artworkQueries.newest()).data ?? [];
  const navigate = useNavigate();
  // Before the app has taken over, the browser submits the form itself: the same address.
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    navigate(term ? `/?${new URLSearchParams({ q: term })}` : "/");
  };
  return (
    <section className="flex flex-col items-center gap-6 py-20 text-center">
      <p className="font-serif text-7xl text-stone-500" aria-hidden>
        404
      </p>
      <h1 className="font-serif text-3xl">{text.title}</h1>
      <ButtonLink to="/">{text.returnHome}</ButtonLink>
      <search className="w-full max-w-md">
        <form action="/" method="get" onSubmit={onSearch} className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
            />
            <input
              type="search"
              name="q"
              aria-label={text.searchLabel}
              placeholder={text.searchLabel}
              maxLength={SEARCH_MAX_LENGTH}
              className="h-11 w-full rounded-full border border-line bg-white pr-4 pl-10 text-base shadow-sm placeholder:text-stone-500"
            />
          </div>
          <Button type="submit" variant="secondary" className="h-11">
            {text.searchButton}
          </Button>
        </form>
      </search>
      {newest.length > 0 && (
        <div className="mt-6 w-full">
          <h2 className="mb-4 font-serif text-2xl">{text.newest}</h2>
          <ul className="grid grid-cols-2 gap-4 text-left sm:grid-cols-4">
            {newest.map((artwork) => (
              <li key={artwork.id}>
                <Link to={artworkHref(artwork.slug)} className="group flex flex-col gap-2">
                  {/* The painting whole, at its own proportions. */}
                  <ArtworkImage
                    artwork={artwork}
                    sizes={IMAGE_SIZES.card}
                    whole
                    width={640}
                    height={800}
                    alt=""
                    className="h-auto w-full rounded-xl bg-stone-100"
                  />
                  <span className="font-medium break-words group-hover:underline">
                    {artwork.title}
                  </span>
                  <span className="text-sm text-muted">{formatPrice(artwork.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
