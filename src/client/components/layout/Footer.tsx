import { useQuery } from "@tanstack/react-query";
import { Link } from "#client/components/ui/link";
import { shopQueries } from "#client/entities/shop";
import { FollowForm } from "#client/features/follow";
import { galleryName } from "#client/lib/gallery";
import { addressOnOneLine } from "#shared/address";
import { routes } from "#shared/routes";
import type { ShopTrader } from "#shared/shop";
import { galleryTexts as messages } from "#shared/texts/gallery";

/** Where following the artist is offered, on every page: `#follow`. */
export const FOLLOW_SECTION = "follow";

const text = messages.footer;

/** The shop's own pages, her series and its reviews, in the order the footer lists them. */
const SHOP_LINKS = [
  [routes.about.path, text.about],
  [routes.series.path, text.series],
  [routes.reviews.path, text.reviews],
  [routes.delivery.path, text.delivery],
  [routes.returns.path, text.returns],
  [routes.terms.path, text.terms],
  [routes.privacy.path, text.privacy],
] as const;

/** A company's number and registered office, which the law asks its website for. */
function Company({ shop }: { shop: ShopTrader }) {
  const office = addressOnOneLine(shop.registeredOffice);
  return (
    <>
      {shop.companyNumber && (
        <span className="text-muted">{text.companyNumber(shop.companyNumber)}</span>
      )}
      {office && <span className="text-muted">{text.registeredOffice(office)}</span>}
    </>
  );
}

/**
 * Who trades, and how to write to them: the trading name (the gallery's name until the owner
 * gives one), a company's details, the VAT number when registered, and the contact e-mail. In the page when the server
 * rendered it; else asked for.
 */
function Trader() {
  const { data: shop } = useQuery(shopQueries.info());
  const trader = shop?.businessName || shop?.galleryName || galleryName();
  return (
    <address className="flex min-w-0 flex-col gap-1 break-words not-italic sm:max-w-md">
      <span className="font-medium">{trader}</span>
      {shop?.businessForm === "company" && <Company shop={shop} />}
      {shop?.vatNumber && <span className="text-muted">{text.vatNumber(shop.vatNumber)}</span>}
      {shop?.email && (
        <span className="text-muted">
          {text.contact}:{" "}
          <a
            href={`mailto:${shop.email}`}
            className="break-all text-ink underline underline-offset-2"
          >
            {shop.email}
          </a>
        </span>
      )}
    </address>
  );
}

/** The foot of every page: following the artist, who trades, and the shop's own pages. */
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
      <div className="mx-auto flex max-w-7xl flex-col gap-6 border-t border-line px-6 py-8 text-sm sm:flex-row sm:items-start sm:justify-between">
        <Trader />
        <nav aria-label={text.nav}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {SHOP_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={path} className="underline-offset-2 hover:underline">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
