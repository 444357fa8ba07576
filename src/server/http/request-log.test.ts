import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { type EndedRequest, requestLogger } from "./request-log";

const ID = "0b9a4f8e-3c1d-4e5f-8a7b-6c5d4e3f2a1b";

describe("the app's request logger", () => {
  it("is told of every request the app answers, with the gallery page's query", async () => {
    const requests: EndedRequest[] = [];
    const app = new Hono()
      .use(requestLogger({ trustProxy: 0, ended: (request) => requests.push(request) }))
      .get("/", (c) => c.text("gallery"))
      .get("/api/artworks/:id", (c) => c.json({}));
    await app.request(`/?artwork=${ID}&q=x`, { headers: { "user-agent": "Firefox" } });
    await app.request(`/api/artworks/${ID}?ignored=1`);
    expect(
      requests.map(({ path, target, status, userAgent }) => ({ path, target, status, userAgent })),
    ).toEqual([
      { path: "/", target: `/?artwork=${ID}&q=x`, status: 200, userAgent: "Firefox" },
      {
        path: `/api/artworks/${ID}`,
        target: `/api/artworks/${ID}`,
        status: 200,
        userAgent: undefined,
      },
    ]);
  });
});
