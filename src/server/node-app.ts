import type { RequestListener } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { fastLane } from "#server/answers/fast-lane";
import { loopRounds } from "#server/http/loop-rounds";
import { requestEnd } from "#server/request-end";
import { type AppOptions, answerHeaders, createApp } from "./app";
import type { Services } from "./services";

/**
 * The app as Node serves it: the fast lane first (cached catalogue answers and pages sent
 * without a query or the framework, decision 022), then the app for everything else, taken a
 * little per turn of the event loop (decision 061). Both ask the services' one answers cache,
 * so the lane only ever sends what the app itself answered, and both end a request the same
 * way (`requestEnd`).
 */
export function createNodeApp(
  services: Services,
  options: AppOptions = {},
): { app: Hono; listener: RequestListener } {
  const { config } = services;
  const app = createApp(services, options);
  const viaApp = getRequestListener(app.fetch, { hostname: config.host });
  const viaLane = fastLane({
    answers: services.answers,
    headers: answerHeaders(config),
    trustProxy: config.trustProxy,
    ended: requestEnd(services),
  });
  // Decision 061: what the lane cannot answer waits its turn, reads first, a little per turn
  // of the event loop, so that the turns keep coming and new visitors keep being taken in.
  const inRounds = loopRounds();
  return {
    app,
    listener: (req, res) => {
      if (viaLane(req, res)) return;
      inRounds(() => void viaApp(req, res), req.method === "GET" || req.method === "HEAD");
    },
  };
}
