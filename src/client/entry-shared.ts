/** The element the server writes the dehydrated query cache into, as JSON (entry-server.tsx). */
export const QUERY_STATE_ELEMENT = "atelier-query-state";
