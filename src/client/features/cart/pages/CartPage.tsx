import { ShoppingBag } from "lucide-react";
import { messages } from "../../../../shared/messages";
import { ButtonLink } from "../../../components/ui/button";
import { SignInGate } from "../../../components/ui/SignInGate";
import { useSessionUser } from "../../account/api";

/** Spec §2 Cart. Adding to the cart arrives with issue 4: every cart is empty until then. */
export function Component() {
  const user = useSessionUser();
  if (user === undefined) return null;
  if (!user) return <SignInGate title={messages.gates.cart} />;
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.cart.title}</h1>
      <p className="text-sm text-muted">{messages.cart.count(0)}</p>
      <div className="flex flex-col items-center gap-4 py-20 text-center">
        <ShoppingBag aria-hidden className="size-10 text-muted" strokeWidth={1.5} />
        <p className="font-serif text-2xl">{messages.cart.empty}</p>
        <ButtonLink to="/">{messages.cart.continueShopping}</ButtonLink>
      </div>
    </section>
  );
}
