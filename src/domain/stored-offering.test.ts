import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { toServicesOffering } from "./one-service-offering";
import { priceOffering } from "./price-offering";
import {
  changedFields,
  oneServiceView,
  parseStoredBusinessConfig,
  sellsBeyondOneService,
  servicesOf,
  settingsEdit,
  storedConfig,
} from "./stored-offering";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const stored = { ...demo, offering: toServicesOffering(demo.offering) };

describe("an offering stored in the services shape", () => {
  it("reads as today's offering with the same prices, and keeps its services", () => {
    const parsed = parseStoredBusinessConfig(JSON.parse(JSON.stringify(stored)));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const view = parsed.config.offering;
    for (const area of demo.offering.areas) {
      for (const option of demo.offering.options) {
        const price = (offering: typeof view) =>
          priceOffering({
            offering,
            area: area.name,
            option: option.code,
            addons: [],
            earlyBirdActive: true,
          });
        expect(price(view)).toEqual(price(demo.offering));
      }
    }
    expect(servicesOf(view)).toEqual(stored.offering);
    expect(servicesOf({ ...view })).toBe(servicesOf(view));
    expect(JSON.stringify(view)).not.toContain("services");
  });

  it("names a bad stored services offering's field by its path", () => {
    const bad = { ...stored, offering: { ...stored.offering, services: [] } };
    const parsed = parseStoredBusinessConfig(bad);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.issues[0]?.path).toBe("offering.services");
  });

  it("sells beyond one service only with more than today's shape holds", () => {
    expect(sellsBeyondOneService(demo.offering)).toBe(false);
    expect(sellsBeyondOneService(oneServiceView(stored.offering))).toBe(false);
    const [service] = stored.offering.services;
    const twice = { ...stored.offering, services: [service!, { ...service!, code: "other" }] };
    expect(sellsBeyondOneService(oneServiceView(twice))).toBe(true);
  });

  it("is written back in its own shape, the areas renamed in each service's prices", () => {
    const view = oneServiceView(stored.offering);
    const [first, ...rest] = view.areas;
    const renamed = { ...view, areas: [{ ...first!, name: "Denver" }, ...rest] };
    const written = storedConfig({ ...demo, offering: renamed }) as typeof stored;
    expect(written.offering.areas[0]!.name).toBe("Denver");
    expect(written.offering.services[0]!.pricing.prices!.Denver).toEqual(first!.prices);
    expect(written.offering.services[0]!.pricing.prices).not.toHaveProperty(first!.name);
  });

  it("writes today's shape in the services shape, every price unchanged (decision 047)", () => {
    const today = loadBusinessFile(
      resolve(projectRoot, "tests/fixtures/one-service-demo-business.json"),
    ).config;
    expect(storedConfig(today)).toEqual({ ...today, offering: toServicesOffering(today.offering) });
  });

  it("follows areas reordered, added and removed, by name before position", () => {
    const view = oneServiceView(stored.offering);
    const [scarsdale, whitePlains, harrison] = view.areas as [
      (typeof view.areas)[number],
      (typeof view.areas)[number],
      (typeof view.areas)[number],
    ];
    const circle = (lat: number) => ({
      type: "radius" as const,
      center: { lat, lng: -73.7 },
      radiusMiles: 1,
    });
    const added = { ...scarsdale, name: "Rye", shape: circle(40.98), prices: { TWO_CAR: 100 } };
    const unpriced = { ...scarsdale, name: "Mamaroneck", shape: circle(40.95), prices: {} };
    const areas = [harrison, { ...whitePlains, name: "Purchase" }, added, unpriced];
    const written = storedConfig({ ...demo, offering: { ...view, areas } }) as typeof stored;
    const prices = written.offering.services[0]!.pricing.prices!;
    expect(Object.keys(prices)).toEqual([harrison.name, "Purchase", "Rye"]);
    expect(prices[harrison.name]).toEqual(harrison.prices);
    expect(prices.Purchase).toEqual(whitePlains.prices);
    expect(prices.Rye).toEqual({ TWO_CAR: 100 });
    expect(written.offering.areas.map((area) => area.name)).toContain("Mamaroneck");
  });
});

describe("a settings save", () => {
  const services = (offering: ReturnType<typeof toServicesOffering>) => {
    const parsed = parseStoredBusinessConfig(JSON.parse(JSON.stringify({ ...demo, offering })));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    return parsed.config;
  };

  it("stores the services sent, every price as sent", () => {
    const edited = settingsEdit(demo, services(stored.offering));
    expect(JSON.parse(JSON.stringify(storedConfig(edited)))).toEqual(
      JSON.parse(JSON.stringify(stored)),
    );
  });

  it("takes a price changed in today's shape for a business that sells one service", () => {
    const current = services(stored.offering);
    const [area] = demo.offering.areas;
    const [option] = demo.offering.options;
    const areas = demo.offering.areas.map((each, index) =>
      index === 0 ? { ...each, prices: { ...each.prices, [option!.code]: 12345 } } : each,
    );
    const today = parseStoredBusinessConfig(
      JSON.parse(JSON.stringify({ ...demo, offering: { ...demo.offering, areas } })),
    );
    if (!today.ok) throw new Error(JSON.stringify(today.issues));
    const edited = settingsEdit(current, today.config);
    const written = storedConfig(edited);
    expect(written.offering.services[0]!.pricing.prices![area!.name]![option!.code]).toBe(12345);
    // Recorded by today's path, as the onboarding checklist and history read it.
    expect(changedFields(current, edited)).toEqual([
      {
        path: `offering.areas[0].prices.${option!.code}`,
        before: area!.prices[option!.code],
        after: 12345,
      },
    ]);
  });

  it("stores the services shape once the services say more", () => {
    const [service] = stored.offering.services;
    const two = {
      ...stored.offering,
      serviceStep: { title: "Pick", progressLabel: "Service", progressShortLabel: "1" },
      services: [service!, { ...service!, code: "other" }],
    };
    const edited = settingsEdit(demo, services(two));
    expect((storedConfig(edited) as typeof stored).offering.services).toHaveLength(2);
  });

  it("edits the first service's view when today's shape is sent for a services business", () => {
    const [service] = stored.offering.services;
    const two = {
      ...stored.offering,
      serviceStep: { title: "Pick", progressLabel: "Service", progressShortLabel: "1" },
      services: [service!, { ...service!, code: "other" }],
    };
    const current = services(two);
    const renamed = demo.offering.areas.map((area, index) =>
      index === 0 ? { ...area, name: "Denver" } : area,
    );
    // As another section sends it: JSON, today's shape.
    const today = parseStoredBusinessConfig(
      JSON.parse(JSON.stringify({ ...demo, offering: { ...demo.offering, areas: renamed } })),
    );
    if (!today.ok) throw new Error(JSON.stringify(today.issues));
    const edited = settingsEdit(current, today.config);
    const written = storedConfig(edited) as typeof stored;
    expect(written.offering.services.map((each) => each.code)).toEqual(["snow_removal", "other"]);
    for (const each of written.offering.services) {
      expect(Object.keys(each.pricing.prices!)[0]).toBe("Denver");
    }
  });
});
