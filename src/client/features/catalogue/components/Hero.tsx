import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Link } from "#client/components/ui/link";
import { ArtworkImage, AvailabilityMark, paintingBoxStyle } from "#client/entities/artwork";
import { shopQueries } from "#client/entities/shop";
import { cn } from "#client/lib/cn";
import type { Artwork } from "#shared/artwork";
import { formatMoment } from "#shared/dates";
import { IMAGE_SIZES } from "#shared/images";
import { galleryTexts as messages } from "#shared/texts/gallery";
import { artworkLink } from "../use-catalogue-params";
import { ArtistIntro } from "./ArtistIntro";

/**
 * The hero shows the works the owner features, in her order, else the 4 newest (heroWorks); the
 * first image is round. A sold or
 * reserved one wears its mark, inside the circle on the round one. Under its heading, her
 * subtitle; below it, who she is (in the page when the server rendered it; else asked for).
 */
export function Hero({
  works,
  nextReleaseAt,
}: {
  works: Artwork[];
  /** When the next release goes on sale, if the owner has scheduled one. */
  nextReleaseAt?: string | null;
}) {
  const [params] = useSearchParams();
  const { data: shop } = useQuery(shopQueries.info());
  return (
    <>
      <section
        aria-labelledby="hero-title"
        className="grid items-center gap-10 py-10 md:grid-cols-2 md:py-16"
      >
        <div className="max-w-xl">
          <h1
            id="hero-title"
            className="font-serif text-4xl leading-tight tracking-tight text-balance sm:text-5xl"
          >
            {messages.home.heroTitle}
          </h1>
          <p className="mt-5 text-lg text-muted">{shop?.homeSubtitle ?? messages.home.heroText}</p>
          {nextReleaseAt && (
            <p className="mt-4 inline-flex rounded-2xl bg-white px-4 py-2 text-sm font-medium ring-1 ring-line">
              {messages.home.nextRelease(formatMoment(nextReleaseAt))}
            </p>
          )}
        </div>
        {works.length > 0 && (
          <ul className="grid grid-cols-2 items-center gap-4">
            {works.map((artwork, index) => {
              // The first is round, the one painting ever cropped; the others are drawn whole.
              const round = index === 0;
              return (
                <li key={artwork.id} className="flex justify-center">
                  <Link
                    {...artworkLink(params, artwork)}
                    className={cn(
                      "relative block overflow-hidden shadow-md ring-1 ring-line transition hover:shadow-xl",
                      round
                        ? "w-full rounded-full"
                        : "painting-whole rounded-2xl bg-stone-200 [--max-height:min(40vw,16rem)]",
                    )}
                    style={round ? undefined : paintingBoxStyle(artwork.imageUrl)}
                    data-round={round}
                  >
                    <ArtworkImage
                      artwork={artwork}
                      sizes={IMAGE_SIZES.hero}
                      whole={!round}
                      width={640}
                      height={640}
                      // The round painting is the page's main image, asked for first; the other
                      // three once the page is laid out, after the fonts and the app, so they do
                      // not share the line with it.
                      priority={round ? "high" : "low"}
                      className={round ? "aspect-square size-full object-cover" : undefined}
                    />
                    <AvailabilityMark
                      availability={artwork.availability}
                      className={cn(
                        "absolute left-1/2 -translate-x-1/2",
                        round ? "bottom-[12%]" : "bottom-3",
                      )}
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {shop && <ArtistIntro identity={shop} />}
    </>
  );
}
