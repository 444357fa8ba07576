import { CertificateLink } from "#client/entities/order";
import { formatDay, formatShortDay, formatTime } from "#shared/dates";
import { printName } from "#shared/editions";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import { type AdminOrder, recipientLines, recipientName } from "#shared/order";

const text = messages.adminOrders;
const editions = messages.editions;

/** When the order was placed: the date, then the time (UK); stacked in a table cell. */
export function OrderDate({ order, inline }: { order: AdminOrder; inline?: boolean }) {
  const date = formatShortDay(order.createdAt);
  const time = formatTime(order.createdAt);
  if (inline) return <time dateTime={order.createdAt}>{`${date}, ${time}`}</time>;
  return (
    <time dateTime={order.createdAt} className="flex flex-col">
      <span className="whitespace-nowrap">{date}</span>
      <span className="text-xs text-muted">{time}</span>
    </time>
  );
}

/** Who bought it, an e-mail link to them, and where it goes (the owner ships it). */
export function OrderBuyer({ order }: { order: AdminOrder }) {
  return (
    <div className="flex max-w-60 min-w-0 flex-col gap-0.5">
      <span className="font-medium break-words">{order.buyer.name || recipientName(order)}</span>
      <a
        href={`mailto:${order.buyer.email}`}
        className="break-words text-muted underline-offset-2 hover:text-ink hover:underline"
      >
        {order.buyer.email}
      </a>
      <details className="mt-1 text-xs text-muted">
        <summary className="w-fit cursor-pointer rounded select-none hover:text-ink">
          {text.shipTo}
        </summary>
        <address className="mt-1 not-italic text-ink wrap-anywhere">
          {recipientLines(order, messages.checkout.collectLine).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </details>
    </div>
  );
}

/**
 * The titles of what was ordered (a snapshot: they stay as they were sold); a print line's
 * format and size, how many at what price, and — once paid — each numbered print's number and
 * certificate.
 */
export function OrderItems({ order }: { order: AdminOrder }) {
  return (
    <>
      <ul className="flex flex-col gap-1.5">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; the snapshot never reorders
          <li key={index} className="flex flex-col items-start wrap-anywhere">
            {item.edition ? <PrintLine item={item} edition={item.edition} /> : item.title}
            <CertificateLink item={item} />
          </li>
        ))}
      </ul>
      {order.plan && <OrderPlanLine plan={order.plan} />}
    </>
  );
}

type Item = AdminOrder["items"][number];

/** Prints of a painting: what they are, "2 × £45", and each numbered one with its certificate. */
function PrintLine({ item, edition }: { item: Item; edition: NonNullable<Item["edition"]> }) {
  return (
    <>
      <span>{editions.printOf(item.title)}</span>
      <span className="text-xs text-muted">
        {printName(edition)}
        {" · "}
        {edition.size === null ? editions.open : editions.limited(edition.size)}
      </span>
      <span className="text-xs">
        {editions.lineQuantity(item.quantity, formatPrice(item.price))}
      </span>
      {item.prints.length > 0 && (
        <ul className="mt-0.5 flex flex-col gap-0.5">
          {item.prints.map((print) => {
            const number = editions.printNumber(print.number, print.size);
            return (
              <li
                key={print.number}
                data-print-number={print.number}
                className="flex flex-wrap items-center gap-x-2 text-xs"
              >
                {number}
                {/* Each print's own certificate, named for a screen reader by its number. */}
                <CertificateLink
                  item={{
                    ...item,
                    title: `${item.title}, ${number}`,
                    certificate: print.certificate,
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** A plan of monthly parts, in a line or two: parts paid, and the next part's amount and day. */
function OrderPlanLine({ plan }: { plan: NonNullable<AdminOrder["plan"]> }) {
  const next = plan.schedule.find((part) => part.paidAt === null);
  return (
    <p className="mt-1 text-xs text-muted">
      <span className="font-medium text-ink">{messages.plans.title}</span>:{" "}
      {messages.plans.progress(plan.paid, plan.parts)}
      {next && (
        <>
          {" · "}
          {messages.plans.next(formatPrice(next.amount), formatDay(next.dueDay))}
        </>
      )}
    </p>
  );
}

/** The tracking number, or a quiet dash that says "none" to a screen reader. */
export function OrderTracking({ order }: { order: AdminOrder }) {
  if (order.trackingNumber)
    return <span className="block max-w-44 break-words">{order.trackingNumber}</span>;
  return (
    <>
      <span aria-hidden className="text-muted">
        —
      </span>
      <span className="sr-only">{text.noTracking}</span>
    </>
  );
}

/**
 * How the order is paid; for cards, Stripe's payment id (to find it in Stripe's dashboard),
 * and, for a late payment (its paintings went to another buyer), its refund: under way on its
 * own, or due from the owner with the reason the shop gave up.
 */
export function OrderPayment({ order }: { order: AdminOrder }) {
  return (
    <>
      <span>{text.paymentMethods[order.paymentMethod]}</span>
      {order.stripePaymentId && (
        <span className="block text-xs break-all text-muted">
          {text.stripePayment(order.stripePaymentId)}
        </span>
      )}
      {order.refundDue && !order.refundProblem && (
        <span className="mt-1 inline-block rounded-full bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-900 ring-1 ring-violet-200">
          {text.refunding}
        </span>
      )}
      {order.refundProblem && (
        <>
          <span className="mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200">
            {text.refundDue}
          </span>
          <span className="block text-xs break-words text-red-800">
            {text.refundProblem(order.refundProblem)}
          </span>
        </>
      )}
    </>
  );
}

/** Why the buyer is returning it, if they said (the right to cancel needs no reason). */
export function OrderReturnReason({ order }: { order: AdminOrder }) {
  if (order.status !== "return_requested" || !order.returnReason) return null;
  return (
    <span className="block text-xs break-words whitespace-pre-line text-muted">
      {text.returnReason(order.returnReason)}
    </span>
  );
}
