import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { resolveAvailability } from "@/domain/booking/business-availability";
import { computeSlots } from "@/domain/booking/compute-slots";
import { jobMinutes } from "@/domain/booking/job-minutes";
import { priceOffering } from "@/domain/price-offering";
import { servicesOf } from "@/domain/stored-offering";
import { fillText, formatContractLine, getPricedOptions } from "@/shared/offering";
import { resolveService } from "@/shared/service-texts";
import { TRADES as TRADE_LIST } from "@/shared/trades";
import { loadBusinessFile } from "./business-config";
import { loadTradeTemplates, TRADE_TEMPLATES_DIR } from "./trade-templates";

const templates = loadTradeTemplates();
const demo = loadBusinessFile(
  fileURLToPath(new URL("../../../config/demo-business.json", import.meta.url)),
).config;

/** The templates whose first service is priced by an option, which today's pricing reads. */
const TRADES = TRADE_LIST.map((trade) => trade.template).filter(
  (trade) => template(trade).options.length > 0,
);

function template(trade: string) {
  const offering = templates.get(trade);
  if (!offering) throw new Error(`no template for ${trade}`);
  return offering;
}

/** Every subset of a list, the empty one first. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>(
    (all, item) => all.concat(all.map((subset) => [...subset, item])),
    [[]],
  );
}

describe("loadTradeTemplates: the shipped templates", () => {
  it("holds a template for every trade and no other, listed by its first service's name", () => {
    expect(templates.list.map((summary) => summary.trade).sort()).toEqual(
      TRADE_LIST.map((trade) => trade.template).sort(),
    );
    expect(templates.list.slice(0, 3)).toEqual([
      { trade: "plumbing", name: "Drain clearing" },
      { trade: "gutter-cleaning", name: "Gutter cleaning" },
      { trade: "handyman", name: "Handyman service" },
    ]);
    expect(TRADES).toEqual(expect.arrayContaining(["lawn-mowing", "pest-control", "other"]));
  });

  it("hands out copies, so a business made from a template cannot change it", () => {
    const copy = template("lawn-mowing");
    copy.service.name = "changed";
    expect(template("lawn-mowing").service.name).toBe("lawn mowing");
    expect(templates.get("rocket-repair")).toBeUndefined();
  });

  it("offers per-unit add-ons and minimum charges somewhere, and each billing", () => {
    const offerings = TRADES.map(template);
    const addons = offerings.flatMap((offering) => offering.addons);
    expect(addons.some((addon) => addon.pricing.type === "per_unit")).toBe(true);
    expect(
      offerings.some((offering) => offering.areas.some((area) => area.minimumChargeCents)),
    ).toBe(true);
    expect(new Set(offerings.map((offering) => offering.service.billing))).toEqual(
      new Set(["one_time", "per_visit", "season"]),
    );
    expect(template("lawn-mowing").service.billing).toBe("per_visit");
    expect(template("snow-removal").service.billing).toBe("season");
  });

  it.each(TRADES)("%s prices every area x priced option, with and without add-ons", (trade) => {
    const offering = template(trade);
    const everyAddon = offering.addons.map((addon) =>
      addon.pricing.type === "flat"
        ? { code: addon.code }
        : { code: addon.code, quantity: addon.pricing.minQuantity },
    );
    for (const area of offering.areas) {
      for (const option of getPricedOptions(offering)) {
        for (const addons of [[], everyAddon]) {
          for (const earlyBirdActive of [false, true]) {
            const result = priceOffering({
              offering,
              area: area.name,
              option: option.code,
              addons,
              earlyBirdActive,
            });
            expect(result.ok, `${area.name} x ${option.code}`).toBe(true);
          }
        }
      }
    }
  });

  it.each(TRADES)("%s fills every text's placeholders", (trade) => {
    const offering = template(trade);
    const service = resolveService(offering.service);
    const values = { service: service.name, areas: "A, B and C" };
    const wizardTexts = [
      service.headline,
      ...Object.values(service.steps).flatMap((step) => [
        step.title,
        ...("subtitle" in step && step.subtitle ? [step.subtitle] : []),
      ]),
      ...service.infoBullets,
    ];
    for (const text of wizardTexts) expect(fillText(text, values)).not.toMatch(/[{}]/);
    for (const step of service.nextSteps) {
      expect(fillText(step, { phone: "(555) 010-0199" })).not.toMatch(/[{}]/);
    }
    const season = { starts_on: "2025-11-10", ends_on: "2026-04-10" };
    expect(formatContractLine(offering, season)).not.toMatch(/[{}]/);
  });
});

describe("the snow-removal template is the demo business", () => {
  const snow = template("snow-removal");

  it("is the demo business's offering, byte for byte", () => {
    // The demo is stored in the services shape (decision 047): the same services as the template.
    expect(servicesOf(demo.offering)).toEqual(servicesOf(snow));
  });

  it("shows the wizard's texts of today, word for word", () => {
    const service = resolveService(snow.service);
    const areas = "Scarsdale, White Plains and Harrison";
    expect(fillText(service.steps.address.title, { service: service.name })).toBe(
      "Where do you need snow removal?",
    );
    expect(fillText(service.steps.address.subtitle ?? "", { areas })).toBe(
      `We'll check that your address is in our service area: ${areas}.`,
    );
    expect(fillText(service.steps.review.title, { service: service.name })).toBe(
      "Your snow removal quote",
    );
    expect(service.steps.option.title).toBe("Select your driveway size");
    expect(service.steps.option.prompt).toBe("Driveway size");
    expect(service.steps.option.priceUnit).toBe("per season");
    expect(service.headline).toBe("3-inch Season Contract");
    expect(service.icon).toBe("snowflake");
    expect(formatContractLine(snow, { starts_on: "2025-11-10", ends_on: "2026-04-10" })).toBe(
      "November 10, 2025 to April 10, 2026",
    );
    expect(service.infoBullets[0]).toBe(
      "We clear your driveway after every snowfall of 3 inches or more.",
    );
  });

  it("prices the demo's matrix as documented, every combination", () => {
    // docs/product/pricing.md#the-demo-business: area x size, $60 early bird, $75 bump-out,
    // fee 4.9% + 30 cents, tax 8%.
    const matrix: Record<string, Record<string, number>> = {
      Scarsdale: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
      "White Plains": { TWO_CAR: 17900, FOUR_CAR: 20900, SIX_CAR: 24900 },
      Harrison: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
    };
    let compared = 0;
    for (const [area, prices] of Object.entries(matrix)) {
      for (const [option, base] of Object.entries(prices)) {
        for (const addons of subsets(["bump_out"])) {
          for (const earlyBirdActive of [false, true]) {
            const subtotal = base - (earlyBirdActive ? 6000 : 0) + (addons.length ? 7500 : 0);
            const fee = Math.round((subtotal * 490) / 10_000) + 30;
            const tax = Math.round((subtotal * 800) / 10_000);
            const result = priceOffering({
              offering: snow,
              area,
              option,
              addons: addons.map((code) => ({ code })),
              earlyBirdActive,
            });
            expect(result).toMatchObject({
              ok: true,
              quote: {
                subtotal_cents: subtotal,
                fee_cents: fee,
                tax_cents: tax,
                total_cents: subtotal + fee,
                grand_total_cents: subtotal + fee + tax,
              },
            });
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(3 * 3 * 2 * 2);
  });

  it("refuses the custom layout, sending it to a custom quote", () => {
    const result = priceOffering({
      offering: snow,
      area: "Scarsdale",
      option: "CUSTOM",
      addons: [],
      earlyBirdActive: false,
    });
    expect(result).toMatchObject({ ok: false, failure: { code: "custom_quote_option" } });
  });
});

describe("the templates' bookings", () => {
  it("gives every service that books a time its trade's duration, so slots are offered at once", () => {
    // A Monday; a business signed up from a template sets no availability: the defaults
    // (weekdays 8:00-17:00, one crew in every area).
    const now = new Date("2026-03-02T12:00:00Z");
    const rules = resolveAvailability(undefined);
    for (const { template: trade } of TRADE_LIST) {
      const offering = template(trade);
      for (const service of servicesOf(offering).services) {
        if (service.billing.type === "season") continue;
        expect(service.duration, `${trade}: ${service.code}`).toBeDefined();
        const slots = computeSlots({
          rules,
          timeZone: "America/New_York",
          area: offering.areas[0]!.name,
          durationMinutes: jobMinutes(service, { option: null, quantities: [], addons: [] }),
          point: null,
          from: "2026-03-02",
          days: 7,
          now,
          jobs: [],
        });
        expect(slots.length, `${trade}: ${service.code}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("loadTradeTemplates: refusals", () => {
  const root = mkdtempSync(join(tmpdir(), "trade-templates-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  // A template in today's one-service shape (decision 042).
  const valid = readFileSync(join(TRADE_TEMPLATES_DIR, "snow-removal.json"), "utf8");
  let directoryNumber = 0;

  function directoryWith(files: Record<string, string>): string {
    directoryNumber += 1;
    const directory = join(root, `templates-${directoryNumber}`);
    mkdirSync(directory);
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(directory, name), content);
    }
    return directory;
  }

  it("names the file and JSON path of every problem, in every file", () => {
    const broken = JSON.parse(valid);
    broken.areas[0].prices.HUGE = 100;
    broken.addons[0].pricing = {
      type: "per_unit",
      unitPriceCents: 500,
      unitLabel: "bump-out",
      minQuantity: 1,
      maxQuantity: 0,
    };
    const directory = directoryWith({
      "snow-removal.json": JSON.stringify(broken),
      "window-cleaning.json": "{ not json",
    });
    const snow = join(directory, "snow-removal.json");
    const windows = join(directory, "window-cleaning.json");
    const lines = (() => {
      try {
        loadTradeTemplates(directory);
      } catch (error) {
        return (error as Error).message.split("\n");
      }
      throw new Error("expected the templates to be refused");
    })();
    expect(lines.slice(0, 3)).toEqual([
      `${snow}: addons[0].pricing.maxQuantity must be at least 1`,
      `${snow}: areas[0].prices.HUGE is not one of the options you sell`,
      `${snow}: addons[0].pricing.maxQuantity must not be less than the least quantity`,
    ]);
    expect(lines[3]).toMatch(new RegExp(`^${windows}: cannot read the trade template \\(`));
    expect(lines).toHaveLength(4);
  });

  it("names a price for an option the template does not list", () => {
    const broken = JSON.parse(valid);
    broken.areas[0].prices.HUGE = 100;
    const directory = directoryWith({ "snow-removal.json": JSON.stringify(broken) });
    expect(() => loadTradeTemplates(directory)).toThrow(
      `${join(directory, "snow-removal.json")}: areas[0].prices.HUGE is not one of the options you sell`,
    );
  });

  it("requires the file to be named after its trade", () => {
    const directory = directoryWith({ "snow.json": valid });
    expect(() => loadTradeTemplates(directory)).toThrow(
      `${join(directory, "snow.json")}: trade must be "snow" (the file's name)`,
    );
  });

  it("refuses an empty or missing directory", () => {
    const empty = directoryWith({ "README.md": "# not a template" });
    expect(() => loadTradeTemplates(empty)).toThrow(
      `${empty}: has no trade templates (<trade>.json)`,
    );
    const missing = join(root, "missing");
    expect(() => loadTradeTemplates(missing)).toThrow(
      `${missing}: cannot read the trade templates (ENOENT`,
    );
  });
});
