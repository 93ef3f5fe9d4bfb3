import { MARKETED_TRADES, TRADES } from "../trades";

const industries: string[] = [
  ...MARKETED_TRADES.map((trade) => trade.name),
  TRADES.find((trade) => trade.code === "other")!.name,
];

/**
 * The trades a prospect can pick on the demo form: the ones the marketing site names, then
 * "Other" (see docs/product/marketing-site.md#demo-request-form). Kept apart from the zod
 * contract so the form can list them without loading zod.
 */
export const CONTACT_INDUSTRIES = industries as [string, ...string[]];
