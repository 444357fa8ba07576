/**
 * Atelier's own: the zoom viewer on a painting's detail — seeing the brushwork in the
 * full-resolution file. Imported by the viewer's chunk and its button only.
 */
export const zoomTexts = {
  zoom: {
    /** The button's visible text over the detail's image; its name adds the title. */
    open: "Zoom",
    openOn: (title: string) => `Zoom in on "${title}"`,
    title: (title: string) => `"${title}", up close`,
    hint: "Scroll or pinch to zoom, drag to look around. Keys: + and - zoom, arrows move, 0 fits it again.",
    zoomIn: "Zoom in",
    zoomOut: "Zoom out",
    reset: "Reset",
    close: "Close",
    loading: "Loading the full-resolution image…",
    fitted: "The whole painting, fitted to the screen",
    zoomed: (times: string) => `Zoomed in ${times} times`,
  },
} as const;
