import { readFile } from "node:fs/promises";
import path from "node:path";
import { Hono } from "hono";
import type { Db } from "#server/db/client";
import { fileResponse, IMMUTABLE } from "#server/http/static";
import { escapeHtml } from "#server/lib/html";
import { messages } from "#shared/messages";
import { largestImagePreload } from "./preload";

/** The page routes of spec §2; any other path is answered with the 404 page and status. */
export const PAGE_ROUTES = ["/", "/auth", "/admin", "/favorites", "/cart", "/profile", "/checkout"];

/** The built client (dist/client): its hashed assets, public files and the app's pages. */
export function pageRoutes(deps: { db: Db; clientDir: string; galleryName: string }) {
  const { db, clientDir } = deps;
  const indexHtml = loadIndexHtml(clientDir, deps.galleryName);
  return new Hono()
    .get("/assets/*", async (c) => {
      const file = await fileResponse(clientDir, c.req.path, { cacheControl: IMMUTABLE });
      return file ?? c.text(messages.api.notFound, 404);
    })
    .get("*", async (c) => {
      if (c.req.path !== "/index.html") {
        const file = await fileResponse(clientDir, c.req.path, {
          cacheControl: "public, max-age=3600",
        });
        if (file) return file;
      }
      // The single-page app: its router shows the right screen, including the 404 page,
      // and unknown paths also answer 404 so crawlers and tools see the truth.
      const route = c.req.path.replace(/(.)\/$/, "$1");
      const known = PAGE_ROUTES.includes(route);
      let html = await indexHtml();
      if (route === "/") {
        const preload = await largestImagePreload(db, c.req.query("artwork"));
        html = html.replace("</head>", `${preload}</head>`);
      }
      c.header("Cache-Control", "no-cache");
      return c.html(html, known ? 200 : 404);
    });
}

/** index.html with the gallery's name written in, read once. */
function loadIndexHtml(clientDir: string, galleryName: string) {
  let html: Promise<string> | undefined;
  return () => {
    html ??= readFile(path.join(clientDir, "index.html"), "utf8").then((text) =>
      renderIndexHtml(text, galleryName),
    );
    return html;
  };
}

export function renderIndexHtml(html: string, galleryName: string): string {
  return html.replaceAll("%GALLERY_NAME%", escapeHtml(galleryName));
}
