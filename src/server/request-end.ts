import type { EndedRequest } from "#server/http/request-log";
import { type Logger, logRequest } from "#server/lib/logger";
import { type ViewCounter, viewedArtwork } from "#server/stats/views";
import type { Metrics } from "#server/watch/metrics";

/**
 * What happens once a request is answered, whichever way it went (the app or the fast lane,
 * decision 022): its one log line, the view of an artwork it was (`viewedArtwork`) counted,
 * and, with METRICS_TOKEN set, its count and duration under its route template.
 */
export function requestEnd(deps: { logger: Logger; views: ViewCounter; metrics?: Metrics }) {
  return (request: EndedRequest) => {
    logRequest(deps.logger, request);
    deps.metrics?.observe(request);
    const viewed = viewedArtwork(request);
    if (viewed) deps.views.seen(viewed);
  };
}
