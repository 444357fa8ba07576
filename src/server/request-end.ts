import type { EndedRequest } from "#server/http/request-log";
import { type Logger, logRequest } from "#server/lib/logger";
import { type ViewCounter, viewedArtwork } from "#server/stats/views";

/**
 * What happens once a request is answered, whichever way it went (the app or the fast lane,
 * decision 022): its one log line, and the view of an artwork it was (`viewedArtwork`) counted.
 */
export function requestEnd(deps: { logger: Logger; views: ViewCounter }) {
  return (request: EndedRequest) => {
    logRequest(deps.logger, request);
    const viewed = viewedArtwork(request);
    if (viewed) deps.views.seen(viewed);
  };
}
