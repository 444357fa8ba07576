import { messages } from "#shared/messages";
import type { ShopPayment } from "#shared/shop";

const text = messages.checkout;

/**
 * How the order is paid, said before the buyer places it: on Stripe's page, or by hand — with
 * the artist's own instructions when she gave them, else a promise of an e-mail — and how long
 * the paintings are reserved meanwhile.
 */
export function PaymentLine({ payment }: { payment: ShopPayment }) {
  return (
    <section aria-labelledby="checkout-how-to-pay" className="flex flex-col gap-1 text-sm">
      <h2 id="checkout-how-to-pay" className="text-sm font-medium">
        {text.howToPay}
      </h2>
      {payment.method === "card" ? (
        <p className="text-muted">{text.byCard}</p>
      ) : payment.instructions ? (
        <>
          <p className="text-muted">{text.byInstructions(text.holdLength(payment.holdHours))}</p>
          <p className="whitespace-pre-line break-words rounded-xl bg-white p-3 ring-1 ring-line">
            {payment.instructions}
          </p>
        </>
      ) : (
        <p className="text-muted">{text.byEmail(text.holdLength(payment.holdHours))}</p>
      )}
    </section>
  );
}
