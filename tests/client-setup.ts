import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

// Testing Library unmounts after each test by itself only when test globals are on; they are
// off here, so each component test starts from an empty document this way.
afterEach(cleanup);

// sonner takes a dismissed toast away 200 ms later, on a timer of its own: let those timers run
// while the file's document still exists, not after its environment has been torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

// The app loads sonner on its first toast (decision 011); loaded here once, a test's first
// toast shows within waitFor's second instead of after a cold transform of the module.
await import("#client/lib/toast-host");

// jsdom has no CSS.escape, which the grid uses to give focus back to the card a visitor left
// from (return-focus.ts); escaping every character but letters, digits, _ and - is enough
// for the ids the tests use.
if (!globalThis.CSS?.escape) {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, "\\$&") },
  });
}
