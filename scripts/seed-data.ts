import { inArray } from "drizzle-orm";
import {
  parseStoredBusinessConfig,
  sellsBeyondOneService,
  servicesOf,
  storedConfig,
} from "@/domain/stored-offering";
import { getBusinessDay } from "@/server/admin/business-day";
import type { BusinessFile } from "@/server/config/business-config";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import type { Db } from "@/server/db/database";
import { businesses, customQuoteRequests, orders, quoteLeads } from "@/server/db/schema";
import { seedBusiness } from "@/server/db/seed-business";
import { rollUpFunnel } from "@/server/funnel/roll-up-funnel";
import { orderPriceColumns } from "@/server/payments/create-checkout-order";
import { priceQuote } from "@/server/quotes/price-quote";
import { priceSelection } from "@/server/quotes/price-services";
import { CUSTOM_QUOTE_DESCRIPTION } from "@/shared/api/quote-contract";
import { getPricedOptions, type Offering } from "@/shared/offering";
import {
  deriveSeedBusinesses,
  pickServiceSelection,
  type SeedBusiness,
  type SeedPlace,
  seedPlacesOf,
  seedTradeTemplates,
} from "./seed-businesses";
import { createRandom, type Random } from "./seed-random";

export type SeedOptions = {
  /** The demo business, seeded from its file if the database lacks it, and the model of the rest. */
  demo: BusinessFile;
  /** How many businesses get data: the demo and `businesses - 1` of the trade templates in turn. */
  businesses: number;
  /** The offerings the other businesses sell in turn; default: config/trades, by trade id. */
  trades?: readonly Offering[];
  /** Per business: */
  orders: number;
  today: number;
  customQuotes: number;
  leads: number;
  seed: number;
  /** Epoch milliseconds that "now" is (NOW, else the real time). */
  now: number;
  log?: (line: string) => void;
  /** Progress of a long run: rows written so far of the total. */
  progress?: (written: number, total: number) => void;
};

const BATCH_ROWS = 1000;
/** Businesses per insert: each carries its whole configuration. */
const BUSINESS_BATCH_ROWS = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST_NAMES = [
  "James",
  "Mary",
  "Robert",
  "Patricia",
  "John",
  "Jennifer",
  "Michael",
  "Linda",
  "David",
  "Elizabeth",
  "William",
  "Barbara",
  "Richard",
  "Susan",
  "Joseph",
  "Jessica",
  "Thomas",
  "Sarah",
  "Priya",
  "Wei",
  "Carlos",
  "Aisha",
  "Olga",
  "Kenji",
  "Fatima",
  "Liam",
  "Sofia",
  "Mateo",
  "Chloe",
  "Noah",
];
const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "O'Brien",
  "Nguyen",
  "Patel",
  "Kowalski",
  "Rossi",
];
/** The demo business's towns (its config's area names) and real streets in them. */
const DEMO_PLACES: SeedPlace[] = [
  {
    town: "Scarsdale",
    city: "Scarsdale",
    state: "NY",
    zip: "10583",
    lat: 40.989,
    lng: -73.808,
    streets: [
      "Heathcote Rd",
      "Fox Meadow Rd",
      "Brewster Rd",
      "Popham Rd",
      "Drake Rd",
      "Autenrieth Rd",
      "Carstensen Rd",
      "Mamaroneck Rd",
    ],
  },
  {
    town: "White Plains",
    city: "White Plains",
    state: "NY",
    zip: "10605",
    lat: 41.02,
    lng: -73.755,
    streets: [
      "Mamaroneck Ave",
      "Bryant Ave",
      "Ridgeway",
      "Gedney Esplanade",
      "Old Mamaroneck Rd",
      "Rockledge Ave",
      "Soundview Ave",
    ],
  },
  {
    town: "Harrison",
    city: "Harrison",
    state: "NY",
    zip: "10528",
    lat: 40.975,
    lng: -73.72,
    streets: [
      "Park Ave",
      "Halstead Ave",
      "Harrison Ave",
      "Lake St",
      "Purdy Ave",
      "Sunnyside Ave",
      "Calvert Ave",
    ],
  },
];
const DEMO_OUTSIDE = [
  { city: "Port Chester", state: "NY", zip: "10573" },
  { city: "Purchase", state: "NY", zip: "10577" },
  { city: "New York", state: "NY", zip: "10001" },
];

/**
 * What a seeded order buys in an area: one of the options priced there (the business's first,
 * which it lists as its main one, half the time), and in a quarter of the orders one add-on, a
 * per-unit one in a quantity within its bounds.
 */
function pickPurchase(random: Random, offering: Offering, area: string) {
  const priced = getPricedOptions(offering).filter((option) =>
    offering.areas.some(
      (candidate) => candidate.name === area && Object.hasOwn(candidate.prices, option.code),
    ),
  );
  const option = random.next() < 0.5 ? priced[0]! : random.pick(priced);
  const addon =
    random.next() < 0.25 && offering.addons.length ? random.pick(offering.addons) : null;
  if (!addon) return { option: option.code, addons: [] };
  const { pricing } = addon;
  if (pricing.type === "flat") return { option: option.code, addons: [{ code: addon.code }] };
  const span = pricing.maxQuantity - pricing.minQuantity + 1;
  const quantity = pricing.minQuantity + random.int(Math.min(span, 12));
  return { option: option.code, addons: [{ code: addon.code, quantity }] };
}

/** The price of a seeded order: as pickPurchase, or a selection of a business's services. */
function pricePurchase(random: Random, { id, config }: BusinessFile, now: Date, area: string) {
  if (!sellsBeyondOneService(config.offering)) {
    return priceQuote({ config, now, area, ...pickPurchase(random, config.offering, area) });
  }
  const selection = pickServiceSelection(servicesOf(config.offering), area, random);
  if (!selection) throw new Error(`business ${id} sells no service in ${area}`);
  return priceSelection({ config, now, selection }).price;
}

/** Rows of one table, written a batch at a time whichever business they belong to. */
function batchWriter<T>(insert: (rows: T[]) => Promise<unknown>, onFlush: (count: number) => void) {
  let rows: T[] = [];
  const flush = async () => {
    if (rows.length === 0) return;
    const batch = rows;
    rows = [];
    await insert(batch);
    onFlush(batch.length);
  };
  return {
    async add(row: T) {
      rows.push(row);
      if (rows.length >= BATCH_ROWS) await flush();
    },
    flush,
  };
}

/**
 * Inserts the derived businesses that are not there yet (status live), in batches, and answers
 * each one's configuration as stored: a business an earlier run made keeps its own.
 */
async function insertBusinesses(db: Db, derived: SeedBusiness[]): Promise<SeedBusiness[]> {
  for (let start = 0; start < derived.length; start += BUSINESS_BATCH_ROWS) {
    const batch = derived.slice(start, start + BUSINESS_BATCH_ROWS);
    await db
      .insert(businesses)
      .values(
        batch.map(({ id, config }) => ({
          id,
          slug: id,
          name: config.name,
          config: storedConfig(config),
          status: "live" as const,
        })),
      )
      .onConflictDoNothing();
  }
  const stored = new Map<string, unknown>();
  for (let start = 0; start < derived.length; start += BUSINESS_BATCH_ROWS) {
    const ids = derived.slice(start, start + BUSINESS_BATCH_ROWS).map(({ id }) => id);
    const rows = await db
      .select({ id: businesses.id, config: businesses.config })
      .from(businesses)
      .where(inArray(businesses.id, ids));
    for (const row of rows) stored.set(row.id, row.config);
  }
  return derived.map((seed) => {
    const parsed = parseStoredBusinessConfig(stored.get(seed.id));
    if (!parsed.ok) {
      throw new Error(`business ${seed.id} is stored with a config that does not parse`);
    }
    // A business an earlier run made (with another --seed) keeps its own areas.
    const places = seedPlacesOf(parsed.config);
    if (places.length === 0) {
      throw new Error(`business ${seed.id} has no area with a ZIP code or centre`);
    }
    return { ...seed, config: parsed.config, places };
  });
}

const SEED_SOURCES = [
  "",
  "google",
  "facebook",
  "nextdoor",
  "newsletter",
  "yelp",
  "partner.example",
];

/**
 * Where a seeded lead came from and how far it got, by its index so the random sequence (and
 * so the rest of the seeded data) stays the same: a third from the embed, half of those in the
 * area priced, a fifth of those checked out.
 */
function seedVisitJourney(index: number, inside: boolean, createdAt: Date) {
  const priced = inside && index % 2 === 0;
  const checkedOut = priced && index % 5 === 0;
  return {
    channel: index % 3 === 0 ? ("embed" as const) : ("hosted" as const),
    source: SEED_SOURCES[index % SEED_SOURCES.length] || null,
    pricedAt: priced ? new Date(createdAt.getTime() + 30_000) : null,
    checkoutStartedAt: checkedOut ? new Date(createdAt.getTime() + 120_000) : null,
  };
}

/**
 * Seeds the demo business (from its file, on a database that lacks it) and `businesses - 1`
 * more, of the trade templates in turn (seed-businesses.ts), then realistic data for each: orders spread over the last 180 days
 * (`today` of them earlier today), about 70% paid, most older paid ones onboarded; custom quote
 * requests; and service-area leads that never ordered. One --seed, one result; the demo's own
 * data does not depend on how many other businesses are seeded.
 */
export async function seedData(
  db: Db,
  options: SeedOptions,
): Promise<{ businesses: { id: string; name: string }[] }> {
  const log = options.log ?? (() => {});
  const random = createRandom(options.seed);
  const { now, demo } = options;
  await seedBusiness(db, demo);
  const count = Math.max(0, options.businesses - 1);
  const derived =
    count > 0
      ? deriveSeedBusinesses(demo.config, {
          count,
          seed: options.seed,
          trades: options.trades ?? seedTradeTemplates(loadTradeTemplates()),
        })
      : [];
  if (derived.length > 0) log(`Seeding ${derived.length} more businesses...`);
  const seeded: SeedBusiness[] = [
    { ...demo, places: DEMO_PLACES, outside: DEMO_OUTSIDE },
    ...(await insertBusinesses(db, derived)),
  ];
  const runId = Math.floor(now / 1000).toString(36) + random.int(1e6).toString(36);

  const perBusiness = options.orders + options.customQuotes + options.leads;
  const total = perBusiness * seeded.length;
  let written = 0;
  const onFlush = (count: number) => {
    written += count;
    options.progress?.(written, total);
  };
  const orderRows = batchWriter(
    (rows: (typeof orders.$inferInsert)[]) => db.insert(orders).values(rows),
    onFlush,
  );
  const customQuoteRows = batchWriter(
    (rows: (typeof customQuoteRequests.$inferInsert)[]) =>
      db.insert(customQuoteRequests).values(rows),
    onFlush,
  );
  const leadRows = batchWriter(
    (rows: (typeof quoteLeads.$inferInsert)[]) => db.insert(quoteLeads).values(rows),
    onFlush,
  );

  const each = seeded.length > 1 ? ` for each of ${seeded.length} businesses` : "";
  log(
    `Seeding ${options.orders} orders, ${options.customQuotes} custom quote requests and ${options.leads} leads${each}...`,
  );
  for (const [number, { id: businessId, config, places, outside }] of seeded.entries()) {
    // The demo's session ids are those of a one-business seed; the others' name their business.
    const sessionPrefix = number === 0 ? `cs_seed_${runId}` : `cs_seed_${runId}_${businessId}`;
    const person = (index: number) => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const mailbox = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
      return { name: `${first} ${last}`, email: `${mailbox}${index}@example.com` };
    };
    const address = (place: SeedPlace) => `${1 + random.int(240)} ${random.pick(place.streets)}`;
    // 'Today' is the business's calendar day; everything else falls in the 180 days before it,
    // most of it recent.
    const day = getBusinessDay(new Date(now), config.timezone);
    const createdToday = () =>
      new Date(day.start.getTime() + random.int(Math.max(1, now - day.start.getTime())));
    const createdBefore = () =>
      new Date(day.start.getTime() - 1 - Math.floor(random.next() ** 1.5 * 180 * DAY_MS));
    const createdAt = () => (random.next() < 0.05 ? createdToday() : createdBefore());

    for (let index = 0; index < options.orders; index++) {
      const place = random.pick(places);
      const who = person(index);
      const at = index < options.today ? createdToday() : createdBefore();
      const price = pricePurchase(random, { id: businessId, config }, at, place.town);
      const paid = random.next() < 0.7;
      const ageDays = (now - at.getTime()) / DAY_MS;
      const onboarded = paid && ageDays > 2 && random.next() < 0.75;
      const located = random.next() < 0.95;
      await orderRows.add({
        businessId,
        email: who.email,
        customerName: paid || random.next() < 0.3 ? who.name : null,
        phone: paid ? `(914) 555-${String(1000 + random.int(9000))}` : null,
        address: address(place),
        city: place.city,
        state: place.state,
        zipCode: place.zip,
        ...orderPriceColumns(price),
        paymentStatus: paid ? "paid" : "pending",
        paidAt: paid ? new Date(at.getTime() + 60_000 + random.int(600_000)) : null,
        checkoutSessionId: `${sessionPrefix}_${index}`,
        onboarded,
        onboardedAt: onboarded ? new Date(at.getTime() + DAY_MS) : null,
        onboardedBy: onboarded ? "Admin User" : null,
        lat: located ? place.lat + (random.next() - 0.5) * 0.02 : null,
        lng: located ? place.lng + (random.next() - 0.5) * 0.02 : null,
        // Alternate street-level and ZIP-centre locations (by index: the random sequence,
        // and so the rest of the seeded data, stays the same).
        locationPrecision: located ? (index % 2 ? "zip" : "street") : null,
        createdAt: at,
        updatedAt: at,
      });
    }

    for (let index = 0; index < options.customQuotes; index++) {
      const place = random.pick(places);
      const who = person(options.orders + index);
      await customQuoteRows.add({
        businessId,
        customerName: who.name,
        email: who.email,
        phone: `(914) 555-${String(1000 + random.int(9000))}`,
        address: address(place),
        city: place.city,
        state: place.state,
        zipCode: place.zip,
        area: place.town,
        description: CUSTOM_QUOTE_DESCRIPTION,
        status: random.next() < 0.4 ? "quoted" : "pending",
        createdAt: createdAt(),
      });
    }

    for (let index = 0; index < options.leads; index++) {
      const who = person(options.orders + options.customQuotes + index);
      const inside = random.next() < 0.6;
      const place = random.pick(places);
      const away = random.pick(outside);
      const createdAtOfLead = createdAt();
      await leadRows.add({
        businessId,
        email: who.email,
        address: address(place),
        city: inside ? place.city : away.city,
        state: inside ? place.state : away.state,
        zipCode: inside ? place.zip : away.zip,
        inServiceArea: inside,
        area: inside ? place.town : null,
        message: inside
          ? "Great news! We service your area."
          : "Sorry, we don't service your area yet.",
        lat: inside ? place.lat : null,
        lng: inside ? place.lng : null,
        ...seedVisitJourney(index, inside, createdAtOfLead),
        createdAt: createdAtOfLead,
      });
    }
  }
  await orderRows.flush();
  await customQuoteRows.flush();
  await leadRows.flush();
  // Seeded rows bypass the code that counts the funnel as visits go: count them once here.
  for (const { id } of seeded) await rollUpFunnel(db, id);
  return { businesses: seeded.map(({ id, config }) => ({ id, name: config.name })) };
}
