import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { redirectLog } from "#server/lib/logger";
import { lockPgliteDir, type ProcessState, processState, readProcState } from "./lock";

const status = (sigPnd = "0", shdPnd = "0") =>
  `Name:\tnode\nState:\tS (sleeping)\nSigPnd:\t${sigPnd.padStart(16, "0")}\nShdPnd:\t${shdPnd.padStart(16, "0")}\n`;
/** A /proc/<pid>/stat line: pid, a name with a space and a parenthesis, state, …, flags. */
const stat = (state: string, flags = 4194560) =>
  `4242 (node (main) x) ${state} 1 4242 4242 0 -1 ${flags} 100 0 0 0 0 0 0 0 20 0 11 0`;

describe("what /proc says of a process", () => {
  it("is running while nothing ends it", () => {
    expect(readProcState(stat("S"), status())).toBe("running");
    expect(readProcState(stat("R"), status("2000"))).toBe("running"); // SIGALRM: not an end
  });

  it("is exiting once the kernel tears it down or a SIGKILL or SIGTERM awaits it", () => {
    expect(readProcState(stat("D", 4194564), status())).toBe("exiting");
    expect(readProcState(stat("R"), status("100"))).toBe("exiting"); // SIGKILL, to the thread
    expect(readProcState(stat("S"), status("0", "4000"))).toBe("exiting"); // SIGTERM, shared
  });

  it("has ended as a zombie, whatever its name", () => {
    expect(readProcState(stat("Z", 4227084), status())).toBe("gone");
    expect(readProcState(stat("X"), status())).toBe("gone");
  });

  it("reads this very process as running, and an unused pid as gone", () => {
    expect(processState(process.pid)).toBe("running");
    expect(processState(2 ** 22 + 1)).toBe("gone");
  });
});

/** The real processes below are read from Linux's /proc. */
const linux = existsSync("/proc/self/stat");

/** Resolves once `condition` holds, looking every 10 ms for 5 s at most. */
async function until(condition: () => boolean) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never came true: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the embedded database's lock", () => {
  const lines: string[] = [];
  let restore = () => {};
  afterEach(() => {
    restore();
    lines.length = 0;
  });
  const logged = () => {
    restore = redirectLog((line) => lines.push(JSON.parse(line).msg));
  };
  const newDir = () => path.join(mkdtempSync(path.join(tmpdir(), "atelier-lock-")), "pglite");
  const heldBy = (pid: number) => {
    const dir = newDir();
    writeFileSync(`${dir}.lock`, String(pid));
    return dir;
  };
  /** A probe that answers each state in turn, the last one for ever after. */
  const answers = (...states: ProcessState[]) => {
    const asked: number[] = [];
    return {
      asked,
      probe: (pid: number) => {
        asked.push(pid);
        return states[Math.min(asked.length - 1, states.length - 1)];
      },
    };
  };

  it("is taken when free, named after this process, and released", async () => {
    const dir = newDir();
    const unlock = await lockPgliteDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    await unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses at once while its holder runs", async () => {
    const { asked, probe } = answers("running");
    await expect(lockPgliteDir(heldBy(4242), { probe })).rejects.toThrow(
      "the embedded database is in use by process 4242; stop it first, or set DATABASE_URL",
    );
    expect(asked).toEqual([4242]);
  });

  it("waits for a holder that is exiting, then opens, and says so on the log", async () => {
    logged();
    const { asked, probe } = answers("exiting", "exiting", "exiting", "gone");
    const dir = heldBy(4242);
    const unlock = await lockPgliteDir(dir, { probe, pollMs: 1 });
    expect(asked).toHaveLength(4);
    expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    expect(lines).toEqual([
      "The embedded database is held by process 4242, which is exiting: waiting for it",
      "Process 4242 has exited: opening the embedded database",
    ]);
    await unlock();
  });

  it("gives up on a holder still exiting when the wait is over", async () => {
    const { probe } = answers("exiting");
    const started = performance.now();
    await expect(lockPgliteDir(heldBy(4242), { probe, waitMs: 200, pollMs: 10 })).rejects.toThrow(
      "in use by process 4242",
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(200);
  });

  it.runIf(linux)("waits for a real process with its end pending, until it has gone", async () => {
    logged();
    // A shell that ends on SIGTERM, stopped: the signal waits, pending, until it continues.
    const holder = spawn("sh", ["-c", 'trap "exit 0" TERM; while :; do sleep 0.05; done']);
    const pid = holder.pid ?? 0;
    const ended = new Promise((resolve) => holder.once("exit", resolve));
    try {
      holder.kill("SIGSTOP");
      // Sent before every thread has stopped, the signal would be taken at once.
      await until(() => readFileSync(`/proc/${pid}/stat`, "utf8").includes(") T "));
      holder.kill("SIGTERM");
      await until(() => processState(pid) === "exiting");
      const dir = heldBy(pid);
      const started = performance.now();
      const locking = lockPgliteDir(dir, { pollMs: 10 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      holder.kill("SIGCONT");
      const unlock = await locking;
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
      expect(lines.at(-1)).toBe(`Process ${pid} has exited: opening the embedded database`);
      await unlock();
      await ended;
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it.runIf(linux)(
    "holds nothing for a process that has ended but was never reaped (a zombie)",
    async () => {
      // The shell becomes `sleep` at once; its background child exits a second later, and the
      // new `sleep` never reaps it: a real zombie, which still answers a signal.
      const shell = spawn("sh", ["-c", "sleep 1 & echo $!; exec sleep 30"]);
      try {
        const zombie = Number(
          await new Promise<string>((resolve) =>
            shell.stdout.once("data", (chunk) => resolve(String(chunk))),
          ),
        );
        await until(() => readFileSync(`/proc/${zombie}/stat`, "utf8").includes(") Z "));
        expect(() => process.kill(zombie, 0)).not.toThrow();
        const dir = heldBy(zombie);
        const unlock = await lockPgliteDir(dir);
        expect(readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
        await unlock();
      } finally {
        shell.kill("SIGKILL");
      }
    },
  );
});
