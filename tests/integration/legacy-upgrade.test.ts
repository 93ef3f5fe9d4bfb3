import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { createBusinessStore } from "@/server/business/business-store";
import { loadBusinessFile } from "@/server/config/business-config";
import { type Db, PGLITE_EXTENSIONS } from "@/server/db/database";
import * as schema from "@/server/db/schema";
import { convertToServicesConfigs, upgradeLegacyBusinessConfigs } from "@/server/db/seed-business";
import { projectRoot } from "@/server/paths";
import { priceQuote } from "@/server/quotes/price-quote";

const MIGRATIONS = resolve(projectRoot, "drizzle");
/** The last migration before orders named their option (0008). */
const BEFORE_OFFERINGS = "0007_business-change-notices";
/** Every migration from nothing on PGlite: about 10 s on a quiet 2-core machine, more under load. */
const MIGRATING = { timeout: 90_000 };

/** A copy of the migrations folder that stops at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "migrations-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("a database from before the offering model", MIGRATING, () => {
  const oldMigrations = migrationsUpTo(BEFORE_OFFERINGS);
  const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { schema }) as unknown as Db;
  afterAll(async () => {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it("keeps every order readable and upgrades the business's config to an offering", async () => {
    await migrate(drizzle(client), { migrationsFolder: oldMigrations });
    const legacy = readFileSync(resolve(projectRoot, "tests/fixtures/legacy-demo-business.json"));
    await client.query(
      `insert into businesses (id, slug, name, config, status)
       values ('northside-snow', 'northside-snow', 'Northside Snow Co.', $1::jsonb, 'live')`,
      [legacy.toString()],
    );
    await client.query(
      `insert into orders (business_id, email, address, city, state, zip_code, town,
         driveway_size, addons, lines, base_price_cents, early_bird_discount_cents,
         addon_price_cents, subtotal_cents, fee_cents, tax_cents, total_cents, grand_total_cents,
         season_starts_on, season_ends_on)
       values ('northside-snow', 'old@example.com', '1 Elm St', 'Scarsdale', 'NY', '10583',
         'Scarsdale', $1, '[]', '[]', 21900, 0, 0, 21900, 1103, 1752, 23003, 24755,
         '2025-11-10', '2026-04-10')`,
      ["SIX_CAR"],
    );

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const [order] = (
      await client.query<{
        option_code: string;
        option_label: string;
        area: string;
        season_ends_on: string;
      }>("select option_code, option_label, area, season_ends_on::text from orders")
    ).rows;
    expect(order).toEqual({
      area: "Scarsdale",
      option_code: "SIX_CAR",
      option_label: "6-Car Driveway",
      season_ends_on: "2026-04-10",
    });

    expect(await upgradeLegacyBusinessConfigs(db)).toBe(1);
    expect(await upgradeLegacyBusinessConfigs(db)).toBe(0);
    // Then in the services shape, as every server start does (decision 047).
    expect(await convertToServicesConfigs(db)).toBe(1);
    const business = await createBusinessStore({
      db,
      listen: async () => {},
    }).byId("northside-snow");
    expect(business?.version).toBe(3);
    // The upgraded config is the one the repository seeds today, word for word.
    const today = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
    expect(business?.config).toEqual(today);
    const price = priceQuote({
      config: business!.config,
      now: new Date("2025-10-01T12:00:00Z"),
      area: "Scarsdale",
      option: "FOUR_CAR",
      addons: [{ code: "bump_out" }],
    });
    expect(price.grand_total_cents).toBe(26449);
  });
});

describe("a database from before identity left the config", MIGRATING, () => {
  const oldMigrations = migrationsUpTo("0031_custom-quote-selection");
  const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
  const db = drizzle(client, { schema }) as unknown as Db;
  afterAll(async () => {
    await client.close();
    rmSync(oldMigrations, { recursive: true, force: true });
  });

  it("strips the id every stored config carried, and keeps its version (migration 0032)", async () => {
    await migrate(drizzle(client), { migrationsFolder: oldMigrations });
    // The demo file as configs were stored until then: its id inside.
    const stored = readFileSync(resolve(projectRoot, "config/demo-business.json"), "utf8");
    expect(JSON.parse(stored)).toHaveProperty("id", "northside-snow");
    await client.query(
      `insert into businesses (id, slug, name, config, config_version, status)
       values ('northside-snow', 'northside-snow', 'Northside Snow Co.', $1::jsonb, 7, 'live')`,
      [stored],
    );

    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
    const [row] = (
      await client.query<{ has_id: boolean; config_version: number }>(
        "select config ? 'id' as has_id, config_version from businesses",
      )
    ).rows;
    expect(row).toEqual({ has_id: false, config_version: 7 });
    const business = await createBusinessStore({ db, listen: async () => {} }).byId(
      "northside-snow",
    );
    expect(business).toMatchObject({ id: "northside-snow", slug: "northside-snow", version: 7 });
    expect(business?.config).toEqual(
      loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config,
    );
  });
});
