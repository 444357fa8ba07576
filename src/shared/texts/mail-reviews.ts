/** The invitation to review, some days after delivery. */
export const reviewMailTexts = {
  subject: (gallery: string) => `How is your painting from ${gallery}?`,
  greeting: "We hope your painting has found its place.",
  ask: (titles: string) =>
    `Would you tell other collectors what you think of ${titles} and of buying from the gallery? It takes a minute.`,
  button: "Write a review",
  note: "Reviews are published after the gallery has read them; you can write one once per order.",
};
