import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { messages } from "#shared/messages";
import { accountRoutes } from "./account/routes";
import type { Auth } from "./auth/auth";
import { sessionMiddleware } from "./auth/guards";
import { authRoutes, createAuthThrottles } from "./auth/routes";
import { cartRoutes } from "./cart/routes";
import { largestImagePreload } from "./catalogue/preload";
import { catalogueRoutes } from "./catalogue/routes";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { favoritesRoutes } from "./favorites/routes";
import { generatorRoutes } from "./generator/routes";
import { sameOriginOnly } from "./http/origin";
import { fileResponse, IMMUTABLE } from "./http/static";
import { imageUploadRoutes } from "./images/routes";
import { imagesDir } from "./images/store";

/** The page routes of spec §2; any other path is answered with the 404 page and status. */
export const PAGE_ROUTES = ["/", "/auth", "/admin", "/favorites", "/cart", "/profile"];

export type AppDeps = {
  db: Db;
  config: Config;
  auth: Auth;
  /** The built client (dist/client); omitted in API-only tests and under `npm run dev`. */
  clientDir?: string;
};

/** Larger bodies are refused before they are read (uploads, /api/images, set their own). */
const API_BODY_LIMIT = 1024 * 1024;

function createApi(deps: AppDeps) {
  return new Hono()
    .use(sameOriginOnly(deps.config.trustedOrigins))
    .use(
      except(
        "/api/images",
        bodyLimit({
          maxSize: API_BODY_LIMIT,
          onError: (c) => c.json({ error: messages.api.tooLarge }, 413),
        }),
      ),
    )
    .route("/auth", authRoutes(deps.auth, createAuthThrottles(deps.db)))
    .use(sessionMiddleware(deps.auth))
    .route("/account", accountRoutes(deps.db))
    .route("/favorites", favoritesRoutes(deps.db))
    .route("/cart", cartRoutes(deps.db))
    .route("/artworks", catalogueRoutes(deps.db))
    .route("/images", imageUploadRoutes(deps.config.dataDir))
    .route("/generator", generatorRoutes(deps));
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compress());

  app.route("/api", createApi(deps));
  app.all("/api/*", (c) => c.json({ error: messages.api.notFound }, 404));

  app.get("/images/:file", async (c) => {
    const file = await fileResponse(imagesDir(deps.config.dataDir), c.req.param("file"), {
      cacheControl: IMMUTABLE,
    });
    return file ?? c.json({ error: messages.api.notFound }, 404);
  });

  const clientDir = deps.clientDir;
  if (clientDir) {
    const indexHtml = loadIndexHtml(clientDir, deps.config.galleryName);
    app.get("/assets/*", async (c) => {
      const file = await fileResponse(clientDir, c.req.path, { cacheControl: IMMUTABLE });
      return file ?? c.text(messages.api.notFound, 404);
    });
    app.get("*", async (c) => {
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
        const preload = await largestImagePreload(deps.db, c.req.query("artwork"));
        html = html.replace("</head>", `${preload}</head>`);
      }
      c.header("Cache-Control", "no-cache");
      return c.html(html, known ? 200 : 404);
    });
  }

  app.onError((err, c) => {
    // Hono's own 4xx (malformed JSON, …) keep their status and reason.
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: err.message }, err.status);
    }
    console.error(err);
    return c.json({ error: messages.api.internal }, 500);
  });
  return app;
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
  const escaped = galleryName.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return html.replaceAll("%GALLERY_NAME%", escaped);
}

export const clientDistDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../dist/client",
);
