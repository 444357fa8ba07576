/**
 * One painting's view: its details, seeing it on a wall, and the generator of similar art.
 */
export const artworkTexts = {
  detail: {
    back: "Back to Gallery",
    addToCart: "Add to Cart",
    // Atelier's own: Add to Cart's place once the painting is in the cart, a link to it.
    inCart: "In your cart",
    share: "Share",
    details: "Details",
    medium: "Medium",
    dimensions: "Dimensions",
    year: "Year",
    style: "Style",
    subject: "Subject",
    signed: "Signed",
    framed: "Framed",
    yes: "Yes",
    no: "No",
    about: "About this artwork",
    noDescription: "No description available",
    reviews: "Reviews",
    // Atelier's own: what the visitor sees for an unknown or removed artwork link.
    notFound: "This artwork is no longer in the gallery.",
    linkCopied: "Link copied to clipboard",
    shareFailed: "Couldn't copy the link. You can copy it from the address bar.",
  },
  // Atelier's own: a painting seen on a wall at its real size.
  wall: {
    open: "View on your wall",
    title: (title: string) => `"${title}" on your wall`,
    close: "Close",
    roomTab: "In a room",
    photoTab: "On your wall",
    roomIntro: (size: string) =>
      `The painting is drawn at its real size, ${size}, over a sofa 200 cm wide and 85 cm high.`,
    sofa: "Sofa, 200 × 85 cm",
    noDimensions: (size: string) =>
      `We can't show this painting to scale: its size ("${size}") does not give a width and a height in numbers.`,
    usePhoto: "Use a photo of your wall",
    photoHint:
      "Your photo stays on this device: it is never uploaded. On a phone you can take one now.",
    photoUnreadable: "That file could not be read as a picture. Try a JPEG or PNG photo.",
    knownLength: "A length you can see in the photo",
    a4: "An A4 sheet, long side (29.7 cm)",
    door: "A door's height (198 cm)",
    custom: "Another length",
    customLength: "Its length in centimetres",
    markHint:
      "Put the two markers on the ends of that length: drag them, or focus one and use the arrow keys (Shift for larger steps).",
    markerStart: "Start of the known length",
    markerEnd: "End of the known length",
    paintingHint:
      "Drag the painting into place, or focus it and use the arrow keys: 1 cm a step, 10 cm with Shift.",
    moveInstructions: "Move with the arrow keys",
    noScale: "Mark a length on the photo to see the painting to scale.",
    scale: (pxPerCm: string, length: string) =>
      `Scale: ${pxPerCm} photo pixels per centimetre, from the ${length} you marked.`,
    position: (left: string, top: string) =>
      `The painting's top left corner is ${left} from the left edge of the photo and ${top} from its top.`,
    download: "Download the picture",
    downloadFailed: "The picture could not be made. Please try again.",
    choosePhoto: "Choose another photo",
  },
  generator: {
    open: "Generate Similar Art",
    title: "Generate Similar Art",
    generate: "Generate",
    generating: "Generating...",
    download: "Download",
    again: "Generate Another",
    success: "Artwork generated successfully!",
    failed: "Failed to generate artwork. Please try again.",
    downloaded: "Image downloaded!",
    promptRequired: "Please enter a prompt or select an artwork to base the generation on",
    // Atelier's own: the dialog's own labels, and what the server says past its limit.
    basedOn: (title: string, artist: string) =>
      `Based on "${title}" by ${artist}. Leave the prompt empty to start from the artwork itself.`,
    noBase: "Describe the artwork you'd like to see.",
    promptLabel: "Prompt",
    promptPlaceholder: "e.g. A calm seascape at dusk in deep blues",
    preview: "Your generated artwork will appear here.",
    imageAlt: "Generated abstract artwork",
    simulated: "A simulated generator: each image is a unique abstract placeholder, 512×512.",
    close: "Close",
    tooMany: "You've generated a lot of images just now. Please wait a minute and try again.",
  },
} as const;
