import type { Canvas } from "../canvas";
import { saturate, sortByLuminance, toHex } from "../colour";
import { formatNumber, formatOpacity, formatPoint } from "../geometry";

/** Scully-like brushed stripe blocks, or overlapping constructivist planes. */
export function paintGeometric(canvas: Canvas): void {
  if (canvas.chance(0.5)) paintStripeBlocks(canvas);
  else paintPlanes(canvas);
}

/** A grid of blocks, each of brushed stripes across or down, alternating block to block. */
function paintStripeBlocks(canvas: Canvas): void {
  const { width, height, scale, palette } = canvas;
  const sorted = sortByLuminance(palette);
  canvas.ground(canvas.tone(sorted[0], 0.05), true, 0.5);
  const columns = canvas.randomInt(1, 3);
  const rows = canvas.randomInt(2, 3);
  const margin = canvas.random(0.03, 0.06) * Math.min(width, height);
  const cellWidth = (width - margin * 2) / columns;
  const cellHeight = (height - margin * 2) / rows;
  for (let column = 0; column < columns; column++) {
    for (let row = 0; row < rows; row++) {
      const x0 = margin + column * cellWidth + canvas.random(-4, 4) * scale;
      const y0 = margin + row * cellHeight + canvas.random(-4, 4) * scale;
      const blockWidth = cellWidth + canvas.random(-6, 6) * scale;
      const blockHeight = cellHeight + canvas.random(-6, 6) * scale;
      const horizontal = (column + row) % 2 === 0;
      const firstColour = canvas.pick(palette);
      let secondColour = canvas.pick(palette);
      if (secondColour === firstColour) {
        secondColour = palette[(palette.indexOf(firstColour) + 1) % palette.length];
      }
      const stripes = canvas.randomInt(3, 6);
      const span = horizontal ? blockHeight : blockWidth;
      const band = span / stripes;
      for (let k = 0; k < stripes; k++) {
        const colour = canvas.tone(k % 2 === 0 ? firstColour : secondColour, 0.1);
        const across = k * band + band / 2;
        // Two overlapping passes make each stripe, its edges soft and uneven.
        for (let pass = 0; pass < 2; pass++) {
          const jitter = canvas.random(-0.05, 0.05) * band;
          const options = {
            width: band * canvas.random(0.92, 1.05),
            colour,
            opacity: canvas.random(0.45, 0.7),
            dry: 0.5,
            rough: 0.05,
            blunt: true,
          };
          const lead = canvas.random(-4, 2) * scale;
          const run = (horizontal ? blockWidth : blockHeight) + canvas.random(-2, 6) * scale - lead;
          if (horizontal) {
            const angle = canvas.random(-0.01, 0.01);
            canvas.stroke(
              canvas.centreline(x0 + lead, y0 + across + jitter, angle, run, 0.01),
              options,
            );
          } else {
            const angle = Math.PI / 2 + canvas.random(-0.01, 0.01);
            canvas.stroke(
              canvas.centreline(x0 + across + jitter, y0 + lead, angle, run, 0.01),
              options,
            );
          }
        }
      }
    }
  }
}

/** Overlapping tilted planes, brushed and clipped to shape, with ruled lines and an accent. */
function paintPlanes(canvas: Canvas): void {
  const { width, height, scale, palette } = canvas;
  const sorted = sortByLuminance(palette);
  const lightest = sorted[sorted.length - 1];
  canvas.ground(canvas.tone(lightest, 0.06), canvas.chance(0.5), 0.8);
  const planes = canvas.randomInt(7, 11);
  const colours = palette.filter((colour) => colour !== lightest);
  for (let i = 0; i < planes; i++) {
    const colour = canvas.tone(canvas.pick(colours), 0.08);
    const kind = canvas.pick(["rect", "rect", "rect", "disc", "tri", "half"] as const);
    const cx = canvas.random(0.1, 0.9) * width;
    const cy = canvas.random(0.1, 0.9) * height;
    const size = canvas.random(0.14, 0.45) * Math.min(width, height);
    const angle = canvas.chance(0.6)
      ? canvas.random(-4, 4)
      : canvas.pick([15, -20, 30, 45, -35]) + canvas.random(-3, 3);
    const opacity = canvas.random(0.5, 0.85);
    const planeWidth = kind === "rect" ? size * canvas.random(0.5, 1.6) : size;
    const planeHeight =
      kind === "rect"
        ? size * canvas.random(0.3, 1.2)
        : kind === "disc"
          ? size
          : size * canvas.random(0.6, 1);
    // The shape's opening tag without its closing "/>", so it can serve as fill and as clip.
    let shape: string;
    if (kind === "rect") {
      const jitter = () => formatNumber(canvas.random(-2, 2) * scale);
      shape = `<path d="M${jitter()} ${jitter()}L${formatNumber(planeWidth)} ${jitter()}L${formatPoint(planeWidth, planeHeight)}L${jitter()} ${formatNumber(planeHeight)}Z"`;
    } else if (kind === "tri") {
      shape = `<path d="M0 ${formatNumber(planeHeight)}L${formatNumber(planeWidth * canvas.random(0.2, 0.8))} 0L${formatPoint(planeWidth, planeHeight)}Z"`;
    } else if (kind === "disc") {
      shape = `<circle cx="${formatNumber(planeWidth / 2)}" cy="${formatNumber(planeHeight / 2)}" r="${formatNumber(planeWidth / 2)}"`;
    } else {
      const radius = formatNumber(planeWidth / 2);
      shape = `<path d="M0 ${formatNumber(planeHeight / 2)}A${radius} ${radius} 0 0 1 ${formatPoint(planeWidth, planeHeight / 2)}Z"`;
    }
    const id = `clip${i}`;
    canvas.addDef(`<clipPath id="${id}">${shape}/></clipPath>`);
    // Brushed fill, dragged across the plane in one direction and past its edges.
    const brushwork = canvas.collect(() => {
      const along = canvas.chance(0.5);
      const passes = canvas.randomInt(3, 5);
      for (let k = 0; k < passes; k++) {
        const t = (k + 0.5) / passes;
        canvas.stroke(
          along
            ? canvas.centreline(
                -10 * scale,
                t * planeHeight,
                canvas.random(-0.03, 0.03),
                planeWidth + 20 * scale,
                0.02,
              )
            : canvas.centreline(
                t * planeWidth,
                -10 * scale,
                Math.PI / 2 + canvas.random(-0.03, 0.03),
                planeHeight + 20 * scale,
                0.02,
              ),
          {
            width: ((along ? planeHeight : planeWidth) / passes) * 1.6,
            colour: canvas.tone(colour, 0.12),
            opacity: canvas.random(0.35, 0.6),
            taper: 0.05,
            dry: 0.5,
          },
        );
      }
    });
    canvas.add(
      `<g transform="translate(${formatPoint(cx - planeWidth / 2, cy - planeHeight / 2)}) rotate(${formatNumber(angle)} ${formatPoint(planeWidth / 2, planeHeight / 2)})">${shape} fill="${toHex(colour)}" fill-opacity="${formatOpacity(opacity * 0.55)}"/><g clip-path="url(#${id})">${brushwork.join("")}</g></g>`,
    );
  }
  // A few ruled lines and a small, intense accent. (The loop draws a new bound on every pass;
  // changing that would repaint every existing picture.)
  for (let i = 0; i < canvas.randomInt(2, 4); i++) {
    const vertical = canvas.chance(0.5);
    const at = canvas.random(0.1, 0.9) * (vertical ? width : height);
    const from = canvas.random(0, 0.3);
    const to = canvas.random(0.6, 1);
    const [x1, y1, x2, y2] = vertical
      ? [at, from * height, at + canvas.random(-3, 3) * scale, to * height]
      : [from * width, at, to * width, at + canvas.random(-3, 3) * scale];
    canvas.add(
      `<path d="M${formatPoint(x1, y1)}L${formatPoint(x2, y2)}" stroke="${toHex(sorted[0])}" stroke-width="${formatNumber(canvas.random(2, 6) * scale)}" stroke-opacity="${formatOpacity(canvas.random(0.6, 0.9))}" stroke-linecap="square"/>`,
    );
  }
  const accent = saturate(canvas.pick(colours), 0.4);
  canvas.add(
    `<circle cx="${formatNumber(canvas.random(0.15, 0.85) * width)}" cy="${formatNumber(canvas.random(0.15, 0.85) * height)}" r="${formatNumber(canvas.random(10, 30) * scale)}" fill="${toHex(accent)}" fill-opacity="0.9"/>`,
  );
}
