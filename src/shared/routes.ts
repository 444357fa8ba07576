/**
 * The app's pages, named once: the browser's router, the server's page routes, the pages'
 * heads (noindex), robots.txt and the sitemap all read this table, so a page added, renamed or
 * made private here is so everywhere. An artwork's page is the home page with `?artwork=<id>`
 * (links.ts); one page takes a parameter in its path (`param`): a payment request's, at
 * `/pay/<id>`; a series' page, at `/series/<slug>`.
 *
 * - `private`: a shopper's own page (their cart, account, orders…) or one that only answers a
 *   link (the first run's setup): its head says noindex and robots.txt disallows it.
 * - `sitemap`: listed in /sitemap.xml (besides every artwork's page).
 *
 * The order is robots.txt's order of its Disallow lines.
 */
export const routes = {
  home: { path: "/", private: false, sitemap: true },
  admin: { path: "/admin", private: true, sitemap: false },
  cart: { path: "/cart", private: true, sitemap: false },
  checkout: { path: "/checkout", private: true, sitemap: false },
  profile: { path: "/profile", private: true, sitemap: false },
  favorites: { path: "/favorites", private: true, sitemap: false },
  auth: { path: "/auth", private: true, sitemap: false },
  follow: { path: "/follow", private: true, sitemap: false },
  setup: { path: "/setup", private: true, sitemap: false },
  resetPassword: { path: "/reset-password", private: true, sitemap: false },
  // The shop's own pages (SHOP_PAGE_SLUGS in shop.ts): each at its slug, rendered by the server.
  about: { path: "/about", private: false, sitemap: true },
  delivery: { path: "/delivery", private: false, sitemap: true },
  returns: { path: "/returns", private: false, sitemap: true },
  terms: { path: "/terms", private: false, sitemap: true },
  privacy: { path: "/privacy", private: false, sitemap: true },
  reviews: { path: "/reviews", private: false, sitemap: true },
  // Her series: the list, and each one's page at its slug (listed in the sitemap by the server,
  // which knows the slugs).
  series: { path: "/series", private: false, sitemap: true },
  seriesPage: { path: "/series", private: false, sitemap: false, param: "slug" },
  // A follower's early look at a release, opened by the e-mailed link (`?token=…`) or signed in.
  preview: { path: "/preview", private: true, sitemap: false },
  // The page a payment request's e-mailed link opens (its id is the key): `/pay/<id>`.
  pay: { path: "/pay", private: true, sitemap: false, param: "id" },
} as const satisfies Record<string, PageRoute>;

export type PageRoute = {
  /** Absolute, without a trailing slash (but the home page's own). */
  path: `/${string}`;
  private: boolean;
  sitemap: boolean;
  /** The page is at `<path>/<value>`, one segment more, never at its path alone. */
  param?: string;
};

export type PageName = keyof typeof routes;

const pages: readonly PageRoute[] = Object.values(routes);

/** Every page's path, in the table's order (a page with a parameter shares its list's). */
export const pagePaths: readonly string[] = [...new Set(pages.map((page) => page.path))];

/** The private pages' paths: noindex, and disallowed by robots.txt. */
export const privatePaths: readonly string[] = pages
  .filter((page) => page.private)
  .map((page) => page.path);

/** The pages /sitemap.xml lists before the artworks. */
export const sitemapPaths: readonly string[] = pages
  .filter((page) => page.sitemap)
  .map((page) => page.path);

/** The page at `path` (without a trailing slash), if it is one of the app's pages. */
function pageAt(path: string): PageRoute | undefined {
  return pages.find((page) =>
    page.param
      ? path.startsWith(`${page.path}/`) && /^[^/]+$/.test(path.slice(page.path.length + 1))
      : page.path === path,
  );
}

/** Whether `path` (without a trailing slash) is one of the app's pages. */
export const isPagePath = (path: string): boolean => pageAt(path) !== undefined;

/** Whether `path` is a private page (noindex). */
export const isPrivatePath = (path: string): boolean => pageAt(path)?.private ?? false;
