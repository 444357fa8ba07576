import type { ClientResponse } from "hono/client";
import type * as TypedApi from "./api";

type Client = typeof TypedApi.api;

/** What `parseResponse` makes of an answer: its JSON on success. */
type Parsed<T extends ClientResponse<unknown>> = Awaited<
  ReturnType<typeof TypedApi.parseResponse<T>>
>;

/**
 * Calls the API with the typed client (lib/api.ts) and reads its answer, loading the client
 * the first time. The queries of a first visit are in the page the server rendered, so the
 * client (Hono's, some 3 KB) is no part of its JavaScript; the first call that needs it
 * fetches it (decision 064).
 */
export async function callApi<T extends ClientResponse<unknown>>(
  call: (client: Client) => Promise<T>,
): Promise<Parsed<T>> {
  const { api, parseResponse } = await import("./api");
  return parseResponse(call(api)) as Promise<Parsed<T>>;
}

/** As `callApi`, but a 404 (or 400) is an answer — nothing there — not a failure: null. */
export async function callApiOrNull<T extends ClientResponse<unknown>>(
  call: (client: Client) => Promise<T>,
): Promise<Parsed<T> | null> {
  try {
    return await callApi(call);
  } catch (error) {
    const { isMissing } = await import("./api");
    if (isMissing(error)) return null;
    throw error;
  }
}
