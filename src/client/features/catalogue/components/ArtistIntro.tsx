import { Link } from "#client/components/ui/link";
import { photoSrcSet } from "#shared/profile-photo";
import { routes } from "#shared/routes";
import type { ShopIdentity } from "#shared/shop";
import { galleryTexts as messages } from "#shared/texts/gallery";

const text = messages.home;

/**
 * Who the artist is, under the hero: her portrait, name and statement, and the way to her About
 * page. Nothing until she has given a name or a statement.
 */
export function ArtistIntro({
  identity,
}: {
  identity: Pick<ShopIdentity, "artistName" | "statement" | "portraitUrl">;
}) {
  const { artistName, statement, portraitUrl } = identity;
  if (!artistName && !statement) return null;
  return (
    <section
      aria-labelledby="artist-title"
      className="flex flex-col gap-6 border-t border-line py-10 sm:flex-row sm:items-start sm:gap-10 md:py-14"
    >
      {portraitUrl && (
        <img
          alt={text.portraitAlt(artistName)}
          src={portraitUrl}
          srcSet={photoSrcSet(portraitUrl)}
          sizes="(min-width: 640px) 192px, 128px"
          width={192}
          height={192}
          loading="lazy"
          decoding="async"
          className="size-32 shrink-0 rounded-full bg-stone-200 object-cover ring-1 ring-line sm:size-48"
        />
      )}
      <div className="max-w-2xl min-w-0">
        <h2 id="artist-title" className="font-serif text-3xl tracking-tight text-balance">
          {artistName || text.artist}
        </h2>
        {statement && (
          <p className="mt-4 text-lg whitespace-pre-line text-muted wrap-break-word">{statement}</p>
        )}
        <Link
          to={routes.about.path}
          className="mt-5 inline-block font-medium text-ink underline underline-offset-4 hover:no-underline"
        >
          {text.aboutArtist}
        </Link>
      </div>
    </section>
  );
}
