import { useQuery } from "@tanstack/react-query";
import { DatabaseBackup, Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button, buttonVariants } from "#client/components/ui/button";
import { Link } from "#client/components/ui/link";
import { OrderStatusBadge } from "#client/components/ui/OrderStatusBadge";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { ArtworkThumbnail } from "#client/entities/artwork";
import { cn } from "#client/lib/cn";
import { artworkHref } from "#shared/links";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { ORDER_STATUSES } from "#shared/order";
import { routes } from "#shared/routes";
import type { TopWork } from "#shared/stats";
import { adminStatsQueries, DOWNLOADS } from "../api";
import { BackupsCard } from "./BackupsCard";
import { DemoCard } from "./DemoCard";
import { ReadinessCard } from "./ReadinessCard";
import { monthName, monthTotal, RevenueChart } from "./RevenueChart";

const text = messages.adminOverview;
const kinds = messages.editionsOwner;

/** A titled card of the Overview. */
function Card(props: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section
      aria-labelledby={props.id}
      className={cn(
        "flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6",
        props.className,
      )}
    >
      <h2 id={props.id} className="font-serif text-xl">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/**
 * The admin's first tab: whether the shop is ready to open, revenue by month, orders by
 * status, the most favourited and most viewed works, the shop's data to download
 * (spreadsheets and a whole backup), and removing the demo collection.
 */
export function OverviewPanel() {
  return (
    <div className="flex flex-col gap-4">
      <ReadinessCard />
      <OverviewFigures />
      <DemoCard />
    </div>
  );
}

/** The Overview's figures, from one request (the readiness list has its own). */
function OverviewFigures() {
  const stats = useQuery(adminStatsQueries.overview());
  if (stats.isPending) return <StatusMessage>{text.loading}</StatusMessage>;
  if (stats.isError) {
    return (
      <StatusMessage
        action={<Button onClick={() => stats.refetch()}>{messages.home.retry}</Button>}
      >
        {text.loadFailed}
      </StatusMessage>
    );
  }
  const { revenueByMonth, sold, ordersByStatus, topFavorited, topViewed } = stats.data;
  const year = revenueByMonth.reduce((sum, month) => sum + monthTotal(month), 0);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card id="overview-revenue" title={text.revenueTitle} className="lg:col-span-2">
        <p className="text-sm text-muted">
          {text.revenueIntro(
            monthName(revenueByMonth[0].month),
            monthName(revenueByMonth[revenueByMonth.length - 1].month),
            formatPrice(year),
          )}
        </p>
        <RevenueChart months={revenueByMonth} />
      </Card>
      <Card id="overview-sold" title={kinds.soldTitle} className="lg:col-span-2">
        <p className="text-sm text-muted">{kinds.soldIntro}</p>
        <dl className="grid grid-cols-2 gap-4">
          {(["originals", "prints"] as const).map((kind) => (
            <div key={kind} data-sold={kind} className="flex flex-col gap-0.5">
              <dt className="text-sm text-muted">{kinds[kind]}</dt>
              <dd className="font-serif text-2xl tabular-nums">
                {formatPrice(sold[kind].revenue)}
              </dd>
              <dd className="text-sm tabular-nums">{kinds.soldCount(sold[kind].count)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card id="overview-orders" title={text.ordersTitle} className="lg:col-span-2">
        <ul className="flex flex-wrap gap-2">
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link
                to={`${routes.admin.path}?tab=orders&status=${status}`}
                className="flex items-center gap-2 rounded-full py-1 pr-3 ring-1 ring-line hover:bg-stone-50"
              >
                <OrderStatusBadge order={{ status, refund: null }} />
                <span className="text-sm font-semibold tabular-nums">{ordersByStatus[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      <Card id="overview-favourited" title={text.favouritedTitle}>
        <TopWorks works={topFavorited} count={text.favourites} empty={text.noFavourites} />
      </Card>
      <Card id="overview-viewed" title={text.viewedTitle}>
        <TopWorks works={topViewed} count={text.views} empty={text.noViews} />
      </Card>
      <Card id="overview-data" title={text.dataTitle} className="lg:col-span-2">
        <p className="text-sm text-muted">{text.dataIntro}</p>
        <div className="flex flex-wrap gap-2">
          {/* Plain links: the browser downloads each file with the session's cookie. */}
          {(
            [
              [DOWNLOADS.orders, text.ordersCsv],
              [DOWNLOADS.artworks, text.artworksCsv],
              [DOWNLOADS.editions, kinds.editionsCsv],
            ] as const
          ).map(([href, label]) => (
            <a key={href} href={href} download className={buttonVariants({ variant: "secondary" })}>
              <Download aria-hidden className="size-4" />
              {label}
            </a>
          ))}
          <a href={DOWNLOADS.backup} download className={buttonVariants({ variant: "secondary" })}>
            <DatabaseBackup aria-hidden className="size-4" />
            {text.backup}
          </a>
        </div>
      </Card>
      <BackupsCard />
    </div>
  );
}

/** A ranked list of works with their thumbnails and counts, or why it is empty. */
function TopWorks(props: { works: TopWork[]; count: (n: number) => string; empty: string }) {
  if (props.works.length === 0) return <p className="text-sm text-muted">{props.empty}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {props.works.map((work) => (
        <li key={work.artworkId} className="flex items-center gap-3">
          <ArtworkThumbnail
            artwork={work}
            alt=""
            className="size-12 shrink-0 rounded-lg object-cover"
          />
          <Link
            to={artworkHref(work.artworkSlug)}
            className="min-w-0 flex-1 font-serif break-words underline underline-offset-2"
          >
            {work.title}
          </Link>
          <span className="text-sm whitespace-nowrap text-muted tabular-nums">
            {props.count(work.count)}
          </span>
        </li>
      ))}
    </ol>
  );
}
