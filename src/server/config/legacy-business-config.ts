import type { Offering } from "@/shared/offering";

/**
 * A business config saved before the offering model (docs/decisions/008-offering-model.md): every
 * such business sold snow removal, with its sizes, prices and season at the top level and the
 * wizard's texts in code.
 */
type LegacyBusinessConfig = {
  serviceName: string;
  season: { start: string; end: string; triggerInches: number };
  earlyBird: { deadline: string; discountCents: number };
  fees: Offering["fees"];
  tax: Offering["tax"];
  drivewaySizes: { code: string; label: string; description: string; badge?: string }[];
  addons: { code: string; label: string; description: string; priceCents: number }[];
  areas: { name: string; shape: unknown; prices: Record<string, number> }[];
  [profileField: string]: unknown;
};

/** Whether a stored config predates the offering model (it has no `offering`). */
export function isLegacyBusinessConfig(data: unknown): data is LegacyBusinessConfig {
  return typeof data === "object" && data !== null && !("offering" in data);
}

/**
 * The same business in today's shape: its profile as it was, and an offering made of its own
 * sizes, prices, areas, season and rates, with the texts the wizard used to show (the
 * snow-removal template's, at the business's trigger depth).
 */
export function upgradeLegacyBusinessConfig(
  legacy: LegacyBusinessConfig,
  snowRemoval: Offering,
): Record<string, unknown> {
  const { serviceName, season, earlyBird, fees, tax, drivewaySizes, addons, areas, ...profile } =
    legacy;
  const depth = season.triggerInches;
  const texts: Offering["service"] = JSON.parse(
    JSON.stringify(snowRemoval.service)
      .replaceAll("3-inch", `${depth}-inch`)
      .replaceAll("3 inches", `${depth} inches`),
  );
  const offering: Offering = {
    ...snowRemoval,
    service: { ...texts, name: serviceName },
    options: drivewaySizes.map((size) => ({
      ...size,
      ...(size.code === "CUSTOM" ? { customQuote: true as const } : {}),
    })),
    areas: areas.map((area) => ({
      name: area.name,
      shape: area.shape as Offering["areas"][number]["shape"],
      prices: area.prices,
    })),
    addons: addons.map(({ priceCents, ...addon }) => ({
      ...addon,
      pricing: { type: "flat" as const, priceCents },
    })),
    discounts: {
      earlyBird: { deadline: earlyBird.deadline, amountCents: earlyBird.discountCents },
    },
    season: { start: season.start, end: season.end, note: `${depth}-inch snow trigger` },
    fees,
    tax,
  };
  return { ...profile, offering };
}
