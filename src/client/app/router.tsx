import { matchRoutes, Route, type RouteObject, Routes } from "react-router";
import { Component as HomePage, preloadHome } from "#client/app/pages/HomePage";
import { type LazyPage, lazyPage, Screen } from "#client/lib/lazy-page";
import { RootLayout } from "./RootLayout";

/**
 * The app's routes (none has parameters). Each screen but the home page is its own chunk,
 * loaded on first visit. React Router in declarative mode (decision 011): the data router
 * would add 17 KB gzip to every first visit for loaders this app does not use.
 */
const screens: { path: string; page: LazyPage }[] = [
  { path: "auth", page: lazyPage(() => import("#client/features/account/pages/AuthPage")) },
  {
    path: "favorites",
    page: lazyPage(() => import("#client/app/pages/FavoritesPage")),
  },
  { path: "cart", page: lazyPage(() => import("#client/app/pages/CartPage")) },
  {
    path: "checkout",
    page: lazyPage(() => import("#client/app/pages/checkout/CheckoutPage")),
  },
  { path: "profile", page: lazyPage(() => import("#client/app/pages/ProfilePage")) },
  { path: "admin", page: lazyPage(() => import("#client/features/admin/pages/AdminPage")) },
  { path: "follow", page: lazyPage(() => import("#client/app/pages/FollowPage")) },
  { path: "*", page: lazyPage(() => import("#client/app/pages/NotFoundPage")) },
];

/**
 * The app's routes. The browser (start.tsx) and the server (entry-server.tsx) render the same
 * tree, so the page the server renders is the page the browser hydrates.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {/* The landing page ships with the entry chunk: no second round trip before the hero. */}
        <Route index element={<HomePage />} />
        {screens.map(({ path, page }) => (
          <Route key={path} path={path} element={<Screen page={page} props={{}} />} />
        ))}
      </Route>
    </Routes>
  );
}

/**
 * Loads the chunks the screen at `location` shows at once, where they are chunks of their own
 * (start.tsx, before the app first renders).
 */
export async function preloadScreen(location: { pathname: string; search: string }) {
  const tree: RouteObject[] = [
    { path: "/", children: [{ index: true }, ...screens.map(({ path }) => ({ path }))] },
  ];
  const match = matchRoutes(tree, location.pathname)?.at(-1);
  if (match?.route.index) return preloadHome(location.search);
  await screens.find(({ path }) => path === match?.route.path)?.page.preload();
}
