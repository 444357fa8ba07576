import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import type * as ReactDom from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createQueryClient, Providers } from "./app/providers";
import { AppRoutes, preloadOtherScreens, preloadScreen } from "./app/router";
import { QUERY_STATE_ELEMENT } from "./entry-shared";
import { afterFirstInput, holdUntilFirstInput } from "./lib/hydrate-on-input";

/** Resolves in a later task, so the browser may handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in the page (main.tsx calls it, with React DOM, which comes as a chunk of its
 * own: decision 012). A page the server rendered is hydrated, any other rendered.
 */
export async function start({ createRoot, hydrateRoot }: typeof ReactDom) {
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");

  // A page the server rendered arrives with its data; the browser takes it over
  // (hydrates) with the same routes and the same query cache, so nothing is fetched twice.
  const queryClient = createQueryClient();
  const state = document.getElementById(QUERY_STATE_ELEMENT)?.textContent;
  if (state) {
    // Kept per catalogue version (decision 010), a page's data is the catalogue as it is when
    // the page is sent, however long ago it was rendered: it counts as fetched now, or a page
    // rendered more than a stale time ago would ask again for all it shows.
    const dehydrated: DehydratedState = JSON.parse(state);
    for (const query of dehydrated.queries) query.state.dataUpdatedAt = Date.now();
    hydrate(queryClient, dehydrated);
  }

  const app = (
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // Asking for the screen's chunks (a link element each) is a task of its own, not part of the
  // one that ran this module: on a slow phone, neither is then long enough to hold up a tap.
  await nextTask();
  // The screen the browser opened on, when it is a chunk of its own, is loaded first: the app
  // then renders it at once with its layout, never an empty page that fills in (nor, were it
  // rendered on the server, a page that suspends while it hydrates). Should the chunk fail,
  // the app starts anyway and the page's own load reports it.
  await preloadScreen(window.location).catch(() => {});
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (to keep total blocking time low).
  // What can wait for the visitor's first input (the grid's cards) keeps the server's markup
  // until then.
  if (root.firstElementChild) {
    holdUntilFirstInput();
    // The routes of the other screens wait for that input too: a first visit to the gallery
    // never loads them, and a link followed from it finds them there.
    afterFirstInput(preloadOtherScreens);
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}
