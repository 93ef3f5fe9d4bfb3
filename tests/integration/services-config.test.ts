import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/database";
import { convertToServicesConfigs } from "@/server/db/seed-business";
import { projectRoot } from "@/server/paths";
import {
  startSecondInstance,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../helpers/test-server";

const DEMO_ID = "northside-snow";
const readJson = (path: string) => JSON.parse(readFileSync(resolve(projectRoot, path), "utf8"));
/** The demo as it was written before the services shape, and as it is now (decision 047). */
const ONE_SERVICE_DEMO = readJson("tests/fixtures/one-service-demo-business.json");
/** The demo's file holds the business's id beside its config; the stored config has none. */
const { id: _id, ...SERVICES_DEMO } = readJson("config/demo-business.json");

const AREAS = ["Scarsdale", "White Plains", "Harrison"];
const OPTIONS = ["TWO_CAR", "FOUR_CAR", "SIX_CAR", "CUSTOM"];
const ZIPS = [
  ["10583", "Scarsdale"],
  ["10601", "White Plains"],
  ["10528", "Harrison"],
  ["10573", "Port Chester"],
  ["00000", "Nowhere"],
];

async function storedRow(db: Db) {
  const result = await db.execute(
    sql`select config, config_version as version from businesses where id = ${DEMO_ID}`,
  );
  return (result as unknown as { rows: { config: unknown; version: number }[] }).rows[0]!;
}

/**
 * Every answer the demo gives its customers, as the bytes sent: the config (both dialects), the
 * price of each area x size x add-on in both dialects, and the geo check of each kind of ZIP.
 */
async function demoAnswers(server: TestServer): Promise<string[]> {
  const answers: string[] = [];
  const record = async (path: string, json?: unknown) => {
    const response = await server.request(path, json === undefined ? {} : { method: "POST", json });
    answers.push(`${path} ${JSON.stringify(json)} ${response.status} ${await response.text()}`);
  };
  await record("/api/config");
  await record(`/api/b/${DEMO_ID}/config`);
  for (const area of AREAS) {
    for (const option of OPTIONS) {
      for (const addons of [[], ["bump_out"]]) {
        await record("/api/price", { town: area, drivewaySize: option, addons });
        await record(`/api/b/${DEMO_ID}/price`, { area, option, addons });
      }
    }
  }
  for (const [zipCode, city] of ZIPS) {
    await record(`/api/b/${DEMO_ID}/geo/check`, {
      address: "1 Main St",
      city,
      state: "NY",
      zipCode,
      email: "pat@example.com",
    });
  }
  return answers;
}

describe.each(testDatabases)("the demo stored in the services shape on %s", (kind) => {
  let server: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { NOW: "2025-10-01T12:00:00Z" });
    second = await startSecondInstance(server);
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it("is seeded in the services shape, and answers as in today's shape byte for byte", async () => {
    const seeded = await storedRow(server.database.db);
    expect(seeded).toEqual({ config: SERVICES_DEMO, version: 1 });
    const answers = await demoAnswers(server);
    expect(answers).toHaveLength(2 + 2 * 24 + ZIPS.length);
    // Only the custom layout has no instant price.
    const refused = answers.filter((answer) => !answer.includes(" 200 {"));
    expect(refused).toHaveLength(2 * 6);
    expect(refused.every((answer) => answer.includes("CUSTOM"))).toBe(true);

    // A business saved before (today's one-service shape) answers the same.
    await server.database.db.execute(
      sql`update businesses set config = ${JSON.stringify(ONE_SERVICE_DEMO)}::jsonb,
        config_version = config_version + 1 where id = ${DEMO_ID}`,
    );
    server.businesses.invalidate({ id: DEMO_ID, slug: DEMO_ID });
    expect(await demoAnswers(server)).toEqual(answers);

    // Two instances starting at once convert it once, into the file's services shape.
    const counts = await Promise.all([
      convertToServicesConfigs(server.database.db),
      convertToServicesConfigs(second.database.db),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await convertToServicesConfigs(server.database.db)).toBe(0);
    expect(await storedRow(server.database.db)).toEqual({ config: SERVICES_DEMO, version: 3 });
    server.businesses.invalidate({ id: DEMO_ID, slug: DEMO_ID });
    expect(await demoAnswers(server)).toEqual(answers);
  });
});
