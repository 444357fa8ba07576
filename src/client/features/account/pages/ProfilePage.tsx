import { Tabs } from "radix-ui";
import { useNavigate } from "react-router";
import { messages } from "../../../../shared/messages";
import { Button, ButtonLink } from "../../../components/ui/button";
import { SignInGate } from "../../../components/ui/SignInGate";
import { useSessionUser, useSignOut } from "../api";
import { ProfileDetails } from "../components/ProfileDetails";

const tabClass =
  "rounded-full px-4 py-2 text-sm font-medium text-muted data-[state=active]:bg-ink data-[state=active]:text-canvas";

/** Spec §2 Profile: three tabs, and Sign Out. */
export function Component() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (user === undefined) return null;
  if (!user) return <SignInGate title={messages.gates.profile} />;

  // Favourites and cart arrive with issue 4; until then both lists are empty.
  const favourites = 0;
  const cartItems = 0;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-8 py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-serif text-4xl">{messages.account.profile}</h1>
        <Button
          variant="secondary"
          onClick={() => signOut.mutate(undefined, { onSettled: () => navigate("/") })}
        >
          {messages.account.signOut}
        </Button>
      </div>
      <Tabs.Root defaultValue="profile" className="flex flex-col gap-6">
        <Tabs.List className="flex flex-wrap gap-2" aria-label={messages.account.profile}>
          <Tabs.Trigger value="profile" className={tabClass}>
            {messages.account.profile}
          </Tabs.Trigger>
          <Tabs.Trigger value="favorites" className={tabClass}>
            {messages.account.favouritesTab(favourites)}
          </Tabs.Trigger>
          <Tabs.Trigger value="cart" className={tabClass}>
            {messages.account.cartTab(cartItems)}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile" className="rounded-2xl bg-white p-6 ring-1 ring-line">
          <ProfileDetails user={user} />
        </Tabs.Content>
        <Tabs.Content value="favorites" className="rounded-2xl bg-white p-6 ring-1 ring-line">
          <p className="text-muted">{messages.favourites.empty}</p>
          <ButtonLink to="/" variant="secondary" className="mt-4">
            {messages.favourites.browse}
          </ButtonLink>
        </Tabs.Content>
        <Tabs.Content value="cart" className="rounded-2xl bg-white p-6 ring-1 ring-line">
          <p className="text-muted">{messages.cart.empty}</p>
          <ButtonLink to="/" variant="secondary" className="mt-4">
            {messages.cart.continueShopping}
          </ButtonLink>
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
