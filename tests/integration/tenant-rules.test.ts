import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/server/app";
import type { AppContext } from "@/server/app-context";
import { createClock } from "@/server/clock";
import { parseBusinessConfig } from "@/server/config/business-config";
import { parseEnv } from "@/server/config/env";
import { projectRoot, webDistDir } from "@/server/paths";
import type { TenantRule } from "@/server/tenant/tenant";
import { tenantRules } from "@/server/tenant/tenant-rules";
import { startTestServer, type TestServer } from "../helpers/test-server";

const HOST = "quotes.harbor.example";

function harborConfig() {
  const file = resolve(projectRoot, "tests/fixtures/second-business.json");
  const parsed = parseBusinessConfig(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.issues)}`);
  return parsed.config;
}

/**
 * A custom domain is one more tenant rule (docs/decisions/037-the-tenant.md): this fake one,
 * added to the app's list in one place, makes a business answer at its own host.
 */
describe("the tenant rules", () => {
  let server: TestServer;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    const config = harborConfig();
    await server.businesses.create({
      id: "harbor-view",
      slug: "harbor-view",
      config,
      status: "live",
    });
    const context: AppContext = {
      env: parseEnv({ DATA_DIR: "memory://", LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" }),
      database: server.database,
      clock: createClock(),
      businesses: server.businesses,
      defaultBusinessSlug: "northside-snow",
    };
    const byHost: TenantRule = {
      name: "custom domain",
      match: async (request) => {
        if (request.hostname !== HOST) return undefined;
        const business = await server.businesses.bySlug("harbor-view");
        return business && { tenant: business };
      },
    };
    app = await buildApp(context, {
      webDir: webDistDir,
      tenantRules: [byHost, ...tenantRules(context)],
    });
  });
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  const businessNameAt = async (host: string) => {
    const response = await app.inject({ url: "/api/config", headers: { host } });
    expect(response.statusCode).toBe(200);
    return response.json<{ business: { name: string } }>().business.name;
  };

  it("answers for the business whose host the request names", async () => {
    expect(await businessNameAt(HOST)).toBe("Harbor View Services");
  });

  it("answers for the default business at any other host", async () => {
    expect(await businessNameAt("localhost")).not.toBe("Harbor View Services");
  });
});
