/**
 * Atelier's own: the artwork form's size in parts (width, height, depth and unit), the preview
 * of an upload as the shop will show it, and photographs reordered by dragging.
 */
export const artworkFormTexts = {
  artworkForm: {
    size: {
      legend: "Size",
      width: "Width",
      height: "Height",
      depth: "Depth",
      depthHint: "Optional.",
      unit: "Unit",
      units: { cm: "cm", in: "in" },
      /** A saved size the fields cannot hold ("Large"): kept unless she gives the parts. */
      kept: (text: string) =>
        `Now "${text}". Give a width and height to replace it; left empty, it stays as it is.`,
      required: (label: string) => `${label} is required`,
      notANumber: (label: string) => `${label} must be a number greater than 0`,
      tooLarge: (label: string, max: number, unit: string) =>
        `${label} must be at most ${max} ${unit}`,
    },
    preview: {
      heading: "In the shop",
      hint: "How its card will show it, before anything is saved.",
      image: (name: string) => `Preview of ${name}`,
      untitled: "Its title",
    },
    drag: {
      handle: (n: number) => `Drag photograph ${n} to move it`,
      moved: (n: number, to: number) => `Photograph ${n} moved to position ${to}`,
    },
  },
} as const;
