import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_CHANGED_CHANNEL, createBusinessStore } from "@/server/business/business-store";
import { type BusinessFile, loadBusinessFile } from "@/server/config/business-config";
import type { ChannelListener, Database } from "@/server/db/database";
import { projectRoot } from "@/server/paths";
import {
  WEBHOOK_ENDPOINTS_CHANGED_CHANNEL,
  webhookListenersOf,
} from "@/server/webhooks/webhook-listeners";
import { createJobDatabase, type JobDatabase } from "../helpers/job-database";
import { testDatabases } from "../helpers/test-server";

function businessOf(file: string, id: string): BusinessFile {
  return { id, config: loadBusinessFile(resolve(projectRoot, file)).config };
}

/**
 * The database with its queries counted and its change notices in the test's hands: `notify`
 * delivers one as the database would, `subscribe` starts them flowing.
 */
function observed(database: Database) {
  const listeners = new Map<string, ChannelListener>();
  let selects = 0;
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === "select") selects += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return {
    database: {
      db,
      listen: async (channel: string, listener: ChannelListener) => {
        listeners.set(channel, listener);
      },
    },
    selects: () => selects,
    subscribe: () => {
      for (const listener of listeners.values()) listener.subscribed();
    },
    notify: (channel: string, payload: string) => listeners.get(channel)!.message(payload),
  };
}

/**
 * The first requests for a business no one asked for yet, all at once, share one read
 * (docs/decisions/048-first-requests-of-many-businesses.md); a change is seen at once.
 */
describe.each(testDatabases)("the business cache under concurrent first requests (%s)", (kind) => {
  let jobs: JobDatabase;
  let database: Database;
  const demo = businessOf("config/demo-business.json", "first-co");
  const second = businessOf("tests/fixtures/second-business.json", "second-co");

  beforeAll(async () => {
    jobs = await createJobDatabase(kind);
    database = jobs.open();
    const store = createBusinessStore(database);
    await store.create({ id: demo.id, slug: "first-co", config: demo.config, status: "live" });
    await store.create({ id: second.id, slug: "second-co", config: second.config, status: "live" });
  });
  afterAll(async () => {
    await database?.close();
    await jobs?.remove();
  });

  it("reads a business once for its concurrent first lookups, each business its own", async () => {
    const watched = observed(database);
    const store = createBusinessStore(watched.database);
    watched.subscribe();
    const [a, b, c, other] = await Promise.all([
      store.bySlug("first-co"),
      store.bySlug("first-co"),
      store.bySlug("first-co"),
      store.bySlug("second-co"),
    ]);
    // Each business: its row, then its config (2 selects).
    expect(watched.selects()).toBe(4);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a!.config.name).toBe(demo.config.name);
    expect(other!.config.name).toBe(second.config.name);
    expect(await store.bySlug("first-co")).toBe(a);
    expect(watched.selects()).toBe(4);
  });

  it("does not hand a lookup after a change notice the read that began before it", async () => {
    const watched = observed(database);
    const store = createBusinessStore(watched.database);
    watched.subscribe();
    const writer = createBusinessStore(database);
    const before = (await writer.byId(demo.id))!;

    const early = store.bySlug("first-co");
    const renamed = { ...before.config, name: "Renamed While Read" };
    // Another instance's change, committed and then noticed while the first read is under way.
    await writer.updateConfig({ id: demo.id, config: renamed, expectedVersion: before.version });
    watched.notify(BUSINESS_CHANGED_CHANNEL, JSON.stringify({ id: demo.id, slug: "first-co" }));
    const late = store.bySlug("first-co");

    expect(late).not.toBe(early);
    expect((await late)!.config.name).toBe("Renamed While Read");
    expect((await store.bySlug("first-co"))!.version).toBe(before.version + 1);
    await writer.updateConfig({
      id: demo.id,
      config: demo.config,
      expectedVersion: before.version + 1,
    });
  });

  it("shares the first reads of a business's webhook listeners, and drops them on a notice", async () => {
    const watched = observed(database);
    const listeners = webhookListenersOf(watched.database);
    watched.subscribe();
    const answers = await Promise.all([
      listeners.listensTo(demo.id, "quote.priced"),
      listeners.listensTo(demo.id, "quote.priced"),
      listeners.listensTo(second.id, "quote.priced"),
    ]);
    expect(answers).toEqual([false, false, false]);
    expect(watched.selects()).toBe(2);

    const before = listeners.listensTo(demo.id, "quote.priced");
    watched.notify(WEBHOOK_ENDPOINTS_CHANGED_CHANNEL, demo.id);
    const after = listeners.listensTo(demo.id, "quote.priced");
    await Promise.all([before, after]);
    expect(watched.selects()).toBe(3);
  });
});
