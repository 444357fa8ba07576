// What the web benchmark reads from one Lighthouse report: the page's score and metrics, and
// why its largest contentful paint (LCP) took as long as it did — Lighthouse's own four phases
// of it, the element it was, and the requests that started before it on the unthrottled load.
// Lighthouse's simulated slow phone counts each of those requests as a step on the path to the
// LCP (decision 044), so their bytes are what a change to the first paint has to cut.
import type { Result } from "lighthouse";

/** The four phases Lighthouse divides an LCP into, in ms, summing to the LCP. */
export type LcpPhases = { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };

/** A request that started before the observed LCP: a step on the simulated path to it. */
export type EarlyRequest = { name: string; kind: string; kb: number; priority: string };

/** One Lighthouse run of a page. */
export type Sample = {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Paintings fetched more than once. */
  twice: string[];
  phases: LcpPhases;
  /** The LCP element as Lighthouse names it (its selector, else its snippet). */
  lcpElement: string;
  early: EarlyRequest[];
};

type Table = { type: "table" | "debugdata"; items: Record<string, unknown>[] };
type List = { type: "list"; items: Table[] };

/** The rows of an audit's table (or debug data) details; none when it has neither. */
function rows(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details as Table | undefined;
  return details?.type === "table" || details?.type === "debugdata" ? details.items : [];
}

/** Lighthouse's LCP phases and the LCP element, from `largest-contentful-paint-element`. */
function lcpBreakdown(lhr: Result): Pick<Sample, "phases" | "lcpElement"> {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as List | undefined;
  const [element, phaseTable] = details?.type === "list" ? details.items : [];
  const node = element?.items[0]?.node as { selector?: string; snippet?: string } | undefined;
  const timing = (index: number) => Number(phaseTable?.items[index]?.timing ?? Number.NaN);
  return {
    phases: { ttfb: timing(0), loadDelay: timing(1), loadTime: timing(2), renderDelay: timing(3) },
    lcpElement: node?.selector || node?.snippet || "none",
  };
}

/** A request's short name: the last part of its path, or the page itself. */
function shortName(url: string): string {
  const { pathname, search } = new URL(url);
  const last = pathname.split("/").pop();
  return last || `/${search}`;
}

/** The requests that started before the LCP of the unthrottled load, in the order they started. */
function earlyRequests(lhr: Result): EarlyRequest[] {
  const metrics = rows(lhr, "metrics")[0] ?? {};
  const observedLcp = Number(metrics.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY);
  return rows(lhr, "network-requests")
    .filter((request) => Number(request.networkRequestTime) < observedLcp)
    .map((request) => ({
      name: shortName(String(request.url)),
      kind: String(request.resourceType ?? "Other"),
      kb: Number(request.transferSize ?? 0) / 1024,
      priority: String(request.priority ?? ""),
    }));
}

/** What one report says of the page. */
export function sampleOf(lhr: Result): Sample {
  const paintings = new Map<string, number>();
  for (const request of rows(lhr, "network-requests")) {
    const match = String(request.url).match(/\/images\/([a-z0-9-]+)-\d+\.webp/);
    if (match) paintings.set(match[1], (paintings.get(match[1]) ?? 0) + 1);
  }
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: lhr.audits["largest-contentful-paint"].numericValue ?? Number.NaN,
    tbt: lhr.audits["total-blocking-time"].numericValue ?? Number.NaN,
    cls: lhr.audits["cumulative-layout-shift"].numericValue ?? Number.NaN,
    twice: [...paintings].filter(([, n]) => n > 1).map(([key]) => key),
    ...lcpBreakdown(lhr),
    early: earlyRequests(lhr),
  };
}
