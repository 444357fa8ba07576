import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SearchIcon } from "#client/components/ui/icons";
import { artworkQueries } from "#client/entities/artwork";
import type { SearchNavigationState } from "#client/features/catalogue";
import { readFilters, SEARCH_MAX_LENGTH, withFilters } from "#shared/filters";
import { galleryTexts as messages } from "#shared/texts/gallery";

const LIVE_SEARCH_DELAY_MS = 250;

/**
 * The header's search. On the home page it searches as the visitor types (the URL is
 * replaced, not pushed, so Back is not flooded); submitting searches at once, and from any
 * other page it goes home with the term.
 */
export function SearchBox() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const urlTerm = pathname === "/" ? (params.get("q") ?? "") : "";
  const [term, setTerm] = useState(urlTerm);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow the URL when it changes from elsewhere: Back, 'Clear all filters', a link.
  useEffect(() => setTerm(urlTerm), [urlTerm]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchFor = (value: string, replace: boolean) => {
    // On the gallery, the search lands on the filters in the address now: a filter chosen
    // while the term waited (or before the last change has been drawn) stays.
    const onGallery = window.location.pathname === "/";
    const next = withFilters(onGallery ? window.location.search : "", { q: value.trim() });
    // The answer is asked for now, beside the navigation, not once the gallery has rendered
    // the new URL and subscribed to it: the results arrive that much sooner.
    void queryClient.prefetchInfiniteQuery(artworkQueries.list(readFilters(next)));
    const query = next.toString();
    const state: SearchNavigationState = { revealResults: true };
    navigate(query ? `/?${query}` : "/", { replace, state });
  };

  const onChange = (value: string) => {
    setTerm(value);
    clearTimeout(timer.current);
    if (pathname !== "/") return;
    timer.current = setTimeout(() => searchFor(value, true), LIVE_SEARCH_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    searchFor(term, false);
  };

  return (
    <search className="block w-full">
      {/* A real form: submitted before the app has taken the page over, it opens the gallery
          with the term, as the app would (decision 043). */}
      <form action="/" onSubmit={onSubmit} className="relative w-full">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          name="q"
          value={term}
          onChange={(event) => onChange(event.target.value)}
          placeholder={messages.header.searchPlaceholder}
          aria-label={messages.header.searchLabel}
          maxLength={SEARCH_MAX_LENGTH}
          className="h-10 w-full rounded-full border border-line bg-white pr-4 pl-10 text-sm shadow-sm placeholder:text-stone-500"
        />
      </form>
    </search>
  );
}
