import type { PaintingSpec } from "#server/painting";

/**
 * The demo collection seeded into an empty catalogue on first start: one invented painter's
 * work, with images the project paints itself (see #server/painting).
 *
 * The entries are ordered oldest first; the seeder gives the last one the newest created_at.
 * Between them they cover every filter bucket and boundary: prices of exactly
 * £100, £500 and £1,000 and a penny either side, longest sides of exactly 50 and 100 cm and
 * just either side, sizes in inches, both spellings of watercolour, and mediums that match
 * no medium filter at all.
 */

export const DEMO_ARTIST = "Maren Holloway";

export type DemoArtwork = {
  /** Lowercase slug, [a-z0-9-], unique within the collection. */
  key: string;
  title: string;
  description: string | null;
  /** Pounds sterling. */
  price: number;
  medium: string;
  /** Free text, written width x height. */
  size: string;
  /** Width / height, matching `size`. */
  aspect: number;
  painting: PaintingSpec;
};

export const demoCollection: DemoArtwork[] = [
  {
    key: "harbour-at-first-light",
    title: "Harbour at First Light",
    description:
      "The harbour wall dissolves into a haze of apricot and pewter as the sun clears the headland. Thin glazes of oil build a luminous, breathing sky over a dark, worked foreshore.",
    price: 850,
    medium: "Oil on canvas",
    size: "60 x 50 cm",
    aspect: 1.2,
    painting: {
      style: "landscape",
      palette: ["#2e4756", "#5d7b8a", "#a9c1c9", "#f2d4b7", "#e8a87c"],
      seed: 1101,
    },
  },
  {
    key: "ember-over-slate",
    title: "Ember over Slate",
    description:
      "Two fields of smouldering colour hover over a cool, slate-dark ground. Built from dozens of thin, scumbled layers, the edges soften and glow the longer you look.",
    price: 6500,
    medium: "Oil on canvas",
    size: "120 x 150 cm",
    aspect: 0.8,
    painting: {
      style: "colour-field",
      palette: ["#2b2d31", "#5a3a31", "#c4502e", "#e8843c", "#3d4a57"],
      seed: 2207,
    },
  },
  {
    key: "meadow-study-i",
    title: "Meadow Study I",
    description:
      "A quick, airy study of meadow flowers in a yellow jug, the first of a series made in early summer. Loose washes of sap green and buttercup yellow leave the paper room to breathe.",
    price: 85,
    medium: "Watercolour on paper",
    size: "21 x 30 cm",
    aspect: 0.7,
    painting: {
      style: "botanical",
      palette: ["#4f6d3a", "#8fae5d", "#f4efe1", "#e9c46a", "#d77a61"],
      seed: 3313,
    },
  },
  {
    key: "north-wind",
    title: "North Wind",
    description:
      "Sweeping diagonal strokes of blue-grey and bone white carry the force of a winter gale off the coast. A single streak of cadmium red keeps the composition from blowing away.",
    price: 1000,
    medium: "Acrylic on canvas",
    size: "100 x 80 cm",
    aspect: 1.25,
    painting: {
      style: "gestural",
      palette: ["#1b263b", "#415a77", "#778da9", "#e0e1dd", "#c8553d"],
      seed: 4409,
    },
  },
  {
    key: "small-orbit",
    title: "Small Orbit",
    description:
      "A jewel-like gouache of pale moons and a violet planet circling in deep indigo. Intimate in scale, it rewards close looking.",
    price: 99.99,
    medium: "Gouache on paper",
    size: "30 x 30 cm",
    aspect: 1,
    painting: {
      style: "orbs",
      palette: ["#14213d", "#fca311", "#e5e5e5", "#5e548e"],
      seed: 5503,
    },
  },
  {
    key: "blue-lattice",
    title: "Blue Lattice",
    description:
      "Overlapping planes and discs of cobalt, chalk and sky blue, each laid down with a wide, dry brush so it carries the trace of the hand. A quiet meditation on balance and rhythm.",
    price: 500,
    medium: "Acrylic on panel",
    size: "40 x 50 cm",
    aspect: 0.8,
    painting: {
      style: "geometric",
      palette: ["#0d3b66", "#3e7cb1", "#f4f1de", "#81b1d5", "#e07a5f"],
      seed: 6607,
    },
  },
  {
    key: "salt-marsh-evening",
    title: "Salt Marsh, Evening",
    description:
      "The creeks of the marsh catch the last coral light while the land sinks into violet shadow. Painted over a week of evenings on the north Norfolk coast.",
    price: 2750,
    medium: "Oil on linen",
    size: "101 x 76 cm",
    aspect: 1.329,
    painting: {
      style: "landscape",
      palette: ["#2d3142", "#4f5d75", "#bfc0c0", "#ef8354", "#f6d8ae"],
      seed: 7717,
    },
  },
  {
    key: "peonies-in-a-stone-jug",
    title: "Peonies in a Stone Jug",
    description:
      "Blowsy pink peonies lean out of a grey-green jug on the studio table. The petals are built with thick, buttery strokes against a softly brushed wall.",
    price: 500.5,
    medium: "Oil on board",
    size: "35 x 49 cm",
    aspect: 0.714,
    painting: {
      style: "botanical",
      palette: ["#5b6c5d", "#8c9a77", "#e8b4bc", "#d36582", "#f3e9dc", "#7d6b5d"],
      seed: 8821,
    },
  },
  {
    key: "field-notes-ochre",
    title: "Field Notes (Ochre)",
    description:
      "Stained pools of yellow ochre and umber soak into the paper like the colours of a ploughed field after rain.",
    price: 245.5,
    medium: "Mixed media on paper",
    size: "30 x 40 cm",
    aspect: 0.75,
    painting: {
      style: "colour-field",
      palette: ["#cc8b3c", "#e9c46a", "#6b4f3a", "#f1e3c8"],
      seed: 9929,
    },
  },
  {
    key: "conversation-in-red",
    title: "Conversation in Red",
    description:
      "A large, exuberant canvas in which crimson, amber and near-black collide and overlap. Drips and spatters record the speed of its making; the overall effect is joyous rather than violent.",
    price: 8900,
    medium: "Oil on canvas",
    size: "150 x 120 cm",
    aspect: 1.25,
    painting: {
      style: "gestural",
      palette: ["#9b2226", "#ae2012", "#ee9b00", "#e9d8a6", "#001219"],
      seed: 10037,
    },
  },
  {
    key: "moon-and-tide",
    title: "Moon and Tide",
    description:
      "A copper moon and its small companions drift through a deep marine blue. Soft halos of colour give the canvas the hush of a night at sea.",
    price: 1800,
    medium: "Acrylic on canvas",
    size: "24 x 36 in",
    aspect: 0.667,
    painting: {
      style: "orbs",
      palette: ["#0b1d3a", "#1f4e79", "#f2e8cf", "#9fb8c8", "#d4a373"],
      seed: 11149,
    },
  },
  {
    key: "garden-wall-june",
    title: "Garden Wall, June",
    description:
      "Overlapping planes of leaf green, brick red and cream distil a sunlit corner of the artist's garden into pure shape. Cold wax gives the surface a soft, matte depth.",
    price: 375.25,
    medium: "Oil and cold wax on panel",
    size: "12 x 16 in",
    aspect: 0.75,
    painting: {
      style: "geometric",
      palette: ["#6a994e", "#a7c957", "#f2e8cf", "#bc4749", "#386641"],
      seed: 12251,
    },
  },
  {
    key: "heron-weather",
    title: "Heron Weather",
    description:
      "Grey rain sweeps across the estuary flats, the kind of day when herons stand motionless in the shallows. Ink lines add structure to the soft, wet-into-wet washes.",
    price: 100,
    medium: "Watercolor and ink on paper",
    size: "38 x 28 cm",
    aspect: 1.357,
    painting: {
      style: "landscape",
      palette: ["#3a4750", "#6c7a89", "#b8c4cc", "#e3e7e8", "#8a9a5b"],
      seed: 13367,
    },
  },
  {
    key: "the-long-table",
    title: "The Long Table",
    description:
      "Garden flowers gathered in a pale stoneware jug at the end of a summer lunch. Warm, earthy colour and confident brushwork make this one of the artist's most popular subjects.",
    price: 1450,
    medium: "Acrylic on canvas",
    size: "70 x 90 cm",
    aspect: 0.778,
    painting: {
      style: "botanical",
      palette: ["#7f5539", "#b08968", "#ede0d4", "#e76f51", "#6b9080"],
      seed: 14479,
    },
  },
  {
    key: "indigo-field",
    title: "Indigo Field",
    description:
      "The largest work in the collection: stacked fields of indigo and Prussian blue that seem to breathe in and out. A pale band of mist grey at the base anchors the whole canvas.",
    price: 12500,
    medium: "Acrylic on canvas",
    size: "48 x 60 in",
    aspect: 0.8,
    painting: {
      style: "colour-field",
      palette: ["#0b1a3a", "#1d3461", "#1f6a8f", "#c9d6df", "#e2b36b"],
      seed: 15583,
    },
  },
  {
    key: "breakwater",
    title: "Breakwater",
    description: null,
    price: 720,
    medium: "Mixed media on board",
    size: "50 x 50 cm",
    aspect: 1,
    painting: {
      style: "gestural",
      palette: ["#22333b", "#5e6472", "#a3c4bc", "#f2f4f3", "#c6ac8f"],
      seed: 16693,
    },
  },
  {
    key: "lantern-seeds",
    title: "Lantern Seeds",
    description:
      "Glowing seed heads float like paper lanterns in a warm evening light. A small, cheerful watercolour, ideal for a first purchase.",
    price: 65,
    medium: "Watercolour on paper",
    size: "20 x 25 cm",
    aspect: 0.8,
    painting: {
      style: "orbs",
      palette: ["#f7ede2", "#f6bd60", "#f28482", "#84a59d", "#4a4e69"],
      seed: 17707,
    },
  },
  {
    key: "quarry-geometry",
    title: "Quarry Geometry",
    description:
      "Drawn on site at a disused slate quarry, where cut faces of rock stack into natural geometry. Smudged charcoal and rust-coloured pastel give it a raw, tactile energy.",
    price: 450,
    medium: "Charcoal and pastel on paper",
    size: "42 x 59.4 cm",
    aspect: 42 / 59.4,
    painting: {
      style: "geometric",
      palette: ["#3d3b3c", "#8d8680", "#d8cfc4", "#b56b45", "#e9e3d9"],
      seed: 18811,
    },
  },
  {
    key: "estuary-grey",
    title: "Estuary Grey",
    description:
      "A wide, calm panorama of mudflats and still water under a pearl-grey sky. The restraint of the palette makes the faint gold of the reed beds sing.",
    price: 4800,
    medium: "Oil on canvas",
    size: "120 x 80 cm",
    aspect: 1.5,
    painting: {
      style: "landscape",
      palette: ["#2f3e46", "#52616b", "#c9d1d3", "#e6e1d6", "#a68a64"],
      seed: 19927,
    },
  },
  {
    key: "wild-garlic",
    title: "Wild Garlic",
    description:
      "Starry white flowers and broad green leaves from a spring walk through the woods. Painted quickly while the scent was still in the air.",
    price: 89.5,
    medium: "Watercolor on paper",
    size: "24 x 32 cm",
    aspect: 0.75,
    painting: {
      style: "botanical",
      palette: ["#2d6a4f", "#52b788", "#f8f9fa", "#d8f3dc", "#b7b7a4"],
      seed: 20039,
    },
  },
  {
    key: "amber-hours",
    title: "Amber Hours",
    description:
      "Burnt orange and honeyed amber fields glow against a deep mahogany ground, like the last hour of an autumn afternoon.",
    price: 2200,
    medium: "Oil on linen",
    size: "80 x 100 cm",
    aspect: 0.8,
    painting: {
      style: "colour-field",
      palette: ["#3b1f14", "#8c3b1e", "#e09f3e", "#f3c677", "#5c2e1f"],
      seed: 21143,
    },
  },
  {
    key: "after-the-storm",
    title: "After the Storm",
    description:
      "Broken clouds and clearing light rendered in fast, overlapping strokes of slate blue and warm sienna. The paper shows through in places, giving the work its freshness.",
    price: 650,
    medium: "Acrylic on paper",
    size: "56 x 76 cm",
    aspect: 0.737,
    painting: {
      style: "gestural",
      palette: ["#283845", "#577590", "#90a8c3", "#f9f7f3", "#d08c60"],
      seed: 22259,
    },
  },
  {
    key: "nocturne-with-three-moons",
    title: "Nocturne with Three Moons",
    description:
      "Three luminous bodies hang in a velvet violet night, their halos overlapping. A dreamlike, contemplative work that changes character under different light.",
    price: 3400,
    medium: "Oil on canvas",
    size: "100 x 100 cm",
    aspect: 1,
    painting: {
      style: "orbs",
      palette: ["#0d0a1f", "#2b1d52", "#7b5ea7", "#f1dabf", "#c8a2c8"],
      seed: 23371,
    },
  },
  {
    key: "red-door-study",
    title: "Red Door Study",
    description: null,
    price: 100.01,
    medium: "Mixed media on paper",
    size: "25 x 35 cm",
    aspect: 0.714,
    painting: {
      style: "geometric",
      palette: ["#8d0801", "#bf3100", "#f6efe6", "#3c3c3c", "#d9c5b2"],
      seed: 24473,
    },
  },
  {
    key: "cliff-path-may",
    title: "Cliff Path, May",
    description:
      "Sea pinks and new bracken line the coast path above a hazy blue sea. A fresh, spring-like canvas full of movement.",
    price: 895.5,
    medium: "Acrylic on board",
    size: "16 x 20 in",
    aspect: 0.8,
    painting: {
      style: "landscape",
      palette: ["#355070", "#6d9a6b", "#b5c99a", "#f1e9da", "#e6a57e"],
      seed: 25577,
    },
  },
  {
    key: "sunflowers-late-august",
    title: "Sunflowers, Late August",
    description:
      "Late-summer sunflowers and marigolds crammed into a tall earthenware jug, painted with thick strokes that catch the light. A celebration of the turn from summer to autumn.",
    price: 1250,
    medium: "Oil on canvas",
    size: "80 x 120 cm",
    aspect: 0.667,
    painting: {
      style: "botanical",
      palette: ["#3a5a40", "#588157", "#f2b705", "#d97706", "#4a2c1a", "#f5ecd7"],
      seed: 26681,
    },
  },
  {
    key: "whitewater",
    title: "Whitewater",
    description:
      "Churning river water suggested in a flurry of blue and white marks. Gouache heightening gives the foam its brilliance.",
    price: 320,
    medium: "Watercolour and gouache on paper",
    size: "30 x 40 cm",
    aspect: 0.75,
    painting: {
      style: "gestural",
      palette: ["#0a2239", "#176087", "#53a2be", "#f0f3f5", "#9ab0c0"],
      seed: 27793,
    },
  },
  {
    key: "rose-quartz-field",
    title: "Rose Quartz Field",
    description:
      "Soft pinks and peach float on a dusky mauve ground like light through a mineral. Calm and enveloping, it suits a bedroom or quiet reading corner.",
    price: 950,
    medium: "Acrylic on canvas",
    size: "60 x 60 cm",
    aspect: 1,
    painting: {
      style: "colour-field",
      palette: ["#f4c7c3", "#e29578", "#83c5be", "#6d597a", "#ffddd2"],
      seed: 28807,
    },
  },
  {
    key: "planetary-still-life",
    title: "Planetary Still Life",
    description:
      "Fruit on a table becomes a small solar system of gold, vermilion and blue. Collage fragments are buried beneath layers of paint and scraped back to the surface.",
    price: 1850,
    medium: "Mixed media on canvas",
    size: "90 x 120 cm",
    aspect: 0.75,
    painting: {
      style: "orbs",
      palette: ["#1b1b1e", "#d4a017", "#c0392b", "#e8dcc4", "#2e86ab"],
      seed: 29921,
    },
  },
  {
    key: "harbour-geometry",
    title: "Harbour Geometry",
    description:
      "Moored hulls, buoys and harbour signage reduced to bold blocks of navy, signal red and yellow. A graphic, confident painting with a maritime heart.",
    price: 1000.01,
    medium: "Oil on canvas",
    size: "60 x 90 cm",
    aspect: 0.667,
    painting: {
      style: "geometric",
      palette: ["#1c3144", "#d00000", "#ffba08", "#a2aebb", "#f3efe0"],
      seed: 31033,
    },
  },
  {
    key: "fen-light",
    title: "Fen Light",
    description:
      "A tiny oil sketch of flat fenland under a huge, golden sky. Painted in under an hour before the light changed.",
    price: 45,
    medium: "Oil on board",
    size: "30 x 20 cm",
    aspect: 1.5,
    painting: {
      style: "landscape",
      palette: ["#606c38", "#283618", "#fefae0", "#dda15e", "#bc6c25"],
      seed: 32141,
    },
  },
  {
    key: "night-blooms",
    title: "Night Blooms",
    description:
      "Lilac and coral blooms spill from a dark blue jug against a rose-pink wall. Part of a small series painted by lamplight in the studio.",
    price: 480,
    medium: "Acrylic on panel",
    size: "40 x 40 cm",
    aspect: 1,
    painting: {
      style: "botanical",
      palette: ["#0b1320", "#1c3144", "#6b9080", "#e0aaff", "#f7b2ad"],
      seed: 33253,
    },
  },
  {
    key: "cadmium-song",
    title: "Cadmium Song",
    description:
      "Cadmium yellow, orange and red explode across a monumental canvas, punctuated by marks of deep marine blue. The artist's most ambitious gestural work to date.",
    price: 7800,
    medium: "Oil on canvas",
    size: "140 x 180 cm",
    aspect: 0.778,
    painting: {
      style: "gestural",
      palette: ["#ffb703", "#fb8500", "#d62828", "#023047", "#f1faee"],
      seed: 34367,
    },
  },
  {
    key: "small-sun",
    title: "Small Sun",
    description: null,
    price: 95,
    medium: "Oil on panel",
    size: "15 x 15 cm",
    aspect: 1,
    painting: {
      style: "orbs",
      palette: ["#f3e9d2", "#f4a259", "#bc4b51", "#5b8e7d"],
      seed: 35473,
    },
  },
  {
    key: "terrace-in-shade",
    title: "Terrace in Shade",
    description:
      "Sun and shade on a Mediterranean terrace, translated into warm and cool blocks of colour. Teal shadows play against saffron and terracotta.",
    price: 780,
    medium: "Acrylic on canvas",
    size: "50 x 70 cm",
    aspect: 0.714,
    painting: {
      style: "geometric",
      palette: ["#264653", "#2a9d8f", "#e9c46a", "#f4a261", "#f1ece2"],
      seed: 36583,
    },
  },
  {
    key: "the-blue-hour",
    title: "The Blue Hour",
    description:
      "The newest work in the studio: deep blue fields suspended in twilight, with a faint warm glow at the horizon. Layer upon layer of thin glaze gives it remarkable depth.",
    price: 5600,
    medium: "Oil on canvas",
    size: "36 x 48 in",
    aspect: 0.75,
    painting: {
      style: "colour-field",
      palette: ["#0f1c2e", "#1e3a5f", "#3d6b8c", "#a7c4d4", "#d8a47f"],
      seed: 37691,
    },
  },
];
