import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { findServiceArea } from "@/domain/find-service-area";
import { priceService } from "@/domain/price-service";
import { parseStoredBusinessConfig, servicesOf, storedConfig } from "@/domain/stored-offering";
import { loadBusinessFile, parseBusinessConfig } from "@/server/config/business-config";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import { createZipGeocoder } from "@/server/geocoding/zip-geocoder";
import { projectRoot } from "@/server/paths";
import { resolveService } from "@/shared/service-texts";
import {
  deriveSeedBusinesses,
  pickServiceSelection,
  seedBusinessSlug,
  seedBusinessTrade,
  seedTradeTemplates,
} from "./seed-businesses";
import { createRandom } from "./seed-random";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json"));
const trades = seedTradeTemplates(loadTradeTemplates());
const derived = deriveSeedBusinesses(demo.config, { count: 60, seed: 1, trades });

describe("deriveSeedBusinesses", () => {
  it("derives valid configurations with their own ids, slugs, names and inboxes", () => {
    expect(derived).toHaveLength(60);
    for (const { config } of derived) {
      const parsed = parseBusinessConfig(config);
      expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    }
    const ids = derived.map(({ id }) => id);
    expect(ids.slice(0, 3)).toEqual(
      [2, 3, 4].map((n) => seedBusinessSlug(n, seedBusinessTrade(trades, n).trade)),
    );
    expect(new Set([demo.id, ...ids]).size).toBe(61);
    expect(new Set([demo.config.name, ...derived.map(({ config }) => config.name)]).size).toBe(61);
    expect(new Set(derived.map(({ config }) => config.contact.email)).size).toBe(60);
  });

  it("cycles through the trade templates, each business selling its trade's options", () => {
    expect(trades.map((offering) => offering.trade)).toEqual(
      [...trades.map((offering) => offering.trade)].sort(),
    );
    derived.forEach(({ id, config }, index) => {
      const template = trades[index % trades.length]!;
      expect(config.offering.trade).toBe(template.trade);
      expect(id).toBe(`${template.trade}-${index + 2}`);
      expect(config.offering.options).toEqual(template.options);
      expect(config.offering.service).toEqual(template.service);
      for (const area of config.offering.areas) {
        expect(Object.keys(area.prices).sort()).toEqual(
          Object.keys(template.areas[0]!.prices).sort(),
        );
      }
    });
    // A business of another trade than the demo's does not inherit the demo's terms.
    for (const { config } of derived.filter(
      ({ config }) => config.offering.trade !== demo.config.offering.trade,
    )) {
      expect(config.terms).not.toEqual(demo.config.terms);
      expect(config.tagline).toBe(resolveService(config.offering.service).headline);
    }
  });

  it("scales prices per business and spreads the businesses over many places", () => {
    const firstOption = (config: (typeof derived)[number]["config"]) =>
      config.offering.areas[0]!.prices[config.offering.options[0]!.code];
    const ofOneTrade = derived.filter(({ config }) => config.offering.trade === trades[0]!.trade);
    const prices = new Set(ofOneTrade.map(({ config }) => firstOption(config)));
    expect(prices.size).toBeGreaterThan(5);
    for (const { config } of derived) {
      for (const area of config.offering.areas) {
        for (const cents of Object.values(area.prices)) expect(cents % 100).toBe(0);
      }
      for (const addon of config.offering.addons) {
        const cents =
          addon.pricing.type === "flat" ? addon.pricing.priceCents : addon.pricing.unitPriceCents;
        expect(cents % 100).toBe(0);
      }
    }
    expect(new Set(derived.map(({ config }) => config.state)).size).toBeGreaterThan(10);
    expect(new Set(derived.map(({ config }) => config.timezone)).size).toBeGreaterThan(3);
  });

  it("places every seeded address, geocoded by ZIP code, in the area it is priced in", async () => {
    const geocoder = createZipGeocoder();
    for (const { id, config, places } of derived) {
      expect(places.length).toBeGreaterThan(0);
      for (const place of places) {
        const location = await geocoder.locate({
          address: "1 Main St",
          city: place.city,
          state: place.state,
          zipCode: place.zip,
        });
        expect(location).not.toBeNull();
        const area = findServiceArea({ areas: config.offering.areas, location: location! });
        expect({ business: id, zip: place.zip, area: area?.name }).toEqual({
          business: id,
          zip: place.zip,
          area: place.town,
        });
      }
    }
  });

  it("derives the same businesses from the same seed, and others (but the same slugs) from another", () => {
    expect(deriveSeedBusinesses(demo.config, { count: 60, seed: 1, trades })).toEqual(derived);
    const other = deriveSeedBusinesses(demo.config, { count: 60, seed: 2, trades });
    expect(other.map(({ id }) => id)).toEqual(derived.map(({ id }) => id));
    expect(other.map(({ config }) => config.name)).not.toEqual(
      derived.map(({ config }) => config.name),
    );
  });
});

describe("businesses of a template selling services", () => {
  const servicesTrades = seedTradeTemplates(
    loadTradeTemplates(resolve(projectRoot, "tests/fixtures/services-trades")),
  );
  const sellers = deriveSeedBusinesses(demo.config, { count: 8, seed: 1, trades: servicesTrades });

  it("keep the template's services and prices, placed in each business's own areas", () => {
    for (const { config } of sellers) {
      const stored = storedConfig(config) as { offering: ReturnType<typeof servicesOf> };
      const template = servicesOf(
        servicesTrades.find(({ trade }) => trade === config.offering.trade)!,
      );
      expect(stored.offering.services.map(({ code }) => code)).toEqual(
        template.services.map(({ code }) => code),
      );
      expect(stored.offering.areas.map(({ name }) => name)).toEqual(
        config.offering.areas.map(({ name }) => name),
      );
      const [first] = config.offering.areas;
      const [templateFirst] = template.areas;
      for (const [index, service] of stored.offering.services.entries()) {
        expect(service.pricing.prices?.[first!.name]).toEqual(
          template.services[index]!.pricing.prices?.[templateFirst!.name],
        );
      }
      const parsed = parseStoredBusinessConfig(JSON.parse(JSON.stringify(stored)));
      expect(parsed.ok ? [] : parsed.issues).toEqual([]);
    }
  });

  it("are sold selections that price, in every area, with quantities and frequencies", () => {
    const random = createRandom(7);
    const chosen = new Set<string>();
    for (const { config } of sellers) {
      const offering = servicesOf(config.offering);
      for (const area of offering.areas) {
        for (let draw = 0; draw < 20; draw++) {
          const selection = pickServiceSelection(offering, area.name, random)!;
          const priced = priceService({
            offering,
            ...selection,
            earlyBirdActive: false,
          });
          expect(priced.ok ? [] : priced.failure).toEqual([]);
          chosen.add(`${selection.service} ${selection.frequency ?? ""}`);
          if (selection.quantities) chosen.add("quantities");
        }
      }
    }
    expect(chosen).toContain("quantities");
    expect([...chosen].some((choice) => /weekly|quarterly/.test(choice))).toBe(true);
  });
});
