import { createHash } from "node:crypto";

/**
 * Answers computed once and sent many times (decisions 010 and 016): the body with its weak
 * ETag and its compressed forms, made the first time a client asks for one, kept in a store
 * bounded in entries and bytes. What an answer is computed from, and how long it stays right,
 * is its maker's business (the catalogue's answers, cache.ts).
 */

export type Encoding = "br" | "gzip";

/** The cache holds at most this many answers… */
const MAX_ENTRIES = 500;
/** …and at most this many bytes of JSON (a 100-artwork page is about 40 KB). */
const MAX_BYTES = 32 * 1024 * 1024;

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
