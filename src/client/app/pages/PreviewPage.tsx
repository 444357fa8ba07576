import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ButtonLink } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { ArtworkGrid, artworkLink } from "#client/features/catalogue";
import { useFavorites } from "#client/features/favorites";
import { api, isMissing, parseResponse } from "#client/lib/api";
import type { Artwork } from "#shared/artwork";
import { formatMoment } from "#shared/dates";
import { messages } from "#shared/messages";

const text = messages.drops;
const NO_PARAMS = new URLSearchParams();
const linkFor = (artwork: Artwork) => artworkLink(NO_PARAMS, artwork);

/**
 * A follower's early look at a release: the coming works, to open, favourite and buy before
 * they go on sale to everyone. The e-mailed link's token opens it (and the server keeps it in a
 * cookie, so the painting's page, the cart and checkout keep the early look); signed in with a
 * confirmed follower's address, no link is needed. Anyone else learns only that the link is
 * not valid.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? undefined;
  const favorites = useFavorites();
  const preview = useQuery({
    queryKey: ["preview", token ?? null],
    queryFn: async ({ signal }) => {
      try {
        return await parseResponse(
          api.preview.$get({ query: token ? { token } : {} }, { init: { signal } }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    retry: false,
  });

  let body: React.ReactNode;
  if (preview.isPending) {
    body = <StatusMessage>{messages.home.loading}</StatusMessage>;
  } else if (preview.isError || !preview.data) {
    body = (
      <StatusMessage action={<ButtonLink to="/">{text.previewGallery}</ButtonLink>}>
        {preview.isError ? messages.home.loadFailed : text.previewInvalid}
      </StatusMessage>
    );
  } else if (preview.data.works.length === 0 || !preview.data.releaseAt) {
    body = (
      <StatusMessage action={<ButtonLink to="/">{text.previewGallery}</ButtonLink>}>
        {text.previewNone}
      </StatusMessage>
    );
  } else {
    body = (
      <>
        <p className="mb-6 max-w-2xl text-muted">
          {text.previewIntro(formatMoment(preview.data.releaseAt))}
        </p>
        <ArtworkGrid artworks={preview.data.works} linkFor={linkFor} favorites={favorites} />
      </>
    );
  }
  return (
    <section className="flex flex-col gap-2 py-12">
      <h1 className="font-serif text-4xl">{text.previewTitle}</h1>
      {body}
    </section>
  );
}
