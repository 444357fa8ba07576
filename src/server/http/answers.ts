import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

/**
 * Answers computed once and sent many times (decisions 010 and 016): the body with its weak
 * ETag and its compressed forms, made the first time a client asks for one, kept in a store
 * bounded in entries and bytes. What an answer is computed from, and how long it stays right,
 * is its maker's business (the catalogue's cache, catalogue/cache.ts).
 */

/** The cache holds at most this many answers… */
const MAX_ENTRIES = 500;
/** …and at most this many bytes of JSON (a 100-artwork page is about 40 KB). */
const MAX_BYTES = 32 * 1024 * 1024;

export type Encoding = "br" | "gzip";

/**
 * A computed answer that is not JSON: a page rendered from the catalogue, kept and
 * sent as it is, with its status — the gallery's pages are the same for every visitor.
 */
export class RenderedPage {
  constructor(
    readonly html: string,
    readonly status: 200 | 404,
  ) {}
}

export type Answer = {
  /** The catalogue version it was computed at. */
  version: number;
  /** `application/json`, or `text/html` for a RenderedPage; and the status to send. */
  contentType: string;
  status: 200 | 404;
  /** The clock times (ms) between which it is right: from its computation to the next hold end. */
  from: number;
  until: number;
  /** The body (UTF-8), its weak ETag, and its compressed forms, made the first time one is asked. */
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** A weak validator: the same body in any content coding. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/**
 * Accept-Encoding headers seen, with the coding each asks for: browsers send a handful of
 * values, so each is read once. Emptied when full, so that odd values cannot grow it.
 */
const preferred = new Map<string, Encoding | undefined>();
const PREFERRED_KEPT = 64;

/** The compressed form the client accepts best (brotli, then gzip), if any. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (preferred.has(acceptEncoding)) return preferred.get(acceptEncoding);
  const encoding = readAcceptEncoding(acceptEncoding);
  if (preferred.size >= PREFERRED_KEPT) preferred.clear();
  preferred.set(acceptEncoding, encoding);
  return encoding;
}

function readAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = weight ? Number(weight.slice(2)) : 1;
    q[name] = Number.isFinite(value) ? value : 0;
  }
  const weightOf = (name: Encoding) => q[name] ?? q["*"] ?? 0;
  if (weightOf("br") > 0 && weightOf("br") >= weightOf("gzip")) return "br";
  if (weightOf("gzip") > 0) return "gzip";
  return undefined;
}

export function encodedBody(answer: Answer, encoding: Encoding): Buffer {
  answer.encoded[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(answer.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: 1 },
        })
      : gzipSync(answer.body, { level: 6 });
  return answer.encoded[encoding];
}

/** How a cached answer is sent: its status, headers (lower-case names) and body, if any. */
export type AnswerResponse = { headers: Record<string, string> } & (
  | { status: 304; body: null }
  | { status: 200 | 404; body: Buffer }
);

/** What a request gets of an answer: nothing (a 304: it has it already), or the body in a coding. */
export type AnswerForm = "not-modified" | "identity" | Encoding;

/**
 * A cached answer with its ETag: 304 when the client already has it (If-None-Match), else the
 * body, compressed once per answer for clients that accept it. The one rule both the app
 * (`sendAnswer`) and the fast lane (fast-lane.ts) send answers by.
 */
export function answerForm(
  answer: Answer,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): AnswerForm {
  if (matchesEtag(request.ifNoneMatch, answer.etag)) return "not-modified";
  const encoding = preferredEncoding(request.acceptEncoding);
  // Small answers are not worth compressing (the compress middleware's own threshold).
  return encoding && answer.body.length >= 1024 ? encoding : "identity";
}

/**
 * An answer in one form: `no-cache` (a browser may keep it but asks again each time, and the
 * ETag makes asking cheap), and its length given, so that nothing after (the compress
 * middleware) takes it for unsized.
 */
export function answerResponse(answer: Answer, form: AnswerForm): AnswerResponse {
  const headers: Record<string, string> = {
    etag: answer.etag,
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
  };
  if (form === "not-modified") return { status: 304, headers, body: null };
  headers["content-type"] = answer.contentType;
  const body = form === "identity" ? answer.body : encodedBody(answer, form);
  if (form !== "identity") headers["content-encoding"] = form;
  headers["content-length"] = String(body.length);
  return { status: answer.status, headers, body };
}

/** A cached answer sent through the app (see `answerResponse`). */
export function sendAnswer(c: Context, answer: Answer): Response {
  const form = answerForm(answer, {
    ifNoneMatch: c.req.header("If-None-Match"),
    acceptEncoding: c.req.header("Accept-Encoding"),
  });
  const sent = answerResponse(answer, form);
  if (sent.status === 304) return c.body(null, 304, sent.headers);
  return c.body(new Uint8Array(sent.body), sent.status, sent.headers);
}

/**
 * The request's target as the client sent it (Node's `incoming.url`, path and query), when Node
 * serves the app: the address the fast lane knows an answer by. Undefined in tests that call
 * the app directly.
 */
export function requestTarget(c: Context): string | undefined {
  return (c.env as Partial<HttpBindings> | undefined)?.incoming?.url;
}

/** Whether an If-None-Match header names this weak ETag (weak comparison, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Answers by key, least recently used first out, within `maxEntries` answers and `maxBytes`
 * bytes of JSON. An answer never replaces one computed at a newer version.
 */
export class AnswerStore {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recent.
  private readonly entries = new Map<string, Answer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxBytes = MAX_BYTES,
  ) {}

  get(key: string): Answer | undefined {
    return this.entries.get(key);
  }

  /** Keeps `answer` (as the most recently used) unless it is too big or a newer one is kept. */
  set(key: string, answer: Answer) {
    const kept = this.entries.get(key);
    if (kept && kept !== answer && kept.version > answer.version) return;
    if (answer.body.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string) {
    const kept = this.entries.get(key);
    if (kept) {
      this.bytes -= kept.body.length;
      this.entries.delete(key);
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
