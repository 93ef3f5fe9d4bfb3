import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { getBusinessDay } from "@/server/admin/business-day";
import { createClock } from "@/server/clock";
import { loadBusinessConfig } from "@/server/config/business-config";
import { parseEnv } from "@/server/config/env";
import { openDatabase } from "@/server/db/database";
import { saveBusiness } from "@/server/db/save-business";
import { customQuoteRequests, orders, quoteLeads } from "@/server/db/schema";
import { projectRoot } from "@/server/paths";
import { orderPriceColumns } from "@/server/payments/create-checkout-order";
import { priceQuote } from "@/server/quotes/price-quote";

const USAGE = `Usage: npm run seed -- --orders 100000 [--today N] [--custom-quotes N] [--leads N] [--seed N]

Adds realistic demo data to the database the server uses (DATABASE_URL, else DATA_DIR):
orders spread over the last 180 days (--today of them earlier today; default 0.5%, at least
one), about 70% paid, most older paid orders onboarded; custom quote requests; and
service-area leads that never ordered. Dates are relative to NOW when it is set.`;

const BATCH_ROWS = 1000;
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
const PLACES = [
  {
    town: "Scarsdale",
    city: "Scarsdale",
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
const OUTSIDE = [
  { city: "Port Chester", zip: "10573" },
  { city: "Purchase", zip: "10577" },
  { city: "New York", zip: "10001" },
];
const SIZES = ["TWO_CAR", "FOUR_CAR", "FOUR_CAR", "FOUR_CAR", "SIX_CAR"] as const;

/** mulberry32: a small seeded generator, so two runs with the same --seed give the same data. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

function parseCount(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    console.error(`--${name} must be a whole number, got ${value}\n\n${USAGE}`);
    process.exit(2);
  }
  return count;
}

async function insertInBatches<T>(
  total: number,
  build: (index: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  const showProgress = process.stdout.isTTY && total >= 10 * BATCH_ROWS;
  for (let start = 0; start < total; start += BATCH_ROWS) {
    const rows: T[] = [];
    for (let index = start; index < Math.min(total, start + BATCH_ROWS); index++)
      rows.push(build(index));
    await insert(rows);
    if (showProgress) process.stdout.write(`\r  ${Math.min(total, start + BATCH_ROWS)} / ${total}`);
  }
  if (showProgress) process.stdout.write("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      orders: { type: "string" },
      today: { type: "string" },
      "custom-quotes": { type: "string" },
      leads: { type: "string" },
      seed: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const orderCount = parseCount(values.orders, 1000, "orders");
  const todayCount = Math.min(
    orderCount,
    parseCount(values.today, Math.max(1, Math.round(orderCount * 0.005)), "today"),
  );
  const customQuoteCount = parseCount(
    values["custom-quotes"],
    Math.ceil(orderCount / 100),
    "custom-quotes",
  );
  const leadCount = parseCount(values.leads, Math.ceil(orderCount / 10), "leads");
  const random = createRandom(parseCount(values.seed, 1, "seed"));

  const env = parseEnv();
  const business = loadBusinessConfig(resolve(projectRoot, env.BUSINESS_CONFIG));
  const now = createClock(env.NOW)().getTime();
  const database = openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR) },
  );
  const started = Date.now();
  try {
    await database.migrate();
    await saveBusiness(database.db, business);
    const db = database.db;
    const runId = Math.floor(now / 1000).toString(36) + random.int(1e6).toString(36);

    const person = (index: number) => {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      const mailbox = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, "");
      return { name: `${first} ${last}`, email: `${mailbox}${index}@example.com` };
    };
    const address = (place: (typeof PLACES)[number]) =>
      `${1 + random.int(240)} ${random.pick(place.streets)}`;
    // 'Today' is the business's calendar day; everything else falls in the 180 days before it,
    // most of it recent.
    const day = getBusinessDay(new Date(now), business.timezone);
    const createdToday = () =>
      new Date(day.start.getTime() + random.int(Math.max(1, now - day.start.getTime())));
    const createdBefore = () =>
      new Date(day.start.getTime() - 1 - Math.floor(random.next() ** 1.5 * 180 * DAY_MS));
    const createdAt = () => (random.next() < 0.05 ? createdToday() : createdBefore());

    console.log(`Seeding ${orderCount} orders on ${database.kind}...`);
    await insertInBatches(
      orderCount,
      (index) => {
        const place = random.pick(PLACES);
        const who = person(index);
        const at = index < todayCount ? createdToday() : createdBefore();
        const price = priceQuote({
          business,
          now: at,
          town: place.town,
          drivewaySize: random.pick(SIZES),
          addons: random.next() < 0.25 ? ["bump_out"] : [],
        });
        const paid = random.next() < 0.7;
        const ageDays = (now - at.getTime()) / DAY_MS;
        const onboarded = paid && ageDays > 2 && random.next() < 0.75;
        const located = random.next() < 0.95;
        return {
          businessId: business.id,
          email: who.email,
          customerName: paid || random.next() < 0.3 ? who.name : null,
          phone: paid ? `(914) 555-${String(1000 + random.int(9000))}` : null,
          address: address(place),
          city: place.city,
          state: "NY",
          zipCode: place.zip,
          ...orderPriceColumns(price),
          paymentStatus: paid ? ("paid" as const) : ("pending" as const),
          paidAt: paid ? new Date(at.getTime() + 60_000 + random.int(600_000)) : null,
          checkoutSessionId: `cs_seed_${runId}_${index}`,
          onboarded,
          onboardedAt: onboarded ? new Date(at.getTime() + DAY_MS) : null,
          onboardedBy: onboarded ? "Admin User" : null,
          lat: located ? place.lat + (random.next() - 0.5) * 0.02 : null,
          lng: located ? place.lng + (random.next() - 0.5) * 0.02 : null,
          createdAt: at,
          updatedAt: at,
        };
      },
      (rows) => db.insert(orders).values(rows),
    );

    console.log(`Seeding ${customQuoteCount} custom quote requests...`);
    await insertInBatches(
      customQuoteCount,
      (index) => {
        const place = random.pick(PLACES);
        const who = person(orderCount + index);
        return {
          businessId: business.id,
          customerName: who.name,
          email: who.email,
          phone: `(914) 555-${String(1000 + random.int(9000))}`,
          address: address(place),
          city: place.city,
          state: "NY",
          zipCode: place.zip,
          town: place.town,
          description: "Custom driveway quote request from the instant quote system",
          status: random.next() < 0.4 ? "quoted" : "pending",
          createdAt: createdAt(),
        };
      },
      (rows) => db.insert(customQuoteRequests).values(rows),
    );

    console.log(`Seeding ${leadCount} service-area leads...`);
    await insertInBatches(
      leadCount,
      (index) => {
        const who = person(orderCount + customQuoteCount + index);
        const inside = random.next() < 0.6;
        const place = random.pick(PLACES);
        const outside = random.pick(OUTSIDE);
        return {
          businessId: business.id,
          email: who.email,
          address: address(place),
          city: inside ? place.city : outside.city,
          state: "NY",
          zipCode: inside ? place.zip : outside.zip,
          inServiceArea: inside,
          town: inside ? place.town : null,
          message: inside
            ? "Great news! We service your area."
            : "Sorry, we don't service your area yet.",
          lat: inside ? place.lat : null,
          lng: inside ? place.lng : null,
          createdAt: createdAt(),
        };
      },
      (rows) => db.insert(quoteLeads).values(rows),
    );

    // Fresh statistics and visibility map, as autovacuum would leave them on a live database,
    // so the planner picks the indexes (and index-only scans) straight away.
    await db.execute(sql`vacuum analyze`);
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error && error.name === "ConfigError" ? error.message : error);
  process.exit(1);
});
