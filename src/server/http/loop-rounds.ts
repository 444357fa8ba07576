/**
 * How long each turn of the event loop runs the app's queued requests at most (a request that
 * began runs on to its first wait). Short, so that the turns come often: each takes in new
 * connections (accept-more.ts) and answers cached reads, which never queue here.
 */
export const ROUND_BUDGET_MS = 1;

/**
 * Work handed out a little per turn of Node's event loop (decision 061). New connections are
 * taken in once per turn, so a turn that runs a hundred order attempts keeps every new visitor
 * waiting in the kernel's queue, however cheap their own answer. Each turn here runs queued
 * tasks for about `budgetMs`, the urgent ones (reads) before the rest, and leaves what remains
 * to the next turn. Tasks run in the order they came within each kind; none is dropped.
 */
export function loopRounds(budgetMs = ROUND_BUDGET_MS) {
  const urgent: Array<() => void> = [];
  const rest: Array<() => void> = [];
  let running = false;
  let until = 0;

  // A task's promise chain settles before the next task starts (a tick queued from a microtask
  // runs once every microtask has), so the budget counts the work each does before it waits.
  const step = () => {
    const task = urgent.length > 0 || rest.length > 0;
    if (!task) {
      running = false;
      return;
    }
    if (performance.now() >= until) {
      setImmediate(turn);
      return;
    }
    (urgent.shift() ?? (rest.shift() as () => void))();
    queueMicrotask(() => process.nextTick(step));
  };
  const turn = () => {
    until = performance.now() + budgetMs;
    step();
  };

  return (task: () => void, isUrgent: boolean) => {
    (isUrgent ? urgent : rest).push(task);
    if (!running) {
      running = true;
      setImmediate(turn);
    }
  };
}
