import { DetailedError, hc, parseResponse } from "hono/client";
import type { AppType } from "#server/app";

/** The typed API client (STYLE: one contract, inferred from the server's routes). */
export const api = hc<AppType>("/api");

export { parseResponse };

/** The reason an API error carries ({ error: "…" }), or undefined. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (error instanceof DetailedError) {
    const detail = error.detail as { data?: { error?: unknown } } | undefined;
    if (typeof detail?.data?.error === "string") return detail.data.error;
  }
  return undefined;
}

/** The API answered that the thing asked for does not exist (404) or cannot (400). */
export function isMissing(error: unknown): boolean {
  return error instanceof DetailedError && [400, 404].includes(error.statusCode);
}
