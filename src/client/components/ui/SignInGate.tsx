import { Lock } from "lucide-react";
import { routes } from "#shared/routes";
import { galleryTexts as messages } from "#shared/texts/gallery";
import { ButtonLink } from "./button";

/** What a signed-out visitor sees on a page that needs an account. */
export function SignInGate({ title }: { title: string }) {
  return (
    <section className="flex flex-col items-center gap-5 py-24 text-center">
      <Lock aria-hidden className="size-10 text-muted" strokeWidth={1.5} />
      <h1 className="font-serif text-3xl">{title}</h1>
      <ButtonLink to={routes.auth.path}>{messages.header.signIn}</ButtonLink>
    </section>
  );
}
