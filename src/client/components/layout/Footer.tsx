import { FollowForm } from "#client/features/follow";
import { galleryTexts as messages } from "#shared/texts/gallery";

/** Where following the artist is offered, on every page: `#follow`. */
export const FOLLOW_SECTION = "follow";

/** The foot of every page: following the artist. */
export function Footer() {
  return (
    <footer className="border-t border-line bg-white/60">
      {/* Linked to as #follow (a painting's page offers it): focused when reached. */}
      <section
        id={FOLLOW_SECTION}
        tabIndex={-1}
        aria-labelledby="follow-title"
        className="mx-auto flex max-w-7xl flex-col gap-4 px-6 py-10 focus:outline-none"
      >
        <div>
          <h2 id="follow-title" className="font-serif text-2xl">
            {messages.follow.title}
          </h2>
          <p className="mt-1 text-sm text-muted">{messages.follow.text}</p>
        </div>
        <FollowForm />
      </section>
    </footer>
  );
}
