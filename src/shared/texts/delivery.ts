/**
 * Delivery before checkout: the painting's delivery to each zone, the cart's country and its
 * quote. Atelier's own.
 */
export const deliveryTexts = {
  delivery: {
    // The detail, under the price: "Delivery: UK Free · Europe £75 · Rest of the world £140 ·
    // or collect from the studio".
    label: "Delivery:",
    zones: { uk: "UK", europe: "Europe", world: "Rest of the world" },
    enquire: "on enquiry",
    orCollect: "or collect from the studio",
    // The cart's summary.
    deliverTo: "Delivery to",
    quoting: "…",
    notShipped: (country: string) =>
      `The gallery does not deliver these to ${country} yet — ask about them with an enquiry, or choose collection at checkout:`,
  },
} as const;
