import { distance } from "@turf/distance";
import { point } from "@turf/helpers";
import zipcodes from "zipcodes";
import {
  oneServiceView,
  placeServices,
  sellsBeyondOneService,
  servicesOf,
} from "@/domain/stored-offering";
import type { BusinessConfig } from "@/server/config/business-config";
import type { TradeTemplates } from "@/server/config/trade-templates";
import type { SelectionRequest } from "@/server/quotes/price-services";
import type { Offering, OfferingAddon, OfferingArea } from "@/shared/offering";
import type { ServicesOffering } from "@/shared/offering-services";
import { resolveService } from "@/shared/service-texts";
import { createRandom } from "./seed-random";

/** A place orders and leads are seeded at: a town (service area) and a real ZIP code in it. */
export type SeedPlace = {
  town: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  streets: readonly string[];
};

export type SeedBusiness = {
  /** Its row's id and slug. */
  id: string;
  config: BusinessConfig;
  /** Addresses inside its areas (each priced in the area `town` names). */
  places: readonly SeedPlace[];
  /** Addresses outside every area, for leads that were turned away. */
  outside: { city: string; state: string; zip: string }[];
};

/** US metros (a ZIP code the offline geocoder knows) and their time zones. */
const METROS = [
  { zip: "02108", timezone: "America/New_York" },
  { zip: "12207", timezone: "America/New_York" },
  { zip: "14202", timezone: "America/New_York" },
  { zip: "13202", timezone: "America/New_York" },
  { zip: "14604", timezone: "America/New_York" },
  { zip: "05401", timezone: "America/New_York" },
  { zip: "04101", timezone: "America/New_York" },
  { zip: "06103", timezone: "America/New_York" },
  { zip: "02903", timezone: "America/New_York" },
  { zip: "19103", timezone: "America/New_York" },
  { zip: "15222", timezone: "America/New_York" },
  { zip: "44113", timezone: "America/New_York" },
  { zip: "43215", timezone: "America/New_York" },
  { zip: "48226", timezone: "America/Detroit" },
  { zip: "49503", timezone: "America/Detroit" },
  { zip: "60601", timezone: "America/Chicago" },
  { zip: "53202", timezone: "America/Chicago" },
  { zip: "53703", timezone: "America/Chicago" },
  { zip: "55401", timezone: "America/Chicago" },
  { zip: "55101", timezone: "America/Chicago" },
  { zip: "50309", timezone: "America/Chicago" },
  { zip: "68102", timezone: "America/Chicago" },
  { zip: "80202", timezone: "America/Denver" },
  { zip: "80302", timezone: "America/Denver" },
  { zip: "84101", timezone: "America/Denver" },
  { zip: "83702", timezone: "America/Boise" },
  { zip: "99201", timezone: "America/Los_Angeles" },
  { zip: "99501", timezone: "America/Anchorage" },
  { zip: "58102", timezone: "America/Chicago" },
  { zip: "57104", timezone: "America/Chicago" },
  { zip: "46204", timezone: "America/Indiana/Indianapolis" },
  { zip: "45202", timezone: "America/New_York" },
  { zip: "21201", timezone: "America/New_York" },
  { zip: "03101", timezone: "America/New_York" },
  { zip: "16501", timezone: "America/New_York" },
  { zip: "43604", timezone: "America/New_York" },
  { zip: "48933", timezone: "America/Detroit" },
  { zip: "55802", timezone: "America/Chicago" },
  { zip: "59101", timezone: "America/Denver" },
  { zip: "82001", timezone: "America/Denver" },
  { zip: "85004", timezone: "America/Phoenix" },
  { zip: "33602", timezone: "America/New_York" },
  { zip: "32801", timezone: "America/New_York" },
  { zip: "30303", timezone: "America/New_York" },
  { zip: "28202", timezone: "America/New_York" },
  { zip: "27601", timezone: "America/New_York" },
  { zip: "23219", timezone: "America/New_York" },
  { zip: "37203", timezone: "America/Chicago" },
  { zip: "75201", timezone: "America/Chicago" },
  { zip: "78701", timezone: "America/Chicago" },
  { zip: "73102", timezone: "America/Chicago" },
  { zip: "64105", timezone: "America/Chicago" },
  { zip: "97204", timezone: "America/Los_Angeles" },
  { zip: "95814", timezone: "America/Los_Angeles" },
] as const;

/** How far from a metro's centre a business may be placed, and its second town looked for. */
const METRO_MILES = 20;

const NAME_PREFIXES = [
  "Summit",
  "Northern",
  "Blue Ridge",
  "Evergreen",
  "Granite",
  "Frontier",
  "Pioneer",
  "Lakeside",
  "Cedar",
  "Ironwood",
  "Red Oak",
  "Silver",
  "Polar",
  "Glacier",
  "Timberline",
  "Keystone",
  "Harbor",
  "Maple",
  "Birch",
  "Aspen",
] as const;
/** After the trade's service name: "Summit Lawn Mowing Co.". */
const NAME_SUFFIXES = ["Co.", "Pros", "Services", "Crew", "& Sons", "Experts"] as const;
const STREETS = [
  "Main St",
  "Oak Ave",
  "Maple Dr",
  "Park Ave",
  "Elm St",
  "Cedar Ln",
  "Washington St",
  "Lake Rd",
  "Hillside Ave",
  "Church St",
] as const;

type ZipRecord = NonNullable<ReturnType<typeof zipcodes.lookup>>;

function lookup(zip: string): ZipRecord {
  const record = zipcodes.lookup(zip);
  if (!record) throw new Error(`ZIP code ${zip} is not in the offline list`);
  return record;
}

/** Prices move in whole dollars. */
const scaled = (cents: number, factor: number) =>
  Math.max(100, Math.round((cents * factor) / 100) * 100);

/** A trade's offering with every price (options, add-ons, minimums, discount) scaled. */
function scaleOffering(offering: Offering, factor: number): Offering {
  const scaleAddon = (addon: OfferingAddon): OfferingAddon => {
    const { pricing } = addon;
    if (pricing.type === "flat") {
      return { ...addon, pricing: { ...pricing, priceCents: scaled(pricing.priceCents, factor) } };
    }
    return {
      ...addon,
      pricing: {
        ...pricing,
        unitPriceCents: scaled(pricing.unitPriceCents, factor),
        ...(pricing.minimumCents !== undefined && {
          minimumCents: scaled(pricing.minimumCents, factor),
        }),
      },
    };
  };
  const { earlyBird } = offering.discounts;
  return {
    ...offering,
    addons: offering.addons.map(scaleAddon),
    discounts: earlyBird
      ? {
          ...offering.discounts,
          earlyBird: { ...earlyBird, amountCents: scaled(earlyBird.amountCents, factor) },
        }
      : offering.discounts,
  };
}

/** An area of a seeded business: the template area's prices (and minimum), scaled. */
function scaledArea(
  template: OfferingArea,
  factor: number,
  name: string,
  shape: OfferingArea["shape"],
): OfferingArea {
  return {
    name,
    shape,
    prices: Object.fromEntries(
      Object.entries(template.prices).map(([option, cents]) => [option, scaled(cents, factor)]),
    ),
    ...(template.minimumChargeCents !== undefined && {
      minimumChargeCents: scaled(template.minimumChargeCents, factor),
    }),
  };
}

function capitalise(words: string): string {
  return words.replace(
    /(^|\s)(\S)/g,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** Plain terms for a business whose trade is not the demo's (the demo's terms describe its own). */
function plainTerms(offering: Offering, updated: string): BusinessConfig["terms"] {
  const { service } = offering;
  return {
    updated,
    sections: [
      {
        heading: "What you buy",
        paragraphs: [
          `We provide the ${service.name} shown on your receipt, at the address you gave, for the ${service.propertyNoun} you described when you ordered.`,
        ],
      },
      {
        heading: "Cancellation and refunds",
        paragraphs: [
          "You can cancel by email or phone until the day before the work starts, and we refund the full amount you paid to the card you paid with within 10 business days.",
        ],
      },
    ],
  };
}

/**
 * The slug of extra business number `n` (2, 3, ...) of a trade: "lawn-mowing-3". The same
 * whatever the seed, so a second run finds the businesses the first one made.
 */
export function seedBusinessSlug(n: number, trade: string): string {
  return `${trade}-${n}`;
}

/**
 * The trade of extra business number `n` (2, 3, ...): the templates in turn, in the order given
 * (sorted by trade id in seedTradeTemplates), so a `count` of as many or more seeds every one.
 */
export function seedBusinessTrade<T>(templates: readonly T[], n: number): T {
  const template = templates[(n - 2) % templates.length];
  if (template === undefined) throw new Error("no trade templates to seed businesses from");
  return template;
}

/**
 * The trade templates in a stable order (by trade id), each as today's one-service offering: a
 * business is seeded with the first service its template sells (decision 042's view), so a
 * template whose first service is priced by quantities alone, with no option, is left out.
 */
export function seedTradeTemplates(templates: TradeTemplates): Offering[] {
  return templates.list
    .map(({ trade }) => templates.get(trade)!)
    .filter((offering) => offering.options.length > 0)
    .sort((a, b) => a.trade.localeCompare(b.trade, "en"));
}

const nearby = new Map<string, ZipRecord[]>();

/**
 * The ZIP codes within METRO_MILES of a metro's, in its state, sorted. Kept for the process:
 * finding them scans every ZIP code, a few hundred milliseconds a metro.
 */
function nearbyOf(metroZip: string): ZipRecord[] {
  let records = nearby.get(metroZip);
  if (!records) {
    const state = lookup(metroZip).state;
    records = zipcodes
      .radius(metroZip, METRO_MILES)
      .map(lookup)
      .filter((record) => record.state === state && record.country === "US")
      .sort((a, b) => a.zip.localeCompare(b.zip));
    nearby.set(metroZip, records);
  }
  return records;
}

/**
 * `count` businesses (numbers 2 to count + 1) with the demo's profile shape and the trade
 * templates' offerings in turn: each with its own id and slug (after its trade), name (after
 * its service), contact, prices (its template's scaled by 0.75 to 1.45) and two service areas
 * around a real ZIP code near one of the METROS (a radius around it, priced as the template's
 * first area, and the ZIP codes of a neighbouring town, priced as its second), in that metro's
 * state and time zone. A business of the demo's own trade keeps the demo's tagline and terms;
 * the others get their template's headline and plain terms. A template selling beyond one
 * service (several services, quantities, frequencies) keeps its services and their prices, placed
 * in the business's areas. Deterministic for a seed.
 */
export function deriveSeedBusinesses(
  demo: BusinessConfig,
  options: { count: number; seed: number; trades: readonly Offering[] },
): SeedBusiness[] {
  // A stream of its own: the demo business's orders stay the same whatever the count.
  const random = createRandom((options.seed ^ 0x5eed_b12) >>> 0);
  const names = new Set([demo.name]);
  const derived: Omit<SeedBusiness, "places">[] = [];
  for (let n = 2; n < options.count + 2; n++) {
    const template = seedBusinessTrade(options.trades, n);
    const slug = seedBusinessSlug(n, template.trade);
    const metroIndex = random.int(METROS.length);
    const metro = METROS[metroIndex]!;
    const records = nearbyOf(metro.zip);
    const centre = random.pick(records);
    const radiusMiles = 4 + random.int(5);
    // Another town, outside the radius (so an address there is placed in its own area): the
    // first after a random point in the metro's list.
    const milesFromCentre = (record: ZipRecord) =>
      distance(
        point([centre.longitude, centre.latitude]),
        point([record.longitude, record.latitude]),
        { units: "miles" },
      );
    const outsideRadius = (record: ZipRecord) =>
      record.city !== centre.city && milesFromCentre(record) > radiusMiles + 1;
    const start = random.int(records.length);
    const neighbour = [...records.slice(start), ...records.slice(0, start)].find(outsideRadius);
    const neighbourZips = neighbour
      ? records
          .filter((record) => record.city === neighbour.city && outsideRadius(record))
          .slice(0, 5)
      : [];
    const factor = 0.75 + random.next() * 0.7;
    const prefix = random.pick(NAME_PREFIXES);
    const kind = `${capitalise(template.service.name)} ${random.pick(NAME_SUFFIXES)}`;
    let name = `${prefix} ${kind}`;
    if (names.has(name)) name = `${prefix} ${kind} of ${centre.city}`;
    if (names.has(name)) name = `${prefix} ${kind} ${n}`;
    names.add(name);

    const [first, second] = template.areas;
    const places = [
      {
        from: first!,
        name: centre.city,
        shape: {
          type: "radius" as const,
          center: { lat: centre.latitude, lng: centre.longitude },
          radiusMiles,
        },
      },
      ...(neighbour
        ? [
            {
              from: second ?? first!,
              name: neighbour.city,
              shape: {
                type: "zip_codes" as const,
                zipCodes: neighbourZips.map((record) => record.zip),
              },
            },
          ]
        : []),
    ];
    const areas: OfferingArea[] = places.map(({ from, name, shape }) =>
      scaledArea(from, factor, name, shape),
    );
    const farMetro = lookup(METROS[(metroIndex + 1) % METROS.length]!.zip);
    const { notifyEmail: _demoInbox, ...shared } = demo;
    const demoTrade = template.trade === demo.offering.trade;
    derived.push({
      id: slug,
      config: {
        ...shared,
        name,
        tagline: demoTrade ? demo.tagline : resolveService(template.service).headline,
        terms: demoTrade ? demo.terms : plainTerms(template, demo.terms.updated),
        contact: {
          email: `hello@${slug}.example.com`,
          phone: `(555) 01${String(n % 10)}-${String(1000 + (n % 9000)).padStart(4, "0")}`,
          website: `https://${slug}.example.com`,
          socials: [],
        },
        timezone: metro.timezone,
        state: centre.state,
        offering: sellsBeyondOneService(template)
          ? oneServiceView(
              placeServices(
                servicesOf(template),
                places.map(({ from, name, shape }) => ({ from: from.name, area: { name, shape } })),
              ),
            )
          : { ...scaleOffering(template, factor), areas },
      },
      outside: [{ city: farMetro.city, state: farMetro.state, zip: farMetro.zip }],
    });
  }
  return derived.map((seed) => ({ ...seed, places: seedPlacesOf(seed.config) }));
}

let zipsByCentre: Map<string, ZipRecord> | undefined;

/** The ZIP code centred at a point (as the centres seeded areas are), else the nearest one. */
function zipAt(lat: number, lng: number): ZipRecord | null {
  zipsByCentre ??= new Map(
    Object.values(zipcodes.codes)
      .filter((record) => record.country === "US")
      .map((record) => [`${record.latitude},${record.longitude}`, record]),
  );
  return zipsByCentre.get(`${lat},${lng}`) ?? zipcodes.lookupByCoords(lat, lng);
}

/**
 * Addresses in a business's areas, at the centre of a ZIP code the offline geocoder knows: each
 * ZIP code of a `zip_codes` area, the ZIP code at the centre of a `radius` area. Drawn maps
 * (`geojson`) give none.
 */
export function seedPlacesOf(config: BusinessConfig): SeedPlace[] {
  return config.offering.areas.flatMap((area) => {
    const records =
      area.shape.type === "zip_codes"
        ? area.shape.zipCodes.map((zip) => zipcodes.lookup(zip))
        : area.shape.type === "radius"
          ? [zipAt(area.shape.center.lat, area.shape.center.lng)]
          : [];
    return records
      .filter((record) => record != null)
      .map((record) => ({
        town: area.name,
        city: record.city,
        state: record.state,
        zip: record.zip,
        lat: record.latitude,
        lng: record.longitude,
        streets: STREETS,
      }));
  });
}

/**
 * What a customer of a business selling services could choose in an area, drawn with `random`:
 * one of the services sold there, one of its options priced there, each quantity on its steps up
 * to where custom quotes begin, and one of its frequencies; no add-ons. Undefined when no
 * service is sold in the area.
 */
export function pickServiceSelection(
  offering: ServicesOffering,
  area: string,
  random: { int(below: number): number },
): SelectionRequest | undefined {
  const pricedOptions = (service: ServicesOffering["services"][number]) => {
    const prices = service.pricing.prices?.[area] ?? {};
    return (service.pricing.options ?? []).filter((option) => Object.hasOwn(prices, option.code));
  };
  const sold = offering.services.filter(
    (service) => !service.pricing.options || pricedOptions(service).length > 0,
  );
  if (sold.length === 0) return undefined;
  const service = sold[random.int(sold.length)]!;
  const options = pricedOptions(service);
  const { billing } = service;
  return {
    service: service.code,
    area,
    ...(options.length > 0 && { option: options[random.int(options.length)]!.code }),
    ...(service.pricing.quantities && {
      quantities: service.pricing.quantities.map((quantity) => {
        const step = quantity.step ?? 1;
        const top = quantity.customQuoteAbove ?? quantity.max;
        const steps = Math.floor((top - quantity.min) / step);
        return { code: quantity.code, quantity: quantity.min + step * random.int(steps + 1) };
      }),
    }),
    ...(billing.type === "per_visit" && {
      frequency: billing.frequencies[random.int(billing.frequencies.length)]!.code,
    }),
    addons: [],
  };
}
