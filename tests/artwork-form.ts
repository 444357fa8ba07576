import type { Mock } from "vitest";
import { testArtwork, testShopInfo } from "#tests/client-fixtures";

/**
 * The API as the artwork form's tests want it, through `fetchMock` (stubFetch's): the artwork
 * saved (each body sent kept, in the list returned), the shop (`artistName` hers), no series,
 * anything else read.
 */
export function serveArtworkForm(fetchMock: Mock<typeof fetch>, artistName = "") {
  const sent: unknown[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === "PUT" || init?.method === "POST") {
      sent.push(JSON.parse(String(init.body)));
      return Response.json({ artwork: testArtwork() });
    }
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/shop") return Response.json(testShopInfo({ artistName }));
    if (path === "/api/series") return Response.json([]);
    return Response.json({ items: [] });
  });
  return sent;
}
