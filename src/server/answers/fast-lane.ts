import type { IncomingMessage, ServerResponse } from "node:http";
import { forwardedClientIp } from "#server/http/rate-limit";
import type { EndedRequest } from "#server/http/request-log";
import { requestIdFor } from "#server/lib/logger";
import type { Answer } from "./answer";
import { type AnswerForm, answerForm, answerResponse } from "./encoding";

type Prepared = { status: number; headers: string[]; body: Buffer | null };

/** A control character a header may not hold (as `refuseControlCharacters` reads them). */
const CONTROL = /[^\P{Cc}\t\u0080-\u009f]/u;
/** One in a cookie, percent-encoded (a tab's `%09` too: the app looks closer). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;

/**
 * Whether the app would refuse this request for a control character in a header or a cookie:
 * then it is the app's to answer, 400 with its reason, as it would be without the lane.
 */
function holdsControl(req: IncomingMessage): boolean {
  const headers = req.rawHeaders;
  for (let i = 1; i < headers.length; i += 2) if (CONTROL.test(headers[i])) return true;
  const cookie = req.headers.cookie;
  return cookie !== undefined && ENCODED_CONTROL.test(cookie);
}

/** Where the fast lane finds answers: those sendable now, by request target, without a query. */
export type CachedAnswers = {
  answerAt: (address: string, anonymous?: boolean) => Answer | undefined;
};

/**
 * The fast lane (decision 022): a GET or HEAD whose target the app has answered from its cache
 * before, and whose answer may still be sent without asking the database, is answered here,
 * straight onto Node's response — no Request, Response or Headers objects, no middleware. It
 * sends what the app would: the same status, body and headers (`answerResponse`, the security
 * headers, an `X-Request-Id`), and ends the request as the app does (`requestEnd`: its log
 * line, the view it was). Anything else returns false, untouched, for the app.
 */
export function fastLane(options: {
  answers: CachedAnswers;
  /** The headers every answer carries (`securityHeaderValues`). */
  headers: Record<string, string>;
  trustProxy: number;
  /** Its log line and the view it was, as the app's request logger does it (`requestEnd`). */
  ended: (request: EndedRequest) => void;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { answers, trustProxy } = options;
  // Each answer in each form it was asked for, ready to write: its status, every header but
  // the request id (Node's flat list of names and values), and its body.
  const forms = new WeakMap<Answer, Map<AnswerForm, Prepared>>();
  const prepared = (answer: Answer, form: AnswerForm): Prepared => {
    let ready = forms.get(answer);
    if (!ready) {
      ready = new Map();
      forms.set(answer, ready);
    }
    let sent = ready.get(form);
    if (!sent) {
      const { status, headers, body } = answerResponse(answer, form);
      sent = {
        status,
        headers: Object.entries({ ...options.headers, ...headers }).flat(),
        body,
      };
      ready.set(form, sent);
    }
    return sent;
  };
  return (req, res) => {
    const { method, url } = req;
    if ((method !== "GET" && method !== "HEAD") || url === undefined) return false;
    // Without a cookie, a visitor may be given the answer from just before the catalogue's
    // latest change while the app computes the new one (decision 062).
    const answer = answers.answerAt(url, !req.headers.cookie);
    if (!answer || holdsControl(req)) return false;
    const started = performance.now();
    const requestId = requestIdFor(header(req, "x-request-id"), trustProxy);
    const form = answerForm(answer, {
      ifNoneMatch: header(req, "if-none-match"),
      acceptEncoding: header(req, "accept-encoding"),
    });
    const sent = prepared(answer, form);
    res.writeHead(sent.status, [...sent.headers, "x-request-id", requestId]);
    res.end(method === "HEAD" ? undefined : (sent.body ?? undefined));
    options.ended({
      requestId,
      method,
      path: url.split("?", 1)[0],
      status: sent.status,
      started,
      ip: forwardedClientIp(
        req.socket.remoteAddress ?? "unknown",
        header(req, "x-forwarded-for"),
        trustProxy,
      ),
      target: url,
      userAgent: header(req, "user-agent"),
      route: laneRoute(url),
    });
    return true;
  };
}

/**
 * The app's route template for what the lane answers (a page of artworks, one artwork, the
 * gallery page), so that the metrics count either lane's answers under one name.
 */
export function laneRoute(url: string): string {
  const path = url.split("?", 1)[0];
  if (path === "/") return "/";
  return path === "/api/artworks" ? "/api/artworks" : "/api/artworks/:id";
}

/** A request header as one string (Node joins repeated ones with ", ", as Fetch does). */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}
