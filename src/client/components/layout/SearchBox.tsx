import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { buttonVariants } from "#client/components/ui/button";
import { CloseIcon, SearchIcon } from "#client/components/ui/icons";
import { artworkQueries } from "#client/entities/artwork";
import type { SearchNavigationState } from "#client/features/catalogue";
import { readFilters, SEARCH_MAX_LENGTH, withFilters } from "#shared/filters";
import { galleryTexts as messages } from "#shared/texts/gallery";

const LIVE_SEARCH_DELAY_MS = 250;

/**
 * The header's search. On the home page it searches as the visitor types (the URL is
 * replaced, not pushed, so Back is not flooded); submitting searches at once, and from any
 * other page it goes home with the term. On a phone the header is one row: a button in it opens
 * the field over the row, and Escape or Close folds it away and gives focus back to the button.
 * The server draws it folded, as the app does until then.
 */
export function SearchBox() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const urlTerm = pathname === "/" ? (params.get("q") ?? "") : "";
  const [term, setTerm] = useState(urlTerm);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);

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

  const openField = () => {
    // Drawn at once, so that the field takes focus within the tap: a phone opens its keyboard.
    flushSync(() => setOpen(true));
    field.current?.focus();
  };
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // Escape would otherwise empty the field (a search field's own key) and search for nothing.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    close();
  };
  const phoneButton = buttonVariants({ variant: "icon", className: "shrink-0 sm:hidden" });

  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-expanded={open}
        onClick={openField}
        className={phoneButton}
      >
        <SearchIcon aria-hidden className="size-5" strokeWidth={1.75} />
        <span className="sr-only">{messages.header.searchLabel}</span>
      </button>
      <search onKeyDown={onKeyDown} data-open={open || undefined} className="header-search">
        {/* A real form: submitted before the app has taken the page over, it opens the gallery
          with the term, as the app would (decision 043). */}
        <form action="/" onSubmit={onSubmit} className="relative w-full">
          <SearchIcon
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={field}
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
        <button type="button" onClick={close} className={phoneButton}>
          <CloseIcon aria-hidden className="size-5" strokeWidth={1.75} />
          <span className="sr-only">{messages.header.closeSearch}</span>
        </button>
      </search>
    </>
  );
}
