import { describe, expect, it } from "vitest";
import { GENERATOR_RATE_LIMIT } from "#server/generator/routes";
import { createRateLimiter } from "#server/http/rate-limit";
import { messages } from "#shared/messages";
import { SITE, type TestApp, useTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { logLines } from "#tests/logs";

/**
 * TRUST_PROXY decides whose address every throttle counts and every log line
 * shows. The generator's throttle (20 a minute per client) stands for them all: each reads
 * the same `clientIp`. Its counters are filled straight in the database, so one request shows
 * whether a client is over the limit.
 */
function generate(t: TestApp, socket: string, forwardedFor?: string) {
  return t.app.request(
    "/api/generator/images",
    {
      method: "POST",
      headers: {
        origin: SITE,
        "content-type": "application/json",
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      body: JSON.stringify({ prompt: "a calm sea" }),
    },
    { incoming: { socket: { remoteAddress: socket } } },
  );
}

async function exhaust(t: TestApp, ip: string) {
  const limiter = createRateLimiter(t.db, { name: "generator", ...GENERATOR_RATE_LIMIT });
  for (let i = 0; i < GENERATOR_RATE_LIMIT.limit; i++) await limiter.hit(ip);
}

/** The address the request line logged for the last request. */
function loggedIp() {
  return logLines()
    .filter((line) => line.msg === "request")
    .at(-1)?.ip;
}

describe(`behind a proxy (TRUST_PROXY) on ${testDbKind}`, () => {
  describe("unset", () => {
    const t = useTestApp();

    it("counts the socket's address: a spoofed X-Forwarded-For changes nothing", async () => {
      await exhaust(t, "203.0.113.50");
      for (const spoofed of ["198.51.100.1", "198.51.100.2, 192.0.2.3", "127.0.0.1"]) {
        const response = await generate(t, "203.0.113.50", spoofed);
        expect(response.status).toBe(429);
        expect((await response.json()).error).toBe(messages.generator.tooMany);
        expect(loggedIp()).toBe("203.0.113.50");
      }
      // Nor can a header put another client over the limit: the spoofed address is not counted.
      const other = await generate(t, "203.0.113.51", "203.0.113.50");
      expect(other.status).toBe(200);
      expect(loggedIp()).toBe("203.0.113.51");
    });
  });

  describe("TRUST_PROXY=1", () => {
    const t = useTestApp({ env: { TRUST_PROXY: "1" } });
    const PROXY = "10.0.0.2";

    it("counts the address the proxy saw, the rightmost of X-Forwarded-For", async () => {
      await exhaust(t, "192.0.2.10");
      const blocked = await generate(t, PROXY, "192.0.2.10");
      expect(blocked.status).toBe(429);
      expect(loggedIp()).toBe("192.0.2.10");
      // What the client wrote itself is left of it, and ignored.
      expect((await generate(t, PROXY, "192.0.2.99, 192.0.2.10")).status).toBe(429);
      expect((await generate(t, PROXY, "192.0.2.10, 192.0.2.11")).status).toBe(200);
      expect(loggedIp()).toBe("192.0.2.11");
      // Clients behind the same proxy are told apart, so one does not block the others.
      expect((await generate(t, PROXY, "192.0.2.12")).status).toBe(200);
      expect(loggedIp()).toBe("192.0.2.12");
    });
  });

  describe("TRUST_PROXY=2", () => {
    const t = useTestApp({ env: { TRUST_PROXY: "2" } });
    const INNER_PROXY = "10.0.0.3";

    it("counts the second address from the right: the one the outer proxy saw", async () => {
      await exhaust(t, "192.0.2.20");
      // client-written, client as the CDN saw it, the CDN as the load balancer saw it
      const response = await generate(t, INNER_PROXY, "6.6.6.6, 192.0.2.20, 10.0.0.9");
      expect(response.status).toBe(429);
      expect(loggedIp()).toBe("192.0.2.20");
      expect((await generate(t, INNER_PROXY, "192.0.2.20, 192.0.2.21, 10.0.0.9")).status).toBe(200);
      expect(loggedIp()).toBe("192.0.2.21");
    });
  });
});
