import { DetailedError, hc, parseResponse } from "hono/client";
import type { AppType } from "#server/app";

/** The typed API client: one contract, inferred from the server's routes. */
export const api = hc<AppType>("/api");

export { parseResponse };

/** The body of an API error: `{ error, fields? }` (server: http/validate.ts). */
function errorBody(error: unknown): { error?: unknown; fields?: unknown } | undefined {
  if (!(error instanceof DetailedError)) return undefined;
  return (error.detail as { data?: { error?: unknown; fields?: unknown } } | undefined)?.data;
}

/** The reason an API error carries ({ error: "…" }), or undefined. */
export function apiErrorMessage(error: unknown): string | undefined {
  const reason = errorBody(error)?.error;
  return typeof reason === "string" ? reason : undefined;
}

/** A 400's reasons by field ({ fields: { price: "…" } }); empty for any other failure. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const fields = errorBody(error)?.fields;
  return fields && typeof fields === "object" ? (fields as Record<string, string>) : {};
}

/** The HTTP status of a failed API call, or undefined when no answer came (network). */
export function apiStatus(error: unknown): number | undefined {
  return error instanceof DetailedError ? error.statusCode : undefined;
}

/** The API answered that the thing asked for does not exist (404) or cannot (400). */
export function isMissing(error: unknown): boolean {
  const status = apiStatus(error);
  return status === 400 || status === 404;
}
