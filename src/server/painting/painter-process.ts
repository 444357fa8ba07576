import { type ChildProcess, fork } from "node:child_process";
import type { PaintingSpec } from "./index";
import type { PaintJob } from "./painter";
import type { Variant } from "./raster";

type Answer = { id: number; variants?: Variant[]; error?: string };
type Job = { resolve: (variants: Variant[]) => void; reject: (error: Error) => void };

/**
 * Paints in a child process of its own (painter.ts), started on the first painting and ended
 * once nothing has been asked for a second: a first start's demo collection takes the cores
 * for tens of seconds, and at the lowest priority it never holds up a request. From the built
 * server the child is dist/server/painter.js; from the sources, painter.ts through tsx.
 */
export function createPainterProcess(idleMs = 1000) {
  const source = import.meta.url.endsWith(".ts");
  const script = new URL(`./painter.${source ? "ts" : "js"}`, import.meta.url);
  /** The running child and the jobs sent to it: a child that stops fails only its own. */
  let child: { process: ChildProcess; pending: Map<number, Job> } | undefined;
  let nextId = 0;
  let idle: NodeJS.Timeout | undefined;

  const start = () => {
    const started = fork(script, [], {
      execArgv: source ? ["--import", "tsx"] : [],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const pending = new Map<number, Job>();
    const running = { process: started, pending };
    // Never what keeps the server running: a server that stops leaves the painting for later.
    started.unref();
    started.channel?.unref();
    started.on("message", (answer: Answer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      // Buffers cross the channel as plain bytes (Uint8Array): Buffers again, without a copy.
      if (answer.variants) {
        job.resolve(
          answer.variants.map(({ width, data }) => ({
            width,
            data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          })),
        );
      } else job.reject(new Error(answer.error ?? "the painter gave no answer"));
      if (pending.size === 0 && child === running) idle = setTimeout(stop, idleMs).unref();
    });
    // A child let go when idle exits later, perhaps after another has started: only the jobs
    // sent to this one (none, when it was idle) fail with it.
    started.on("exit", (code, signal) => {
      if (child === running) child = undefined;
      for (const [id, job] of pending) {
        pending.delete(id);
        job.reject(new Error(`the painter stopped (${signal ?? `exit code ${code}`})`));
      }
    });
    return running;
  };

  function stop() {
    child?.process.disconnect();
    child = undefined;
  }

  return {
    /** `spec` painted at `width` × `height`, as WebP in each of `widths`. */
    paint(spec: PaintingSpec, width: number, height: number, widths: readonly number[]) {
      clearTimeout(idle);
      child ??= start();
      const running = child;
      const id = nextId++;
      const job: PaintJob = { id, spec, width, height, widths: [...widths] };
      return new Promise<Variant[]>((resolve, reject) => {
        running.pending.set(id, { resolve, reject });
        running.process.send(job);
      });
    },
  };
}
