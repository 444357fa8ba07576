/**
 * Editions: the prints she sells beside each original — the gallery's card and filter, the
 * painting's list of prints, the cart and the order's lines, the certificates of numbered
 * prints, the owner's Prints section and the API's reasons. Atelier's own.
 */
export const editionsTexts = {
  editions: {
    // The gallery's filter and cards name them in texts/gallery.ts (`prints`).
    // The painting's page.
    heading: "Prints",
    intro: "Prints of this painting, made and sent by the artist.",
    limited: (size: number) => `Limited edition of ${size}`,
    open: "Open edition",
    signed: "Signed",
    numbered: "Numbered",
    left: (available: number, size: number) => `${available} of ${size} left`,
    soldOut: "Sold out",
    quantity: "Quantity",
    // Add to Cart and In your cart are the painting's own (texts/artwork.ts).
    quantityOf: (format: string) => `Quantity of ${format}`,
    // A print as a line of the cart, an order and an e-mail.
    printOf: (title: string) => `Print of ${title}`,
    lineQuantity: (quantity: number, price: string) => `${quantity} × ${price}`,
    printNumber: (number: number, size: number) => `Print ${number} of ${size}`,
    remove: "Remove",
    quantityFailed: "Couldn't change the quantity",
    printsTaken:
      "Fewer prints are left than your order asked for. Your cart now shows what is left; nothing was ordered.",
    // The owner's Prints section of the artwork form.
    sectionTitle: "Prints",
    sectionIntro: "Limited and open editions of this work, sold beside the original.",
    none: "No prints of this work yet.",
    add: "Add an edition",
    save: "Save edition",
    edit: "Edit",
    retire: "Retire",
    retireTitle: "Retire this edition?",
    retireText:
      "No more prints of it are sold. Prints already sold keep their numbers and certificates.",
    format: "Format",
    formatHint: "Such as Giclée print on cotton rag paper",
    width: "Width",
    height: "Height",
    unit: "Unit",
    price: "Price",
    size: "Edition size",
    sizeHint: "Leave empty for an open edition.",
    soldCount: (sold: number) => `${sold} sold`,
    saveFirst: "Save the work first, then add its prints.",
    // The API's reasons.
    notFound: "Edition not found",
    retired: "This edition is no longer on sale",
    sizeBelowTaken: (taken: number) =>
      `Edition size cannot be less than the ${taken} prints already sold or held`,
    openNotNumbered: "Only a limited edition can be numbered",
    numberingFixed:
      "Prints of this edition are already sold or held, so whether it is numbered cannot change",
    notEnough: (available: number) =>
      available === 0 ? "This edition is sold out" : `Only ${available} of these prints are left`,
    printsNotOffered:
      "Offers, reservations and monthly payments are for original paintings, not prints",
  },
} as const;
