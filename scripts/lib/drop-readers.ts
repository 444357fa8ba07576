// The reads beside bench:drop's rush, and how they are summed up. Two kinds of reader, each in
// a thread of its own: visitors who read the shop all along on kept-alive connections, and
// visitors arriving from outside, as a new visitor does: each read on a connection of its own
// (no keep-alive: a new visitor's browser opens one), asking for a compressed answer as
// browsers do, at a steady pace whatever the server's answers take (new visitors arrive
// whether or not the last one has been served).
import { once } from "node:events";
import { Worker } from "node:worker_threads";

/** An answer slower than this counts as failed (status 0), so the run always ends. */
export const REQUEST_TIMEOUT_MS = 30_000;

export type Timed = { status: number; ms: number };
const at = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
export const ms = (value: number) =>
  Number.isNaN(value)
    ? "–"
    : value >= 1000
      ? `${(value / 1000).toFixed(2)} s`
      : `${value.toFixed(1)} ms`;
export function summary(times: Timed[]) {
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return { count: sorted.length, p50: at(sorted, 0.5), p99: at(sorted, 0.99), max: sorted.at(-1) };
}

/** One request, timed; a network error or a timeout is status 0. */
export async function timed(url: string, init?: RequestInit): Promise<Timed & { body?: unknown }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    const elapsed = performance.now() - started;
    let body: unknown;
    if (response.headers.get("content-type")?.startsWith("application/json")) {
      body = JSON.parse(text);
    }
    return { status: response.status, ms: elapsed, body };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/**
 * The visitors reading the shop all along, in a thread of their own: each asks its page again
 * as soon as it has the answer, until told to stop, and sends back every answer's time (status
 * 0 for none). Not in the thread that fires the rush: its hundreds of requests at once keep that
 * thread's event loop busy, and a read timed there waits for it as much as for the server — a
 * reader in a process of its own saw p99 81 ms while reads timed beside the attempts saw 1.2 s.
 * Each buyer of a real rush has a machine of their own.
 */
export const READERS_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const { urls, readers, timeoutMs } = workerData;
let stopped = true;
parentPort.on("message", async (message) => {
  if (message !== "start") {
    stopped = true;
    return;
  }
  stopped = false;
  const times = Object.fromEntries(Object.keys(urls).map((kind) => [kind, []]));
  const reader = async (kind) => {
    while (!stopped) {
      const started = performance.now();
      let status = 0;
      try {
        const response = await fetch(urls[kind], { signal: AbortSignal.timeout(timeoutMs) });
        await response.arrayBuffer();
        status = response.status;
      } catch {}
      times[kind].push({ status, ms: performance.now() - started });
    }
  };
  await Promise.all(Object.keys(urls).flatMap((kind) => Array.from({ length: readers }, () => reader(kind))));
  parentPort.postMessage(times);
});
`;

/** One read: its status (0 for none), the time to the first byte and to the last. */
export type OutsideRead = {
  kind: string;
  status: number;
  connectedMs: number;
  firstByteMs: number;
  ms: number;
};

const OUTSIDE_THREAD = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { urls, everyMs, timeoutMs } = workerData;
const kinds = Object.keys(urls);
let timer;
let inFlight = new Set();
let times = [];

function read(kind) {
  const started = performance.now();
  let connectedMs = Number.NaN;
  let firstByteMs = Number.NaN;
  return new Promise((resolve) => {
    const done = (status) => resolve({ kind, status, connectedMs, firstByteMs, ms: performance.now() - started });
    const request = http.get(
      urls[kind],
      { agent: false, headers: { "accept-encoding": "gzip, br" }, timeout: timeoutMs },
      (response) => {
        firstByteMs = performance.now() - started;
        response.on("data", () => {});
        response.on("end", () => done(response.statusCode));
        response.on("error", () => done(0));
      },
    );
    request.on("socket", (socket) =>
      socket.on("connect", () => {
        connectedMs = performance.now() - started;
      }),
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => done(0));
  });
}

parentPort.on("message", async (message) => {
  if (message === "start") {
    times = [];
    let n = 0;
    timer = setInterval(() => {
      const kind = kinds[n++ % kinds.length];
      const reading = read(kind).then((time) => {
        times.push(time);
        inFlight.delete(reading);
      });
      inFlight.add(reading);
    }, everyMs);
    return;
  }
  clearInterval(timer);
  await Promise.all(inFlight);
  parentPort.postMessage(times);
});
`;

/**
 * A thread that, once told to start, opens a read every `everyMs` ms, taking `urls` in turn,
 * until told to stop; then it waits for the reads under way and sends back every read's times.
 */
export function outsideReader(urls: Record<string, string>, everyMs: number, timeoutMs: number) {
  const thread = new Worker(OUTSIDE_THREAD, {
    eval: true,
    workerData: { urls, everyMs, timeoutMs },
  });
  return {
    /** Every read opened from now until `until` resolves. */
    async measure(until: Promise<unknown>): Promise<OutsideRead[]> {
      const answered = once(thread, "message");
      thread.postMessage("start");
      await until;
      thread.postMessage("stop");
      const [times] = await answered;
      return times;
    },
    stop: () => thread.terminate(),
  };
}
