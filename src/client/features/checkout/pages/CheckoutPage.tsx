import { useSearchParams } from "react-router";
import { SignedInOnly } from "#client/components/ui/SignedInOnly";
import { Checkout } from "#client/features/checkout/components/Checkout";
import { OrderConfirmation } from "#client/features/checkout/components/OrderConfirmation";
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
