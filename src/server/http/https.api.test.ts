import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";

const SITE = "https://www.gallery.example";

/** Each header's values as the server wrote them, repeated names kept apart. */
function rawHeaders(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: [string, string][] }>((resolve, reject) => {
    request(url, { headers }, (response) => {
      const raw = response.rawHeaders;
      const pairs: [string, string][] = [];
      for (let i = 0; i < raw.length; i += 2) pairs.push([raw[i].toLowerCase(), raw[i + 1]]);
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: pairs }));
    })
      .on("error", reject)
      .end();
  });
}

/**
 * The shop as it runs on its domain: a proxy (Caddy) ends TLS and forwards plain HTTP, with
 * PUBLIC_URL the https address and TRUST_PROXY=1. The proxy redirects plain HTTP itself and
 * adds no HSTS of its own (deploy/Caddyfile), so the app's header is the only one.
 */
describe(`served over https behind a proxy, on ${testDbKind}`, () => {
  const t = useTestApp({
    env: { PUBLIC_URL: SITE, TRUST_PROXY: "1" },
    indexHtml: "<!doctype html><title>%GALLERY_NAME%</title><div id=root></div>",
  });

  it("sends Strict-Transport-Security exactly once, from either lane, pages and errors alike", async () => {
    const origin = await t.listen();
    for (const path of ["/", "/api/artworks", "/api/artworks?page=1", "/api/nowhere", "/nowhere"]) {
      const { status, headers } = await rawHeaders(`${origin}${path}`, {
        "x-forwarded-for": "192.0.2.7",
        "x-forwarded-proto": "https",
      });
      expect(status, path).toBeLessThan(500);
      const hsts = headers.filter(([name]) => name === "strict-transport-security");
      expect(hsts, path).toEqual([
        ["strict-transport-security", "max-age=31536000; includeSubDomains"],
      ]);
    }
  });

  it("signs in with a session cookie sent only over https", async () => {
    const shopper = await t.signIn({
      email: "secure@example.com",
      password: "a long passphrase 1",
    });
    const response = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: SITE, "content-type": "application/json", "x-forwarded-for": "192.0.2.8" },
      body: JSON.stringify({ email: shopper.email, password: "a long passphrase 1" }),
    });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
  });
});
