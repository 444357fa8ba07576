import { createHash } from "node:crypto";

/**
 * A script written into each page's head as it stands: its element, and the hash by which the
 * Content-Security-Policy lets it run (scripts are 'self' only).
 */
export function inlineScript(source: string): { hash: string; tag: string } {
  return {
    hash: `'sha256-${createHash("sha256").update(source).digest("base64")}'`,
    tag: `<script>${source}</script>`,
  };
}
