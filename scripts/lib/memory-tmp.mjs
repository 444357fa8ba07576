// Where `npm test` keeps its files: a directory in memory when the machine has one to spare.
// On a virtual disk every file a test writes costs CPU in the kernel — a copy of the 40 MB
// embedded database a server process starts on took 0.85 CPU-s on this machine's ext4 and
// 0.06 on tmpfs, and the PostgreSQL tier spent a fifth of its CPU there (decision 056).
import { chmodSync, mkdtempSync, statfsSync, statSync } from "node:fs";
import path from "node:path";

const SHARED_MEMORY = "/dev/shm";
/** What the run may fill at most: every server's database copy, PostgreSQL's, the shops'. */
const NEEDED_BYTES = 2 * 1024 ** 3;
const TMPFS_MAGIC = 0x01021994;

/**
 * A new directory for the run's temporary files in /dev/shm when it is a tmpfs with 2 GiB
 * free, else undefined (the system's temp directory then). ATELIER_TEST_TMPDIR names another
 * parent. Others may pass through it (not list it): as root, the PostgreSQL tier's server runs
 * as `postgres` and keeps its data in it.
 * @returns {string | undefined}
 */
export function memoryTempDir() {
  const parent = process.env.ATELIER_TEST_TMPDIR ?? SHARED_MEMORY;
  try {
    if (!process.env.ATELIER_TEST_TMPDIR) {
      const fs = statfsSync(parent);
      if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < NEEDED_BYTES) return undefined;
    }
    if (!statSync(parent).isDirectory()) return undefined;
    const dir = mkdtempSync(path.join(parent, "atelier-test-"));
    chmodSync(dir, 0o711);
    return dir;
  } catch {
    return undefined;
  }
}
