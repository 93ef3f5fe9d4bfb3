/** An add-on as an order keeps it: a per-unit one with its quantity (flat ones have 1 or none). */
export type SoldAddon = { label: string; quantity?: number | undefined };

/**
 * An add-on as the dashboard, the export and the CRM text name it: "Extra Windows x 12" for a
 * quantity above one, the label alone otherwise (a flat add-on, or a single unit).
 */
export function formatSoldAddon(addon: SoldAddon): string {
  return addon.quantity !== undefined && addon.quantity > 1
    ? `${addon.label} x ${addon.quantity}`
    : addon.label;
}

/** The add-ons of an order, joined: "Extra Windows x 12, Hard Water Stain Removal". */
export function formatSoldAddons(addons: readonly SoldAddon[], separator = ", "): string {
  return addons.map(formatSoldAddon).join(separator);
}
