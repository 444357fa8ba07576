import { useSearchParams } from "react-router";
import { Checkout } from "#client/app/pages/checkout/Checkout";
import { OrderConfirmation } from "#client/app/pages/checkout/OrderConfirmation";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import type { SessionUser } from "#client/lib/session";
import { messages } from "#shared/messages";

/**
 * `/checkout`: signed out, "Sign in to check out"; signed in, the checkout, or with
 * `?order=<id>` that order's confirmation.
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
  return orderId ? (
    <OrderConfirmation orderId={orderId} leftPayment={params.get("cancelled") === "1"} />
  ) : (
    <Checkout user={user} />
  );
}
