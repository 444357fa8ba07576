import { ButtonLink } from "#client/components/ui/button";
import { messages } from "#shared/messages";

/** Any unknown route. */
export function Component() {
  return (
    <section className="flex flex-col items-center gap-6 py-28 text-center">
      <p className="font-serif text-7xl text-stone-500" aria-hidden>
        404
      </p>
      <h1 className="font-serif text-3xl">{messages.notFound.title}</h1>
      <ButtonLink to="/">{messages.notFound.returnHome}</ButtonLink>
    </section>
  );
}
