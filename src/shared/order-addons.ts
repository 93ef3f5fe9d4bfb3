/** An add-on as an order keeps it: `quantity` only on one priced per unit. */
export type SoldAddon = { label: string; quantity?: number | undefined };

/**
 * An add-on as the dashboard, the export and the CRM text name it: "Extra Windows x 12" for one
 * priced per unit (whatever its quantity, 1 included), the label alone for a flat one.
 */
export function formatSoldAddon(addon: SoldAddon): string {
  return addon.quantity === undefined ? addon.label : `${addon.label} x ${addon.quantity}`;
}

/** The add-ons of an order, joined: "Extra Windows x 12, Hard Water Stain Removal". */
export function formatSoldAddons(addons: readonly SoldAddon[], separator = ", "): string {
  return addons.map(formatSoldAddon).join(separator);
}
