import { describe, expect, it } from "vitest";
import { escapeHtml } from "#server/lib/html";
import { messages } from "#shared/messages";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { TEST_INDEX_HTML } from "#tests/read-routes";

// PostgreSQL cannot hold U+0000 in text: a NUL that reaches a query is a 500. Every part of a
// request is refused at the edge instead — its URL, cookies and headers (and, on the API, its
// JSON body) — with a 400 and its reason, on the pages as on the API.

const NUL_PREVIEW = "atelier_preview=abcdefghijklmnopqrstuv%00";

describe(`control characters in cookies, headers and page URLs, on ${testDbKind}`, () => {
  const t = useTestApp({
    indexHtml: TEST_INDEX_HTML,
    artworks: [
      { title: "On the wall" },
      { title: "Coming", releaseAt: new Date(Date.now() + 86_400_000) },
    ],
  });

  it("refuses a NUL in the preview cookie, signed out, with a 400 and its reason", async () => {
    const [work] = t.artworks;
    for (const url of ["/api/preview", `/api/artworks/${work.id}`, "/api/artworks", "/"]) {
      const response = await t.app.request(url, { headers: { cookie: NUL_PREVIEW } });
      expect(response.status, url).toBe(400);
      // JSON on the API, a page anywhere else: either way the reason.
      const reason = messages.api.controlCharacterHeader;
      if (url.startsWith("/api/")) expect((await response.json()).error, url).toBe(reason);
      else expect(await response.text(), url).toContain(escapeHtml(reason));
    }
  });

  it("refuses it signed in too, on the cart and the favourites", async () => {
    const shopper = await t.signIn();
    const [work] = t.artworks;
    const cookie = `${shopper.cookie}; ${NUL_PREVIEW}`;
    for (const [method, url] of [
      ["GET", "/api/cart"],
      ["PUT", `/api/cart/${work.id}`],
      ["GET", "/api/favorites"],
      ["PUT", `/api/favorites/${work.id}`],
    ]) {
      const response = await t.send(method, url, undefined, { cookie });
      expect(response.status, url).toBe(400);
      expect((await response.json()).error).toBe(messages.api.controlCharacterHeader);
    }
    // Without it, the same shopper is served as ever.
    const cart = await t.send("GET", "/api/cart", undefined, { cookie: shopper.cookie });
    expect(cart.status).toBe(200);
  });

  it("refuses any control character in a header or a cookie, but a tab", async () => {
    const sent: Record<string, string>[] = [
      { "x-note": "a\u0001b" },
      { "user-agent": "agent\u001b[31m" },
      { cookie: "other=a%0Ab" },
      { cookie: "other=a%7Fb" },
    ];
    for (const headers of sent) {
      const response = await t.app.request("/api/artworks", { headers });
      expect(response.status, JSON.stringify(headers)).toBe(400);
    }
    const tabbed = await t.app.request("/api/artworks", { headers: { "x-note": "a\tb" } });
    expect(tabbed.status).toBe(200);
    // UTF-8 in a header reaches Node as Latin-1: bytes from 0x80, never refused.
    const accented = await t.app.request("/api/artworks", {
      headers: { "user-agent": "Navigateur \u00e2\u0080\u0099" },
    });
    expect(accented.status).toBe(200);
  });

  it("ignores a preview cookie that is not a token's shape, as if there were none", async () => {
    const coming = t.artworks[1];
    for (const value of ["abc", "not a token!", "%C3%A9".repeat(30)]) {
      const cookie = `atelier_preview=${value}`;
      const preview = await t.app.request("/api/preview", { headers: { cookie } });
      expect(preview.status, value).toBe(404);
      expect((await preview.json()).error).toBe(messages.drops.previewInvalid);
      const work = await t.app.request(`/api/artworks/${coming.id}`, { headers: { cookie } });
      expect(work.status, value).toBe(404);
    }
  });

  it("refuses a NUL in a page's URL with a 400 page that says why", async () => {
    for (const url of ["/preview?token=a%00b", "/artworks/x%00y", "/?q=%00"]) {
      const response = await t.app.request(url);
      expect(response.status, url).toBe(400);
      expect(response.headers.get("content-type"), url).toMatch(/^text\/html/);
      expect(await response.text(), url).toContain(escapeHtml(messages.api.controlCharacter));
    }
    expect((await t.app.request("/preview?token=abc")).status).toBe(200);
  });
});
