import type Sharp from "sharp";
import { onFirstUse } from "#server/lib/on-first-use";

const load = onFirstUse<typeof Sharp>("sharp");

/**
 * sharp, loaded the first time the server reads or writes an image (an upload, a generated
 * painting) rather than at start: libvips costs ~19 MB of memory and ~70 ms of every start,
 * and most processes only serve images already on disk. The demo paintings are painted in a
 * process of their own (painting/painter.ts), which imports it as usual.
 */
export function sharp(...args: Parameters<typeof Sharp>): ReturnType<typeof Sharp> {
  return load()(...args);
}
