import { timingSafeEqual } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ScheduledBackups } from "#server/backup/scheduled";
import type { Db } from "#server/db/client";
import { mailOutbox, orders } from "#server/db/schema";
import type { EndedRequest } from "#server/http/request-log";
import type { Watch } from "./watch";

/**
 * The process's metrics in Prometheus's text format (`GET /metrics`, docs/operations.md#metrics),
 * made only when METRICS_TOKEN is set: without it nothing is counted and there is no /metrics.
 * Each process reports its own requests; the database's figures (the outbox, orders, the last
 * backup and sweep) are read at each scrape, the same from every process.
 */
export function createMetrics(deps: {
  db: Db;
  backups: Pick<ScheduledBackups, "status">;
  watch: Pick<Watch, "sweepLastFinished">;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by method, route template and status.",
    labelNames: ["method", "route", "status"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method and route template.",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const { db } = deps;
  new Gauge({
    name: "atelier_outbox_pending",
    help: "E-mails waiting in the outbox to be sent.",
    registers,
    async collect() {
      this.set(await db.$count(mailOutbox, eq(mailOutbox.status, "pending")));
    },
  });
  new Gauge({
    name: "atelier_outbox_failed_total",
    help: "E-mails the outbox gave up sending.",
    registers,
    async collect() {
      this.set(await db.$count(mailOutbox, eq(mailOutbox.status, "failed")));
    },
  });
  new Gauge({
    name: "atelier_orders_total",
    help: "Orders, by status.",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      const rows = await db
        .select({ status: orders.status, orders: count() })
        .from(orders)
        .groupBy(orders.status);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, Number(row.orders));
    },
  });
  new Gauge({
    name: "atelier_backup_last_success_timestamp_seconds",
    help: "When the last verified backup was made (Unix time; 0: never).",
    registers,
    async collect() {
      const { last } = await deps.backups.status();
      this.set(last ? last.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: "atelier_sweep_last_run_timestamp_seconds",
    help: "When a process's minute sweep last finished (Unix time; 0: never).",
    registers,
    async collect() {
      const last = await deps.watch.sweepLastFinished();
      this.set(last ? last.getTime() / 1000 : 0);
    },
  });

  return {
    /** One answered request, either lane; its route is a template, never a path with ids. */
    observe(request: Pick<EndedRequest, "method" | "route" | "status" | "started">) {
      const route = request.route ?? "unmatched";
      requests.inc({ method: request.method, route, status: request.status });
      durations.observe(
        { method: request.method, route },
        (performance.now() - request.started) / 1000,
      );
    },
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * `GET /metrics` with `Authorization: Bearer $METRICS_TOKEN`: 401 with any other, and 404 when
 * no token is set, as if there were no such page.
 */
export function metricsRoutes(deps: { metrics: Metrics | undefined; token: string | undefined }) {
  const expected = deps.token && Buffer.from(`Bearer ${deps.token}`);
  return new Hono().get("/metrics", async (c) => {
    c.header("cache-control", "no-store");
    if (!deps.metrics || !expected) return c.text("Not found", 404);
    const given = Buffer.from(c.req.header("authorization") ?? "");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      c.header("www-authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    return c.body(await deps.metrics.text(), 200, { "content-type": deps.metrics.contentType });
  });
}
