import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { statfsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const lead = {
  name: "Dana Reyes",
  email: "dana@example.com",
  company: "Reyes Heating",
  message: "We quote about 40 furnace tune-ups a week and want customers to book online.",
  website: "",
};

const saveLead = (server: TestServer) =>
  server.request("/api/contact", { method: "POST", json: lead });
/** A read that reaches the database: an order nobody has. */
const readOrder = (server: TestServer) => server.request(`/api/checkout/orders/${randomUUID()}`);

async function expectOutOfSpace(server: TestServer) {
  const write = await saveLead(server);
  expect(write.status).toBe(503);
  expect(Number(write.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await write.json()).toEqual({ message: expect.stringMatching(/disk space/) });
  const ready = await server.request("/readyz");
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ status: "disk_full" });
  expect((await readOrder(server)).status).toBe(404);
}

async function expectWritable(server: TestServer) {
  expect((await saveLead(server)).status).toBe(201);
  expect((await server.request("/readyz")).status).toBe(200);
}

describe.each(testDatabases)("a database out of disk space (%s)", (kind) => {
  it("answers writes 503 with Retry-After, reports it on /readyz, serves reads, and recovers by itself", async ({
    onTestFinished,
  }) => {
    const server = await startTestServer(kind);
    onTestFinished(() => server.close());
    await expectWritable(server);
    // The error either engine raises when a file cannot grow (ENOSPC), from the statement
    // that writes the lead.
    await server.database.db.execute(sql`
      create function qw_test_disk_full() returns trigger language plpgsql as $$
        begin raise exception 'could not extend file "base/5/16385": No space left on device'
          using errcode = 'disk_full'; end $$`);
    await server.database.db.execute(sql`
      create trigger qw_test_disk_full before insert on contact_leads
      for each row execute function qw_test_disk_full()`);

    await expectOutOfSpace(server);

    // Space is back: the next write goes through and ends the outage.
    await server.database.db.execute(sql`drop function qw_test_disk_full() cascade`);
    await expectWritable(server);
  });
});

describe("the embedded database's disk below its reserve", () => {
  it("refuses writes before PGlite runs out of room, and takes them again once space is freed", async ({
    onTestFinished,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), "qw-disk-"));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    const { bavail, bsize } = statfsSync(folder);
    const freeMb = Math.floor((bavail * bsize) / 1024 / 1024);
    // The reserve sits 300 MB under today's free space; a 600 MB file takes the disk below it.
    const server = await startTestServer("pglite", {
      DATA_DIR: join(folder, "data"),
      DISK_RESERVE_MB: String(freeMb - 300),
    });
    onTestFinished(() => server.close());
    await expectWritable(server);

    const filler = join(folder, "filler");
    execFileSync("fallocate", ["-l", "600M", filler]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expectOutOfSpace(server);

    await rm(filler);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await expectWritable(server);
  });
});
