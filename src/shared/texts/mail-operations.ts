// Atelier's own: the alert an owner gets, once per incident, when the shop needs looking after.
export const operationsMailTexts = {
  alert: {
    subject: (gallery: string) => `${gallery} needs attention`,
    intro: "Something in your shop needs looking after:",
    once: "You will hear of this again only if it recovers and then happens anew. The admin shows it until it recovers.",
    admin: "Open the admin",
  },
} as const;
