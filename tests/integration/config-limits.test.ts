import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BusinessConfig,
  loadBusinessFile,
  parseBusinessConfig,
} from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import { CONFIG_LIMITS } from "@/shared/config-fields";
import { MAX_ADDONS } from "@/shared/offering";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
/** The largest configuration's business. */
const SLUG = "largest-allowed";
/** What one answer may take with the largest configuration allowed, on this shared test machine. */
const BUDGET_MS = 250;
/** What the public config answer may weigh: it carries area names, never their shapes. */
const CONFIG_ANSWER_BUDGET_BYTES = 64 * 1024;

/** A closed ring of `count` positions around a point far from every test address. */
function ring(count: number, centre: [number, number]): [number, number][] {
  const points = Array.from({ length: count - 1 }, (_, index): [number, number] => {
    const angle = (2 * Math.PI * index) / (count - 1);
    return [centre[0] + 0.1 * Math.cos(angle), centre[1] + 0.1 * Math.sin(angle)];
  });
  return [...points, points[0]!];
}

/**
 * The demo business with everything at its limit: 50 areas (the polygons holding every point
 * allowed, the rest 500 ZIP codes each, the address's area last), 20 options priced in each,
 * 50 add-ons.
 */
function largestConfig(): BusinessConfig {
  const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
  const options = Array.from({ length: CONFIG_LIMITS.options }, (_, index) => ({
    code: `SIZE_${index}`,
    label: `Size ${index}`,
    description: "A size",
  }));
  const prices = Object.fromEntries(options.map((option, index) => [option.code, 10_000 + index]));
  const polygons = CONFIG_LIMITS.totalVertices / CONFIG_LIMITS.areaVertices;
  const areas = Array.from({ length: CONFIG_LIMITS.areas }, (_, index) => ({
    name: `Area ${index}`,
    prices,
    shape:
      index < polygons
        ? {
            type: "geojson" as const,
            geometry: {
              type: "Polygon" as const,
              coordinates: [ring(CONFIG_LIMITS.areaVertices, [-100 - index, 40])],
            },
          }
        : {
            type: "zip_codes" as const,
            zipCodes: Array.from({ length: CONFIG_LIMITS.zipCodesPerArea }, (_, zip) =>
              String(
                index === CONFIG_LIMITS.areas - 1 && zip === 0 ? 10583 : 20000 + index * 500 + zip,
              ).padStart(5, "0"),
            ),
          },
  }));
  const addons = Array.from({ length: MAX_ADDONS }, (_, index) => ({
    code: `extra_${index}`,
    label: `Extra ${index}`,
    description: "An extra",
    pricing: { type: "flat" as const, priceCents: 500 },
  }));
  const config = {
    ...demo,
    name: "Largest Allowed Co.",
    offering: { ...demo.offering, options, areas, addons },
  };
  const parsed = parseBusinessConfig(config);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues.slice(0, 3)));
  return parsed.config;
}

async function timed(call: () => Promise<Response>) {
  const times: number[] = [];
  let response: Response | undefined;
  let bytes = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    response = await call();
    bytes = (await response.clone().arrayBuffer()).byteLength;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { response: response!, medianMs: times[2]!, bytes };
}

describe("the largest configuration allowed", () => {
  const config = largestConfig();

  it("is at every limit, and one more of anything is refused naming the field", () => {
    const past = (change: (offering: BusinessConfig["offering"]) => void) => {
      const copy = structuredClone(config);
      change(copy.offering);
      const parsed = parseBusinessConfig(copy);
      return parsed.ok ? [] : parsed.issues.map((issue) => issue.path);
    };
    expect(
      past((offering) => offering.areas.push({ ...offering.areas[49]!, name: "One more" })),
    ).toContain("offering.areas");
    expect(
      past((offering) => offering.options.push({ code: "ONE_MORE", label: "x", description: "x" })),
    ).toContain("offering.options");
    expect(
      past((offering) => offering.addons.push({ ...offering.addons[0]!, code: "one_more" })),
    ).toContain("offering.addons");
    expect(
      past((offering) => {
        const shape = offering.areas[49]!.shape;
        if (shape.type === "zip_codes") shape.zipCodes.push("10601");
      }),
    ).toEqual(["offering.areas[49].shape.zipCodes"]);
    expect(
      past((offering) => {
        const shape = offering.areas[0]!.shape;
        if (shape.type === "geojson" && shape.geometry.type === "Polygon") {
          shape.geometry.coordinates = [ring(CONFIG_LIMITS.areaVertices + 1, [-100, 40])];
        }
      }),
    ).toContain("offering.areas[0].shape.geometry.coordinates");
    expect(
      past((offering) => {
        offering.areas[5]!.shape = {
          type: "geojson",
          geometry: { type: "Polygon", coordinates: [ring(4, [-90, 40])] },
        };
      }),
    ).toEqual(["offering.areas"]);
  });

  describe.each(testDatabases)("answers within budget on %s", (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { NOW, ANONYMOUS_WRITE_LIMITS: "off" });
      await server.businesses.create({ id: SLUG, slug: SLUG, config, status: "live" });
    });
    afterAll(() => server?.close());

    it("checks an address, prices every add-on and answers its config", async () => {
      const base = `/api/b/${SLUG}`;
      const check = await timed(() =>
        server.request(`${base}/geo/check`, {
          method: "POST",
          json: {
            address: "12 Birch Lane",
            city: "Scarsdale",
            zipCode: "10583",
            email: "pat@example.com",
          },
        }),
      );
      expect(await check.response.json()).toMatchObject({
        serviceArea: { inServiceArea: true },
      });
      const price = await timed(() =>
        server.request(`${base}/price`, {
          method: "POST",
          json: {
            area: "Area 49",
            option: "SIZE_19",
            addons: config.offering.addons.map(({ code }) => ({ code })),
          },
        }),
      );
      expect(price.response.status).toBe(200);
      const answer = await timed(() => server.request(`${base}/config`));
      expect(answer.response.status).toBe(200);
      const figures = { check: check.medianMs, price: price.medianMs, config: answer.medianMs };
      console.info(
        `largest config on ${kind}: ${JSON.stringify(figures)} ms, config answer ${answer.bytes} bytes`,
      );
      for (const [call, ms] of Object.entries(figures)) expect(ms, call).toBeLessThan(BUDGET_MS);
      expect(answer.bytes).toBeLessThan(CONFIG_ANSWER_BUDGET_BYTES);
    });
  });
});
