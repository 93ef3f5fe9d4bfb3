import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { formatJsonPath } from "@/shared/config-issues";
import { type Offering, validateOffering } from "@/shared/offering";
import { projectRoot } from "../paths";

/** Where the trade templates live: one `<trade>.json` per trade, each a valid Offering. */
export const TRADE_TEMPLATES_DIR = join(projectRoot, "config", "trades");

export type TradeSummary = {
  /** The trade's id, as sign-up sends it: "snow-removal". */
  trade: string;
  /** For people: the template's service name, capitalised ("Snow removal"). */
  name: string;
};

export type TradeTemplates = {
  /** Every trade, sorted by name. */
  list: readonly TradeSummary[];
  /** A fresh copy of a trade's offering (safe to change), or undefined for an unknown trade. */
  get(trade: string): Offering | undefined;
};

/**
 * Reads and validates every template at start. Any problem throws one Error listing them all,
 * a line each, naming the file and the JSON path, as loadBusinessConfig does:
 * `config/trades/lawn-mowing.json: areas[0].prices.HUGE is not one of the options you sell`.
 */
export function loadTradeTemplates(directory: string = TRADE_TEMPLATES_DIR): TradeTemplates {
  let files: string[];
  try {
    files = readdirSync(directory)
      .filter((file) => file.endsWith(".json"))
      .sort();
  } catch (error) {
    throw new Error(`${directory}: cannot read the trade templates (${errorReason(error)})`);
  }
  if (files.length === 0) throw new Error(`${directory}: has no trade templates (<trade>.json)`);

  const templates = new Map<string, Offering>();
  const problems: string[] = [];
  for (const file of files) {
    const path = join(directory, file);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path, "utf8"));
    } catch (error) {
      problems.push(`${path}: cannot read the trade template (${errorReason(error)})`);
      continue;
    }
    const result = validateOffering(data);
    if (!result.ok) {
      for (const { path: jsonPath, message } of result.issues) {
        problems.push([`${path}:`, jsonPath, message].filter(Boolean).join(" "));
      }
      continue;
    }
    const trade = file.slice(0, -".json".length);
    if (result.offering.trade !== trade) {
      problems.push(`${path}: ${formatJsonPath(["trade"])} must be "${trade}" (the file's name)`);
      continue;
    }
    templates.set(trade, result.offering);
  }
  if (problems.length > 0) throw new Error(problems.join("\n"));

  const list = [...templates.values()]
    .map((offering) => ({ trade: offering.trade, name: capitalise(offering.service.name) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return {
    list,
    get: (trade) => {
      const offering = templates.get(trade);
      return offering && structuredClone(offering);
    },
  };
}

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
