import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmailPayload } from "@/server/email/queue-email";
import type {
  AdminOffer,
  AdminRequestOffers,
  OfferView,
} from "@/shared/api/custom-quote-offer-contract";
import { insertCustomQuote } from "../factories/insert-custom-quote";
import { bearer, loginAdmin, TEST_ADMIN_ENV } from "../helpers/admin";
import { countRows, selectRows, uniqueEmail } from "../helpers/checkout";
import { connectStripeAccount } from "../helpers/connect";
import { deliverWebhook, type FakeStripe, startFakeStripe } from "../helpers/fake-stripe";
import { apiCaller, startTestServer, type TestServer, testDatabases } from "../helpers/test-server";

const NOW = "2025-10-01T12:00:00Z";
const PUBLIC_URL = "https://quotes.example.com";

/** Two items: 450.00, and 3 x 25.00; the demo's 4.9% + 30 cents fee and 8% tax on 525.00. */
const DRAFT = {
  lines: [
    { label: "Clear the rear lot", amount: "450" },
    { label: "Salt bin refill", amount: 25, quantity: 3 },
  ],
  note: "Includes two visits after storms over 6 inches.",
};

/**
 * Offers on custom quote requests (docs/product/custom-quotes.md): a member prices a request and
 * sends it, the customer opens the emailed link, accepts and pays it as an order (through Stripe
 * for the live default business, on the test page for a business in setup); closed links show
 * nothing of the offer; no business reaches another's requests or offers.
 */
describe.each(testDatabases)("custom quote offers (%s)", (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  let token: string;
  /** The owner of another business, signed up on the same server. */
  let otherToken: string;
  let otherSlug: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer(kind, {
      NOW,
      PUBLIC_URL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      SIGNUP_LIMIT_PER_HOUR: "0",
      ...TEST_ADMIN_ENV,
    });
    await connectStripeAccount(server, stripe);
    token = await loginAdmin(server);
    const signup = await server.request("/api/signup", {
      method: "POST",
      json: {
        businessName: "Other Lawns",
        trade: "lawn-mowing",
        ownerName: "Olive Owner",
        email: "owner@otherlawns.com",
        password: "other lawns password",
      },
    });
    expect(signup.status).toBe(201);
    const signedUp = (await signup.json()) as { token: string; business: { slug: string } };
    otherToken = signedUp.token;
    otherSlug = signedUp.business.slug;
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  const call = apiCaller(() => server);
  const asAdmin = (path: string, json?: unknown, adminToken = token) =>
    call(path, { json, headers: bearer(adminToken) });
  const send = (requestId: string, draft: unknown = DRAFT, adminToken = token) =>
    asAdmin(`/api/admin/custom-quotes/${requestId}/offers`, draft, adminToken);

  /** The link token in the newest offer email to an address. */
  const offerEmailTo = async (to: string) => {
    const [row] = await selectRows<{ payload: EmailPayload; business_id: string }>(
      server.database,
      sql`select payload, business_id from outbox where kind = 'custom_quote_offer'
          and payload->>'to' = ${to} order by id desc limit 1`,
    );
    const link = /https:\/\/\S+\/offer#token=([A-Za-z0-9_-]{43})/.exec(row?.payload.text ?? "");
    return { row, url: link?.[0], token: link?.[1] ?? "" };
  };
  const view = (offerToken: string, apiBase = "/api") =>
    call(`${apiBase}/offers/view`, { json: { token: offerToken } });
  const accept = (offerToken: string, apiBase = "/api") =>
    call(`${apiBase}/offers/accept`, { json: { token: offerToken } });
  const requestNew = (offerToken: string) =>
    call("/api/offers/request-new", { json: { token: offerToken } });
  const statusOf = async (requestId: string) => {
    const list = await asAdmin("/api/admin/custom-quotes?limit=100");
    return list.body.customQuotes.find((quote: { id: string }) => quote.id === requestId)
      ?.offerStatus;
  };

  it("names each bad field of an offer", async () => {
    const request = await insertCustomQuote(server.database.db, { email: uniqueEmail("fields") });
    const bad = await send(request.id, {
      lines: [
        { label: "", amount: "12.345" },
        { label: "Ok", amount: "0", quantity: 0 },
      ],
      expiresOn: "2025-10-1",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "expiresOn",
      "lines.0.amount",
      "lines.0.label",
      "lines.1.amount",
      "lines.1.quantity",
    ]);
    expect((await send(request.id, { lines: [] })).body.issues).toEqual([
      { path: "lines", message: "Add at least one item" },
    ]);
    const past = await send(request.id, { ...DRAFT, expiresOn: "2025-09-30" });
    expect(past.status).toBe(400);
    expect(past.body.issues[0].path).toBe("expiresOn");
    expect((await send("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await countRows(server.database, sql`select count(*) from custom_quote_offers`)).toBe(0);
  });

  it("prices, sends, shows, accepts and pays an offer as an order", async () => {
    const email = uniqueEmail("offer");
    const request = await insertCustomQuote(server.database.db, { email });
    expect(await statusOf(request.id)).toBe("new");

    const preview = await asAdmin(`/api/admin/custom-quotes/${request.id}/offers/price`, DRAFT);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      subtotal_cents: 52500,
      fee_cents: 2603,
      tax_cents: 4200,
      grand_total_cents: 59303,
      deposit_cents: null,
      amount_due_now_cents: 59303,
      amount_due_later_cents: 0,
    });

    const sent = await send(request.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const offer = sent.body as AdminOffer;
    expect(offer).toMatchObject({
      state: "open",
      lines: preview.body.lines,
      grand_total_cents: 59303,
      note: DRAFT.note,
      lastDay: "2025-10-15",
      expiresAt: "2025-10-16T04:00:00.000Z",
      sentTo: email,
      orderId: null,
    });
    expect(await statusOf(request.id)).toBe("offer_sent");

    // The customer's email: the business's name, its reply-to, the link with the token in the fragment.
    const mail = await offerEmailTo(email);
    expect(mail.row?.business_id).toBe("northside-snow");
    expect(mail.row?.payload.from?.name).toBe("Northside Snow Co.");
    expect(mail.row?.payload.replyTo).toBe("hello@example.com");
    expect(mail.url).toBe(`${PUBLIC_URL}/offer#token=${mail.token}`);
    expect(mail.row?.payload.text).toContain("$593.03");
    expect(mail.row?.payload.html).toContain(mail.url);
    // The dashboard has the same link to send by hand, not yet opened.
    expect(offer).toMatchObject({ link: mail.url, openedAt: null });
    const listedOffers = async () =>
      (await call(`/api/admin/custom-quotes/${request.id}/offers`, { headers: bearer(token) })).body
        .offers as AdminOffer[];
    expect((await listedOffers())[0]).toMatchObject({ link: mail.url, openedAt: null });
    // Customers' links are looked up by the token's hash; the token is never the hash.
    expect(
      await countRows(
        server.database,
        sql`select count(*) from custom_quote_offers where token_hash = ${mail.token}`,
      ),
    ).toBe(0);

    const shown = await view(mail.token);
    expect(shown.status).toBe(200);
    expect(shown.body as OfferView).toEqual({
      state: "open",
      customerName: "Casey Custom",
      serviceAddress: "7 Fox Meadow Rd, Scarsdale, NY 10583",
      lines: offer.lines,
      subtotal_cents: 52500,
      fee_cents: 2603,
      tax_cents: 4200,
      total_cents: 55103,
      grand_total_cents: 59303,
      deposit_cents: null,
      amount_due_now_cents: 59303,
      amount_due_later_cents: 0,
      note: DRAFT.note,
      lastDay: "2025-10-15",
      expiresAt: "2025-10-16T04:00:00.000Z",
      orderId: null,
    });
    // The first opening is what the dashboard shows; a second does not move it.
    expect((await listedOffers())[0]!.openedAt).toBe("2025-10-01T12:00:00.000Z");

    const accepted = await accept(mail.token);
    expect(accepted.status).toBe(201);
    const { orderId, sessionUrl } = accepted.body;
    // Stripe Checkout charges exactly the offer's total, line by line.
    const session = [...stripe.sessions.values()].find(
      (candidate) => candidate.client_reference_id === orderId,
    )!;
    expect(sessionUrl).toBe(session.url);
    expect(session.customer_email).toBe(email);
    expect(session.line_items.map((line) => [line.name, line.unit_amount * line.quantity])).toEqual(
      offer.lines.map((line) => [line.label, line.amount_cents]),
    );
    expect(session.amount_total).toBe(59303);
    expect(session.line_items.every((line) => line.description === undefined)).toBe(true);
    expect(await statusOf(request.id)).toBe("accepted");
    // Accepting again before paying resumes the same order's payment.
    expect((await accept(mail.token)).body).toEqual({ orderId, sessionUrl });
    // The business cannot revise an accepted offer.
    expect((await send(request.id)).status).toBe(409);

    stripe.completeSession(session.id, { name: "Casey Custom", phone: "+15550100177" });
    const delivered = await deliverWebhook(
      server,
      stripe.signedEvent("checkout.session.completed", session.id),
    );
    expect(await delivered.json()).toEqual({ received: true, outcome: "paid" });
    const paid = await call(`/api/checkout/orders/${orderId}`);
    expect(paid.body).toMatchObject({
      paymentStatus: "paid",
      grand_total_cents: 59303,
      lines: offer.lines,
      option: { code: "custom_quote", label: "Custom quote" },
    });

    const detail = await asAdmin(`/api/admin/orders/${orderId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.order).toMatchObject({ paymentStatus: "paid", grandTotalCents: 59303 });
    const [events] = await selectRows<{ types: string[] }>(
      server.database,
      sql`select array_agg(type order by id) as types from order_events where order_id = ${orderId}`,
    );
    expect(events?.types).toEqual(["created", "paid"]);
    const emails = await selectRows<{ kind: string; to: string }>(
      server.database,
      sql`select kind, payload->>'to' as to from outbox
          where dedupe_key like ${`order:${orderId}:%`} order by kind`,
    );
    expect(emails).toEqual([
      { kind: "order_paid_notice", to: "hello@example.com" },
      { kind: "order_receipt", to: email },
    ]);

    expect((await view(mail.token)).body).toMatchObject({ state: "paid", orderId });
    const again = await accept(mail.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already accepted and paid/);
    expect(await statusOf(request.id)).toBe("paid");
  });

  it("lets a staff member price and send, not only the owner", async () => {
    const staffEmail = uniqueEmail("staff");
    const invited = await asAdmin("/api/admin/team/invitations", { email: staffEmail });
    expect(invited.status).toBe(204);
    const [invitation] = await selectRows<{ payload: EmailPayload }>(
      server.database,
      sql`select payload from outbox where kind = 'team_invitation' and payload->>'to' = ${staffEmail}`,
    );
    const inviteToken = /#token=([A-Za-z0-9_-]{43})/.exec(invitation!.payload.text)![1];
    const joined = await call("/api/admin/join", {
      json: { token: inviteToken, name: "Sam Staff", password: "staff member password" },
    });
    expect(joined.status).toBe(200);
    const staffToken = joined.body.token as string;
    expect((await asAdmin("/api/admin/ping", undefined, staffToken)).body.admin.role).toBe("staff");

    const request = await insertCustomQuote(server.database.db, { email: uniqueEmail("by-staff") });
    const sent = await send(request.id, DRAFT, staffToken);
    expect(sent.status).toBe(201);
    expect(sent.body.grand_total_cents).toBe(59303);
  });

  it("withdraws the offer a revision replaces; its link shows only a way to ask for a new one", async () => {
    const email = uniqueEmail("revised");
    const request = await insertCustomQuote(server.database.db, { email });
    expect((await send(request.id)).status).toBe(201);
    const first = await offerEmailTo(email);
    const revised = await send(request.id, {
      lines: [{ label: "Clear the rear lot", amount: "400.00" }],
      expiresOn: "2025-10-31",
    });
    expect(revised.status).toBe(201);
    const second = await offerEmailTo(email);
    expect(second.token).not.toBe(first.token);
    expect(second.row?.payload.subject).toMatch(/revised/i);

    const offers = (await asAdmin(`/api/admin/custom-quotes/${request.id}/offers`))
      .body as AdminRequestOffers;
    expect(offers.offers.map((offer) => [offer.state, offer.lastDay])).toEqual([
      ["open", "2025-10-31"],
      ["withdrawn", "2025-10-15"],
    ]);

    expect((await view(first.token)).body).toEqual({ state: "withdrawn", renewalRequested: false });
    const refused = await accept(first.token);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toMatch(/withdrawn/);
    // Asking for a new one while the offer is open is pointless.
    expect((await requestNew(second.token)).status).toBe(409);

    const asked = await requestNew(first.token);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toContain("Northside Snow Co.");
    expect((await requestNew(first.token)).status).toBe(200);
    const notices = await selectRows<{ to: string; reply_to: string }>(
      server.database,
      sql`select payload->>'to' as to, payload->>'replyTo' as reply_to from outbox
          where kind = 'custom_quote_renewal_request' and payload->>'replyTo' = ${email}`,
    );
    expect(notices).toEqual([{ to: "hello@example.com", reply_to: email }]);
    expect((await view(first.token)).body).toEqual({ state: "withdrawn", renewalRequested: true });
  });

  it("closes an offer at its expiry and refuses to accept it", async () => {
    const email = uniqueEmail("expired");
    const request = await insertCustomQuote(server.database.db, { email });
    expect((await send(request.id)).status).toBe(201);
    const { token: offerToken } = await offerEmailTo(email);
    await server.database.db.execute(
      sql`update custom_quote_offers set expires_at = '2025-09-30T04:00:00Z'
          where request_id = ${request.id}`,
    );
    expect((await view(offerToken)).body).toEqual({ state: "expired", renewalRequested: false });
    const refused = await accept(offerToken);
    expect(refused.status).toBe(410);
    expect(refused.body.message).toBe(
      "This quote expired at the end of September 29, 2025. You can ask Northside Snow Co. for a new one.",
    );
    expect(await statusOf(request.id)).toBe("expired");
  });

  it("answers an unknown or malformed link with 404 or 400, never an offer", async () => {
    const unknown = "A".repeat(43);
    for (const answer of [await view(unknown), await accept(unknown), await requestNew(unknown)]) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toMatch(/not valid/);
    }
    const malformed = await view("short");
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues[0].path).toBe("token");
  });

  it("answers hostile bodies with a 4xx, never a 5xx", async () => {
    const request = await insertCustomQuote(server.database.db, { email: uniqueEmail("hostile") });
    const bodies = [
      null,
      [],
      "lines",
      { lines: "x" },
      { lines: [null] },
      { lines: [{ label: "a", amount: "1e5" }] },
      { lines: [{ label: "a", amount: -5 }] },
      { lines: [{ label: "a", amount: "99999999999999999999" }] },
      { lines: [{ label: "a".repeat(5000), amount: "1" }] },
      { lines: [{ label: "a", amount: "1", quantity: "1.5" }] },
      { lines: [{ label: "a", amount: "1", extra: true }] },
      { ...DRAFT, expiresOn: "2025-02-30" },
      { ...DRAFT, note: 42 },
    ];
    for (const body of bodies) {
      for (const path of ["/offers", "/offers/price"]) {
        const answer = await asAdmin(`/api/admin/custom-quotes/${request.id}${path}`, body);
        expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      }
    }
    for (const body of [null, {}, { token: 42 }, { token: "x".repeat(10_000) }]) {
      for (const path of ["view", "accept", "request-new"]) {
        const answer = await call(`/api/offers/${path}`, { json: body });
        expect(answer.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      }
    }
    expect((await asAdmin("/api/admin/custom-quotes/not-a-uuid/offers")).status).toBe(400);
  });

  it("makes one order of two simultaneous accepts", async () => {
    const email = uniqueEmail("twice");
    const request = await insertCustomQuote(server.database.db, { email });
    expect((await send(request.id)).status).toBe(201);
    const { token: offerToken } = await offerEmailTo(email);
    const answers = await Promise.all([accept(offerToken), accept(offerToken), accept(offerToken)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
    expect(
      await countRows(server.database, sql`select count(*) from orders where email = ${email}`),
    ).toBe(1);
  });

  it("pays on the test page for a business still in setup, under its own pages", async () => {
    const [other] = await selectRows<{ id: string }>(
      server.database,
      sql`select id from businesses where slug = ${otherSlug}`,
    );
    const email = uniqueEmail("setup");
    const request = await insertCustomQuote(server.database.db, { businessId: other!.id, email });
    const sent = await send(request.id, DRAFT, otherToken);
    expect(sent.status).toBe(201);
    const mail = await offerEmailTo(email);
    expect(mail.row?.payload.from?.name).toBe("Other Lawns");
    expect(mail.url).toBe(`${PUBLIC_URL}/b/${otherSlug}/offer#token=${mail.token}`);
    const apiBase = `/api/b/${otherSlug}`;
    const accepted = await accept(mail.token, apiBase);
    expect(accepted.status).toBe(201);
    const { orderId } = accepted.body;
    expect(accepted.body.sessionUrl).toBe(`/b/${otherSlug}/checkout/test?order=${orderId}`);
    const paid = await call(`${apiBase}/checkout/orders/${orderId}/test-payment`, {
      json: { customerName: "Casey Custom", phone: "(555) 010-0177" },
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      paymentStatus: "paid",
      grand_total_cents: sent.body.grand_total_cents,
    });
    expect((await view(mail.token, apiBase)).body.state).toBe("paid");
  });

  it("keeps each business's requests and offers to itself", async () => {
    const email = uniqueEmail("crossing");
    const request = await insertCustomQuote(server.database.db, { email });
    // Another business's member cannot list, price or send on this business's request.
    for (const answer of [
      await asAdmin(`/api/admin/custom-quotes/${request.id}/offers`, undefined, otherToken),
      await asAdmin(`/api/admin/custom-quotes/${request.id}/offers/price`, DRAFT, otherToken),
      await asAdmin(`/api/admin/custom-quotes/${request.id}/offers`, DRAFT, otherToken),
    ]) {
      expect(answer.status).toBe(404);
    }
    const list = await asAdmin("/api/admin/custom-quotes", undefined, otherToken);
    expect(list.status).toBe(200);
    expect(list.body.customQuotes.map((quote: { id: string }) => quote.id)).not.toContain(
      request.id,
    );

    // This business's offer cannot be opened, accepted or renewed on the other's pages.
    expect((await send(request.id)).status).toBe(201);
    const { token: offerToken } = await offerEmailTo(email);
    const otherApi = `/api/b/${otherSlug}`;
    expect((await view(offerToken, otherApi)).status).toBe(404);
    expect((await accept(offerToken, otherApi)).status).toBe(404);
    expect(
      (await call(`${otherApi}/offers/request-new`, { json: { token: offerToken } })).status,
    ).toBe(404);
    expect((await view(offerToken)).body.state).toBe("open");

    // Nor can this business's member reach the other business's request.
    const [other] = await selectRows<{ id: string }>(
      server.database,
      sql`select id from businesses where slug = ${otherSlug}`,
    );
    const theirs = await insertCustomQuote(server.database.db, {
      businessId: other!.id,
      email: uniqueEmail("theirs"),
    });
    expect((await send(theirs.id)).status).toBe(404);
    expect((await asAdmin(`/api/admin/custom-quotes/${theirs.id}/offers`)).status).toBe(404);
  });
});
