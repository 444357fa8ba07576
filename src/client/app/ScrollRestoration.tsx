import { useEffect, useLayoutEffect, useRef } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "atelier-scroll-positions";

/** Where the visitor was on each history entry (by location key), kept over a reload. */
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
  } catch {
    return {}; // no storage (private mode, the server): positions last until the page goes
  }
})();

/**
 * A new page, not the same page in another state: another path, or the gallery's detail
 * opening, changing or closing (`?artwork=`). Filters, a search and tabs keep the place.
 */
function isNewPage(before: Location, after: Location): boolean {
  const artwork = (location: Location) => new URLSearchParams(location.search).get("artwork");
  return before.pathname !== after.pathname || artwork(before) !== artwork(after);
}

/**
 * The key a place is kept under. Every page opened by a link or a typed address has the key
 * "default", so for those the address tells them apart: the gallery's place is not the place
 * of a painting's page opened after it.
 */
const entryKey = (location: Location) =>
  location.key === "default" ? `default ${location.pathname}${location.search}` : location.key;

/**
 * Whether the browser opened this page by a reload or by Back/Forward from another site: the
 * only times the place kept for its first entry is the visitor's. A page opened by a link or a
 * typed address starts at its top, whatever place was kept for that address before.
 */
function returnedToPage(): boolean {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload" || entry?.type === "back_forward";
}

/**
 * What React Router's ScrollRestoration did under the data router, which declarative mode
 * lacks (decision 011): a new page starts at the top (or its #hash); Back and Forward return
 * to where the visitor was on that entry; the same page in another state keeps its place.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scroll events are recorded for: the one in view once this one has committed.
  const current = useRef(location);

  useEffect(() => {
    const browserRestores = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    const record = () => {
      positions[entryKey(current.current)] = window.scrollY;
    };
    const persist = () => {
      // The place now, even if the visitor scrolled before the app had started.
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // storage full or denied: positions are kept for this page's life only
      }
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", persist);
      window.history.scrollRestoration = browserRestores;
    };
  }, []);

  useLayoutEffect(() => {
    const before = current.current;
    current.current = location;
    if (before === location) {
      // The page the browser opened on: after a reload, where the visitor was.
      const saved = positions[entryKey(location)];
      if (saved !== undefined && returnedToPage()) window.scrollTo(0, saved);
      return;
    }
    if (navigationType === "POP") {
      window.scrollTo(0, positions[entryKey(location)] ?? 0);
      return;
    }
    if (!isNewPage(before, location)) return;
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
