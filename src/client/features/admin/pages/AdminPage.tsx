import { Tabs } from "radix-ui";
import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import {
  clickWithoutRing,
  tabInRowClass,
  tabRowClass,
  useActiveTabInView,
} from "#client/components/ui/tab-row";
import { lazyPage, Screen } from "#client/lib/lazy-page";
import { messages } from "#shared/messages";
import { ArtworksPanel } from "../components/ArtworksPanel";
import { CollectorsPanel } from "../components/CollectorsPanel";
import { EnquiriesPanel } from "../components/EnquiriesPanel";
import { IncidentsBanner } from "../components/IncidentsBanner";
import { OffersPanel } from "../components/OffersPanel";
import { OrdersPanel } from "../components/OrdersPanel";
import { OverviewPanel } from "../components/OverviewPanel";
import { ReviewsPanel } from "../components/ReviewsPanel";
import { SeriesPanel } from "../components/SeriesPanel";
import { ShopPanel } from "../components/ShopPanel";

/** Payment requests (decision 046): a chunk of its own, loaded when its tab first opens. */
const paymentRequestsPanel = lazyPage(() => import("../components/PaymentRequestsPanel"));

const tabClass = `rounded-full px-4 py-2 text-sm font-medium text-muted hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-canvas ${tabInRowClass}`;

/**
 * The admin page, for owners only (the server enforces it; this page only explains), with
 * ten tabs: Overview (the first), Artworks, Series, Orders, Offers, Payment requests,
 * Enquiries, Reviews, Collectors and Shop.
 */
export function Component() {
  return (
    <SignedInOnly gate={messages.gates.admin}>
      {(user) =>
        user.isOwner ? (
          <AdminTabs />
        ) : (
          <section className="py-24 text-center">
            <h1 className="font-serif text-3xl">{messages.admin.forbidden}</h1>
          </section>
        )
      }
    </SignedInOnly>
  );
}

const TABS = [
  "overview",
  "artworks",
  "series",
  "orders",
  "offers",
  "payment-requests",
  "enquiries",
  "reviews",
  "collectors",
  "shop",
] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * The open tab lives in the URL (`/admin?tab=orders`, `/admin?tab=shop`, …): the owner's
 * e-mails link there; reload keeps it. The Overview, the first, has no parameter.
 */
function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "overview";
  const tabRow = useActiveTabInView(tab);

  const onTab = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      // The status filter belongs to the Orders tab only.
      if (value !== "orders") next.delete("status");
      if (isTab(value) && value !== "overview") next.set("tab", value);
      else next.delete("tab");
      return next;
    });

  return (
    <section className="flex flex-col gap-6 py-12">
      <h1 className="font-serif text-4xl">{messages.admin.title}</h1>
      <IncidentsBanner />
      <Tabs.Root value={tab} onValueChange={onTab} className="flex flex-col gap-6">
        <Tabs.List ref={tabRow} className={tabRowClass} aria-label={messages.admin.title}>
          <Tabs.Trigger value="overview" className={tabClass} {...clickWithoutRing}>
            {messages.adminOverview.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="artworks" className={tabClass} {...clickWithoutRing}>
            {messages.adminOrders.artworksTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="series" className={tabClass} {...clickWithoutRing}>
            {messages.adminSeries.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" className={tabClass} {...clickWithoutRing}>
            {messages.adminOrders.ordersTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="offers" className={tabClass} {...clickWithoutRing}>
            {messages.adminOffers.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="payment-requests" className={tabClass} {...clickWithoutRing}>
            {messages.adminPaymentRequests.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="enquiries" className={tabClass} {...clickWithoutRing}>
            {messages.adminEnquiries.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="reviews" className={tabClass} {...clickWithoutRing}>
            {messages.reviews.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="collectors" className={tabClass} {...clickWithoutRing}>
            {messages.adminCollectors.tab}
          </Tabs.Trigger>
          <Tabs.Trigger value="shop" className={tabClass} {...clickWithoutRing}>
            {messages.adminShop.tab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview" className="focus-visible:outline-offset-4">
          <OverviewPanel />
        </Tabs.Content>
        <Tabs.Content value="artworks" className="focus-visible:outline-offset-4">
          <ArtworksPanel />
        </Tabs.Content>
        <Tabs.Content value="series" className="focus-visible:outline-offset-4">
          <SeriesPanel />
        </Tabs.Content>
        <Tabs.Content value="orders" className="focus-visible:outline-offset-4">
          <OrdersPanel />
        </Tabs.Content>
        <Tabs.Content value="offers" className="focus-visible:outline-offset-4">
          <OffersPanel />
        </Tabs.Content>
        <Tabs.Content value="payment-requests" className="focus-visible:outline-offset-4">
          <Suspense
            fallback={<StatusMessage>{messages.adminPaymentRequests.loading}</StatusMessage>}
          >
            <Screen page={paymentRequestsPanel} props={{}} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="enquiries" className="focus-visible:outline-offset-4">
          <EnquiriesPanel />
        </Tabs.Content>
        <Tabs.Content value="reviews" className="focus-visible:outline-offset-4">
          <ReviewsPanel />
        </Tabs.Content>
        <Tabs.Content value="collectors" className="focus-visible:outline-offset-4">
          <CollectorsPanel />
        </Tabs.Content>
        <Tabs.Content value="shop" className="focus-visible:outline-offset-4">
          <ShopPanel />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
