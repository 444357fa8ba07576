import { useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { apiErrorMessage } from "#client/lib/api";
import { notify } from "#client/lib/notify";
import { formatDay } from "#shared/dates";
import { messages } from "#shared/messages";
import { formatPrice } from "#shared/money";
import type { Order, OrderPlan } from "#shared/order";
import { usePayNextPart } from "../api";

const text = messages.plans;

/**
 * An order's plan of monthly parts: how many are paid, when the next is due and how much, each
 * part's day — and, for the buyer of a plan still running (`canPayNext`), "Pay the next part
 * now", which opens that part's payment page. The owner's desk shows it without the button.
 */
export function OrderPlanSummary({
  order,
  plan,
  canPayNext = false,
}: {
  order: Pick<Order, "id" | "status">;
  plan: OrderPlan;
  canPayNext?: boolean;
}) {
  const next = plan.schedule.find((part) => part.paidAt === null);
  const payNext = usePayNextPart();
  const navigate = useNavigate();
  const running = order.status === "paying_in_parts";
  const onPay = async () => {
    try {
      const { url } = await payNext.mutateAsync(order.id);
      // The payment request's own page, on this site: paid by card or as it says.
      const page = new URL(url, window.location.origin);
      if (page.origin === window.location.origin) navigate(`${page.pathname}${page.search}`);
      else window.location.assign(url);
    } catch (error) {
      notify.error(apiErrorMessage(error) ?? text.payNextFailed);
    }
  };
  return (
    <section
      aria-label={text.title}
      className="flex flex-col gap-2 rounded-xl bg-stone-50 p-3 text-sm ring-1 ring-line"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="font-medium">{text.title}</h3>
        <p>{text.progress(plan.paid, plan.parts)}</p>
      </div>
      <p className="font-medium">
        {next ? text.next(formatPrice(next.amount), formatDay(next.dueDay)) : text.allPaid}
      </p>
      <ol className="flex flex-col gap-1 text-muted">
        {plan.schedule.map((part) => (
          <li key={part.part} className="flex flex-wrap justify-between gap-x-4">
            <span>
              {text.partRow(part.part)}: {formatPrice(part.amount)}
            </span>
            <span>
              {part.paidAt
                ? text.paidOn(formatDay(part.paidAt))
                : text.dueOn(formatDay(part.dueDay))}
            </span>
          </li>
        ))}
      </ol>
      {canPayNext && running && next && (
        <div className="flex justify-end">
          <Button onClick={onPay} disabled={payNext.isPending}>
            {payNext.isPending ? text.payingNext : text.payNext}
          </Button>
        </div>
      )}
    </section>
  );
}
