import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { packageRoot } from "#server/lib/package-root";
import type { RenderPage } from "#shared/render-data";

/**
 * What the server needs to serve the site's pages: the built client (its index.html, hashed
 * assets and public files) and the render entry that writes a page's HTML on the server.
 */
export type SiteBuild = {
  clientDir: string;
  /** Loads the render entry; called when the first page is rendered, then kept. */
  loadRenderer: () => Promise<RenderPage>;
};

export const clientDistDir = path.join(packageRoot, "dist/client");
/** The render entry, built on its own from the client's sources (vite.render.config.ts). */
export const renderEntryFile = path.join(packageRoot, "dist/render/entry-server.js");

/** Loads a render entry once, by its file: the same module for every page after the first. */
export function rendererFrom(file: string): () => Promise<RenderPage> {
  let loading: Promise<RenderPage> | undefined;
  return () => {
    loading ??= import(pathToFileURL(file).href).then(
      (entry: { renderPage: RenderPage }) => entry.renderPage,
    );
    return loading;
  };
}

/** The site `npm run build` leaves in dist/, or undefined while either half is missing. */
export function builtSite(): SiteBuild | undefined {
  if (!existsSync(path.join(clientDistDir, "index.html")) || !existsSync(renderEntryFile)) {
    return undefined;
  }
  return { clientDir: clientDistDir, loadRenderer: rendererFrom(renderEntryFile) };
}
