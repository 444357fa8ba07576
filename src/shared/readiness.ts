import { routes } from "./routes";

/**
 * Whether the shop is ready to open (decision 052): `GET /api/admin/readiness`, the Overview's
 * list and `npm run doctor` all show these items, in this order.
 */
export const READINESS_CHECKS = [
  "public-url",
  "database",
  "owner",
  "business",
  "shop-setup",
  "mail",
  "payments",
  "images",
  "backups",
] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

/**
 * What to do about a failing item, and where: an admin tab's path (`/admin?tab=shop`), which
 * the Overview links to, or a section of the operations guide (`docs/operations.md#…`), for a
 * server setting, which it shows as text.
 */
export type ReadinessFix = { text: string; where: string };

/**
 * One item: `label` says the state in a sentence; `fix` is null once it is ok. A failing
 * `blocker` keeps the shop from being ready; a failing other one is advice.
 */
export type ReadinessItem = {
  id: ReadinessCheck;
  ok: boolean;
  blocker: boolean;
  label: string;
  fix: ReadinessFix | null;
};

export type Readiness = { ready: boolean; items: ReadinessItem[] };

/** Ready: no blocker fails. */
export const isReady = (items: readonly ReadinessItem[]): boolean =>
  items.every((item) => item.ok || !item.blocker);

/** Where an admin tab is: the route table's admin page, the tab named in its query. */
export const adminTabPath = (tab: "shop") => `${routes.admin.path}?tab=${tab}`;
