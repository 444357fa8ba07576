import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";

/** A page (or view) in a chunk of its own, which can be loaded before it is first shown. */
export type LazyPage<Props extends object = object> = {
  preload: () => Promise<void>;
  loaded?: ComponentType<Props>;
  suspending: LazyExoticComponent<ComponentType<Props>>;
};

/**
 * React.lazy, plus `preload()`: once preloaded, `<Screen>` renders the component at once
 * instead of suspending for a render, so the page the browser opens on (start.tsx) commits —
 * or hydrates — with the layout around it. `load` resolves to the module's `Component`.
 */
export function lazyPage<Props extends object = object>(
  load: () => Promise<{ Component: ComponentType<Props> }>,
): LazyPage<Props> {
  const page: LazyPage<Props> = {
    preload: async () => {
      page.loaded ??= (await load()).Component;
    },
    suspending: lazy(async () => ({ default: (await load()).Component })),
  };
  return page;
}

/** Shows a lazy page: at once when its chunk is in, else suspending until it is. */
export function Screen<Props extends object>({
  page,
  props,
}: {
  page: LazyPage<Props>;
  props: Props;
}) {
  return createElement(page.loaded ?? page.suspending, props);
}
