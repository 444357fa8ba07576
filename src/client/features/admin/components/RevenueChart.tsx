import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { chartScale, type ShopStats } from "#shared/stats";

const text = messages.adminOverview;
const kinds = messages.editionsOwner;

const shortMonth = new Intl.DateTimeFormat("en-GB", { month: "short", timeZone: "UTC" });
const longMonth = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
/** "2026-11" as a moment in the middle of that month, for the formats above. */
const midMonth = (month: string) => new Date(`${month}-15T12:00:00Z`);
/** "2026-11" as "November 2026". */
export const monthName = (month: string) => longMonth.format(midMonth(month));
/** Gridline amounts in whole pounds, as short as they can be: "£2,500", "£10k". */
const axisAmount = (pounds: number) =>
  pounds >= 10_000 ? `£${(pounds / 1000).toLocaleString("en-GB")}k` : formatPrice(pounds);

type Month = ShopStats["revenueByMonth"][number];
/** A month's revenue: its originals' and its prints'. */
export const monthTotal = (month: Month) => month.originals + month.prints;

/**
 * Revenue by month as a bar chart drawn by hand in SVG (decision 028): the bars and
 * gridlines stretch with the width, while every label is HTML at its own size, so the chart
 * reads the same on a phone and a desktop. Each bar is the month's originals, its prints in a
 * lighter tone on top (the legend says which). Screen readers get the same figures as a table.
 */
export function RevenueChart({ months }: { months: Month[] }) {
  const { top, ticks } = chartScale(Math.max(...months.map(monthTotal)));
  const height = (total: number) => (total / top) * 100;
  return (
    <figure className="flex flex-col gap-2">
      <div aria-hidden className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
        <div className="relative h-48 w-14 text-right text-xs text-muted">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 tabular-nums"
              style={{ bottom: `${height(tick)}%` }}
            >
              {axisAmount(tick)}
            </span>
          ))}
        </div>
        <svg
          aria-hidden="true"
          viewBox="0 0 120 100"
          preserveAspectRatio="none"
          className="h-48 w-full overflow-visible"
          data-revenue-chart
        >
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={120}
              y1={100 - height(tick)}
              y2={100 - height(tick)}
              className="stroke-line"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {months.map((month, index) => (
            <g key={month.month} data-month={month.month} data-total={monthTotal(month)}>
              <rect
                x={index * 10 + 2}
                width={6}
                y={100 - height(month.originals)}
                height={height(month.originals)}
                rx={0.6}
                className="fill-ink"
              />
              <rect
                x={index * 10 + 2}
                width={6}
                y={100 - height(monthTotal(month))}
                height={height(month.prints)}
                rx={0.6}
                className="fill-stone-400"
              />
            </g>
          ))}
        </svg>
        <span />
        <div className="grid grid-cols-12 pt-1 text-center text-[0.7rem] text-muted">
          {months.map((month, index) => (
            <span key={month.month}>
              {/* A phone has room for a month's initial only; wider screens name it and its year. */}
              <span className="sm:hidden">{shortMonth.format(midMonth(month.month))[0]}</span>
              <span className="hidden sm:inline">{shortMonth.format(midMonth(month.month))}</span>
              {(index === 0 || month.month.endsWith("-01")) && (
                <span className="hidden sm:block">{month.month.slice(0, 4)}</span>
              )}
            </span>
          ))}
        </div>
      </div>
      <p aria-hidden className="flex gap-4 pl-16 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-ink" />
          {kinds.originals}
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-stone-400" />
          {kinds.prints}
        </span>
      </p>
      <table className="sr-only">
        <caption>{text.revenueTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{text.month}</th>
            <th scope="col">{kinds.originals}</th>
            <th scope="col">{kinds.prints}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td>{formatPrice(month.originals)}</td>
              <td>{formatPrice(month.prints)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
