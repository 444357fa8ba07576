import { DetailedError, hc, parseResponse } from "hono/client";
import type { AppType } from "#server/app";
import { apiStatus } from "./api-status";

/** The typed API client: one contract, inferred from the server's routes. */
export const api = hc<AppType>("/api");

export { apiStatus, parseResponse };

type ErrorBody = { error?: unknown; fields?: unknown; field?: unknown };

/** The body of an API error: `{ error, fields? }` (server: http/validate.ts) or `{ error, field }`. */
function errorBody(error: unknown): ErrorBody | undefined {
  if (!(error instanceof DetailedError)) return undefined;
  return (error.detail as { data?: ErrorBody } | undefined)?.data;
}

/** The reason an API error carries ({ error: "…" }), or undefined. */
export function apiErrorMessage(error: unknown): string | undefined {
  const reason = errorBody(error)?.error;
  return typeof reason === "string" ? reason : undefined;
}

/**
 * A 400's reasons by field ({ fields: { price: "…" } }), or a refusal's that names its one
 * field ({ error, field: "country" }); empty for any other failure.
 */
export function apiFieldErrors(error: unknown): Record<string, string> {
  const body = errorBody(error);
  if (body?.fields && typeof body.fields === "object") return body.fields as Record<string, string>;
  if (typeof body?.field === "string" && typeof body.error === "string") {
    return { [body.field]: body.error };
  }
  return {};
}

/** What else a refusal's body says under `key` (a 409's `unavailablePrints`), or undefined. */
export function apiErrorDetail(error: unknown, key: string): unknown {
  return (errorBody(error) as Record<string, unknown> | undefined)?.[key];
}

/** The API answered that the thing asked for does not exist (404) or cannot (400). */
export function isMissing(error: unknown): boolean {
  const status = apiStatus(error);
  return status === 400 || status === 404;
}
