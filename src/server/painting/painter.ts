// The painter's own process (started by painter-process.ts): paints what the server asks,
// at the lowest CPU priority, so that the server's requests always come first for the cores.
import { setPriority } from "node:os";
import type { PaintingSpec } from "./index";

// Before anything starts a thread: the threads sharp paints on inherit it.
setPriority(19);
const { paintWebpVariants } = await import("./raster");

export type PaintJob = {
  id: number;
  spec: PaintingSpec;
  width: number;
  height: number;
  widths: number[];
};

process.on("message", async (job: PaintJob) => {
  try {
    const variants = await paintWebpVariants(job.spec, job.width, job.height, job.widths);
    process.send?.({ id: job.id, variants });
  } catch (error) {
    process.send?.({ id: job.id, error: (error as Error).message });
  }
});
// The server stopped, or has nothing more to paint.
process.on("disconnect", () => process.exit(0));
