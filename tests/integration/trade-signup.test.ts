import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceService } from "@/domain/price-service";
import { servicesOf } from "@/domain/stored-offering";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import type { Service } from "@/shared/offering-services";
import { TRADES } from "@/shared/trades";
import { bearer } from "../helpers/admin";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const templates = loadTradeTemplates();

/**
 * A template for every trade the marketing site names and a blank start
 * (docs/product/platform.md#trade-templates): each trade is listed, and a business signed up from
 * it prices each service it sells as its template does, in the areas drawn around its owner.
 */
describe.each(testDatabases)("a template for every trade (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      NOW: "2025-10-01T12:00:00Z",
      SIGNUP_LIMIT_PER_HOUR: "0",
    });
  });
  afterAll(() => server?.close());

  const json = async (path: string, init: Parameters<TestServer["request"]>[1] = {}) => {
    const response = await server.request(path, init);
    // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it asserts on
    return { status: response.status, body: (await response.json().catch(() => null)) as any };
  };
  const signUp = (trade: string, fields: Record<string, string> = {}) =>
    json("/api/signup", {
      method: "POST",
      json: {
        businessName: `Denver ${trade} Pros`,
        trade,
        location: "80202",
        ownerName: "Olive Owner",
        email: `owner@${trade}-pros.com`,
        password: "a long and proper password",
        ...fields,
      },
    });

  it("lists every trade with its template and icon, Other last", async () => {
    const { body } = await json("/api/trades");
    expect(body.trades).toEqual(
      TRADES.map((trade) => ({
        trade: trade.template,
        code: trade.code,
        name: trade.name,
        icon: trade.icon,
        namesItsService: trade.code === "other",
      })),
    );
  });

  it.each(TRADES)(
    "signs up a $name business that prices each service as its template",
    async ({ template, namesItsService }) => {
      const named: Record<string, string> = namesItsService
        ? { serviceName: "Chimney sweeping" }
        : {};
      const { status, body } = await signUp(template, named);
      expect(status).toBe(201);
      const { slug } = body.business;
      const settings = await json("/api/admin/business", { headers: bearer(body.token) });
      const areas: { name: string }[] = settings.body.config.offering.areas;
      expect(areas[0]!.name).toBe("Within 5 miles of Denver");

      const offering = servicesOf(templates.get(template)!);
      if (namesItsService) {
        expect(settings.body.config.offering.service.name).toBe("chimney sweeping");
      }
      for (const service of offering.services) {
        // A blank start's service is coded after the name its owner gave it.
        const code = namesItsService ? "chimney_sweeping" : service.code;
        const selection = sampleSelection(service, offering.areas[0]!.name);
        const priced = await json(`/api/b/${slug}/price`, {
          method: "POST",
          json: { ...selection, service: code, area: areas[0]!.name },
        });
        expect(priced.status, `${template} ${code}: ${JSON.stringify(priced.body)}`).toBe(200);
        // The season's early bird is on or off by the server's clock.
        const expected = priceService({
          offering,
          ...selection,
          earlyBirdActive: Boolean(priced.body.early_bird),
        });
        if (!expected.ok) throw new Error(expected.failure.message);
        expect(priced.body).toMatchObject({
          service: code,
          subtotal_cents: expected.quote.subtotal_cents,
          grand_total_cents: expected.quote.grand_total_cents,
        });
      }
    },
  );

  it("asks a blank start to name its service", async () => {
    const nameless = await signUp("other", { email: "owner@nameless.com" });
    expect(nameless.status).toBe(400);
    expect(nameless.body.issues).toEqual([
      { path: "serviceName", message: "Name the service you sell, such as chimney sweeping" },
    ]);
  });
});

/** The service's first option priced in the area, each quantity at its least, no add-ons. */
function sampleSelection(service: Service, area: string) {
  const option = service.pricing.options?.find(
    (candidate) => service.pricing.prices?.[area]?.[candidate.code] !== undefined,
  );
  return {
    service: service.code,
    area,
    option: option?.code,
    quantities: (service.pricing.quantities ?? []).map((quantity) => ({
      code: quantity.code,
      quantity: Math.max(quantity.min, 1),
    })),
    addons: [],
  };
}
