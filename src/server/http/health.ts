import { Hono } from "hono";
import { type Logger, log } from "#server/lib/logger";

export type Readiness = {
  /** Resolves when the database answers (`select 1`); rejects or hangs when it does not. */
  ping: () => Promise<unknown>;
  /** True once the process is stopping: the load balancer should send nothing more. */
  stopping?: () => boolean;
  /** How long the database has to answer before the process is called not ready. */
  timeoutMs?: number;
  logger?: Logger;
};

/** The ping's outcome within `ms`: a database that hangs is as unready as one that refuses. */
async function within(ms: number, task: () => Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([task(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 while the process runs (liveness: restart it if this fails).
 * `GET /readyz`: 200 when the database answers, else 503 (readiness: send it traffic or not);
 * checked on every call, so it is 200 again as soon as the database is back, and 503 while
 * the process is stopping. Neither is cached.
 */
export function healthRoutes(readiness: Readiness) {
  const logger = readiness.logger ?? log;
  const timeoutMs = readiness.timeoutMs ?? 2_000;
  let wasReady = true;
  return new Hono()
    .get("/healthz", (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" }, 200);
    })
    .get("/readyz", async (c) => {
      c.header("Cache-Control", "no-store");
      if (readiness.stopping?.()) return c.json({ status: "stopping" }, 503);
      try {
        await within(timeoutMs, readiness.ping);
      } catch (error) {
        // One line when readiness is lost, one when it returns: not one per probe.
        if (wasReady) logger.warn({ reason: (error as Error).message }, "database unreachable");
        wasReady = false;
        return c.json({ status: "unavailable", reason: "database unreachable" }, 503);
      }
      if (!wasReady) logger.info("database reachable again");
      wasReady = true;
      return c.json({ status: "ready" }, 200);
    });
}
