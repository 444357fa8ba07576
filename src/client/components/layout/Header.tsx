import { lazy, Suspense } from "react";
import { ButtonLink, buttonVariants } from "#client/components/ui/button";
import { HeartIcon, ShoppingBagIcon, UserIcon } from "#client/components/ui/icons";
import { Link } from "#client/components/ui/link";
import { useCartList } from "#client/features/cart/cart-list";
import { useFavoriteList } from "#client/features/favorites/use-favorites";
import { galleryName } from "#client/lib/gallery";
import { useSessionUser } from "#client/lib/session";
import { routes } from "#shared/routes";
import { galleryTexts as messages } from "#shared/texts/gallery";
import { SearchBox } from "./SearchBox";

/**
 * A header icon link with a count badge, shown when the count is above 0. Its name is
 * its own text, not an `aria-label`: the label, visually hidden, then the badge, so the count
 * a sighted user sees is the count in the name (WCAG 2.5.3, label in name) and the two cannot
 * drift apart. Browsers read "Favourites, 2"; the comma is there only when the badge is.
 */
function CountLink({
  to,
  label,
  count,
  children,
}: {
  to: string;
  label: string;
  count: number;
  children: React.ReactNode;
}) {
  const badge = count > 0;
  return (
    <Link to={to} className={buttonVariants({ variant: "icon", className: "relative" })}>
      {children}
      <span className="sr-only">
        {label}
        {badge && ","}
      </span>
      {badge && (
        <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-semibold text-white">
          {count}
        </span>
      )}
    </Link>
  );
}

// The menu (Radix + positioning) loads only for signed-in shoppers: visitors never pay for it.
const UserMenu = lazy(() =>
  import("#client/features/account/components/UserMenu").then((m) => ({ default: m.UserMenu })),
);

/**
 * Signed in, the user menu; signed out, Sign In (on a phone a round icon, as the user menu is:
 * the header keeps to one row). While the session is still being read, neither, so the wrong
 * one never flashes: an invisible Sign In holds its place, so a first visit (signed out, the
 * page rendered on the server) keeps its layout when the session answers.
 */
function AccountControl() {
  const user = useSessionUser();
  const signIn = <span className="max-sm:sr-only">{messages.header.signIn}</span>;
  const placeholder = (
    <span aria-hidden className={buttonVariants({ size: "account", className: "invisible ml-1" })}>
      {signIn}
    </span>
  );
  if (user === undefined) return placeholder;
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <ButtonLink to={routes.auth.path} size="account" className="ml-1">
      <UserIcon aria-hidden className="size-5 sm:hidden" strokeWidth={1.75} />
      {signIn}
    </ButtonLink>
  );
}

// Badges count distinct favorites and cart items, and follow every change at once. Each link
// reads its own count, so a change (the session read as the app starts, say) draws the link
// again, not the whole header.
function FavoritesLink() {
  const favorites = useFavoriteList().list.data?.length ?? 0;
  return (
    <CountLink to={routes.favorites.path} label={messages.header.favorites} count={favorites}>
      <HeartIcon aria-hidden className="size-5" strokeWidth={1.75} />
    </CountLink>
  );
}

function CartLink() {
  const cart = useCartList();
  const cartItems = cart.items.length + cart.prints.length;
  return (
    <CountLink to={routes.cart.path} label={messages.header.cart} count={cartItems}>
      <ShoppingBagIcon aria-hidden className="size-5" strokeWidth={1.75} />
    </CountLink>
  );
}

/**
 * The header every page shares (sticky): one row at every width, under 64 px on a phone, where
 * the search is a button (SearchBox) and a long gallery name takes two lines rather than a row.
 */
export function Header() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-canvas/90 backdrop-blur supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2 sm:gap-4 sm:px-6 sm:py-3">
        <Link
          to="/"
          className="mr-auto line-clamp-2 font-serif text-lg/tight tracking-tight sm:mr-0 sm:text-2xl sm:whitespace-nowrap"
          aria-label={messages.header.home(galleryName())}
        >
          {galleryName()}
        </Link>
        <div className="flex sm:mx-auto sm:max-w-md sm:flex-1">
          <SearchBox />
        </div>
        <nav aria-label={messages.header.accountNav} className="flex items-center gap-1">
          <FavoritesLink />
          <CartLink />
          <AccountControl />
        </nav>
      </div>
    </header>
  );
}
