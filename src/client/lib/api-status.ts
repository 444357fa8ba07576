/**
 * The HTTP status of a failed API call, or undefined when no answer came (network). Told by
 * the error's name, not its class, so that what reads it (the query client's retries, on every
 * page) does not load the typed client itself (lib/api-on-demand.ts).
 */
export function apiStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== "DetailedError") return undefined;
  return (error as Error & { statusCode?: number }).statusCode;
}
