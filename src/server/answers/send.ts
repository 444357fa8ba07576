import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { Answer } from "./answer";
import type { Asker } from "./cache";
import { answerForm, answerResponse } from "./encoding";

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

/**
 * Who asks, as the catalogue's answers weigh it: the request's target, and whether it came
 * without a cookie — no session, no early look — so that it may be given the answer from just
 * before the catalogue's latest change (decision 062).
 */
export function askerOf(c: Context): Asker {
  return { address: requestTarget(c), anonymous: !c.req.header("Cookie") };
}
