import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BusinessConfig, loadBusinessFile } from "@/server/config/business-config";
import { loadTradeTemplates } from "@/server/config/trade-templates";
import type { EmailPayload } from "@/server/email/queue-email";
import { projectRoot } from "@/server/paths";
import { checkoutAmountsOf } from "@/shared/api/checkout-amounts";
import type { PriceRequest, PriceResponse } from "@/shared/api/quote-contract";
import { resolveService } from "@/shared/service-texts";
import {
  customer,
  customQuoteRequest,
  postCheckout,
  selectRows,
  uniqueEmail,
} from "../helpers/checkout";
import { type SmtpCatcher, startSmtpCatcher } from "../helpers/smtp-server";
import { firstServiceOnly } from "../helpers/templates";
import { startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
/** The address the SMTP server may send as; its name is Quotewise's, never a business's. */
const MAIL_FROM = "Quotewise Mail <mail@quotewise.example>";
const SENDING_ADDRESS = "mail@quotewise.example";
/** Quotewise's own inbox: no business's notice may go there. */
const NOTIFY_EMAIL = "sales@quotewise.example";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;

const windowCleaning = firstServiceOnly(loadTradeTemplates().get("window-cleaning")!);

/**
 * A second business of another trade (window cleaning, its template's one service without its
 * plans: per visit, no season, per-unit add-ons)
 * with its own name (one that needs quoting in a header) and inboxes.
 */
const HARBOR_ID = "harbor-view";
const harbor: BusinessConfig = {
  ...demo,
  name: "Harbor View Services, LLC",
  contact: { ...demo.contact, email: "office@harbor.example.com" },
  notifyEmail: "orders@harbor.example.com",
  offering: {
    ...windowCleaning,
    areas: [
      {
        name: "Port Chester",
        shape: { type: "zip_codes", zipCodes: ["10573"] },
        prices: { ONE_STORY: 15000, TWO_STORY: 20000 },
      },
    ],
  },
};

/** Each business as its emails must show it, and what its customer orders. */
const businesses = [
  {
    slug: "northside-snow",
    order: { area: "Scarsdale", option: "FOUR_CAR", addons: [] },
    typed: {},
    name: "Northside Snow Co.",
    replyTo: "hello@example.com",
    // No notifyEmail in the demo's config: its contact address.
    notices: "hello@example.com",
  },
  {
    slug: "harbor-view",
    order: {
      area: "Port Chester",
      option: "TWO_STORY",
      addons: [{ code: "extra_windows", quantity: 12 }, { code: "hard_water" }],
    },
    typed: { address: "5 King Street", city: "Port Chester", state: "NY", zipCode: "10573" },
    name: "Harbor View Services, LLC",
    replyTo: "office@harbor.example.com",
    notices: "orders@harbor.example.com",
  },
] satisfies {
  slug: string;
  order: PriceRequest;
  typed: Partial<typeof customer>;
  name: string;
  replyTo: string;
  notices: string;
}[];

type Queued = { id: number; business_id: string; kind: string; payload: EmailPayload };

describe.each(testDatabases)("each business's emails on %s", (kind) => {
  let server: TestServer;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    server = await startTestServer(kind, {
      NOW,
      MAIL_FROM,
      NOTIFY_EMAIL,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_INTERVAL_MS: "50",
    });
    await server.businesses.create({
      id: HARBOR_ID,
      slug: HARBOR_ID,
      config: harbor,
      status: "live",
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  const queued = (dedupePattern: string) =>
    selectRows<Queued>(
      server.database,
      sql`select id, business_id, kind, payload from outbox
          where dedupe_key like ${dedupePattern} order by kind`,
    );

  /**
   * A paid test-mode order through the business's own API, priced first as the wizard does;
   * resolves to its outbox rows.
   */
  async function paidOrder(business: (typeof businesses)[number], email: string) {
    const apiBase = `/api/b/${business.slug}`;
    const priced = await server.request(`${apiBase}/price`, {
      method: "POST",
      json: business.order,
    });
    expect(priced.status).toBe(200);
    const price = (await priced.json()) as PriceResponse;
    const created = await postCheckout(
      server,
      {
        ...customer,
        ...business.typed,
        email,
        ...business.order,
        ...checkoutAmountsOf(price),
      },
      {},
      apiBase,
    );
    expect(created.status).toBe(201);
    const { orderId } = (await created.json()) as { orderId: string };
    const paid = await server.request(`${apiBase}/checkout/orders/${orderId}/test-payment`, {
      method: "POST",
      json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
    });
    expect(paid.status).toBe(200);
    return queued(`order:${orderId}:%`);
  }

  /** Nothing of the other business (its name or any of its addresses) is in these rows. */
  function expectNothingOfTheOther(rows: Queued[], business: (typeof businesses)[number]) {
    const other = businesses.find((candidate) => candidate !== business)!;
    const sent = JSON.stringify(rows.map((row) => row.payload));
    for (const foreign of [other.name, other.replyTo, other.notices]) {
      expect(sent).not.toContain(foreign);
    }
    expect(sent).not.toContain(NOTIFY_EMAIL);
  }

  it.each(businesses)(
    "$slug: queues the receipt and notice under its own name and inboxes",
    async (business) => {
      const email = uniqueEmail(`receipt-${business.slug}`);
      const rows = await paidOrder(business, email);
      const from = { name: business.name, address: SENDING_ADDRESS };
      expect(
        rows.map(({ business_id, kind, payload }) => ({ business_id, kind, ...payload })),
      ).toEqual([
        {
          business_id: business.slug,
          kind: "order_paid_notice",
          from,
          to: business.notices,
          replyTo: email,
          subject: expect.any(String),
          text: expect.any(String),
          html: expect.any(String),
        },
        {
          business_id: business.slug,
          kind: "order_receipt",
          from,
          to: email,
          replyTo: business.replyTo,
          subject: expect.stringContaining(business.name),
          text: expect.any(String),
          html: expect.any(String),
        },
      ]);
      expectNothingOfTheOther(rows, business);
    },
  );

  it("words the receipt and notice of a business of another trade from its offering", async () => {
    const email = uniqueEmail("receipt-words");
    const rows = await paidOrder(businesses[1]!, email);
    const receipt = rows.find((row) => row.kind === "order_receipt")!.payload;
    const notice = rows.find((row) => row.kind === "order_paid_notice")!.payload;
    const service = resolveService(windowCleaning.service);
    expect(receipt.subject).toBe(
      `[TEST] Payment received: your ${service.contract.name} with Harbor View Services, LLC`,
    );
    for (const expected of [
      `for ${service.name} at 5 King Street, Port Chester, NY 10573 (Port Chester)`,
      "Two-story Home (Port Chester): $200.00",
      "Extra Windows (12 x $8.00): $96.00",
      "Hard Water Stain Removal: $49.00",
      `Window cleaning visit: ${service.contract.line}.`,
      `call us at ${harbor.contact.phone}.`,
    ]) {
      expect(receipt.text).toContain(expected);
    }
    expect(notice.text).toContain("Option: Two-story Home");
    expect(notice.text).toContain("Extra Windows (12 x $8.00): $96.00");
    for (const text of [receipt.text, notice.text]) {
      expect(text).not.toMatch(/season|snow|driveway|inch/i);
    }
  });

  it.each(businesses)(
    "$slug: queues the custom quote emails under its own name and inboxes",
    async (business) => {
      const email = uniqueEmail(`custom-${business.slug}`);
      const response = await server.request(`/api/b/${business.slug}/custom-quotes`, {
        method: "POST",
        json: { ...customQuoteRequest, ...business.typed, email },
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const rows = await queued(`custom-quote:${id}:%`);
      const from = { name: business.name, address: SENDING_ADDRESS };
      expect(
        rows.map(({ business_id, kind, payload }) => ({
          business_id,
          kind,
          from: payload.from,
          to: payload.to,
          replyTo: payload.replyTo,
        })),
      ).toEqual([
        {
          business_id: business.slug,
          kind: "custom_quote_acknowledgement",
          from,
          to: email,
          replyTo: business.replyTo,
        },
        {
          business_id: business.slug,
          kind: "custom_quote_notice",
          from,
          to: business.notices,
          replyTo: email,
        },
      ]);
      expectNothingOfTheOther(rows, business);
    },
  );

  it("sends each receipt with its business's name over MAIL_FROM's address and its reply-to", async () => {
    const sentOrders = await Promise.all(
      businesses.map(async (business) => {
        const email = uniqueEmail(`smtp-${business.slug}`);
        const rows = await paidOrder(business, email);
        return { business, email, receipt: rows.find((row) => row.kind === "order_receipt")! };
      }),
    );
    const delivered = (outboxId: number) =>
      smtp.received.find((mail) => mail.messageId.startsWith(`<outbox-${outboxId}@`));
    await expect
      .poll(() => sentOrders.every(({ receipt }) => delivered(Number(receipt.id))), {
        timeout: 10_000,
      })
      .toBe(true);
    for (const { business, email, receipt } of sentOrders) {
      const mail = delivered(Number(receipt.id))!;
      expect(mail.to).toEqual([email]);
      expect(mail.from).toBe(`"${business.name}" <${SENDING_ADDRESS}>`);
      expect(mail.replyTo).toBe(business.replyTo);
    }
  });
});
