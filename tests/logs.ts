import { beforeEach } from "vitest";
import { redirectLog } from "#server/lib/logger";

/**
 * Vitest setupFile of the server projects: the server's log lines are kept in memory instead
 * of printed, so a passing run is quiet; a failing test prints the lines it logged, after its
 * error. Tests read them with `logLines()` to check what the server logs.
 */
const lines: string[] = [];
redirectLog((line) => {
  lines.push(line);
});

beforeEach(({ onTestFailed }) => {
  lines.length = 0;
  onTestFailed(() => {
    if (lines.length === 0) return;
    process.stdout.write(`\n--- server log of the failed test ---\n${lines.join("")}---\n`);
  });
});

export type LogLine = Record<string, unknown> & { level: string; msg?: string; time: string };

/** The lines logged since the current test began, parsed. */
export function logLines(): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine);
}
