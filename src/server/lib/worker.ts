import type { Logger } from "#server/lib/logger";

/**
 * A background worker of one process: it runs passes over work kept in the database (mail to
 * send, refunds to make), one pass at a time, at start, every `pollMs` (work other processes
 * left, retries now due) and whenever it is woken (work was just committed).
 */
export type Worker<Report> = {
  /** One pass now (or right after the one under way): every due piece of work, done. */
  runDue(): Promise<Report>;
  /** Asks for a pass soon, once started. */
  wake(): void;
  /** A pass at once (work a crash left behind), then every `pollMs` and on every wake. */
  start(): void;
  /** Starts no more work, and resolves once the pass under way has finished. */
  stop(): Promise<void>;
};

/**
 * Runs `pass` as a worker. `pass` does its work piece by piece and asks `stopped()` before
 * each: once the worker stops it must take nothing more. A failed pass is logged as `what`.
 */
export function createWorker<Report>(options: {
  pass: (stopped: () => boolean) => Promise<Report>;
  /** What a pass reports when the worker has stopped and runs none. */
  idle: () => Report;
  pollMs: number;
  logger: Logger;
  what: string;
}): Worker<Report> {
  let state: "idle" | "started" | "stopped" = "idle";
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<Report> | undefined;
  let next: Promise<Report> | undefined;
  const stopped = () => state === "stopped";

  function runDue(): Promise<Report> {
    if (stopped()) return Promise.resolve(options.idle());
    if (!current) {
      current = options.pass(stopped).finally(() => {
        current = undefined;
      });
      return current;
    }
    // One pass at a time; a call during one gets a fresh pass after it, shared with others.
    const again = () => {
      next = undefined;
      return runDue();
    };
    next ??= current.then(again, again);
    return next;
  }

  const passSoon = () => {
    if (state !== "started") return;
    runDue().catch((error: Error) =>
      options.logger.error({ err: error }, `${options.what} failed`),
    );
  };

  return {
    runDue,
    wake: passSoon,
    start() {
      if (state !== "idle") return;
      state = "started";
      passSoon();
      timer = setInterval(passSoon, options.pollMs);
      timer.unref();
    },
    async stop() {
      state = "stopped";
      clearInterval(timer);
      await Promise.allSettled([current, next]);
    },
  };
}
