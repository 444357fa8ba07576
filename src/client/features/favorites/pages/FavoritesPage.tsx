import { Heart } from "lucide-react";
import { messages } from "../../../../shared/messages";
import { ButtonLink } from "../../../components/ui/button";
import { SignInGate } from "../../../components/ui/SignInGate";
import { useSessionUser } from "../../account/api";

/** Spec §2 Favorites. Saving favourites arrives with issue 4: every list is empty until then. */
export function Component() {
  const user = useSessionUser();
  if (user === undefined) return null;
  if (!user) return <SignInGate title={messages.gates.favourites} />;
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{messages.favourites.title}</h1>
      <p className="text-muted">{messages.favourites.subtitle}</p>
      <p className="text-sm text-muted">{messages.favourites.count(0)}</p>
      <div className="flex flex-col items-center gap-4 py-20 text-center">
        <Heart aria-hidden className="size-10 text-muted" strokeWidth={1.5} />
        <p className="font-serif text-2xl">{messages.favourites.empty}</p>
        <ButtonLink to="/">{messages.favourites.browse}</ButtonLink>
      </div>
    </section>
  );
}
