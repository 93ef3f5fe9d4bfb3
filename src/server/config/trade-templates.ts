import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isServicesShape, oneServiceView } from "@/domain/stored-offering";
import { formatJsonPath } from "@/shared/config-issues";
import { type Offering, validateOffering } from "@/shared/offering";
import { type ServicesOffering, validateServicesOffering } from "@/shared/offering-services";
import { projectRoot } from "../paths";

/**
 * Where the trade templates live: one `<trade>.json` per trade, each a valid offering in today's
 * one-service shape or in the services shape (decision 042).
 */
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
 * a line each, naming the file and the JSON path, as loadBusinessFile does:
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

  const templates = new Map<string, Offering | ServicesOffering>();
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
    const result = validateTemplate(data);
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
    .map((template) => {
      const { service } = copyOffering(template);
      return { trade: template.trade, name: capitalise(service.name) };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return {
    list,
    get: (trade) => {
      const offering = templates.get(trade);
      return offering && copyOffering(offering);
    },
  };
}

/** A template in either shape: today's offering, or the services it sells. */
function validateTemplate(
  data: unknown,
):
  | { ok: true; offering: Offering | ServicesOffering }
  | { ok: false; issues: { path: string; message: string }[] } {
  return isServicesShape(data) ? validateServicesOffering(data) : validateOffering(data);
}

/** A fresh copy read as today's offering (a view of a services-shape template's first service). */
function copyOffering(template: Offering | ServicesOffering): Offering {
  const copy = structuredClone(template);
  return "services" in copy ? oneServiceView(copy) : copy;
}

function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function errorReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
