/**
 * The open artwork lives in the URL (`/?artwork=<slug>`), beside the gallery's search and
 * filters, which it keeps, so Back, reload and Share work. The one place artwork URLs are
 * spelled, for pages and server. The slug (#shared/slug) is the work's readable name; an
 * address with its id still opens it (the server moves it to the slug).
 */
export function artworkHref(slug: string, params?: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.set("artwork", slug);
  return `/?${next}`;
}

/**
 * A confirmation link lands home with this parameter (`/?confirmed=1`), signed in; the app
 * then says the address is confirmed and drops it.
 */
export const CONFIRMED_PARAM = "confirmed";
export const CONFIRMED_HREF = `/?${CONFIRMED_PARAM}=1`;
