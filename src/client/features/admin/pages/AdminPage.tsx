import { Tabs } from "radix-ui";
import { useSearchParams } from "react-router";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import { messages } from "#shared/messages";
import { ArtworksPanel } from "../components/ArtworksPanel";
import { OrdersPanel } from "../components/OrdersPanel";

const tabClass =
  "rounded-full px-4 py-2 text-sm font-medium text-muted hover:text-ink data-[state=active]:bg-ink data-[state=active]:text-canvas";

/**
 * The admin page, for owners only (the server enforces it; this page only explains), with
 * two tabs, Artworks and Orders.
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

type Tab = "artworks" | "orders";

/** The open tab lives in the URL (`/admin?tab=orders`): order e-mails link there; reload keeps it. */
function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "orders" ? "orders" : "artworks";

  const onTab = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === "orders") next.set("tab", "orders");
      else {
        next.delete("tab");
        next.delete("status");
      }
      return next;
    });

  return (
    <section className="flex flex-col gap-6 py-12">
      <h1 className="font-serif text-4xl">{messages.admin.title}</h1>
      <Tabs.Root value={tab} onValueChange={onTab} className="flex flex-col gap-6">
        <Tabs.List className="flex flex-wrap gap-2" aria-label={messages.admin.title}>
          <Tabs.Trigger value="artworks" className={tabClass}>
            {messages.adminOrders.artworksTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="orders" className={tabClass}>
            {messages.adminOrders.ordersTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="artworks" className="focus-visible:outline-offset-4">
          <ArtworksPanel />
        </Tabs.Content>
        <Tabs.Content value="orders" className="focus-visible:outline-offset-4">
          <OrdersPanel />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
