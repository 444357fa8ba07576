// What bench:drop says of a rush, whichever it was (the originals' or an edition's): the
// attempts' answers by status and reason, the reads' table, and the verdicts on the reads.
import { ms, type OutsideRead, summary, type Timed } from "./drop-readers";

/** An order attempt's answer (its body when JSON). */
export type Attempt = Timed & { body?: unknown };

/** The PASS/FAIL lines, and whether any failed (for the exit code). */
export function verdictLines() {
  let failed = false;
  return {
    verdict(ok: boolean, what: string) {
      if (!ok) failed = true;
      console.log(`  ${ok ? "PASS" : "FAIL"}  ${what}`);
    },
    get failed() {
      return failed;
    },
  };
}

const reasonOf = (attempt: Attempt) => (attempt.body as { error?: unknown } | undefined)?.error;

/**
 * The attempts sorted out, and said: made (201), refused, refused with a reason (a 4xx whose
 * body says why), and the server's errors (5xx, or no answer at all).
 */
export function sortAttempts<T extends Attempt>(attempts: T[], rushMs: number) {
  const byStatus = new Map<number, number>();
  for (const { status } of attempts) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const made = attempts.filter((attempt) => attempt.status === 201);
  const refused = attempts.filter((attempt) => attempt.status !== 201);
  const withReason = refused.filter(
    (attempt) =>
      attempt.status >= 400 && attempt.status < 500 && typeof reasonOf(attempt) === "string",
  );
  const serverErrors = attempts.filter((attempt) => attempt.status >= 500 || attempt.status === 0);
  console.log(
    `\n${made.length} orders made of ${attempts.length} attempts in ${ms(rushMs)}; answers by status: ` +
      [...byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status || "no answer"} ×${n}`)
        .join(", "),
  );
  const reasons = new Map<string, number>();
  for (const attempt of refused) {
    const reason = String(reasonOf(attempt) ?? "(none)");
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, n] of reasons) console.log(`  refused ×${n}: ${reason}`);
  return { made, refused, withReason, serverErrors };
}

/** The reads as measured idle and in the rush, by kind; the outside reads in both. */
export type ReadsMeasured<K extends string> = {
  kinds: K[];
  idle: Record<K, Timed[]>;
  rush: Record<K, Timed[]>;
  outsideIdle: OutsideRead[];
  outsideRush: OutsideRead[];
};

/** The table of every request's times: the attempts', then each kind of read's. */
export function readsTable<K extends string>(attempts: Timed[], reads: ReadsMeasured<K>) {
  console.log("\n| request | idle p50 | idle p99 | in the rush | p50 | p99 | slowest |");
  console.log("|---|---|---|---|---|---|---|");
  const row = (name: string, idleTimes: Timed[] | undefined, rushTimes: Timed[]) => {
    const i = idleTimes && summary(idleTimes);
    const r = summary(rushTimes);
    console.log(
      `| ${name} | ${i ? ms(i.p50) : "–"} | ${i ? ms(i.p99) : "–"} | ${r.count} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max ?? Number.NaN)} |`,
    );
  };
  row("POST /api/orders", undefined, attempts);
  for (const kind of reads.kinds) row(kind, reads.idle[kind], reads.rush[kind]);
  const all = (times: Record<K, Timed[]>) => reads.kinds.flatMap((kind) => times[kind]);
  row("reads, every kind (kept-alive)", all(reads.idle), all(reads.rush));
  const ofKind = (times: OutsideRead[], kind?: string) =>
    times.filter((read) => kind === undefined || read.kind === kind);
  for (const kind of ["/", "/api/artworks", undefined]) {
    row(
      `outside ${kind ?? "reads, both"} (new connection, gzip/br)`,
      ofKind(reads.outsideIdle, kind),
      ofKind(reads.outsideRush, kind),
    );
  }
  for (const [what, phase] of [
    ["connected", "connectedMs"],
    ["the first byte", "firstByteMs"],
  ] as const) {
    const until = summary(reads.outsideRush.map((read) => ({ ...read, ms: read[phase] })));
    console.log(
      `outside reads in the rush, to ${what}: p50 ${ms(until.p50)}, p99 ${ms(until.p99)}`,
    );
  }
}

/**
 * The verdicts on the reads beside the rush: either kind's p99 within `targetMs`, at least 100
 * reads from outside, and every read answered 200.
 */
export function readVerdicts<K extends string>(
  verdict: (ok: boolean, what: string) => void,
  reads: ReadsMeasured<K>,
  targetMs: number,
  database: string,
) {
  const readsInRush = reads.kinds.flatMap((kind) => reads.rush[kind]);
  const readP99 = summary(readsInRush).p99;
  verdict(
    readP99 <= targetMs,
    `reads beside the rush: p99 ${ms(readP99)} ≤ ${ms(targetMs)} (${database})`,
  );
  const outsideP99 = summary(reads.outsideRush).p99;
  verdict(
    reads.outsideRush.length >= 100 && outsideP99 <= targetMs,
    `reads from outside beside the rush: p99 ${ms(outsideP99)} ≤ ${ms(targetMs)} (${reads.outsideRush.length} reads, at least 100)`,
  );
  const badReads = [...readsInRush, ...reads.outsideRush].filter(
    (read) => read.status !== 200,
  ).length;
  verdict(badReads === 0, `every read answered 200 (${badReads} not)`);
}
