/**
 * Resolves in a task of its own once the browser has drawn its next frame. What a press sets off
 * without showing anything at once — a chunk's download, a write — waits for it, so the frame
 * that answers the press (a state, a pressed button) is painted first and soonest: on a phone,
 * asking for a chunk costs a few milliseconds a file (its preload links), a first press more.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
