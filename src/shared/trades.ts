import type { OfferingIcon } from "./offering";

/**
 * The trades Quotewise is sold to (docs/product/marketing-site.md#industries): the marketing
 * site's industries, the demo form's industry choice and sign-up's trade picker are this one list,
 * in this order. Each trade signs up from its template, `config/trades/<template>.json`, with the
 * customer terms `config/terms/<template>.json`. Kept free of zod so pages can list it cheaply.
 */
export type Trade = {
  /** The trade's own id: "pest-control". */
  code: string;
  /** For people: "Pest control". */
  name: string;
  /** Its icon, one a business may pick for its service. */
  icon: OfferingIcon;
  /** The template a business of this trade starts from, as sign-up sends it: "pest-control". */
  template: string;
  /** Named on the marketing site (its industries); the others are offered at sign-up only. */
  marketed: boolean;
  /** A blank start: sign-up asks the owner what the one service is called. */
  namesItsService?: true;
};

const LIST = [
  { code: "hvac", name: "HVAC", icon: "thermometer", template: "hvac", marketed: true },
  { code: "plumbing", name: "Plumbing", icon: "droplet", template: "plumbing", marketed: true },
  {
    code: "landscaping",
    name: "Landscaping",
    icon: "leaf",
    template: "lawn-mowing",
    marketed: true,
  },
  { code: "roofing", name: "Roofing", icon: "home", template: "roofing", marketed: true },
  { code: "electrical", name: "Electrical", icon: "zap", template: "electrical", marketed: true },
  {
    code: "cleaning",
    name: "Cleaning",
    icon: "sparkles",
    template: "house-cleaning",
    marketed: true,
  },
  { code: "pool", name: "Pool service", icon: "waves", template: "pool-service", marketed: true },
  {
    code: "pest-control",
    name: "Pest control",
    icon: "bug",
    template: "pest-control",
    marketed: true,
  },
  {
    code: "snow-removal",
    name: "Snow removal",
    icon: "snowflake",
    template: "snow-removal",
    marketed: true,
  },
  { code: "handyman", name: "Handyman", icon: "wrench", template: "handyman", marketed: true },
  {
    code: "window-cleaning",
    name: "Window cleaning",
    icon: "window",
    template: "window-cleaning",
    marketed: false,
  },
  {
    code: "gutter-cleaning",
    name: "Gutter cleaning",
    icon: "gutter",
    template: "gutter-cleaning",
    marketed: false,
  },
  {
    code: "pressure-washing",
    name: "Pressure washing",
    icon: "droplets",
    template: "pressure-washing",
    marketed: false,
  },
  {
    code: "other",
    name: "Other",
    icon: "briefcase",
    template: "other",
    marketed: false,
    namesItsService: true,
  },
] as const satisfies readonly Trade[];

/** Every trade, in the order pages list them: the marketing site's, the others, Other. */
export const TRADES: readonly Trade[] = LIST;

export type MarketedTrade = Extract<(typeof LIST)[number], { marketed: true }>;

/** The trades the marketing site names, in its order. */
export const MARKETED_TRADES = LIST.filter((trade): trade is MarketedTrade => trade.marketed);

/** True when the trade of this template is a blank start whose owner names its service. */
export function tradeNamesItsService(template: string): boolean {
  return TRADES.find((trade) => trade.template === template)?.namesItsService === true;
}
