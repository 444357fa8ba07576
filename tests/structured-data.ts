import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** One check of structured-data-testing-tool, as the tests read it. */
export type StructuredDataTest = {
  description: string;
  group?: string;
  error?: { type: string; message: string };
};
export type StructuredDataResults = {
  passed: StructuredDataTest[];
  failed: StructuredDataTest[];
  warnings: StructuredDataTest[];
  /** The schema.org types found on the page. */
  schemas: string[];
};

const require = createRequire(import.meta.url);

/**
 * Runs in a thread of its own: the tool loads babel-polyfill, which replaces globals
 * (Promise.finally, Function.prototype.toString, parseInt…) in whatever loads it, and the app
 * under test must not run on those. It is given the page's HTML as a Buffer, never a URL, so
 * nothing is fetched; it rejects with its results when a check fails.
 */
const CHECK = `
const { parentPort, workerData } = require("node:worker_threads");
const { structuredDataTest } = require(workerData.tool);
const { Google, Twitter, Facebook } = require(workerData.presets);
const brief = (tests) =>
  tests.map(({ description, group, error }) => ({ description, group, error }));
structuredDataTest(Buffer.from(workerData.html), { presets: [Google, Twitter, Facebook] })
  .catch((error) => {
    if (error.res) return error.res;
    throw error;
  })
  .then((res) =>
    parentPort.postMessage({
      passed: brief(res.passed),
      failed: brief(res.failed),
      warnings: brief(res.warnings),
      schemas: res.schemas,
    }),
  );
`;

/** A page's HTML through the tool's Google, Twitter and Facebook presets. */
export function checkStructuredData(html: string): Promise<StructuredDataResults> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CHECK, {
      eval: true,
      workerData: {
        html,
        tool: require.resolve("structured-data-testing-tool"),
        presets: require.resolve("structured-data-testing-tool/presets"),
      },
    });
    worker.once("message", (results: StructuredDataResults) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the check's thread ended (${code})`)));
  });
}
