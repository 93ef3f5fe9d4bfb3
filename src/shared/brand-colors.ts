import { mixHexColors } from "./color-contrast";

/** Marks the style element a server-rendered page carries its brand colour in, with the colour. */
export const BRAND_STYLE_ATTRIBUTE = "data-brand-color";

/**
 * The theme's primary colours (src/web/styles.css) for a brand colour. The colour itself passed
 * the config's contrast check (4.5:1 under white text); hover is darker, the soft fill lighter,
 * and the text on the soft fill darker still, so both keep AA. The browser sets them once
 * hydrated (src/web/components/business/brand.tsx); the server writes them into a server-rendered
 * page's head, so its first paint has them.
 */
export function brandColorVariables(primaryColor: string): Record<string, string> {
  return {
    "--color-primary": primaryColor,
    "--color-primary-hover": mixHexColors(primaryColor, "#000000", 0.15),
    "--color-ring": primaryColor,
    "--color-primary-soft": mixHexColors(primaryColor, "#ffffff", 0.92),
    "--color-primary-soft-foreground": mixHexColors(primaryColor, "#000000", 0.25),
  };
}
