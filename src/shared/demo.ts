/**
 * Why removing the demo collection kept a demo work: what still refers to it — an order, its
 * certificate, an offer, a buyer's favourite — or a hold on it.
 */
export const DEMO_KEPT_REASONS = ["order", "certificate", "offer", "favourite", "held"] as const;
export type DemoKeptReason = (typeof DEMO_KEPT_REASONS)[number];
