import { useQuery } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { FOLLOW_SECTION } from "#client/components/layout/Footer";
import { Button } from "#client/components/ui/button";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import {
  clickWithoutRing,
  tabInRowClass,
  tabRowClass,
  useActiveTabInView,
} from "#client/components/ui/tab-row";
import {
  ArtworkList,
  ChangePassword,
  Passkeys,
  ProfileDetails,
  Sessions,
  Subscriptions,
  useSignOut,
  YourData,
} from "#client/features/account";
import { useCart } from "#client/features/cart";
import { useFavorites } from "#client/features/favorites";
import { OrderList, orderQueries } from "#client/features/orders";
import type { SessionUser } from "#client/lib/session";
import { messages } from "#shared/messages";

// The Offers tab's list, fetched when the tab first opens (its e-mails link to `?tab=offers`).
const OfferList = lazy(async () => ({
  default: (await import("#client/features/offers/components/OfferList")).OfferList,
}));

const tabClass = `rounded-full px-4 py-2 text-sm font-medium text-muted data-[state=active]:bg-ink data-[state=active]:text-canvas ${tabInRowClass}`;

const TABS = ["profile", "favorites", "cart", "orders", "offers", "data"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * The Profile page: its tabs (Orders and Offers among them), and Sign Out. The open tab is in
 * the URL (`?tab=orders`, or `#offers`), so the checkout's "View your orders" link, an
 * e-mail's link and reload land on it.
 */
export function Component() {
  return (
    <SignedInOnly gate={messages.gates.profile}>{(user) => <Profile user={user} />}</SignedInOnly>
  );
}

function Profile({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const favorites = useFavorites().items;
  const cartItems = useCart().items;
  const orders = useQuery(orderQueries.list()).data ?? [];
  const [params, setParams] = useSearchParams();
  // `?tab=offers`, or `#offers` as a link may name a tab too (the offers' e-mails do).
  const { hash } = useLocation();
  const requested = params.get("tab") ?? (hash.slice(1) || null);
  const tab: Tab = isTab(requested) ? requested : "profile";
  const tabRow = useActiveTabInView(tab);
  const openTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "profile") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-4xl">{messages.account.profile}</h1>
        <Button
          variant="secondary"
          // Home first: signing out would otherwise show this page's sign-in gate for a moment
          // (and React Query skips the callbacks of a caller that is gone).
          onClick={() => {
            navigate("/");
            signOut.mutate();
          }}
        >
          {messages.account.signOut}
        </Button>
      </div>
      <Tabs.Root value={tab} onValueChange={openTab} className="flex flex-col gap-6">
        <Tabs.List ref={tabRow} className={tabRowClass} aria-label={messages.account.profile}>
          <Tabs.Trigger value="profile" className={tabClass} {...clickWithoutRing}>
            {messages.account.profile}
          </Tabs.Trigger>
          <Tabs.Trigger value="favorites" className={tabClass} {...clickWithoutRing}>
            {messages.account.favoritesTab(favorites.length)}
          </Tabs.Trigger>
          <Tabs.Trigger value="cart" className={tabClass} {...clickWithoutRing}>
            {messages.account.cartTab(cartItems.length)}
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" className={tabClass} {...clickWithoutRing}>
            {messages.orders.tab(orders.length)}
          </Tabs.Trigger>
          <Tabs.Trigger value="offers" className={tabClass} {...clickWithoutRing}>
            {messages.offers.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="data" className={tabClass} {...clickWithoutRing}>
            {messages.yourData.tab}
          </Tabs.Trigger>
        </Tabs.List>
        {/* The details, the password, where the account is signed in, then the e-mails the
            shopper gets: a card each. */}
        <Tabs.Content value="profile" className="flex flex-col gap-6">
          <div className="rounded-2xl bg-white p-6 ring-1 ring-line">
            <ProfileDetails user={user} />
          </div>
          <ChangePassword />
          <Passkeys />
          <Sessions />
          <Subscriptions followHref={`#${FOLLOW_SECTION}`} />
        </Tabs.Content>
        <Tabs.Content value="favorites" className="rounded-2xl bg-white p-6 ring-1 ring-line">
          <ArtworkList
            artworks={favorites}
            empty={messages.favorites.empty}
            action={{ to: "/", label: messages.favorites.browse }}
          />
        </Tabs.Content>
        <Tabs.Content value="cart" className="rounded-2xl bg-white p-6 ring-1 ring-line">
          <ArtworkList
            artworks={cartItems}
            empty={messages.cart.empty}
            action={{ to: "/", label: messages.cart.continueShopping }}
          />
        </Tabs.Content>
        {/* Each order is a card of its own. */}
        <Tabs.Content value="orders">
          <OrderList />
        </Tabs.Content>
        {/* Offers made, the artist's answers, and the checkout of one accepted. */}
        <Tabs.Content value="offers">
          <Suspense fallback={<p className="text-muted">{messages.offers.loading}</p>}>
            <OfferList />
          </Suspense>
        </Tabs.Content>
        {/* A copy of the account's data, and deleting the account. */}
        <Tabs.Content value="data">
          <YourData />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
