import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { Footer } from "#client/components/layout/Footer";
import { Header } from "#client/components/layout/Header";
import { ConfirmedNotice } from "#client/features/account/components/ConfirmedNotice";
import { galleryTexts as messages } from "#shared/texts/gallery";
import { ScrollRestoration } from "./ScrollRestoration";

/**
 * Marks the page as the browser's (it arrives rendered by the server, then hydrates); tests wait
 * for it before they click, as a click before hydration has no handler yet. It sits inside the
 * screen's Suspense boundary: React hydrates that boundary after the layout around it, so the
 * mark goes up only once the screen itself has hydrated.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export function RootLayout() {
  return (
    // A column at least as tall as the window, the main part taking what is left: the footer
    // sits at the bottom of a short page, not halfway up it.
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-canvas"
      >
        {messages.header.skipToContent}
      </a>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-6 pb-24 focus:outline-none"
      >
        {/* A screen's chunk loading: the page in view stays (navigations are transitions);
            a first load has it already (start.tsx preloads it), so this shows almost never. */}
        <Suspense fallback={null}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
      <ConfirmedNotice />
    </div>
  );
}
