import { readFileSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { log } from "#server/lib/logger";

/** What became of the process a lock names, as far as this machine can tell. */
export type ProcessState = "running" | "exiting" | "gone";

/** How long a start waits for an exiting holder before it gives up (a restart after a crash). */
export const EXITING_HOLDER_WAIT_MS = 15_000;

export type LockOptions = {
  /** What became of a process; by default read from the system (processState). */
  probe?: (pid: number) => ProcessState;
  /** How long to wait for a holder that is exiting. */
  waitMs?: number;
  /** How often to look again meanwhile. */
  pollMs?: number;
};

/**
 * PGlite serves one process. A lock file beside its directory names the process using it,
 * so a second server or `npm run admin` on the same DATA_DIR stops with a clear reason
 * instead of corrupting the database.
 *
 * A supervisor (a container's restart policy, systemd) starts the new process a moment after
 * a crash, while the old one may still be exiting: a large process killed with -9 on a busy
 * machine takes a second or more to release its memory and disappear. A holder seen exiting
 * is waited for (EXITING_HOLDER_WAIT_MS at most), on the log; one that has ended (a zombie
 * nobody reaped yet) holds nothing; one that is running refuses the start at once.
 */
export async function lockPgliteDir(
  dir: string,
  options: LockOptions = {},
): Promise<() => Promise<void>> {
  const { probe = processState, waitMs = EXITING_HOLDER_WAIT_MS, pollMs = 100 } = options;
  const lock = `${dir}.lock`;
  const holder = Number((await readFile(lock, "utf8").catch(() => "")).trim());
  if (holder && holder !== process.pid) {
    let state = probe(holder);
    if (state === "exiting") {
      log.warn(
        { holder, waitMs },
        `The embedded database is held by process ${holder}, which is exiting: waiting for it`,
      );
      const deadline = performance.now() + waitMs;
      while (state === "exiting" && performance.now() < deadline) {
        await sleep(pollMs);
        state = probe(holder);
      }
      if (state === "gone") {
        log.info({ holder }, `Process ${holder} has exited: opening the embedded database`);
      }
    }
    if (state !== "gone") {
      throw new Error(
        `the embedded database is in use by process ${holder}; stop it first, or set DATABASE_URL`,
      );
    }
  }
  await writeFile(lock, String(process.pid));
  return () => rm(lock, { force: true });
}

/** The kernel's flag for a task that has begun to exit (include/linux/sched.h). */
const PF_EXITING = 0x4;
/** SIGKILL's and SIGTERM's bits in a pending-signal mask. */
const DEATH_SIGNALS = (1n << 8n) | (1n << 14n);

/**
 * What Linux says of a process in /proc: ended (a zombie, or no such process), exiting (the
 * kernel has begun to tear it down, or a SIGKILL or SIGTERM awaits it) or running. Where there
 * is no /proc (macOS), a process that answers a signal is running.
 */
export function processState(pid: number): ProcessState {
  if (!answersSignals(pid)) return "gone";
  try {
    return readProcState(
      readFileSync(`/proc/${pid}/stat`, "utf8"),
      readFileSync(`/proc/${pid}/status`, "utf8"),
    );
  } catch {
    // No /proc to ask here (or not of this process): it answers signals, so it runs; unless it
    // vanished between the two looks.
    return answersSignals(pid) ? "running" : "gone";
  }
}

/** The state a process's /proc/<pid>/stat and /proc/<pid>/status describe. */
export function readProcState(stat: string, status: string): ProcessState {
  // The name in parentheses may hold spaces and parentheses: fields start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  if (state === "Z" || state === "X" || state === "x") return "gone";
  if (Number(fields[6]) & PF_EXITING) return "exiting";
  for (const name of ["SigPnd", "ShdPnd"]) {
    const mask = status.match(new RegExp(`^${name}:\\s*([0-9a-f]+)$`, "m"))?.[1];
    if (mask && BigInt(`0x${mask}`) & DEATH_SIGNALS) return "exiting";
  }
  return "running";
}

function answersSignals(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
