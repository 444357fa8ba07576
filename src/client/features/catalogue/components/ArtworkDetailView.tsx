import { type InfiniteData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "#client/components/ui/button";
import { StatusMessage } from "#client/components/ui/StatusMessage";
import { artworkQueries } from "#client/entities/artwork";
import { isMissing } from "#client/lib/api";
import type { Artwork } from "#shared/artwork";
import { artworkTexts } from "#shared/texts/artwork";
import { galleryTexts } from "#shared/texts/gallery";
import { galleryHref, useCatalogueParams } from "../use-catalogue-params";
import { ArtworkDetail, type DetailActions } from "./ArtworkDetail";

/**
 * An artwork already fetched with a list page, so the detail opens without a wait: `ref` is
 * what the address names it by, its slug (or its id, on a link from before slugs).
 */
function useCachedArtwork(ref: string): Artwork | undefined {
  const client = useQueryClient();
  for (const [, data] of client.getQueriesData<InfiniteData<{ items: Artwork[] }>>({
    queryKey: [...artworkQueries.all, "list"],
  })) {
    const found = data?.pages.flatMap((p) => p.items).find((a) => a.slug === ref || a.id === ref);
    if (found) return found;
  }
  return undefined;
}

/**
 * The detail of `artworkId` (the address's slug or id), read from a list already loaded when it can be; `actions` are
 * what the page composing it offers for the work (the cart, the heart, the generator).
 */
export function ArtworkDetailView({
  artworkId,
  actions,
}: {
  artworkId: string;
  actions: (artwork: Artwork) => DetailActions;
}) {
  const { params } = useCatalogueParams();
  const navigate = useNavigate();
  const location = useLocation();
  const cached = useCachedArtwork(artworkId);
  const detail = useQuery(artworkQueries.detail(artworkId, cached));
  // The page arrives rendered for everyone, so a work not yet public arrives as "not found":
  // asked once more with this visitor's own session (or early-access link), an owner or a
  // follower in the early look sees it.
  const { data, refetch } = detail;
  const askedAgain = useRef<string | null>(null);
  useEffect(() => {
    if (data !== null || askedAgain.current === artworkId) return;
    askedAgain.current = artworkId;
    void refetch();
  }, [data, refetch, artworkId]);

  // Back to Gallery returns to the list entry the visitor came from (with its scroll
  // position); a visitor who arrived on a shared link goes to the gallery instead.
  const back = () => {
    if ((location.state as { fromGallery?: boolean } | null)?.fromGallery) navigate(-1);
    else navigate(galleryHref(params));
  };

  if (detail.isPending) return <StatusMessage>{galleryTexts.home.loading}</StatusMessage>;
  if (detail.isError || detail.data === null) {
    // A link to an artwork that is gone says so (the server answers 404).
    const gone = detail.data === null || isMissing(detail.error);
    return (
      <StatusMessage
        action={
          <div className="flex gap-3">
            {!gone && <Button onClick={() => detail.refetch()}>{galleryTexts.home.retry}</Button>}
            <Button variant="secondary" onClick={back}>
              {artworkTexts.detail.back}
            </Button>
          </div>
        }
      >
        <p className="font-serif text-2xl text-ink">
          {gone ? artworkTexts.detail.notFound : galleryTexts.home.loadFailed}
        </p>
      </StatusMessage>
    );
  }
  return (
    <ArtworkDetail
      artwork={detail.data}
      onBack={back}
      actions={actions(detail.data)}
      // React Router's first location, the page the visitor arrived on, has the key "default".
      focusTitle={location.key !== "default"}
    />
  );
}
