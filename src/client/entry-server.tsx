import { Writable } from "node:stream";
import { dehydrate } from "@tanstack/react-query";
import { type ReactElement, StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { StaticRouter } from "react-router";
import { artworkQueries } from "#client/entities/artwork";
import { reviewsQuery } from "#client/entities/reviews";
import { seriesQueries } from "#client/entities/series";
import { shopQueries } from "#client/entities/shop";
import { setupQueries } from "#client/features/setup";
import { setGalleryName } from "#client/lib/gallery";
import type { RenderPage } from "#shared/render-data";
import { createQueryClient, Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { QUERY_STATE_ELEMENT } from "./entry-shared";

/** React's streaming renderer, read to its end once every part is ready. */
function renderToString(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
    });
    sink.on("finish", () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary written in place: React writes a large one apart, with an
      // inline script to move it in, which the CSP (`script-src 'self'`) blocks and a
      // browser without JavaScript never runs. The page is sent whole anyway (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/**
 * A page rendered on the server with its data, for the browser to hydrate. The
 * same routes as the browser's (a StaticRouter at the request's URL); the same query cache, its
 * state written into the page as JSON (not a script, so the CSP stays `script-src 'self'`).
 */
export const renderPage: RenderPage = async (request, data, galleryName) => {
  setGalleryName(galleryName);
  const url = new URL(request.url);

  const queryClient = createQueryClient();
  if (data.list) {
    queryClient.setQueryData(artworkQueries.list(data.list.filters).queryKey, {
      pages: [data.list.page],
      pageParams: [undefined],
    });
  }
  if (data.newest) queryClient.setQueryData(artworkQueries.newest().queryKey, data.newest);
  if (data.detail) {
    queryClient.setQueryData(artworkQueries.detail(data.detail.id).queryKey, data.detail.artwork);
  }
  if (data.shop) queryClient.setQueryData(shopQueries.info().queryKey, data.shop);
  if (data.reviews) queryClient.setQueryData(reviewsQuery.queryKey, data.reviews);
  if (data.series) queryClient.setQueryData(seriesQueries.list().queryKey, data.series);
  if (data.seriesPage) {
    queryClient.setQueryData(
      seriesQueries.page(data.seriesPage.slug).queryKey,
      data.seriesPage.page,
    );
  }
  if (data.setupLink) {
    queryClient.setQueryData(
      setupQueries.link(data.setupLink.token).queryKey,
      data.setupLink.opens,
    );
  }
  if (data.shopPage) {
    queryClient.setQueryData(shopQueries.page(data.shopPage.slug).queryKey, data.shopPage);
  }

  const html = await renderToString(
    <StrictMode>
      <Providers client={queryClient}>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  const state = JSON.stringify(dehydrate(queryClient))
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
  return {
    html,
    state: `<script type="application/json" id="${QUERY_STATE_ELEMENT}">${state}</script>`,
  };
};
