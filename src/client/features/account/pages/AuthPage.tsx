import { messages } from "../../../../shared/messages";
import { ButtonLink } from "../../../components/ui/button";

/** Interim sign-in page: accounts arrive with issue 3. */
export function Component() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-5 py-24 text-center">
      <h1 className="font-serif text-3xl">{messages.auth.signIn}</h1>
      <p className="text-muted">{messages.auth.comingSoon}</p>
      <ButtonLink to="/">{messages.auth.browse}</ButtonLink>
    </section>
  );
}
