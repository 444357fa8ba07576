/**
 * Turns at something that must not all happen at once: at most `limit` holders at a time, the
 * others waiting in the order they asked. `take` resolves once it is the caller's turn, with the
 * function that ends it (call it exactly once, in a `finally`).
 */
export function createTurns(limit: number) {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`limit must be ≥ 1: ${limit}`);
  let holders = 0;
  const waiting: Array<() => void> = [];
  const end = () => {
    // The turn passes straight to the next in line, so a newcomer never overtakes it.
    const next = waiting.shift();
    if (next) next();
    else holders--;
  };
  return {
    async take(): Promise<() => void> {
      if (holders < limit) holders++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        end();
      };
    },
    /** How many hold a turn now, and how many wait for one. */
    get counts() {
      return { holding: holders, waiting: waiting.length };
    },
  };
}
