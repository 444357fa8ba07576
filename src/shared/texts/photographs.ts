/**
 * Atelier's own: a painting's several photographs — the thumbnails under its detail's main
 * image and the zoom viewer's paging. Imported by the viewer's chunk directly.
 */
export const photographsTexts = {
  photographs: {
    /** The row of thumbnails under the detail's main image. */
    choose: "Photographs of this painting",
    /** A photograph with neither caption nor alt text, named by its place. */
    numbered: (n: number) => `Photograph ${n}`,
    /** Where the zoom viewer is among the photographs. */
    position: (n: number, total: number) => `${n} of ${total}`,
    previous: "Previous photograph",
    next: "Next photograph",
    hint: "Fitted, the left and right arrows or a swipe show the other photographs.",
  },
} as const;
