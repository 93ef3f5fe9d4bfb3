import { resolve } from "node:path";
import { parseStoredBusinessConfig } from "@/domain/stored-offering";
import { loadBusinessFile } from "@/server/config/business-config";
import { projectRoot } from "@/server/paths";
import type { TestServer } from "./test-server";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const { billing: _billing, ...demoTexts } = demo.offering.service;

/** The demo's first area: where a crew business's services are priced. */
export const CREW_AREA = demo.offering.areas[0]!.name;

/** A service's texts: the demo's, under another name, with a frequency step's words. */
export function crewServiceTexts(name: string) {
  return {
    ...demoTexts,
    name,
    contract: {},
    steps: {
      ...demoTexts.steps,
      frequency: { title: "How often?", progressLabel: "Often", progressShortLabel: "Often" },
    },
  };
}

type CrewBusiness = {
  slug: string;
  name: string;
  services: object[];
  availability: object;
  /** The convenience fee; none by default. */
  fees?: { rateBasisPoints: number; fixedCents: number };
  /** Payment settings (docs/product/settings.md#payments); the defaults by default. */
  payments?: object;
  /** Where customers review it; none by default. */
  reviewUrl?: string;
};

/**
 * A business file's configuration (without its id) selling `services` in the demo's areas, with
 * no fee (unless `fees` names one) or tax, and one crew, "solo", working the default hours.
 */
export function crewBusinessConfig(options: Omit<CrewBusiness, "slug">) {
  return {
    ...demo,
    name: options.name,
    ...(options.reviewUrl && { contact: { ...demo.contact, reviewUrl: options.reviewUrl } }),
    offering: {
      trade: "cleaning",
      services: options.services,
      areas: demo.offering.areas.map(
        ({ prices: _prices, minimumChargeCents: _min, ...area }) => area,
      ),
      fees: options.fees ?? { rateBasisPoints: 0, fixedCents: 0 },
      tax: { rateBasisPoints: 0 },
    },
    availability: { crews: [{ code: "solo", name: "Solo" }], ...options.availability },
    ...(options.payments && { payments: options.payments }),
  };
}

/** Adds a live crew business (its id is its slug): see `crewBusinessConfig`. */
export async function addCrewBusiness(server: TestServer, options: CrewBusiness): Promise<void> {
  const parsed = parseStoredBusinessConfig(crewBusinessConfig(options));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  await server.businesses.create({
    id: options.slug,
    slug: options.slug,
    config: parsed.config,
    status: "live",
  });
}

/**
 * One crew mowing lawns by the hour at $50 a visit, weekly at 10% off, and the frequencies named
 * in `more` (e.g. every 2 weeks) at full price: the plan tests' business.
 */
export function mowingBusiness(slug: string, name: string, more: string[] = []) {
  return {
    slug,
    name,
    services: [
      {
        code: "mow",
        texts: crewServiceTexts("lawn mowing"),
        billing: {
          type: "per_visit",
          frequencies: [
            { code: "one_time" },
            { code: "weekly", adjustment: { type: "percent", basisPoints: -1000 } },
            ...more.map((code) => ({ code })),
          ],
        },
        pricing: {
          options: [{ code: "lawn", label: "Lawn", description: "A lawn" }],
          prices: { [CREW_AREA]: { lawn: 5000 } },
        },
        addons: [],
        duration: { minutes: 60 },
      },
    ],
    availability: {
      bufferMinutes: 0,
      minimumNoticeHours: 12,
      starts: { type: "every", minutes: 60 },
    },
  };
}
