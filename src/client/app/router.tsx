import type { RouteObject } from "react-router";
import { Component as HomePage } from "#client/features/catalogue/pages/HomePage";
import { RootLayout } from "./RootLayout";

/**
 * Spec §2 routes (none has parameters). Each screen but the home page is its own chunk,
 * loaded on first visit. The browser (main.tsx) and the server (entry-server.tsx) route with
 * the same objects, so the page the server renders is the page the browser hydrates.
 */
export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    // Screens load their own chunk; the page shows nothing new until the first one arrives.
    HydrateFallback: () => null,
    children: [
      // The landing page ships with the entry chunk: no second round trip before the hero.
      { index: true, Component: HomePage },
      { path: "auth", lazy: () => import("#client/features/account/pages/AuthPage") },
      { path: "favorites", lazy: () => import("#client/features/favorites/pages/FavoritesPage") },
      { path: "cart", lazy: () => import("#client/features/cart/pages/CartPage") },
      { path: "checkout", lazy: () => import("#client/features/checkout/pages/CheckoutPage") },
      { path: "profile", lazy: () => import("#client/features/account/pages/ProfilePage") },
      { path: "admin", lazy: () => import("#client/features/admin/pages/AdminPage") },
      { path: "*", lazy: () => import("#client/pages/NotFoundPage") },
    ],
  },
];
