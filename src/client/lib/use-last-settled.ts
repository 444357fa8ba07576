import { useState } from "react";

/**
 * `value` while `settled`, else the last value seen while settled. A screen that keeps its
 * last answer on show while the next one loads keeps describing that answer with it. The
 * value is remembered during render (React's way of keeping what an earlier render saw), so
 * no commit ever shows the new value beside the old answer.
 */
export function useLastSettled<T>(value: T, settled: boolean): T {
  const [last, setLast] = useState(value);
  if (settled && !Object.is(last, value)) setLast(value);
  return settled ? value : last;
}
