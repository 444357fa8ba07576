import { expect } from "vitest";
import type { TestApp, TestUser } from "./api";

/**
 * Every read route of the shop, as a visitor, a shopper and an owner ask it: the gallery page
 * (rendered, so the app needs a client directory), a search, an artwork's page, the catalogue
 * API, the sitemap, robots.txt, readiness, and each signed-in list.
 */
export function readRoutes(t: TestApp, shopper: TestUser, owner: TestUser) {
  const [first] = t.artworks;
  const visitor = (path: string) => () => t.app.request(path);
  const as = (user: TestUser) => (path: string) => () =>
    t.app.request(path, { headers: { cookie: user.cookie } });
  return [
    visitor("/"),
    visitor("/?q=oil"),
    visitor(`/?artwork=${first.slug}`),
    visitor("/api/artworks?limit=100"),
    visitor("/api/artworks?q=water&medium=watercolor"),
    visitor(`/api/artworks/${first.id}`),
    visitor("/sitemap.xml"),
    visitor("/robots.txt"),
    visitor("/readyz"),
    as(shopper)("/api/favorites"),
    as(shopper)("/api/cart"),
    as(shopper)("/api/orders"),
    as(shopper)("/api/auth/get-session"),
    as(owner)("/api/admin/orders"),
  ];
}

/** `count` requests spread over every read route, ten at a time: each must answer 200. */
export async function expectReadsHealthy(
  t: TestApp,
  shopper: TestUser,
  owner: TestUser,
  count = 50,
) {
  const routes = readRoutes(t, shopper, owner);
  const statuses: Array<{ route: number; status: number }> = [];
  for (let sent = 0; sent < count; sent += 10) {
    const batch = Array.from(
      { length: Math.min(10, count - sent) },
      (_, k) => (sent + k) % routes.length,
    );
    const answers = await Promise.all(batch.map((route) => routes[route]()));
    answers.forEach((answer, k) => {
      statuses.push({ route: batch[k], status: answer.status });
    });
  }
  expect(statuses.filter(({ status }) => status !== 200)).toEqual([]);
  expect(statuses).toHaveLength(count);
}

/** A client directory's index.html: enough for the server to render its pages into. */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en-GB"><head><title>%GALLERY_NAME%</title></head><body><div id="root"></div></body></html>';
