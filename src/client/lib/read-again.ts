import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Reads the queries under `queryKey` again after a write, so that what they show includes it.
 *
 * Invalidating alone is not enough: while a query has no data yet, React Query answers a
 * refetch with the fetch already under way, and that fetch may have been answered before the
 * write landed (a cart read on opening a page, racing the first "Add to cart"). Such a fetch
 * is cancelled first, so the read that follows starts after the write.
 */
export async function readAgain(client: QueryClient, ...queryKeys: QueryKey[]) {
  await Promise.all(queryKeys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
