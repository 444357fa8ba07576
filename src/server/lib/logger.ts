import { randomUUID } from "node:crypto";
import { type Logger, pino } from "pino";
import type { LogLevel } from "#server/config";

export type { Logger };

/**
 * Lines waiting for standard output. Writing to a file or pipe is synchronous on Linux, so
 * lines are written together once per turn of the event loop — one write under load, not one
 * per request — and whatever is left when the process exits, fatal lines included.
 */
let waiting: string[] = [];
function writeWaiting() {
  if (waiting.length === 0) return;
  const text = waiting.join("");
  waiting = [];
  process.stdout.write(text);
}
process.on("exit", writeWaiting);

/** Where log lines go: standard output, a turn of the event loop later at most. */
let sink: (line: string) => void = (line) => {
  if (waiting.push(line) === 1) setImmediate(writeWaiting);
};

/** Names whose values are never written, at any depth the logger looks (passwords, cookies…). */
const SECRETS = [
  "password",
  "newPassword",
  "currentPassword",
  "cookie",
  "authorization",
  "token",
  "secret",
  "secretAccessKey",
];

/**
 * The server's one logger: JSON lines with an ISO time and the level's name, at LOG_LEVEL
 * (default `info`). Errors go under `err`, stack included. `index.ts` sets the level at start;
 * tests catch the lines instead of printing them (tests/logs.ts).
 */
export const log: Logger = pino(
  {
    level: "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: [...SECRETS, ...SECRETS.map((name) => `*.${name}`)],
      censor: "[redacted]",
    },
  },
  { write: (line: string) => sink(line) },
);

export function setLogLevel(level: LogLevel) {
  log.level = level;
}

/** Sends every line to `write` instead of standard output (tests); returns the way back. */
export function redirectLog(write: (line: string) => void): () => void {
  const previous = sink;
  sink = write;
  return () => {
    sink = previous;
  };
}

/** A request id from the proxy in front is kept when it looks like one; otherwise a new one. */
const REQUEST_ID = /^[\w.=-]{8,128}$/;

/** The request's id: the proxy's `X-Request-Id` when TRUST_PROXY is set and it looks like one. */
export function requestIdFor(incoming: string | undefined, trustProxy: number): string {
  return trustProxy > 0 && incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Health probes come every few seconds: a good answer to one is worth a debug line only. */
const PROBES = new Set(["/healthz", "/readyz"]);

/** What a request's log line says. */
export type RequestLine = {
  requestId: string;
  method: string;
  path: string;
  status: number;
  /** `performance.now()` when the request came in. */
  started: number;
  ip: string;
};

/**
 * Request lines hold only the fields `logRequest` writes, none of them a secret (a path's own
 * secrets are cut by `loggedPath`), so they skip the redaction every other line goes through:
 * it costs about 9 µs a line, as much as the rest of a cached answer's work. Each logger's
 * request lines go through one child of it, at every level (the logger's own level decides).
 */
const requestLines = new WeakMap<Logger, Logger>();
function requestLineLogger(logger: Logger): Logger {
  let lines = requestLines.get(logger);
  if (!lines) {
    lines = logger.child({}, { level: "trace", redact: { paths: [] } });
    requestLines.set(logger, lines);
  }
  return lines;
}

/** Writes a request's one line (the app's and the fast lane's alike). */
export function logRequest(logger: Logger, line: RequestLine) {
  const { started, path, ...fields } = line;
  const level = PROBES.has(path) && line.status < 300 ? "debug" : "info";
  if (!logger.isLevelEnabled(level)) return;
  requestLineLogger(logger)[level](
    {
      requestId: fields.requestId,
      method: fields.method,
      path: loggedPath(path),
      status: fields.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      ip: fields.ip,
    },
    "request",
  );
}

/** Paths that carry a secret of their own (better-auth's reset link) keep it out of the log. */
export function loggedPath(path: string): string {
  return path.replace(/\/(reset-password|verify-email|magic-link)\/[^/]+/g, "/$1/[redacted]");
}
