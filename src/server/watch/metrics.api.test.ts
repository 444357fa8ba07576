import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { createTestApp } from "#tests/api";
import { testDbKind } from "#tests/database";
import { placeOrderFor } from "#tests/orders";

const TOKEN = "a-metrics-token-long-enough";

describe(`GET /metrics on ${testDbKind}`, () => {
  it("is not there without METRICS_TOKEN", async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.request("/metrics", {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(t.services.metrics).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("answers only the token, with route templates that never carry an id", async () => {
    const t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, ADMIN_EMAILS: "owner@example.com" },
      artworks: [{ title: "Harbour", price: 120 }, { title: "Dunes" }],
    });
    try {
      for (const authorization of [
        undefined,
        "Bearer wrong",
        `Basic ${TOKEN}`,
        `Bearer ${TOKEN}x`,
      ]) {
        const refused = await t.app.request("/metrics", {
          headers: authorization ? { authorization } : {},
        });
        expect(refused.status).toBe(401);
        expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      }
      const [harbour, dunes] = t.artworks;
      const buyer = await t.signIn();
      await placeOrderFor(t, buyer.cookie, [harbour.id]);
      // Through the app, then through the fast lane (a real server, the answer cached). The
      // monotonic clock stands still, so the lane's trust in the version read does not lapse.
      const origin = await t.listen();
      const missing = randomUUID();
      vi.useFakeTimers({ toFake: ["performance"] });
      try {
        for (const id of [harbour.id, dunes.id, dunes.id, missing]) {
          await (await fetch(`${origin}/api/artworks/${id}`)).arrayBuffer();
        }
        expect(t.answers.answerAt(`/api/artworks/${dunes.id}`)).toBeDefined();
        await (await fetch(`${origin}/api/artworks/${dunes.id}`)).arrayBuffer();
      } finally {
        vi.useRealTimers();
      }
      await (await fetch(`${origin}/api/artworks?q=harbour`)).arrayBuffer();

      const response = await t.app.request("/metrics", {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/artworks\/:id",status="200"\} 4$/m,
      );
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/artworks\/:id",status="404"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/artworks",status="200"\} 1$/m,
      );
      expect(text).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/artworks\/:id"\} 5$/m,
      );
      expect(text).toMatch(/^atelier_orders_total\{status="awaiting_payment"\} 1$/m);
      expect(text).toMatch(/^atelier_outbox_pending \d+$/m);
      expect(text).toMatch(/^atelier_outbox_failed_total 0$/m);
      expect(text).toMatch(/^atelier_backup_last_success_timestamp_seconds 0$/m);
      expect(text).toMatch(/^atelier_sweep_last_run_timestamp_seconds 0$/m);
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      // No label holds a path with an id, a query or a name typed by a visitor.
      for (const seen of [harbour.id, dunes.id, missing, "harbour"]) {
        expect(text).not.toContain(seen);
      }
    } finally {
      await t.close();
    }
  });
});
