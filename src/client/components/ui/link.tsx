import type { ComponentProps, MouseEvent, Ref } from "react";
import { type To, useHref, useLinkClickHandler } from "react-router";

export type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Handed to the next screen as the location's state (`useLocation().state`). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A link within the shop: a real `<a href>` that the app follows without reloading the page.
 * React Router's own `Link` carries the prefetching and view transitions of its framework
 * mode, which the shop does not use and a first visit would download for every page; this
 * one is its two hooks and an anchor. A press with a modifier key, a middle click or another
 * `target` is the browser's, as with any link.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return <a {...rest} href={href} target={target} onClick={onLinkClick} />;
}
