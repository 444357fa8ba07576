import { matchRoutes, Route, Routes } from "react-router";
import { type LazyPage, lazyPage, Screen } from "#client/lib/lazy-page";
import { type PageName, type PageRoute, routes } from "#shared/routes";
import { RouteErrorBoundary } from "./ErrorBoundary";

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
 * The routes of every screen but the home page, relative to the layout's "/" (a page with a
 * parameter, `param`, is at `<path>/:<param>`).
 */
const screens: { path: string; page: LazyPage }[] = [
  ...Object.entries(pageScreens).map(([name, page]) => {
    const route: PageRoute = routes[name as keyof typeof pageScreens];
    return { path: `${route.path.slice(1)}${route.param ? `/:${route.param}` : ""}`, page };
  }),
  { path: "*", page: lazyPage(() => import("#client/app/pages/NotFoundPage")) },
];

/**
 * Every screen but the home page, as routes below the layout's (router.tsx). This table and
 * the import of each screen's chunk (with the list of what each chunk needs) are a chunk of
 * their own: a first visit to the gallery never shows them (decision 064).
 */
export function Component() {
  return (
    <Routes>
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
    </Routes>
  );
}

/** Loads the chunk of the screen at `pathname` (not the home page's). */
export async function preloadScreenAt(pathname: string) {
  const match = matchRoutes(
    screens.map(({ path }) => ({ path })),
    pathname,
  )?.at(-1);
  await screens.find(({ path }) => path === match?.route.path)?.page.preload();
}
