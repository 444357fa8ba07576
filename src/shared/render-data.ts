import type { Artwork, ArtworkPage } from "./artwork";
import type { CatalogueFilters } from "./filters";
import type { ReviewsPage } from "./reviews";
import type { Series, SeriesPage } from "./series";
import type { ShopInfo, ShopPage } from "./shop";

/**
 * What the server read for a page it renders, under the keys the page's queries use: the
 * server reads it (server/pages/render.ts), the render entry puts it in the page's query cache
 * (client/entry-server.tsx), and the browser finds it there.
 */
export type RenderData = {
  list?: { filters: CatalogueFilters; page: ArtworkPage };
  newest?: ArtworkPage;
  detail?: { id: string; artwork: Artwork | null };
  /** Who trades (`GET /api/shop`), for the foot of the page. */
  shop?: ShopInfo;
  /** One of the shop's own pages (`GET /api/pages/:slug`). */
  shopPage?: ShopPage;
  /** The published reviews (`GET /api/reviews`), for /reviews. */
  reviews?: ReviewsPage;
  /** Every series (`GET /api/series`): /series, and the gallery's Series filter. */
  series?: Series[];
  /** One series' page (`GET /api/series/:slug`), or null: there is none at that slug. */
  seriesPage?: { slug: string; page: SeriesPage | null };
  /** Whether the first run's link (`/setup?token=…`) opens the setup (`GET /api/setup`). */
  setupLink?: { token: string; opens: boolean };
};

/**
 * What the render entry exports (client/entry-server.tsx, built on its own into
 * dist/render): a page's HTML at the request's URL, and its query state as a JSON element.
 * The server imports the built file at run time and never the client's sources.
 */
export type RenderPage = (
  request: Request,
  data: RenderData,
  galleryName: string,
) => Promise<{ html: string; state: string }>;
