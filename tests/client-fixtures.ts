import type { Artwork } from "#shared/artwork";
import { bandFor, DEFAULT_RATES } from "#shared/delivery";
import type { Edition } from "#shared/editions";
import { dimensionsOf } from "#shared/filters";
import { messages } from "#shared/messages";
import { ratesInPounds, type ShopInfo } from "#shared/shop";

/**
 * An artwork as the API returns it, for component tests; `overrides` change what matters (its
 * dimensions follow an overridden size unless given too).
 */
export function testArtwork(overrides: Partial<Artwork> = {}): Artwork {
  const size = overrides.size ?? "60 x 80 cm";
  const imageUrl = overrides.imageUrl ?? "/images/harbour-1280.webp";
  return {
    id: "2b8f7a52-9a43-4c3e-a3a1-4f0f8c3a9e11",
    slug: "harbour-at-dusk",
    title: "Harbour at Dusk",
    artist: "Maren Holloway",
    description: "Fishing boats settle into the evening light.",
    price: 1250,
    imageUrl,
    images: [
      {
        id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
        url: imageUrl,
        width: null,
        height: null,
        alt: "Harbour at Dusk by Maren Holloway",
        caption: "",
      },
    ],
    medium: "Oil on canvas",
    size,
    dimensions: dimensionsOf(size),
    year: 2024,
    style: "Impressionist landscape",
    subject: "Seascape",
    signed: true,
    framed: false,
    shippingBand: bandFor(overrides.dimensions ?? dimensionsOf(size)),
    availability: "available",
    visibility: "public",
    releaseAt: null,
    featured: false,
    featuredOrder: null,
    seriesId: null,
    editions: [],
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/**
 * An edition as the API shows it, for component tests: a limited, signed and numbered edition
 * of 50 with 12 left unless `overrides` say otherwise.
 */
export function testEdition(overrides: Partial<Edition> = {}): Edition {
  return {
    id: "9c3e1f20-4b5a-4d6c-8e7f-0a1b2c3d4e5f",
    format: "Giclée print",
    width: 30,
    height: 40,
    unit: "cm",
    price: 45,
    size: 50,
    sold: 38,
    available: 12,
    signed: true,
    numbered: true,
    ...overrides,
  };
}

/**
 * The shop as `GET /api/shop` answers it for a new shop, for component tests; `overrides`
 * change what matters.
 */
export function testShopInfo(overrides: Partial<ShopInfo> = {}): ShopInfo {
  return {
    galleryName: "Atelier",
    businessName: "",
    address: "",
    email: "",
    vatNumber: null,
    businessForm: "sole_trader",
    companyNumber: null,
    registeredOffice: null,
    artistName: "",
    statement: "",
    portraitUrl: null,
    homeSubtitle: messages.home.heroText,
    metaDescription: messages.home.heroText,
    delivery: { rates: ratesInPounds(DEFAULT_RATES), collection: true },
    returnDays: 14,
    generator: true,
    instalmentsMax: 3,
    offers: { enabled: true, minPrice: 500 },
    offersMinPrice: 500,
    payment: { method: "card" },
    ...overrides,
  };
}
