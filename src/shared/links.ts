/**
 * The open artwork lives in the URL (`/?artwork=<id>`), beside the gallery's search and
 * filters, which it keeps, so Back, reload and Share work. The one place artwork URLs are
 * spelled, for pages and server.
 */
export function artworkHref(artworkId: string, params?: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.set("artwork", artworkId);
  return `/?${next}`;
}

/**
 * A confirmation link lands home with this parameter (`/?confirmed=1`), signed in; the app
 * then says the address is confirmed and drops it.
 */
export const CONFIRMED_PARAM = "confirmed";
export const CONFIRMED_HREF = `/?${CONFIRMED_PARAM}=1`;
