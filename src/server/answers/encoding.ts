import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Answer, Encoding } from "./answer";

export type { Encoding };

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
 * middleware) takes it for unsized. A 304 names the answer's type too: Node's adapter gives
 * any response without one `text/plain`, which a 304 sent through the app would then carry
 * while the fast lane's did not.
 */
export function answerResponse(answer: Answer, form: AnswerForm): AnswerResponse {
  const headers: Record<string, string> = {
    etag: answer.etag,
    "cache-control": "no-cache",
    vary: "Accept-Encoding",
    "content-type": answer.contentType,
  };
  if (form === "not-modified") return { status: 304, headers, body: null };
  const body = form === "identity" ? answer.body : encodedBody(answer, form);
  if (form !== "identity") headers["content-encoding"] = form;
  headers["content-length"] = String(body.length);
  return { status: answer.status, headers, body };
}

/** Whether an If-None-Match header names this weak ETag (weak comparison, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
