import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * A function of stable identity that always calls the latest `handler`. For an event handler
 * handed to memoised children: they are not drawn again when only what the handler closes over
 * changes (the session arriving, say), which also lets cards still waiting for the visitor's
 * first input keep waiting (`HydrateOnInput`).
 */
export function useStableHandler<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
