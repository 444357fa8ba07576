import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { readAgain } from "./read-again";

/** A query whose answers the test gives, one per fetch, in order. */
function watchedQuery() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: Array<(value: string[]) => void> = [];
  const aborted: boolean[] = [];
  const observer = new QueryObserver(client, {
    queryKey: ["me", "cart"],
    queryFn: ({ signal }) =>
      new Promise<string[]>((resolve) => {
        const fetch = answers.length;
        aborted.push(false);
        signal.addEventListener("abort", () => (aborted[fetch] = true));
        answers.push(resolve);
      }),
  });
  const unsubscribe = observer.subscribe(() => {}); // mounted: the first fetch starts
  return { client, observer, answers, aborted, unsubscribe };
}

describe("readAgain", () => {
  it("reads again after a write even while the first read, answered before it, is on its way", async () => {
    const { client, observer, answers, aborted, unsubscribe } = watchedQuery();
    expect(answers).toHaveLength(1);

    // The write lands now; the first read was answered by the server just before it.
    const reading = readAgain(client, ["me", "cart"]);
    answers[0](["harbour"]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(aborted[0]).toBe(true);
    answers[1](["harbour", "dunes"]);
    await reading;

    expect(observer.getCurrentResult().data).toEqual(["harbour", "dunes"]);
    unsubscribe();
  });

  it("starts one new read of a query that already has data", async () => {
    const { client, observer, answers, unsubscribe } = watchedQuery();
    answers[0](["harbour"]);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBeDefined());

    const reading = readAgain(client, ["me", "cart"]);
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]([]);
    await reading;
    expect(observer.getCurrentResult().data).toEqual([]);
    unsubscribe();
  });
});
