/**
 * Colour contrast as WCAG 2 defines it, for a business's brand colour: white button text on it
 * must reach AA for normal text (docs/product/platform.md#branding).
 */

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** Red, green and blue (0-255) of a `#RRGGBB` colour. */
export function parseHexColor(hex: string): [number, number, number] {
  if (!HEX_COLOR_PATTERN.test(hex)) throw new Error(`not a #RRGGBB colour: ${hex}`);
  return [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ];
}

/** Relative luminance (WCAG 2): 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two `#RRGGBB` colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** Mixes a colour with another (`amount` 0 keeps it, 1 gives the other), as `#rrggbb`. */
export function mixHexColors(hex: string, other: string, amount: number): string {
  const from = parseHexColor(hex);
  const to = parseHexColor(other);
  return `#${from
    .map((channel, index) => Math.round(channel + (to[index]! - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, "0"))
    .join("")}`;
}
