import { CLIENT_ERROR_LIMITS, type ClientErrorReport } from "#shared/client-errors";

/** Where render errors are reported: the server writes each to its log. */
export const CLIENT_ERRORS_URL = "/api/client-errors";

/** Messages reported since the page loaded: the same error is told once, not per render. */
const reported = new Set<string>();

const cut = (text: string | undefined, max: number) =>
  text === undefined || text.length <= max ? text : text.slice(0, max);

/** The report of `error`, cut to the server's limits, body and fields alike. */
export function errorReport(
  error: unknown,
  componentStack: string | null | undefined,
  path: string,
): ClientErrorReport {
  const limits = CLIENT_ERROR_LIMITS;
  const message =
    (error instanceof Error ? `${error.name}: ${error.message}` : String(error)) || "Unknown error";
  const report: ClientErrorReport = {
    message: cut(message, limits.message) ?? message,
    path: cut(path, limits.path) ?? path,
    stack: cut(error instanceof Error ? error.stack : undefined, limits.stack),
    componentStack: cut(componentStack ?? undefined, limits.componentStack),
  };
  // Escapes and wide characters can still make the body too large: the stacks give way
  // first, then the message.
  const half = (text: string | undefined) => text?.slice(0, text.length / 2) || undefined;
  const size = () => new TextEncoder().encode(JSON.stringify(report)).length;
  while (size() > limits.bodyBytes) {
    if (report.stack || report.componentStack) {
      report.stack = half(report.stack);
      report.componentStack = half(report.componentStack);
    } else report.message = report.message.slice(0, report.message.length / 2);
  }
  return report;
}

/**
 * Tells the server's log about an error a screen threw while rendering: once per message, in
 * a request that outlives the page (keepalive: the shopper may reload at once). Never throws
 * and never waits: a failing report changes nothing for the shopper.
 */
export function reportClientError(error: unknown, componentStack?: string | null): void {
  try {
    const report = errorReport(error, componentStack, window.location.pathname);
    if (reported.has(report.message)) return;
    reported.add(report.message);
    fetch(CLIENT_ERRORS_URL, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => {});
  } catch {
    // No fetch, or it threw at once: the report is lost, the page goes on.
  }
}

/** Forgets what was reported (tests). */
export function forgetReportedErrors(): void {
  reported.clear();
}
