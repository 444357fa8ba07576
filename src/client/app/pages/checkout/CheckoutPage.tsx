import { useSearchParams } from "react-router";
import { Checkout } from "#client/app/pages/checkout/Checkout";
import { HeldCheckout } from "#client/app/pages/checkout/HeldCheckout";
import { OrderConfirmation } from "#client/app/pages/checkout/OrderConfirmation";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import type { SessionUser } from "#client/lib/session";
import { messages } from "#shared/messages";

/**
 * `/checkout`: signed out, "Sign in to check out"; signed in, the checkout, or with
 * `?order=<id>` that order's confirmation, or with `?offer=<id>` / `?reservation=<id>` the
 * checkout of the one work kept for the buyer (the links its e-mails carry).
 */
export function Component() {
  return (
    <SignedInOnly gate={messages.checkout.signIn}>
      {(user) => <CheckoutRoute user={user} />}
    </SignedInOnly>
  );
}

function CheckoutRoute({ user }: { user: SessionUser }) {
  const [params] = useSearchParams();
  const orderId = params.get("order");
  const offerId = params.get("offer");
  const reservationId = params.get("reservation");
  if (orderId) {
    return <OrderConfirmation orderId={orderId} leftPayment={params.get("cancelled") === "1"} />;
  }
  if (offerId) return <HeldCheckout user={user} held={{ kind: "offer", id: offerId }} />;
  if (reservationId) {
    return <HeldCheckout user={user} held={{ kind: "reservation", id: reservationId }} />;
  }
  return <Checkout user={user} />;
}
