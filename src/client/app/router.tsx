import { matchRoutes, Route, type RouteObject, Routes } from "react-router";
import { Component as HomePage, preloadHome } from "#client/app/pages/HomePage";
import { type LazyPage, lazyPage, Screen } from "#client/lib/lazy-page";
import { type PageName, type PageRoute, routes } from "#shared/routes";
import { RouteErrorBoundary } from "./ErrorBoundary";
import { RootLayout } from "./RootLayout";

const shopPage = lazyPage(() => import("#client/features/shop/pages/ShopPage"));

/**
 * Each page of the route table (`#shared/routes`, which the server reads too) but the home
 * page, with its screen; each is its own chunk, loaded on first visit. The type asks for every
 * page of the table: one added there has no route here until it has a screen.
 */
const pageScreens: Record<Exclude<PageName, "home">, LazyPage> = {
  auth: lazyPage(() => import("#client/features/account/pages/AuthPage")),
  resetPassword: lazyPage(() => import("#client/features/account/pages/ResetPasswordPage")),
  favorites: lazyPage(() => import("#client/app/pages/FavoritesPage")),
  cart: lazyPage(() => import("#client/app/pages/CartPage")),
  checkout: lazyPage(() => import("#client/app/pages/checkout/CheckoutPage")),
  profile: lazyPage(() => import("#client/app/pages/ProfilePage")),
  admin: lazyPage(() => import("#client/features/admin/pages/AdminPage")),
  follow: lazyPage(() => import("#client/app/pages/FollowPage")),
  setup: lazyPage(() => import("#client/app/pages/SetupPage")),
  // The shop's own pages: one screen, one chunk, which reads its page from the path.
  about: shopPage,
  delivery: shopPage,
  returns: shopPage,
  terms: shopPage,
  privacy: shopPage,
  reviews: lazyPage(() => import("#client/app/pages/ReviewsPage")),
  series: lazyPage(() => import("#client/app/pages/SeriesListPage")),
  seriesPage: lazyPage(() => import("#client/app/pages/SeriesPage")),
  pay: lazyPage(() => import("#client/features/pay/pages/PayPage")),
  preview: lazyPage(() => import("#client/app/pages/PreviewPage")),
};

/**
 * The app's routes, relative to the layout's "/" (a page with a parameter, `param`, is at
 * `<path>/:<param>`). React Router in
 * declarative mode (decision 011): the data router would add 17 KB gzip to every first visit
 * for loaders this app does not use — and its `errorElement` with them, so each route's
 * element has an error boundary of its own instead.
 */
const screens: { path: string; page: LazyPage }[] = [
  ...Object.entries(pageScreens).map(([name, page]) => {
    const route: PageRoute = routes[name as keyof typeof pageScreens];
    return { path: `${route.path.slice(1)}${route.param ? `/:${route.param}` : ""}`, page };
  }),
  { path: "*", page: lazyPage(() => import("#client/app/pages/NotFoundPage")) },
];

/**
 * The app's routes. The browser (start.tsx) and the server (entry-server.tsx) render the same
 * tree, so the page the server renders is the page the browser hydrates. A screen that fails
 * to render is replaced by a message with the layout around it; should the layout fail, the
 * outer boundary shows the message alone.
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
          {screens.map(({ path, page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RouteErrorBoundary>
                  <Screen page={page} props={{}} />
                </RouteErrorBoundary>
              }
            />
          ))}
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
  // The pages most visitors open on, the gallery and a painting's, without matching the table.
  if (location.pathname === routes.home.path) return preloadHome(location.search);
  const tree: RouteObject[] = [
    {
      path: routes.home.path,
      children: [{ index: true }, ...screens.map(({ path }) => ({ path }))],
    },
  ];
  const match = matchRoutes(tree, location.pathname)?.at(-1);
  if (match?.route.index) return preloadHome(location.search);
  await screens.find(({ path }) => path === match?.route.path)?.page.preload();
}
