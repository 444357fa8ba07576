import type Sharp from "sharp";
import type { Sharp as SharpInstance, SharpOptions } from "sharp";
import { onFirstUse } from "#server/lib/on-first-use";

const load = onFirstUse<typeof Sharp>("sharp");

/**
 * sharp, loaded the first time the server reads or writes an image (an upload, a generated
 * painting) rather than at start: libvips costs ~19 MB of memory and ~70 ms of every start,
 * and most processes only serve images already on disk. The demo paintings are painted in a
 * process of their own (painting/painter.ts), which imports it as usual. Both of sharp's forms:
 * an image's bytes, or options alone (an image to `create`, or `text` to render).
 */
export function sharp(options: SharpOptions): SharpInstance;
export function sharp(...args: Parameters<typeof Sharp>): SharpInstance;
export function sharp(...args: Parameters<typeof Sharp> | [options: SharpOptions]): SharpInstance {
  return load()(...(args as Parameters<typeof Sharp>));
}
