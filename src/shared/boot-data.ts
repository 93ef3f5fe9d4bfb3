import type { BusinessConfigResponse } from "./api/quote-contract";

/**
 * What the server hands a server-rendered page along with its markup
 * (docs/decisions/016-preact-and-server-rendered-first-steps.md): the business's public config,
 * exactly what `GET {api}/config` answers, so the page hydrates without asking for it.
 */
export type BootData = {
  config: BusinessConfigResponse;
  /** The early bird's last day as the server drew it (src/shared/offer-last-day.ts). */
  offerLastDay?: string;
};

/** The id of the `<script type="application/json">` that carries it. */
export const BOOT_DATA_ID = "qw-boot";

/**
 * The data as the text of that script: JSON, with `<` escaped so no value (a business's name)
 * can close the script element.
 */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
