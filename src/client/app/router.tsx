import { Route, Routes } from "react-router";
import { Component as HomePage, preloadHome } from "#client/app/pages/HomePage";
import { lazyPage, Screen } from "#client/lib/lazy-page";
import { routes } from "#shared/routes";
import { RouteErrorBoundary } from "./ErrorBoundary";
import { RootLayout } from "./RootLayout";

/**
 * The routes of every other screen (screens.tsx), a chunk of their own: the first visit to the
 * gallery does not load them; its first input does (`preloadOtherScreens`), and a visit that
 * opens on one of them loads them before the app starts (`preloadScreen`).
 */
const loadScreens = () => import("./screens");
const otherScreens = lazyPage(loadScreens);

/**
 * The app's routes. The browser (start.tsx) and the server (entry-server.tsx) render the same
 * tree, so the page the server renders is the page the browser hydrates. A screen that fails
 * to render is replaced by a message with the layout around it; should the layout fail, the
 * outer boundary shows the message alone. React Router in declarative mode (decision 011): the
 * data router would add 17 KB gzip to every first visit for loaders this app does not use —
 * and its `errorElement` with them, so each route's element has an error boundary of its own
 * instead.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route path={routes.home.path} element={<RootLayout />}>
          {/* The landing page ships with the entry chunk: no second round trip before the hero. */}
          <Route
            index
            element={
              <RouteErrorBoundary>
                <HomePage />
              </RouteErrorBoundary>
            }
          />
          {/* Each of the others has a boundary of its own too (screens.tsx); this one is for
              their routes' chunk, should it fail to load. */}
          <Route
            path="*"
            element={
              <RouteErrorBoundary>
                <Screen page={otherScreens} props={{}} />
              </RouteErrorBoundary>
            }
          />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}

/**
 * Loads the chunks the screen at `location` shows at once, where they are chunks of their own
 * (start.tsx, before the app first renders).
 */
export async function preloadScreen(location: { pathname: string; search: string }) {
  // The pages most visitors open on, the gallery and a painting's.
  if (location.pathname === routes.home.path) return preloadHome(location.search);
  const { preloadScreenAt } = await loadScreens();
  await Promise.all([otherScreens.preload(), preloadScreenAt(location.pathname)]);
}

/** Loads the other screens' routes ahead of a first navigation to one (start.tsx). */
export function preloadOtherScreens(): void {
  // A failure here is met again, and shown, by the navigation that needs them.
  otherScreens.preload().catch(() => {});
}
