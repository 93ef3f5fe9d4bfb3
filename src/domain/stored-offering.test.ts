import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { toServicesOffering } from "./one-service-offering";
import { priceOffering } from "./price-offering";
import {
  oneServiceView,
  parseStoredBusinessConfig,
  sellsBeyondOneService,
  servicesOf,
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
});
