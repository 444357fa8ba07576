import sharp from "sharp";

/**
 * A deterministic generator of abstract "paintings" for the demo catalogue.
 *
 * Each painting is an SVG document built from layered translucent washes, tapered brush
 * strokes with bristle streaks, and a tiled canvas-grain filter; sharp (librsvg) rasterises it.
 * The same spec and size always give the same image: every random choice comes from a
 * seeded PRNG, and compositions are laid out in fractions of the canvas so a thumbnail and a
 * full-size render show the same picture.
 */

export type PaintingStyle =
  | "colour-field"
  | "geometric"
  | "landscape"
  | "gestural"
  | "orbs"
  | "botanical";

export const PAINTING_STYLES: readonly PaintingStyle[] = [
  "colour-field",
  "geometric",
  "landscape",
  "gestural",
  "orbs",
  "botanical",
];

export type PaintingSpec = {
  style: PaintingStyle;
  /** 3-6 hex colours, "#rgb" or "#rrggbb". */
  palette: string[];
  seed: number;
};

// ---------------------------------------------------------------------------------------------
// Randomness

type Rng = () => number;

/** mulberry32: a tiny, fast 32-bit PRNG with good enough statistics for pictures. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to fold the style into the seed so one seed gives different pictures per style. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Colour

type Rgb = { r: number; g: number; b: number };

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const LINEN: Rgb = { r: 236, g: 229, b: 214 };

function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Invalid palette colour: ${JSON.stringify(hex)}`);
  let digits = m[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join("");
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function hex(c: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(c.r)}${part(c.g)}${part(c.b)}`;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

function luminance(c: Rgb): number {
  return (0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b) / 255;
}

function saturate(c: Rgb, amount: number): Rgb {
  const grey = luminance(c) * 255;
  return {
    r: grey + (c.r - grey) * (1 + amount),
    g: grey + (c.g - grey) * (1 + amount),
    b: grey + (c.b - grey) * (1 + amount),
  };
}

// ---------------------------------------------------------------------------------------------
// Geometry

type Pt = [number, number];

/** A number for SVG output, to one decimal place. */
function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, n: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    pts.push([
      a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0],
      a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1],
    ]);
  }
  return pts;
}

/** Cubic segments through the points (Catmull-Rom), without the opening "M". */
function smoothSegments(pts: Pt[], closed = false): string {
  const n = pts.length;
  const at = (i: number): Pt =>
    closed ? pts[((i % n) + n) % n] : pts[Math.max(0, Math.min(n - 1, i))];
  const out: string[] = [];
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    out.push(`C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`);
  }
  return out.join("");
}

function smoothOpenPath(pts: Pt[]): string {
  return `M${f(pts[0][0])} ${f(pts[0][1])}${smoothSegments(pts)}`;
}

function smoothClosedPath(pts: Pt[]): string {
  return `M${f(pts[0][0])} ${f(pts[0][1])}${smoothSegments(pts, true)}Z`;
}

// ---------------------------------------------------------------------------------------------
// The canvas: primitives shared by every style

type StrokeOptions = {
  width: number;
  colour: Rgb;
  /** Opacity of the body of paint. */
  opacity?: number;
  /** How many bristle streaks to drag through the stroke. */
  bristles?: number;
  /** Colours the bristle streaks pick up, besides lighter and darker tones of the body. */
  streaks?: Rgb[];
  /** 0-1: how broken (dry-brushed) the streaks are. */
  dry?: number;
  /** 0-1: how much the stroke thins towards its end. */
  taper?: number;
  /** Catch the light along the ridges of the stroke. */
  impasto?: boolean;
  /** Edge raggedness, as a fraction of the width. */
  rough?: number;
  /** Draw only the streaks, not the body (a scumble or a dry drag). */
  bodyless?: boolean;
  /** Square, full-width ends, for stripes and fields that run off an edge. */
  blunt?: boolean;
  /** How far the streaks stray from the body colour (1 = fully). */
  contrast?: number;
};

class Canvas {
  readonly parts: string[] = [];
  private readonly defs: string[] = [];
  /** Scale of marks: 1 at 800 px on the short side. */
  readonly s: number;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
    readonly palette: Rgb[],
  ) {
    this.s = Math.min(w, h) / 800;
  }

  r(a = 0, b = 1): number {
    return a + (b - a) * this.rng();
  }

  int(a: number, b: number): number {
    return Math.floor(this.r(a, b + 1));
  }

  chance(p: number): boolean {
    return this.rng() < p;
  }

  /** Roughly normal, mean 0 and standard deviation about 1. */
  gauss(): number {
    return (this.rng() + this.rng() + this.rng() + this.rng() - 2) * 1.7;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rng() * items.length)];
  }

  /** A palette colour, nudged a little lighter, darker or towards a neighbour. */
  tone(base?: Rgb, amount = 0.12): Rgb {
    let c = base ?? this.pick(this.palette);
    const v = this.r(-amount, amount);
    c = v >= 0 ? mix(c, WHITE, v) : mix(c, BLACK, -v * 0.8);
    if (this.chance(0.35)) c = mix(c, this.pick(this.palette), this.r(0.05, 0.2));
    return c;
  }

  add(svg: string): void {
    this.parts.push(svg);
  }

  addDef(svg: string): void {
    this.defs.push(svg);
  }

  linearGradient(stops: Array<[number, Rgb, number?]>, vertical = true): string {
    const id = `l${this.defs.length}`;
    const [x2, y2] = vertical ? ["0", "1"] : ["1", "0"];
    const body = stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${f(o * 100)}%" stop-color="${hex(c)}"${a === undefined ? "" : ` stop-opacity="${op(a)}"`}/>`,
      )
      .join("");
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`,
    );
    return id;
  }

  /** A closed, gently irregular blob around a centre. */
  blob(cx: number, cy: number, rx: number, ry: number, irregular = 0.25, points = 9): Pt[] {
    const pts: Pt[] = [];
    const phase = this.r(0, Math.PI * 2);
    for (let i = 0; i < points; i++) {
      const a = phase + (i / points) * Math.PI * 2;
      const k = 1 + this.r(-irregular, irregular);
      pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
    }
    return pts;
  }

  /**
   * A soft-edged, translucent wash: thin glazes of shrinking, irregular blobs, so the colour
   * gathers in the middle and fades at the edge (flat fills; radial gradients are slow).
   */
  wash(cx: number, cy: number, rx: number, ry: number, c: Rgb, opacity: number, angle = 0): void {
    const layers = 5;
    const per = 1 - (1 - Math.min(0.95, opacity)) ** (1 / layers);
    const rot = angle ? ` transform="rotate(${f(angle)} ${f(cx)} ${f(cy)})"` : "";
    const shapes: string[] = [];
    for (let i = 0; i < layers; i++) {
      const k = 1 - i * 0.17;
      const pts = this.blob(
        cx + this.r(-0.05, 0.05) * rx,
        cy + this.r(-0.05, 0.05) * ry,
        rx * k,
        ry * k,
        0.12,
        8,
      );
      shapes.push(`<path d="${smoothClosedPath(pts)}"/>`);
    }
    this.add(`<g fill="${hex(c)}" fill-opacity="${op(per)}"${rot}>${shapes.join("")}</g>`);
  }

  /** A centreline for a brush stroke: a gently bent cubic from (x, y) in the given direction. */
  path(x: number, y: number, angle: number, length: number, bend = 0.25): Pt[] {
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    const px = -dy;
    const py = dx;
    const b1 = this.r(-bend, bend) * length;
    const b2 = this.r(-bend, bend) * length;
    const p0: Pt = [x, y];
    const p1: Pt = [x + (dx * length) / 3 + px * b1, y + (dy * length) / 3 + py * b1];
    const p2: Pt = [x + (dx * 2 * length) / 3 + px * b2, y + (dy * 2 * length) / 3 + py * b2];
    const p3: Pt = [x + dx * length, y + dy * length];
    const n = Math.max(6, Math.min(24, Math.round(length / (30 * this.s))));
    return cubic(p0, p1, p2, p3, n);
  }

  /**
   * A loaded brush dragged along the centreline: overlapping ragged ribbons of paint, denser
   * where the brush was fullest, with bristle streaks of lighter, darker and borrowed colour.
   */
  stroke(pts: Pt[], o: StrokeOptions): void {
    const n = pts.length;
    if (n < 2) return;
    const {
      width,
      colour,
      opacity = 0.9,
      taper = 0.4,
      rough = 0.12,
      dry = 0.35,
      impasto = false,
      bodyless = false,
      blunt = false,
      contrast = 1,
    } = o;
    const bristles = o.bristles ?? Math.max(2, Math.min(7, Math.round(width / (6 * this.s))));
    const normals: Pt[] = [];
    const widths: number[] = [];
    const wobble = this.r(0, Math.PI * 2);
    const wobbleFreq = this.r(2, 7);
    for (let i = 0; i < n; i++) {
      const a = pts[Math.max(0, i - 1)];
      const b = pts[Math.min(n - 1, i + 1)];
      let tx = b[0] - a[0];
      let ty = b[1] - a[1];
      const len = Math.hypot(tx, ty) || 1;
      tx /= len;
      ty /= len;
      normals.push([-ty, tx]);
      const t = i / (n - 1);
      // Pressure: the brush lands a little narrow, swells, and lifts off thinner.
      const start = blunt || t >= 0.08 ? 1 : 0.7 + 0.3 * Math.sqrt(t / 0.08);
      const end = blunt ? 1 : 1 - taper * Math.max(0, (t - 0.45) / 0.55) ** 1.5;
      const swell = 1 + (blunt ? 0.04 : 0.14) * Math.sin(t * wobbleFreq + wobble);
      widths.push(width * start * Math.max(0.06, end) * swell);
    }
    // The brush lands at a slant, so one edge of the stroke starts before the other.
    const slant = blunt ? 0 : this.r(-0.8, 0.8);
    const edge = (from: number, to: number, sign: number, frac: number, shift: number): Pt[] => {
      const out: Pt[] = [];
      for (let i = from; i < to; i++) {
        const w = widths[i] / 2;
        const d = w * shift + sign * w * frac * (1 + rough * (this.rng() - 0.5) * 2);
        const lead = i === 0 ? sign * slant * w : 0;
        out.push([
          pts[i][0] + normals[i][0] * d + normals[i][1] * lead,
          pts[i][1] + normals[i][1] * d - normals[i][0] * lead,
        ]);
      }
      return out;
    };

    if (!bodyless) {
      // The body: a full ribbon, then a denser one where the brush was loaded, running out
      // part of the way along so the end of the stroke is thinner, drier paint.
      const passes: Array<[frac: number, shift: number, alpha: number, c: Rgb, reach: number]> = [
        [1, 0, opacity * 0.8, colour, blunt ? 1 : this.r(0.8, 0.97)],
        [
          this.r(0.6, 0.9),
          this.r(-0.2, 0.2),
          opacity * 0.55,
          this.tone(colour, 0.07),
          this.r(0.35, 0.8),
        ],
      ];
      // Bands of unmixed colour carried along in the brush: broad streaks following the curve
      // (filled ribbons are much cheaper for librsvg than stroked lines).
      const bands = width > 40 * this.s ? 3 : width > 12 * this.s ? 2 : 1;
      const tints = [WHITE, BLACK, ...(o.streaks ?? this.palette)];
      for (let k = 0; k < bands; k++) {
        const a = this.r(-1, 0.7);
        const b = Math.min(1, a + this.r(0.12, 0.45));
        passes.push([
          (b - a) / 2,
          (a + b) / 2,
          this.r(0.2, 0.45) * opacity,
          mix(colour, this.pick(tints), this.r(0.12, 0.35) * contrast),
          blunt ? this.r(0.7, 1) : this.r(0.4, 0.95),
        ]);
      }
      passes.forEach(([frac, shift, alpha, c, reach], k) => {
        const end = Math.max(2, Math.round((n - 1) * reach) + 1);
        const left = edge(0, end, 1, frac, shift);
        const right = edge(0, end, -1, frac, shift).reverse();
        // The outer ribbon is smooth; the inner ones, hidden inside it, can be plain polygons.
        const d =
          k === 0
            ? `${smoothOpenPath(left)}L${f(right[0][0])} ${f(right[0][1])}${smoothSegments(right)}Z`
            : `M${[...left, ...right].map(([x, y]) => `${f(x)} ${f(y)}`).join(" ")}Z`;
        this.add(`<path d="${d}" fill="${hex(c)}" fill-opacity="${op(alpha)}"/>`);
      });
    }

    // Bristle streaks in three sets (lighter, darker, and a borrowed colour), each set one
    // path of several lines: far fewer elements for librsvg to draw than a path per bristle.
    const streakColours = o.streaks ?? this.palette;
    const sets = [
      { c: mix(colour, WHITE, this.r(0.12, 0.4) * contrast), d: [] as string[] },
      { c: mix(colour, BLACK, this.r(0.12, 0.35) * contrast), d: [] as string[] },
      {
        c: mix(colour, this.pick(streakColours), this.r(0.35, 0.75) * contrast),
        d: [] as string[],
      },
    ];
    for (let k = 0; k < bristles; k++) {
      const offset = this.r(-1.08, 1.08);
      const t0 = this.chance(0.7) ? 0 : this.r(0, 0.3);
      const t1 = this.chance(0.6) ? this.r(0.85, 1) : this.r(0.4, 1);
      const i0 = Math.floor(t0 * (n - 1));
      const i1 = Math.max(i0 + 1, Math.ceil(t1 * (n - 1)));
      const drift = this.r(-0.1, 0.1);
      // Every other sample is enough for a thin line, and stroking cost grows per segment.
      const samples: number[] = [];
      for (let i = i0; i < i1; i += 2) samples.push(i);
      samples.push(i1);
      const line: string[] = [];
      for (const i of samples) {
        const t = (i - i0) / (i1 - i0);
        const w = (widths[i] / 2) * (offset + drift * t);
        line.push(`${f(pts[i][0] + normals[i][0] * w)} ${f(pts[i][1] + normals[i][1] * w)}`);
      }
      sets[Math.floor(this.rng() * 3)].d.push(`M${line[0]}L${line.slice(1).join(" ")}`);
    }
    const lines: string[] = [];
    for (const set of sets) {
      if (set.d.length === 0) continue;
      const sw = Math.max(0.7 * this.s, (width / bristles) * this.r(0.15, 0.5));
      let dash = "";
      if (this.chance(dry)) {
        // Dry bristles skip: long, irregular runs of paint broken by short gaps.
        const runs: string[] = [];
        for (let d = 0; d < 3; d++)
          runs.push(f(this.r(60, 320) * this.s), f(this.r(2, 12) * this.s));
        dash = ` stroke-dasharray="${runs.join(" ")}"`;
      }
      const alpha = this.r(0.18, bodyless ? 0.55 : 0.5);
      lines.push(
        `<path d="${set.d.join("")}" stroke="${hex(set.c)}" stroke-opacity="${op(alpha)}" stroke-width="${f(sw)}"${dash}/>`,
      );
    }
    this.add(`<g fill="none" stroke-linecap="round" stroke-linejoin="round">${lines.join("")}</g>`);

    if (impasto && width > 6 * this.s) {
      // Light from the top left: highlights on the upper ridges, a shadow under the lower edge.
      const mid = Math.floor(n / 2);
      const up = normals[mid][0] + normals[mid][1] < 0 ? 1 : -1;
      const ridges: string[] = [];
      for (let k = 0; k < 2; k++) {
        const a = Math.floor(n * this.r(0, 0.3));
        const b = Math.max(a + 2, Math.ceil(n * this.r(0.5, 1)));
        const ridge = edge(a, Math.min(n, b), up, this.r(0.3, 0.85), 0);
        if (ridge.length > 1) {
          ridges.push(
            `<path d="${smoothOpenPath(ridge)}" stroke="#fff" stroke-opacity="${op(this.r(0.18, 0.38))}" stroke-width="${f(this.r(0.8, 1.6) * this.s)}"/>`,
          );
        }
      }
      const shade = edge(Math.floor(n * this.r(0, 0.3)), n, -up, 0.95, 0);
      if (shade.length > 1) {
        ridges.push(
          `<path d="${smoothOpenPath(shade)}" stroke="#000" stroke-opacity="${op(this.r(0.12, 0.25))}" stroke-width="${f(1.8 * this.s)}"/>`,
        );
      }
      this.add(`<g fill="none" stroke-linecap="round">${ridges.join("")}</g>`);
    }
  }

  /** Paint dripping down from a point. */
  drip(x: number, y: number, c: Rgb, width: number): void {
    const len = this.r(40, 260) * this.s;
    const sway = this.r(-4, 4) * this.s;
    const x2 = x + sway;
    const y2 = Math.min(this.h - 2, y + len);
    this.add(
      `<path d="M${f(x)} ${f(y)}Q${f(x + sway * 0.2)} ${f((y + y2) / 2)} ${f(x2)} ${f(y2)}" stroke="${hex(c)}" stroke-opacity="${op(this.r(0.5, 0.85))}" stroke-width="${f(width)}" stroke-linecap="round" fill="none"/><circle cx="${f(x2)}" cy="${f(y2)}" r="${f(width * 0.75)}" fill="${hex(c)}" fill-opacity="0.7"/>`,
    );
  }

  /** Flicked spatter around a point. */
  spatter(cx: number, cy: number, spread: number, c: Rgb, count: number): void {
    const dots: string[] = [];
    for (let i = 0; i < count; i++) {
      const a = this.r(0, Math.PI * 2);
      const d = Math.abs(this.gauss()) * spread * 0.5;
      const r = this.r(0.6, 3) * this.s * (this.chance(0.1) ? 2.2 : 1);
      dots.push(
        `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(r)}"/>`,
      );
    }
    this.add(`<g fill="${hex(c)}" fill-opacity="${op(this.r(0.55, 0.9))}">${dots.join("")}</g>`);
  }

  /** A flat ground brushed over with broad, faint strokes so it is never a dead flat colour. */
  ground(c: Rgb, horizontal = true, strength = 1): void {
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${hex(c)}"/>`);
    const { w, h, s } = this;
    for (let i = 0; i < 5; i++) {
      this.wash(
        this.r(0, w),
        this.r(0, h),
        this.r(0.3, 0.6) * w,
        this.r(0.2, 0.45) * h,
        this.tone(mix(c, this.pick(this.palette), 0.3), 0.15),
        this.r(0.2, 0.45) * strength,
        this.r(-30, 30),
      );
    }
    const count = Math.round(12 * strength);
    for (let i = 0; i < count; i++) {
      const x = this.r(-0.2, 1) * w;
      const y = this.r(-0.1, 1.1) * h;
      const angle = (horizontal ? 0 : Math.PI / 2) + this.r(-0.2, 0.2);
      this.stroke(this.path(x, y, angle, this.r(0.4, 0.9) * (horizontal ? w : h), 0.05), {
        width: this.r(50, 140) * s,
        colour: this.tone(c, 0.12),
        opacity: this.r(0.08, 0.2),
        bristles: 6,
        dry: 0.6,
        taper: 0.2,
        contrast: 0.4,
      });
    }
  }

  /** Canvas weave, a gentle fall of light, and the whole document. */
  finish(seed: number): string {
    const { w, h } = this;
    const noiseSeed = seed % 997;
    // Warp and weft threads: stretched turbulence, darkened one way and lightened the other,
    // in a small tile (turbulence is costly per pixel) with a few discrete strengths (as
    // visible as a smooth ramp, far cheaper to compress).
    const tile = 128;
    // Threads are a fixed few pixels wide, so on a small render they are fainter.
    // Light threads show more on dark paint than dark ones on light paint, so they are fainter.
    const strength = 0.03 * Math.max(0.35, Math.min(1, this.s));
    const fibres = (freq: string, s: number, light: boolean, out: string) => {
      const a = light ? strength * 0.6 : strength;
      const table = [0, a, 2 * a, 3 * a].map(op).join(" ");
      return (
        `<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${s}" stitchTiles="stitch"/>` +
        `<feColorMatrix type="matrix" values="0 0 0 0 ${light ? 1 : 0} 0 0 0 0 ${light ? 1 : 0} 0 0 0 0 ${light ? 1 : 0} ${light ? "-4 0 0 0 2" : "4 0 0 0 -2"}"/>` +
        `<feComponentTransfer result="${out}"><feFuncA type="discrete" tableValues="${table}"/></feComponentTransfer>`
      );
    };
    this.defs.push(
      `<filter id="weave" x="0" y="0" width="${tile}" height="${tile}" filterUnits="userSpaceOnUse" color-interpolation-filters="sRGB">` +
        fibres("0.08 0.8", noiseSeed, false, "warp") +
        fibres("0.7 0.12", noiseSeed + 1, true, "weft") +
        `<feMerge><feMergeNode in="warp"/><feMergeNode in="weft"/></feMerge></filter>` +
        `<pattern id="canvas" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"><rect width="${tile}" height="${tile}" filter="url(#weave)"/></pattern>`,
    );
    const light = this.linearGradient(
      [
        [0, WHITE, 0.08],
        [0.45, WHITE, 0],
        [1, BLACK, 0.1],
      ],
      true,
    );
    this.add(`<rect width="${w}" height="${h}" fill="url(#canvas)"/>`);
    this.add(`<rect width="${w}" height="${h}" fill="url(#${light})"/>`);
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`
    );
  }
}

function op(v: number): string {
  return String(Math.round(Math.max(0, Math.min(1, v)) * 1000) / 1000);
}

function byLuminance(palette: Rgb[]): Rgb[] {
  return [...palette].sort((a, b) => luminance(a) - luminance(b));
}

// ---------------------------------------------------------------------------------------------
// Styles

/** Rothko-like stacked fields with feathered edges, or Frankenthaler-like soak stains. */
function colourField(c: Canvas): void {
  const { w, h, s } = c;
  const sorted = byLuminance(c.palette);
  if (c.chance(0.6)) {
    // Stacked fields.
    const groundBase = c.chance(0.6) ? sorted[0] : c.pick(c.palette);
    const ground = c.tone(groundBase, 0.08);
    c.ground(ground, true, 0.8);
    const count = c.int(2, 3);
    const mx = c.r(0.07, 0.11) * w;
    const top = c.r(0.05, 0.09) * h;
    const bottom = c.r(0.05, 0.09) * h;
    const gap = c.r(0.025, 0.05) * h;
    const avail = h - top - bottom - gap * (count - 1);
    const weights = Array.from({ length: count }, () => c.r(0.6, 1.6));
    const total = weights.reduce((a, b) => a + b, 0);
    let y = top;
    const others = c.palette.filter((p) => p !== groundBase);
    const first = c.int(0, others.length - 1);
    for (let i = 0; i < count; i++) {
      const bh = (avail * weights[i]) / total;
      const base = c.tone(others[(first + i) % others.length] ?? c.pick(c.palette), 0.1);
      const x0 = mx + c.r(-0.01, 0.01) * w;
      const x1 = w - mx + c.r(-0.01, 0.01) * w;
      const feather = c.r(10, 22) * s;
      // Eight thin, nested glazes: dense in the middle, fading evenly over the feathered edge.
      const layers: string[] = [];
      for (let k = 7; k >= 0; k--) {
        const e = feather * (k / 7) - feather * 0.5;
        layers.push(
          `<rect x="${f(x0 - e)}" y="${f(y - e)}" width="${f(x1 - x0 + 2 * e)}" height="${f(bh + 2 * e)}" rx="${f(feather * 0.6)}" fill-opacity="0.2"/>`,
        );
      }
      c.add(`<g fill="${hex(base)}">${layers.join("")}</g>`);
      // Brushed, cloudy body of the field: thin glazes in slightly different tones.
      const strokes = Math.round(4 + bh / (45 * s));
      for (let k = 0; k < strokes; k++) {
        const width = Math.min(c.r(30, 90) * s, bh * 0.5);
        const sy = y + width * 0.3 + c.r(0, 1) * (bh - width * 0.6);
        const sx = x0 + c.r(-0.02, 0.3) * (x1 - x0);
        c.stroke(c.path(sx, sy, c.r(-0.04, 0.04), c.r(0.5, 1) * (x1 + 4 * s - sx), 0.03), {
          width,
          colour: c.tone(base, 0.14),
          opacity: c.r(0.1, 0.25),
          bristles: 3,
          dry: 0.3,
          taper: 0.3,
          rough: 0.2,
          contrast: 0.35,
        });
      }
      // Scumbled edges: faint dry strokes dragged along the border so it breathes.
      for (let k = 0; k < 5; k++) {
        const side = c.int(0, 3);
        const horizontal = side < 2;
        const px = horizontal ? c.r(x0, x1 - 0.3 * (x1 - x0)) : side === 2 ? x0 : x1;
        const py = horizontal ? (side === 0 ? y : y + bh) : c.r(y, y + bh * 0.6);
        c.stroke(
          c.path(
            px,
            py,
            horizontal ? c.r(-0.05, 0.05) : Math.PI / 2 + c.r(-0.05, 0.05),
            c.r(0.2, 0.4) * (horizontal ? x1 - x0 : bh),
            0.03,
          ),
          {
            width: c.r(10, 24) * s,
            colour: base,
            opacity: c.r(0.1, 0.25),
            bristles: 2,
            contrast: 0.2,
            dry: 0.7,
          },
        );
      }
      // A breath of light in the middle of each field.
      c.wash((x0 + x1) / 2, y + bh / 2, (x1 - x0) * 0.42, bh * 0.38, mix(base, WHITE, 0.25), 0.25);
      y += bh + gap;
    }
  } else {
    // Soak-stain: pools of thinned paint on raw canvas, darker where each pool dried at its edge.
    const raw = mix(LINEN, sorted[sorted.length - 1], 0.15);
    c.ground(raw, c.chance(0.5), 0.5);
    const pools = c.int(5, 8);
    for (let i = 0; i < pools; i++) {
      const col = saturate(c.tone(c.pick(c.palette), 0.1), 0.1);
      const cx = c.r(0.1, 0.9) * w;
      const cy = c.r(0.1, 0.9) * h;
      const rx = c.r(0.15, 0.42) * w;
      const ry = c.r(0.12, 0.38) * h;
      const pts = c.blob(cx, cy, rx, ry, 0.35, c.int(7, 11));
      // The stain bleeds: a faint halo, the pool, then a dried, darker tide line.
      const halo = pts.map(([x, y]): Pt => [cx + (x - cx) * 1.05, cy + (y - cy) * 1.05]);
      c.add(`<path d="${smoothClosedPath(halo)}" fill="${hex(col)}" fill-opacity="0.12"/>`);
      c.add(
        `<path d="${smoothClosedPath(pts)}" fill="${hex(col)}" fill-opacity="${op(c.r(0.3, 0.5))}" stroke="${hex(mix(col, BLACK, 0.3))}" stroke-opacity="0.22" stroke-width="${f(c.r(1, 2.5) * s)}"/>`,
      );
      c.wash(
        cx,
        cy,
        rx * 0.65,
        ry * 0.65,
        c.chance(0.5) ? mix(col, WHITE, 0.25) : mix(col, BLACK, 0.2),
        0.3,
      );
    }
    // A few broad, thinned pours dragged across the stains.
    for (let i = 0; i < c.int(1, 3); i++) {
      c.stroke(c.path(c.r(0, w), c.r(0, h), c.r(0, Math.PI * 2), c.r(0.3, 0.6) * h, 0.3), {
        width: c.r(60, 140) * s,
        colour: c.tone(c.pick(c.palette), 0.1),
        opacity: c.r(0.18, 0.3),
        contrast: 0.4,
        dry: 0.5,
        taper: 0.6,
      });
    }
  }
}

/** Scully-like brushed stripe blocks, or overlapping constructivist planes. */
function geometric(c: Canvas): void {
  const { w, h, s } = c;
  const sorted = byLuminance(c.palette);
  if (c.chance(0.5)) {
    c.ground(c.tone(sorted[0], 0.05), true, 0.5);
    const cols = c.int(1, 3);
    const rows = c.int(2, 3);
    const margin = c.r(0.03, 0.06) * Math.min(w, h);
    const cw = (w - margin * 2) / cols;
    const rh = (h - margin * 2) / rows;
    for (let col = 0; col < cols; col++) {
      for (let row = 0; row < rows; row++) {
        const x0 = margin + col * cw + c.r(-4, 4) * s;
        const y0 = margin + row * rh + c.r(-4, 4) * s;
        const bw = cw + c.r(-6, 6) * s;
        const bh = rh + c.r(-6, 6) * s;
        const horizontal = (col + row) % 2 === 0;
        const a = c.pick(c.palette);
        let b = c.pick(c.palette);
        if (b === a) b = c.palette[(c.palette.indexOf(a) + 1) % c.palette.length];
        const stripes = c.int(3, 6);
        const span = horizontal ? bh : bw;
        const band = span / stripes;
        for (let k = 0; k < stripes; k++) {
          const colour = c.tone(k % 2 === 0 ? a : b, 0.1);
          const across = k * band + band / 2;
          // Two overlapping passes make each stripe, its edges soft and uneven.
          for (let pass = 0; pass < 2; pass++) {
            const jitter = c.r(-0.05, 0.05) * band;
            const options = {
              width: band * c.r(0.92, 1.05),
              colour,
              opacity: c.r(0.45, 0.7),
              dry: 0.5,
              rough: 0.05,
              blunt: true,
            };
            const lead = c.r(-4, 2) * s;
            const run = (horizontal ? bw : bh) + c.r(-2, 6) * s - lead;
            if (horizontal) {
              c.stroke(
                c.path(x0 + lead, y0 + across + jitter, c.r(-0.01, 0.01), run, 0.01),
                options,
              );
            } else {
              c.stroke(
                c.path(x0 + across + jitter, y0 + lead, Math.PI / 2 + c.r(-0.01, 0.01), run, 0.01),
                options,
              );
            }
          }
        }
      }
    }
  } else {
    const ground = c.tone(sorted[sorted.length - 1], 0.06);
    c.ground(ground, c.chance(0.5), 0.8);
    const planes = c.int(7, 11);
    const colours = c.palette.filter((p) => p !== sorted[sorted.length - 1]);
    for (let i = 0; i < planes; i++) {
      const colour = c.tone(c.pick(colours), 0.08);
      const kind = c.pick(["rect", "rect", "rect", "disc", "tri", "half"] as const);
      const cx = c.r(0.1, 0.9) * w;
      const cy = c.r(0.1, 0.9) * h;
      const size = c.r(0.14, 0.45) * Math.min(w, h);
      const angle = c.chance(0.6) ? c.r(-4, 4) : c.pick([15, -20, 30, 45, -35]) + c.r(-3, 3);
      const opacity = c.r(0.5, 0.85);
      const pw = kind === "rect" ? size * c.r(0.5, 1.6) : size;
      const ph =
        kind === "rect" ? size * c.r(0.3, 1.2) : kind === "disc" ? size : size * c.r(0.6, 1);
      let shape: string;
      if (kind === "rect") {
        const j = () => f(c.r(-2, 2) * s);
        shape = `<path d="M${j()} ${j()}L${f(pw)} ${j()}L${f(pw)} ${f(ph)}L${j()} ${f(ph)}Z"`;
      } else if (kind === "tri") {
        shape = `<path d="M0 ${f(ph)}L${f(pw * c.r(0.2, 0.8))} 0L${f(pw)} ${f(ph)}Z"`;
      } else if (kind === "disc") {
        shape = `<circle cx="${f(pw / 2)}" cy="${f(ph / 2)}" r="${f(pw / 2)}"`;
      } else {
        shape = `<path d="M0 ${f(ph / 2)}A${f(pw / 2)} ${f(pw / 2)} 0 0 1 ${f(pw)} ${f(ph / 2)}Z"`;
      }
      const id = `clip${i}`;
      c.addDef(`<clipPath id="${id}">${shape}/></clipPath>`);
      const before = c.parts.length;
      // Brushed fill, dragged across the plane in one direction and past its edges.
      const along = c.chance(0.5);
      const passes = c.int(3, 5);
      for (let k = 0; k < passes; k++) {
        const t = (k + 0.5) / passes;
        c.stroke(
          along
            ? c.path(-10 * s, t * ph, c.r(-0.03, 0.03), pw + 20 * s, 0.02)
            : c.path(t * pw, -10 * s, Math.PI / 2 + c.r(-0.03, 0.03), ph + 20 * s, 0.02),
          {
            width: ((along ? ph : pw) / passes) * 1.6,
            colour: c.tone(colour, 0.12),
            opacity: c.r(0.35, 0.6),
            taper: 0.05,
            dry: 0.5,
          },
        );
      }
      const inner = c.parts.splice(before);
      c.add(
        `<g transform="translate(${f(cx - pw / 2)} ${f(cy - ph / 2)}) rotate(${f(angle)} ${f(pw / 2)} ${f(ph / 2)})">${shape} fill="${hex(colour)}" fill-opacity="${op(opacity * 0.55)}"/><g clip-path="url(#${id})">${inner.join("")}</g></g>`,
      );
    }
    // A few ruled lines and a small, intense accent.
    for (let i = 0; i < c.int(2, 4); i++) {
      const vertical = c.chance(0.5);
      const at = c.r(0.1, 0.9) * (vertical ? w : h);
      const from = c.r(0, 0.3);
      const to = c.r(0.6, 1);
      const [x1, y1, x2, y2] = vertical
        ? [at, from * h, at + c.r(-3, 3) * s, to * h]
        : [from * w, at, to * w, at + c.r(-3, 3) * s];
      c.add(
        `<path d="M${f(x1)} ${f(y1)}L${f(x2)} ${f(y2)}" stroke="${hex(sorted[0])}" stroke-width="${f(c.r(2, 6) * s)}" stroke-opacity="${op(c.r(0.6, 0.9))}" stroke-linecap="square"/>`,
      );
    }
    const accent = saturate(c.pick(colours), 0.4);
    c.add(
      `<circle cx="${f(c.r(0.15, 0.85) * w)}" cy="${f(c.r(0.15, 0.85) * h)}" r="${f(c.r(10, 30) * s)}" fill="${hex(accent)}" fill-opacity="0.9"/>`,
    );
  }
}

/** Sky, layered hills or water, a low sun, and a gestural foreground. */
function landscape(c: Canvas): void {
  const { w, h, s } = c;
  const sorted = byLuminance(c.palette);
  const light = sorted[sorted.length - 1];
  const dark = sorted[0];
  const horizon = c.r(0.38, 0.66) * h;
  const skyTop = mix(c.tone(sorted[Math.max(0, sorted.length - 2)], 0.05), light, 0.3);
  const sky = c.linearGradient([
    [0, skyTop],
    [horizon / h, mix(light, WHITE, 0.25)],
    [1, mix(light, dark, 0.3)],
  ]);
  c.add(`<rect width="${w}" height="${h}" fill="url(#${sky})"/>`);
  // Cloud washes and horizontal sky strokes.
  for (let i = 0; i < 5; i++) {
    c.wash(
      c.r(0, w),
      c.r(0, horizon),
      c.r(0.25, 0.6) * w,
      c.r(0.04, 0.12) * h,
      c.tone(light, 0.15),
      c.r(0.3, 0.55),
    );
  }
  for (let i = 0; i < 20; i++) {
    const y = c.r(0, horizon);
    c.stroke(c.path(c.r(-0.2, 0.7) * w, y, c.r(-0.05, 0.05), c.r(0.3, 0.8) * w, 0.04), {
      width: c.r(14, 50) * s,
      colour: c.tone(mix(c.pick(c.palette), light, c.r(0.6, 0.95)), 0.1),
      opacity: c.r(0.15, 0.4),
      dry: 0.6,
      taper: 0.5,
      contrast: 0.5,
    });
  }
  // A low sun or moon.
  if (c.chance(0.7)) {
    const sx = c.r(0.2, 0.8) * w;
    const sy = horizon - c.r(0.06, 0.25) * h;
    const sr = c.r(25, 60) * s;
    const sun = mix(saturate(c.pick(sorted.slice(Math.floor(sorted.length / 2))), 0.3), WHITE, 0.3);
    c.wash(sx, sy, sr * 4, sr * 3.2, sun, 0.35);
    c.add(
      `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(sr)}" fill="${hex(sun)}" fill-opacity="0.85"/>`,
    );
  }
  const water = c.chance(0.35);
  const layers = water ? 2 : c.int(3, 5);
  let y = horizon;
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const colour = mix(mix(c.pick(c.palette), light, 0.45 * (1 - t)), dark, 0.35 * t);
    const amp = c.r(0.02, 0.09) * h * (1 - t * 0.4);
    const pts: Pt[] = [[-20, h + 20]];
    const nPts = c.int(5, 9);
    const freq = c.r(0.6, 1.4);
    for (let k = 0; k <= nPts; k++) {
      pts.push([
        (k / nPts) * (w + 40) - 20,
        y - amp * Math.abs(Math.sin(k * freq + i)) + c.r(-0.01, 0.01) * h,
      ]);
    }
    pts.push([w + 20, h + 20]);
    c.add(
      `<path d="${smoothOpenPath(pts)}Z" fill="${hex(colour)}" fill-opacity="${op(c.r(0.6, 0.85))}"/>`,
    );
    // Brush the band with strokes following the land.
    for (let k = 0; k < 9; k++) {
      c.stroke(
        c.path(
          c.r(-0.2, 0.8) * w,
          y + c.r(-0.01, 0.12) * h,
          c.r(-0.12, 0.12),
          c.r(0.2, 0.6) * w,
          0.1,
        ),
        {
          width: c.r(12, 45) * s,
          colour: c.tone(colour, 0.18),
          opacity: c.r(0.25, 0.55),
          dry: 0.5,
          impasto: c.chance(0.3),
        },
      );
    }
    y += (h - horizon) * c.r(0.12, 0.28);
  }
  if (water) {
    // Horizontal reflections of the sky broken across the water.
    for (let k = 0; k < 26; k++) {
      const yy = horizon + c.r(0.05, 1) * (h - horizon);
      c.stroke(c.path(c.r(-0.1, 0.9) * w, yy, c.r(-0.02, 0.02), c.r(0.1, 0.5) * w, 0.02), {
        width: c.r(4, 16) * s,
        colour: c.tone(c.chance(0.5) ? light : c.pick(c.palette), 0.15),
        opacity: c.r(0.3, 0.7),
        bristles: 3,
        dry: 0.6,
      });
    }
  }
  // Foreground: dark gestural marks and upward flicks of grass and reeds.
  const fore = Math.max(horizon + 0.15 * h, h * 0.78);
  for (let k = 0; k < 10; k++) {
    c.stroke(
      c.path(c.r(-0.2, 0.9) * w, c.r(fore, h * 1.02), c.r(-0.4, 0.4), c.r(0.15, 0.45) * w, 0.3),
      {
        width: c.r(18, 55) * s,
        colour: c.tone(c.chance(0.6) ? dark : c.pick(c.palette), 0.15),
        opacity: c.r(0.35, 0.75),
        impasto: true,
      },
    );
  }
  for (let k = 0; k < 24; k++) {
    const x = c.r(0, w);
    c.stroke(c.path(x, h + 10, -Math.PI / 2 + c.r(-0.5, 0.5), c.r(0.06, 0.25) * h, 0.2), {
      width: c.r(3, 9) * s,
      colour: c.tone(c.chance(0.5) ? dark : c.pick(c.palette), 0.2),
      opacity: c.r(0.4, 0.8),
      bristles: 2,
      taper: 0.9,
    });
  }
}

/** Energetic, layered brushwork in the manner of the abstract expressionists. */
function gestural(c: Canvas): void {
  const { w, h, s } = c;
  const short = Math.min(w, h);
  const sorted = byLuminance(c.palette);
  const ground = mix(LINEN, sorted[sorted.length - 1], c.r(0.15, 0.45));
  c.ground(ground, c.chance(0.5), 0.5);
  // Two or three clusters of activity, each with its own direction of attack and colour.
  const clusters = Array.from({ length: c.int(2, 3) }, () => ({
    x: c.r(0.2, 0.8) * w,
    y: c.r(0.2, 0.8) * h,
    angle: c.r(0, Math.PI),
    spread: c.r(0.16, 0.26),
    colour: c.pick(c.palette),
  }));
  const mark = (o: {
    width: [number, number];
    length: [number, number];
    opacity: [number, number];
    colour?: Rgb;
    scatter?: number;
  }) => {
    const k = c.pick(clusters);
    const x = k.x + c.gauss() * k.spread * w * (o.scatter ?? 1);
    const y = k.y + c.gauss() * k.spread * h * (o.scatter ?? 1);
    const angle = k.angle + (c.chance(0.75) ? c.r(-0.45, 0.45) : c.r(0, Math.PI));
    const len = c.r(o.length[0], o.length[1]) * short;
    const width = c.r(o.width[0], o.width[1]) * s;
    const colour = o.colour ?? c.tone(c.chance(0.5) ? k.colour : undefined, 0.15);
    c.stroke(
      c.path(
        x - (Math.cos(angle) * len) / 2,
        y - (Math.sin(angle) * len) / 2,
        angle,
        len,
        c.r(0.1, 0.4),
      ),
      {
        width,
        colour,
        opacity: c.r(o.opacity[0], o.opacity[1]),
        impasto: width > 15 * s && c.chance(0.6),
        dry: 0.4,
        rough: 0.12,
      },
    );
    if (width > 25 * s && c.chance(0.08)) c.drip(x, y, colour, c.r(2, 4) * s);
  };
  // Scrubbed underpainting, then the main attack, cut back with the ground colour, then the
  // quick calligraphic marks that sit on top.
  for (let i = 0; i < 10; i++) {
    const len = c.r(0.4, 0.8) * short;
    const angle = c.pick(clusters).angle + c.r(-0.4, 0.4);
    c.stroke(
      c.path(
        c.r(0, w) - (Math.cos(angle) * len) / 2,
        c.r(0, h) - (Math.sin(angle) * len) / 2,
        angle,
        len,
        0.15,
      ),
      {
        width: c.r(120, 220) * s,
        colour: c.tone(undefined, 0.15),
        opacity: c.r(0.3, 0.55),
        dry: 0.5,
        rough: 0.15,
      },
    );
  }
  for (let i = 0; i < 30; i++) mark({ width: [28, 72], length: [0.2, 0.5], opacity: [0.75, 0.95] });
  for (let i = 0; i < 6; i++) {
    mark({
      width: [40, 110],
      length: [0.15, 0.4],
      opacity: [0.7, 0.9],
      colour: c.tone(ground, 0.06),
      scatter: 1.2,
    });
  }
  for (let i = 0; i < 14; i++) mark({ width: [5, 16], length: [0.1, 0.35], opacity: [0.8, 0.95] });
  for (let i = 0; i < 2; i++) {
    const k = c.pick(clusters);
    c.spatter(k.x, k.y, c.r(0.15, 0.35) * short, c.tone(undefined, 0.1), c.int(20, 50));
  }
}

/** A shaded sphere from flat glazes: a dark body, then lighter discs drifting to the light. */
function sphere(c: Canvas, cx: number, cy: number, r: number, colour: Rgb, opacity: number): void {
  const lx = -0.35;
  const ly = -0.4;
  const discs: string[] = [
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${hex(mix(colour, BLACK, 0.35))}" fill-opacity="${op(opacity)}"/>`,
  ];
  const steps = 7;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const rr = r * (1 - 0.85 * t);
    const shift = (r - rr) * 0.95;
    const c2 =
      t < 0.45
        ? mix(colour, BLACK, 0.35 * (1 - t / 0.45))
        : mix(colour, WHITE, ((t - 0.45) / 0.55) * 0.55);
    discs.push(
      `<circle cx="${f(cx + lx * shift)}" cy="${f(cy + ly * shift)}" r="${f(rr)}" fill="${hex(c2)}" fill-opacity="${op(opacity * 0.55)}"/>`,
    );
  }
  c.add(discs.join(""));
}

/** Translucent, glowing spheres, halos and orbits. */
function orbs(c: Canvas): void {
  const { w, h, s } = c;
  const sorted = byLuminance(c.palette);
  // A night sky when the palette has a near-black in it, more often than not.
  const darkGround = c.chance(luminance(sorted[0]) < 0.12 ? 0.85 : 0.4);
  const ground = darkGround
    ? mix(sorted[0], BLACK, 0.3)
    : mix(LINEN, sorted[sorted.length - 1], 0.3);
  c.ground(ground, c.chance(0.5), 0.9);
  const count = c.int(3, 6);
  const short = Math.min(w, h);
  const placed: Pt[] = [];
  for (let i = 0; i < count; i++) {
    // The largest body sits near a third of the canvas; the rest keep a little apart from
    // those already placed (the best of a few tries), so the picture spreads out.
    let cx = 0;
    let cy = 0;
    if (i === 0) {
      cx = (c.pick([1, 2]) / 3 + c.r(-0.06, 0.06)) * w;
      cy = (c.pick([1, 2]) / 3 + c.r(-0.06, 0.06)) * h;
    } else {
      let best = -1;
      for (let attempt = 0; attempt < 6; attempt++) {
        const x = c.r(0.12, 0.88) * w;
        const y = c.r(0.1, 0.9) * h;
        const gap = Math.min(...placed.map(([px, py]) => Math.hypot(px - x, py - y)));
        if (gap > best) [best, cx, cy] = [gap, x, y];
      }
    }
    placed.push([cx, cy]);
    const r = (i === 0 ? c.r(0.22, 0.34) : c.r(0.05, 0.18)) * short;
    const colour = saturate(c.tone(c.pick(sorted.slice(darkGround ? 1 : 0)), 0.1), 0.15);
    // Halo, body and a brushed surface following the curve of the sphere.
    c.wash(cx, cy, r * 1.9, r * 1.9, mix(colour, ground, 0.2), darkGround ? 0.4 : 0.25);
    sphere(c, cx, cy, r, colour, c.r(0.75, 0.95));
    const arcs = Math.round(3 + r / (30 * s));
    for (let k = 0; k < arcs; k++) {
      const rr = r * c.r(0.3, 0.95);
      const a0 = c.r(0, Math.PI * 2);
      const sweep = c.r(0.8, 2.4);
      const arc: Pt[] = [];
      for (let j = 0; j <= 12; j++) {
        const a = a0 + (j / 12) * sweep;
        arc.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      c.stroke(arc, {
        width: c.r(8, 24) * s * Math.max(0.6, r / (120 * s)),
        colour: c.tone(colour, 0.25),
        opacity: c.r(0.12, 0.3),
        dry: 0.6,
        bodyless: c.chance(0.5),
      });
    }
    // Orbits and rings.
    if (c.chance(0.55)) {
      const rr = r * c.r(1.15, 1.7);
      const sweep = c.r(Math.PI, Math.PI * 2);
      const a0 = c.r(0, Math.PI * 2);
      const ring: Pt[] = [];
      const tilt = c.r(0.35, 1);
      for (let j = 0; j <= 24; j++) {
        const a = a0 + (j / 24) * sweep;
        ring.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * tilt]);
      }
      c.stroke(ring, {
        width: c.r(3, 9) * s,
        colour: c.tone(c.pick(c.palette), 0.1),
        opacity: c.r(0.5, 0.85),
        bristles: 3,
        taper: 0.8,
      });
    }
  }
  // Dust of small bodies.
  const dust: string[] = [];
  for (let i = 0; i < c.int(8, 20); i++) {
    const col = c.tone(c.pick(c.palette), 0.2);
    dust.push(
      `<circle cx="${f(c.r(0, w))}" cy="${f(c.r(0, h))}" r="${f(c.r(2, 9) * s)}" fill="${hex(col)}" fill-opacity="${op(c.r(0.4, 0.85))}"/>`,
    );
  }
  c.add(dust.join(""));
  c.spatter(
    c.r(0.2, 0.8) * w,
    c.r(0.2, 0.8) * h,
    0.6 * short,
    darkGround ? mix(sorted[sorted.length - 1], WHITE, 0.4) : sorted[0],
    c.int(30, 70),
  );
}

/** Flowers in a jug on a table, or a loose hedgerow of stems, leaves and blooms. */
function botanical(c: Canvas): void {
  const { w, h, s } = c;
  const sorted = byLuminance(c.palette);
  const greens = c.palette.filter((p) => p.g > p.r + 12 && p.g > p.b - 10);
  const leafColours = greens.length > 0 ? greens : sorted.slice(0, 2);
  const bloomColours = c.palette.filter((p) => !leafColours.includes(p) && p !== sorted[0]);
  const blooms = bloomColours.length > 0 ? bloomColours : sorted.slice(1);
  const ground = mix(LINEN, sorted[sorted.length - 1], c.r(0.2, 0.5));
  c.ground(ground, c.chance(0.5), 0.8);
  const still = c.chance(0.55);
  const baseX = c.r(0.35, 0.65) * w;
  let baseY = h * 1.02;
  let spread = c.r(0.25, 0.35);
  let drawVase = () => {};
  const tableY = c.r(0.7, 0.8) * h;
  if (!still) {
    // Open air: soft drifts of the flowers' and leaves' colours behind the stems.
    for (let i = 0; i < 3; i++) {
      const colour = mix(c.pick(i === 0 ? leafColours : blooms), ground, c.r(0.3, 0.6));
      c.wash(
        c.r(0, w),
        c.r(0.2, 0.9) * h,
        c.r(0.3, 0.6) * w,
        c.r(0.15, 0.3) * h,
        colour,
        c.r(0.3, 0.5),
      );
    }
  } else {
    // A wall behind and a table top, each a brushed field of colour.
    c.wash(
      c.r(0.3, 0.7) * w,
      tableY * 0.5,
      w * 0.6,
      tableY * 0.45,
      c.tone(c.pick(c.palette), 0.1),
      0.3,
    );
    const table = c.tone(mix(c.pick(c.palette), ground, 0.4), 0.1);
    c.add(
      `<rect x="0" y="${f(tableY)}" width="${w}" height="${f(h - tableY)}" fill="${hex(table)}" fill-opacity="0.85"/>`,
    );
    for (let k = 0; k < 8; k++) {
      c.stroke(
        c.path(c.r(-0.3, 0.6) * w, c.r(tableY, h), c.r(-0.03, 0.03), c.r(0.4, 0.9) * w, 0.02),
        {
          width: c.r(20, 60) * s,
          colour: c.tone(table, 0.12),
          opacity: c.r(0.2, 0.45),
          blunt: true,
        },
      );
    }
    // The jug: a swelling body with a neck, painted in curved vertical strokes.
    const vx = baseX;
    const vw = c.r(0.16, 0.26) * w;
    const vh = c.r(0.18, 0.28) * h;
    const top = tableY + 0.02 * h - vh;
    baseY = top + 0.02 * h;
    spread = c.r(0.18, 0.26);
    const vase = saturate(c.tone(c.pick(c.palette), 0.1), 0.05);
    drawVase = () => {
      c.wash(
        vx + vw * 0.35,
        tableY + 0.02 * h,
        vw * 0.75,
        0.02 * h,
        mix(sorted[0], table, 0.3),
        0.5,
      );
      const outline: Pt[] = [
        [vx - vw * 0.22, top],
        [vx - vw * 0.28, top + vh * 0.18],
        [vx - vw * 0.5, top + vh * 0.55],
        [vx - vw * 0.4, top + vh],
        [vx + vw * 0.4, top + vh],
        [vx + vw * 0.5, top + vh * 0.55],
        [vx + vw * 0.28, top + vh * 0.18],
        [vx + vw * 0.22, top],
      ];
      c.add(`<path d="${smoothClosedPath(outline)}" fill="${hex(vase)}" fill-opacity="0.92"/>`);
      for (let k = 0; k < 6; k++) {
        const t = (k + 0.5) / 6 - 0.5;
        c.stroke(
          cubic(
            [vx + t * vw * 0.4, top + vh * 0.05],
            [vx + t * vw * 0.95, top + vh * 0.4],
            [vx + t * vw * 0.9, top + vh * 0.75],
            [vx + t * vw * 0.75, top + vh * 0.97],
            10,
          ),
          {
            width: vw * 0.22,
            colour:
              k < 2 ? mix(vase, WHITE, 0.3) : k > 3 ? mix(vase, BLACK, 0.3) : c.tone(vase, 0.1),
            opacity: c.r(0.25, 0.5),
            taper: 0.2,
          },
        );
      }
    };
  }
  const stems = c.int(8, 13);
  const heads: Pt[] = [];
  for (let i = 0; i < stems; i++) {
    const tx = baseX + c.gauss() * spread * w;
    const ty = c.r(0.08, still ? 0.45 : 0.55) * h;
    const pts = cubic(
      [baseX + c.r(-0.03, 0.03) * w, baseY],
      [baseX + c.r(-0.06, 0.06) * w, (baseY + ty) / 2],
      [tx + c.r(-0.08, 0.08) * w, ty + c.r(0.05, 0.15) * h],
      [tx, ty],
      16,
    );
    c.stroke(pts, {
      width: c.r(4, 8) * s,
      colour: c.tone(c.pick(leafColours), 0.15),
      opacity: 0.8,
      bristles: 2,
      taper: 0.5,
    });
    heads.push([tx, ty]);
    // Leaves: single tapered strokes leaving the stem, each one a leaf.
    for (let k = 0; k < c.int(1, 3); k++) {
      const p = pts[c.int(4, pts.length - 4)];
      const dir = c.chance(0.5) ? c.r(-2.7, -1.9) : c.r(-1.2, -0.4);
      c.stroke(c.path(p[0], p[1], dir, c.r(80, 200) * s, 0.2), {
        width: c.r(24, 50) * s,
        colour: c.tone(c.pick(leafColours), 0.2),
        opacity: c.r(0.7, 0.92),
        taper: 1,
        impasto: c.chance(0.5),
      });
    }
  }
  drawVase();
  // Flower heads: petals as fat dabs radiating from a dark eye, or sprays of small dabs.
  for (const [hx, hy] of heads) {
    const colour = saturate(c.tone(c.pick(blooms), 0.12), 0.1);
    const pr = c.r(30, 70) * s;
    if (c.chance(0.25)) {
      for (let k = 0; k < c.int(7, 14); k++) {
        const a = c.r(0, Math.PI * 2);
        const d = c.r(0, 1.4) * pr;
        c.stroke(
          c.path(
            hx + Math.cos(a) * d,
            hy + Math.sin(a) * d,
            c.r(0, Math.PI * 2),
            c.r(10, 22) * s,
            0.3,
          ),
          {
            width: c.r(9, 18) * s,
            colour: c.tone(colour, 0.15),
            opacity: 0.9,
            bristles: 3,
          },
        );
      }
      continue;
    }
    const petals = c.int(5, 8);
    const rot = c.r(0, Math.PI * 2);
    c.wash(hx, hy, pr * 1.8, pr * 1.6, colour, 0.22);
    for (let k = 0; k < petals; k++) {
      const a = rot + (k / petals) * Math.PI * 2 + c.r(-0.2, 0.2);
      c.stroke(c.path(hx, hy, a, pr * c.r(0.8, 1.3), 0.25), {
        width: pr * c.r(0.6, 0.9),
        colour: c.tone(colour, 0.12),
        opacity: c.r(0.75, 0.95),
        taper: 0.6,
        impasto: c.chance(0.5),
        bristles: 3,
      });
    }
    c.add(
      `<circle cx="${f(hx + c.r(-3, 3) * s)}" cy="${f(hy + c.r(-3, 3) * s)}" r="${f(pr * c.r(0.16, 0.26))}" fill="${hex(mix(sorted[0], colour, 0.25))}" fill-opacity="0.9"/>`,
    );
  }
  // A few fallen petals.
  for (let i = 0; i < c.int(2, 5); i++) {
    c.stroke(
      c.path(
        c.r(0.1, 0.9) * w,
        still ? c.r(tableY + 0.03 * h, h * 0.97) : c.r(0.85, 0.97) * h,
        c.r(0, Math.PI * 2),
        c.r(18, 36) * s,
        0.3,
      ),
      {
        width: c.r(12, 22) * s,
        colour: c.tone(c.pick(blooms), 0.1),
        opacity: 0.9,
        bristles: 3,
        taper: 0.7,
      },
    );
  }
}

const PAINTERS: Record<PaintingStyle, (c: Canvas) => void> = {
  "colour-field": colourField,
  geometric,
  landscape,
  gestural,
  orbs,
  botanical,
};

const DEFAULT_PALETTE = ["#1f2a44", "#c8553d", "#f2d0a4", "#588b8b", "#ffd5c2"];

/** The painting as an SVG document of the given pixel size. */
export function paintingSvg(spec: PaintingSpec, width: number, height: number): string {
  const w = Math.round(width);
  const h = Math.round(height);
  if (!(w > 0 && h > 0)) throw new Error(`Invalid painting size: ${width} x ${height}`);
  const painter = PAINTERS[spec.style];
  if (!painter) throw new Error(`Unknown painting style: ${String(spec.style)}`);
  const palette = (spec.palette.length > 0 ? spec.palette : DEFAULT_PALETTE).map(parseHex);
  // Fewer than three colours: add a light and a dark tone of the first, which every style needs.
  if (palette.length < 3) palette.push(mix(palette[0], WHITE, 0.6), mix(palette[0], BLACK, 0.6));
  const seed = (Math.floor(spec.seed) ^ hashString(spec.style)) >>> 0;
  const canvas = new Canvas(w, h, mulberry32(seed), palette);
  painter(canvas);
  return canvas.finish(seed);
}

/** The painting as a PNG of the given pixel size. */
export async function renderPainting(
  spec: PaintingSpec,
  width: number,
  height: number,
): Promise<Buffer> {
  const svg = paintingSvg(spec, width, height);
  // The painting is opaque, so the alpha channel goes; and the canvas grain makes every
  // pixel different, so zlib's harder levels cost a third more time for 2-3% smaller files.
  return sharp(Buffer.from(svg)).removeAlpha().png({ compressionLevel: 3 }).toBuffer();
}
