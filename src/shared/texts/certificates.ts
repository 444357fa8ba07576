/**
 * A sold painting's certificate of authenticity: its link on an order, the public page that
 * checks it, and the PDF itself.
 */
export const certificatesTexts = {
  // Atelier's own: a sold painting's certificate of authenticity, offered with its order.
  certificate: {
    download: "Certificate (PDF)",
    // Read after the visible text, so each link says which painting it is for.
    downloadFor: (title: string) => `of authenticity for ${title}`,
  },
  // Atelier's own: the public page that checks a certificate of authenticity.
  verify: {
    title: "Certificate of authenticity",
    genuine: "This certificate is genuine",
    genuineText: (gallery: string) =>
      `${gallery} issued it when the painting below was sold. It is one of a kind.`,
    printGenuineText: (gallery: string) =>
      `${gallery} issued it when the numbered print below was sold. No other print bears its number.`,
    edition: "Edition",
    voided: "This certificate is void",
    voidedText: "The sale it was issued for was refunded, so it no longer certifies an owner.",
    artist: "Artist",
    medium: "Medium",
    dimensions: "Dimensions",
    year: "Year",
    soldOn: "Date of sale",
    code: "Certificate code",
    back: "Visit the gallery",
  },
  // Atelier's own: the certificate itself, a one-page PDF.
  certificatePdf: {
    heading: "Certificate of Authenticity",
    statement: (gallery: string) =>
      `This certifies that the work described above is an original, one of a kind, sold by ${gallery}.`,
    printStatement: (gallery: string, number: number, size: number) =>
      `This certifies that the work described above is print ${number} of a limited edition of ${size}, signed and numbered as its artist issued it, sold by ${gallery}.`,
    voidStatement: (gallery: string) =>
      `This certificate is void: the sale of the work described above by ${gallery} was refunded, so it no longer certifies an owner.`,
    void: "VOID — this sale was refunded",
    code: "Certificate code",
    verify: (url: string) => `Verify this certificate at ${url}`,
    // The document's properties, as a PDF reader shows them.
    subject: (code: string, isVoid: boolean) =>
      `Certificate ${code}${isVoid ? " (void: the sale was refunded)" : ""}`,
    labels: {
      title: "Title",
      artist: "Artist",
      medium: "Medium",
      edition: "Edition",
      dimensions: "Dimensions",
      year: "Year",
      collector: "Collector",
      soldOn: "Date of sale",
      order: "Order",
    },
  },
} as const;
