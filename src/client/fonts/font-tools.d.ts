// The two font tools ship no types; what scripts/fonts.ts and fonts.test.ts call.
type FontFormat = "sfnt" | "truetype" | "woff" | "woff2";

declare module "fontverter" {
  export function convert(
    font: Uint8Array,
    toFormat: FontFormat,
    fromFormat?: FontFormat,
  ): Promise<Uint8Array>;
}

declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: FontFormat;
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Uint8Array>;
}
