import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { SetupForm, setupQueries } from "#client/features/setup";
import { routes } from "#shared/routes";
import { setupTexts } from "#shared/texts/setup";
import { Component as NotFoundPage } from "./NotFoundPage";

const text = setupTexts.setup;

/**
 * The first run's page (`/setup?token=…`, the link on the server's log while the shop has no
 * owner). The server answers 404 to any other token, and so does this page: it asks the server
 * whether the link still opens the setup before showing the form.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const link = useQuery({ ...setupQueries.link(token), enabled: token !== "" });

  if (token === "" || link.data === false) return <NotFoundPage />;
  if (link.isError) return <StatusMessage>{text.failed}</StatusMessage>;
  if (link.data === undefined) return <StatusMessage>{text.checking}</StatusMessage>;
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-6 py-10 sm:py-16">
      <div>
        <h1 className="font-serif text-3xl sm:text-4xl">{text.title}</h1>
        <p className="mt-2 text-muted">{text.intro}</p>
      </div>
      {/* A whole page load: the header then shows the gallery's new name, and its owner. */}
      <SetupForm token={token} onDone={() => window.location.assign(routes.admin.path)} />
    </section>
  );
}
