import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import { RenderedPage } from "#server/answers/answer";
import type { CatalogueAnswers } from "#server/answers/cache";
import { askerOf, sendAnswer } from "#server/answers/send";
import { keptTotal } from "#server/catalogue/service";
import type { Db } from "#server/db/client";
import { builtFiles, IMMUTABLE } from "#server/http/static";
import { escapeHtml } from "#server/lib/html";
import { readMetaDescription } from "#server/shop/service";
import { messages } from "#shared/messages";
import type { RenderData } from "#shared/render-data";
import { isPagePath, type PageName, routes } from "#shared/routes";
import { seriesSlugAt } from "#shared/series-slug";
import { isShopPageSlug, type ShopBasics, type ShopPageSlug } from "#shared/shop";
import { entryAfterPaint } from "./app-after-paint";
import type { PageHead } from "./head";
import { largestImagePreload } from "./preload";
import {
  fillTemplate,
  homePage,
  missingPage,
  movedArtworkHref,
  reviewsPage,
  seriesListPage,
  seriesPage,
  shellHead,
  shopPage,
} from "./render";
import type { SiteBuild } from "./site-build";

/** What a page rendered for each request is read as: its data, its head and its status. */
type RenderedData = { data: RenderData; head: PageHead; status?: 200 | 404 };

import { inlineStylesheet, type PageTemplate, STYLESHEET } from "./stylesheet";

/** The built client (dist/client): its hashed assets, public files and the app's pages. */
export function pageRoutes(
  deps: SiteBuild & {
    db: Db;
    clock: () => Date;
    /** The gallery's name now: the owner's choice at setup, else GALLERY_NAME. */
    galleryName: () => string;
    publicUrl: string;
    /** The shop as configured: what stands for each setting the owner has not saved. */
    basics: ShopBasics;
    /** Decision 010: the app's one cache of catalogue answers; the rendered gallery too. */
    answers: CatalogueAnswers;
    /**
     * Pages that open only to a link (by path): whether this request's URL opens it, and the
     * answer the page's own query would get. A URL it does not open answers as an unknown path
     * does, 404, rendered with that answer, so the page shows its 404 before the app runs.
     */
    gates?: Record<string, (url: URL) => Promise<{ opens: boolean; data: RenderData }>>;
  },
) {
  const { db, clientDir, answers } = deps;
  const indexHtml = loadIndexHtml(clientDir);
  const builtFile = builtFiles(clientDir);
  return new Hono()
    .get("/assets/*", async (c) => {
      const file = await builtFile(c.req.path, {
        cacheControl: IMMUTABLE,
        acceptEncoding: c.req.header("Accept-Encoding"),
      });
      return file ?? c.text(messages.api.notFound, 404);
    })
    .get("*", async (c) => {
      if (c.req.path !== "/index.html") {
        const file = await builtFile(c.req.path, {
          cacheControl: "public, max-age=3600",
          acceptEncoding: c.req.header("Accept-Encoding"),
        });
        if (file) return file;
      }
      // The single-page app: its router shows the right screen, including the 404 page,
      // and unknown paths also answer 404 so crawlers and tools see the truth.
      const galleryName = deps.galleryName();
      const site = { ...deps.basics, publicUrl: deps.publicUrl, galleryName };
      const route = c.req.path.replace(/(.)\/$/, "$1");
      const gate = deps.gates?.[route];
      const verdict = gate && (await gate(new URL(c.req.url)));
      const known = isPagePath(route) && (verdict?.opens ?? true);
      const template = await indexHtml(galleryName);
      c.header("Cache-Control", "no-cache");
      /** A page rendered for this request with the data `read` gives, in its status. */
      const rendered = async (read: Promise<RenderedData>) => {
        const [page, renderPage] = await Promise.all([read, deps.loadRenderer()]);
        const app = await renderPage(new Request(new URL(c.req.url)), page.data, galleryName);
        const html = template.ownStyles(
          fillTemplate(template.html, { head: page.head, html: app.html, state: app.state }),
        );
        return c.html(html, page.status ?? 200);
      };
      const seriesSlug = seriesSlugAt(route);
      const now = deps.clock();
      if (route === routes.series.path || seriesSlug) {
        // Her series, and each one's page: rendered for each request, like the shop's pages.
        return rendered(
          seriesSlug ? seriesPage(db, seriesSlug, site, now) : seriesListPage(db, site, now),
        );
      }
      const slug = shopPageAt(route);
      if (slug || route === routes.reviews.path) {
        // The shop's own pages and its reviews arrive rendered, with their data: rendered for
        // each request (two reads; the owner's edits show at once).
        return rendered(slug ? shopPage(db, slug, site) : reviewsPage(db, site));
      }
      if (route !== "/") {
        const head = shellHead(route, site, await readMetaDescription(db));
        // A path with no page says so in its HTML; the pages that depend on who is signed in
        // are drawn by the app in the browser.
        if (!known) return rendered(missingPage(db, head, site, now, verdict?.data));
        return c.html(fillTemplate(template.html, { head }));
      }
      const url = new URL(c.req.url);
      // A link from before slugs (`/?artwork=<id>`) moves for good to the work's slug.
      const moved = await movedArtworkHref(db, url, deps.clock());
      if (moved) return c.redirect(moved, 301);
      // The gallery and an artwork's page arrive rendered, with their data. The
      // same for every visitor, so rendered once per address and catalogue version (decision
      // 010), like the API's answers: a second visit costs no query and no render.
      const answer = await answers.page(
        url.search,
        async (at) => {
          const [page, renderPage] = await Promise.all([
            homePage(db, url, at.now, site, keptTotal(answers, db, at)),
            deps.loadRenderer(),
          ]);
          const rendered = await renderPage(new Request(url), page.data, galleryName);
          const html = template.ownStyles(
            fillTemplate(template.html, {
              head: page.head,
              html: rendered.html,
              state: rendered.state,
              extraHead: largestImagePreload(page.largestImage),
            }),
          );
          return new RenderedPage(html, page.status);
        },
        askerOf(c),
      );
      return sendAnswer(c, answer);
    });
}

/** The shop's own page at `route` (each is named in the route table by its slug), if any. */
function shopPageAt(route: string): ShopPageSlug | undefined {
  const name = (Object.keys(routes) as PageName[]).find((each) => routes[each].path === route);
  return name && isShopPageSlug(name) ? name : undefined;
}

/**
 * index.html with its stylesheet written in, read once, and the gallery's name, written in
 * again only when it changes (at setup).
 */
function loadIndexHtml(clientDir: string) {
  let template: Promise<PageTemplate> | undefined;
  let named: { name: string; template: Promise<PageTemplate> } | undefined;
  return (galleryName: string) => {
    template ??= readFile(path.join(clientDir, "index.html"), "utf8").then(async (built) => {
      const text = entryAfterPaint(built);
      const sheet = text.match(STYLESHEET)?.[1];
      if (!sheet) return { html: text, ownStyles: (page: string) => page };
      return inlineStylesheet(text, await readFile(path.join(clientDir, sheet), "utf8"), sheet);
    });
    if (named?.name !== galleryName) {
      named = {
        name: galleryName,
        template: template.then((each) => ({
          ...each,
          html: renderIndexHtml(each.html, galleryName),
        })),
      };
    }
    return named.template;
  };
}

export function renderIndexHtml(html: string, galleryName: string): string {
  return html.replaceAll("%GALLERY_NAME%", escapeHtml(galleryName));
}
