import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUser } from "@/server/admin/admin-accounts";
import { bearer, loginAdmin } from "../helpers/admin";
import { selectRows } from "../helpers/checkout";
import { addCrewBusiness, mowingBusiness } from "../helpers/crew-business";
import { deliverWebhook, type FakeStripe, TEST_CARDS } from "../helpers/fake-stripe";
import { pdfText } from "../helpers/pdf";
import {
  type BillingServers,
  buyWeeklyPlan,
  checkOutWeeklyPlan,
  startBillingServers,
} from "../helpers/plan-billing";
import { apiCaller, type TestServer, testDatabases } from "../helpers/test-server";

const SLUG = "mow-billing";
/** A business not connected to Stripe: its plans are paid on the test page, in test mode. */
const TEST_MODE_SLUG = "mow-billing-test";
/** A Wednesday. */
const NOW = "2026-03-04T12:00:00Z";
/** $50 a lawn, weekly at 10% off: $45, plus the 3% + 30 cents fee, $1.65: $46.65 a visit. */
const VISIT_CENTS = 4665;
const VISIT_FEE_CENTS = 165;

/**
 * A plan's later visits charged to the card its first checkout saved (docs/product/plans.md#billing):
 * once per visit when it is marked done, on two instances sharing one database, with Quotewise's
 * fee on each; a card that fails is tried again, and the plan pauses after the last try.
 */
describe.each(testDatabases)("plan billing on %s", (kind) => {
  let servers: BillingServers;
  let stripe: FakeStripe;
  let a: TestServer;
  let b: TestServer;
  let owner: Record<string, string>;
  let accountId: string;

  beforeAll(async () => {
    servers = await startBillingServers(kind, { slug: SLUG, name: "Mow Billing", now: NOW });
    ({ stripe, a, b, owner, accountId } = servers);
    await addCrewBusiness(a, mowingBusiness(TEST_MODE_SLUG, "Mow Test Mode"));
    // A listener for the plan events: its deliveries keep each payload.
    await a.database.db.execute(sql`
      insert into webhook_endpoints (business_id, url, events, secret)
      values (${SLUG}, 'https://crm.example/hooks',
        array['plan.created', 'plan.changed', 'visit.charged', 'visit.payment_failed'],
        'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdA==')`);
  });
  afterAll(() => servers?.close());

  /** Buys a weekly lawn plan paid with `card` through Stripe Checkout; answers its later visits. */
  const buyWeekly = async (start: string, card: string) =>
    (await buyWeeklyPlan(servers, { slug: SLUG, start, card })).visits;
  const markDone = (visitId: string, instance: TestServer = a) =>
    apiCaller(() => instance)(`/api/admin/visits/${visitId}/done`, {
      method: "POST",
      headers: owner,
    });
  const chargesOf = (visitId: string) =>
    selectRows<{ status: string; attempt: number; amount_cents: number; retry_at: Date | null }>(
      a.database,
      sql`select status, attempt, amount_cents, retry_at from visit_charges where booking_id = ${visitId}`,
    );
  /** The data of the events of `type` about one plan (its id, or the id its visits name). */
  const eventsOf = async (type: string, planId: string) =>
    (
      await selectRows<{ payload: { data: Record<string, unknown> } }>(
        a.database,
        sql`select payload from webhook_deliveries where business_id = ${SLUG}
          and event_type = ${type} order by id`,
      )
    )
      .map(({ payload }) => payload.data)
      .filter((data) => data.id === planId || data.plan_id === planId);
  const intentsFor = (visitChargeId: string) =>
    [...stripe.paymentIntents.values()].filter(
      (intent) => (intent.metadata as Record<string, string>).visitChargeId === visitChargeId,
    );

  it("charges a later visit once when it is marked done, however often and wherever, with the fee", async () => {
    const [visit] = await buyWeekly("2026-03-05T08:00:00-05:00", TEST_CARDS.pays);
    const marks = await Promise.all(
      [a, b, a, b, a].map((instance) => markDone(visit!.id, instance)),
    );
    expect(marks.map((mark) => mark.status)).toEqual([200, 200, 200, 200, 200]);
    expect(marks.filter((mark) => mark.body.charge.status === "paid").length).toBeGreaterThan(0);

    const [charge, ...more] = await chargesOf(visit!.id);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({
      status: "paid",
      attempt: 1,
      amount_cents: VISIT_CENTS,
      retry_at: null,
    });
    const [row] = await selectRows<{ id: string }>(
      a.database,
      sql`select id from visit_charges where booking_id = ${visit!.id}`,
    );
    const chargeId = row!.id;
    const intents = intentsFor(chargeId!);
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({
      amount: VISIT_CENTS,
      status: "succeeded",
      application_fee_amount: VISIT_FEE_CENTS,
      transfer_data: { destination: accountId },
    });
    // Marked again later: the visit stays paid, charged once.
    expect((await markDone(visit!.id, b)).body.charge).toMatchObject({
      status: "paid",
      attempt: 1,
    });
    expect(intentsFor(chargeId!)).toHaveLength(1);
    // Webhooks: the plan once when it started, the visit charged once.
    const [created, ...createdAgain] = await eventsOf("plan.created", visit!.plan_id);
    expect(createdAgain).toEqual([]);
    expect(created).toMatchObject({
      status: "active",
      frequency: "weekly",
      rule: expect.stringContaining("FREQ=WEEKLY"),
      customer: { email: expect.stringContaining("plan") },
    });
    const charged = await eventsOf("visit.charged", visit!.plan_id);
    expect(charged).toEqual([
      expect.objectContaining({
        visit: { id: visit!.id, start: expect.any(String) },
        status: "paid",
        attempt: 1,
        amount_cents: VISIT_CENTS,
      }),
    ]);
  });

  it("a card that fails is tried again on days 1, 3 and 7; after the last the plan pauses", async () => {
    const [visit, next] = await buyWeekly("2026-03-06T09:00:00-05:00", TEST_CARDS.declined);
    const first = await markDone(visit!.id);
    expect(first.status).toBe(200);
    expect(first.body.charge).toMatchObject({
      status: "failed",
      attempt: 1,
      retryAt: "2026-03-05T12:00:00.000Z",
    });
    // The retry days, counted from the first try: marking again tries again at once.
    for (const [attempt, retryAt] of [
      [2, "2026-03-07T12:00:00.000Z"],
      [3, "2026-03-11T12:00:00.000Z"],
    ] as const) {
      expect((await markDone(visit!.id, b)).body.charge).toMatchObject({
        status: "failed",
        attempt,
        retryAt,
      });
    }
    const last = await markDone(visit!.id);
    expect(last.body.charge).toMatchObject({ status: "failed", attempt: 4, retryAt: null });
    expect(last.body.charge.message).toMatch(/plan is paused/);
    const [plan] = await selectRows<{ status: string }>(
      a.database,
      sql`select status from plans where id = ${visit!.plan_id}`,
    );
    expect(plan!.status).toBe("paused");
    // Webhooks: each failed try, then the pause, once.
    const failures = await eventsOf("visit.payment_failed", visit!.plan_id);
    expect(failures.map((data) => [data.attempt, data.retry_at])).toEqual([
      [1, "2026-03-05T12:00:00.000Z"],
      [2, "2026-03-07T12:00:00.000Z"],
      [3, "2026-03-11T12:00:00.000Z"],
      [4, null],
    ]);
    expect(await eventsOf("plan.changed", visit!.plan_id)).toEqual([
      expect.objectContaining({
        status: "paused",
        change: { kind: "paused", reason: "payment_failed" },
      }),
    ]);
    expect(await eventsOf("visit.charged", visit!.plan_id)).toEqual([]);
    // The owner is told, once.
    const notices = await selectRows<{ to: string; text: string }>(
      a.database,
      sql`select payload->>'to' as to, payload->>'text' as text from outbox
        where kind = 'plan_paused_notice' and business_id = ${SLUG}`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("the card was declined, on the first try and on each retry");
    expect(notices[0]!.text).toContain(`Visit not charged: $${(VISIT_CENTS / 100).toFixed(2)}`);
    // A paused plan's other visits are not charged.
    const paused = await markDone(next!.id);
    expect(paused.status).toBe(409);
    expect(paused.body.message).toMatch(/paused or cancelled/);
    expect(await chargesOf(next!.id)).toEqual([]);
  });

  it("a charge that answers processing is settled once by Stripe's later events, however delivered", async () => {
    const plan = await buyWeeklyPlan(servers, {
      slug: SLUG,
      start: "2026-03-09T10:00:00-04:00",
      card: TEST_CARDS.pays,
    });
    const [visit, next] = plan.visits;
    stripe.processChargesOf(plan.customerId);
    const chargeIdOf = async (visitId: string) =>
      (
        await selectRows<{ id: string }>(
          a.database,
          sql`select id from visit_charges where booking_id = ${visitId}`,
        )
      )[0]!.id;
    /** Stripe's event for the intent as it is now, delivered to both instances at once, then again. */
    const deliver = async (type: string, intentId: string) => {
      const event = stripe.signedObjectEvent(type, stripe.paymentIntents.get(intentId));
      const answers = await Promise.all(
        [a, b, a].map((instance) => deliverWebhook(instance, event)),
      );
      const outcomes = await Promise.all(
        answers.map(async (answer) => {
          expect(answer.status).toBe(200);
          return ((await answer.json()) as { outcome: string }).outcome;
        }),
      );
      return outcomes.sort();
    };

    // Succeeded: the charge is paid once, visit.charged once.
    expect((await markDone(visit!.id)).body.charge).toMatchObject({ status: "processing" });
    const [paying] = intentsFor(await chargeIdOf(visit!.id));
    expect(paying).toMatchObject({ status: "processing", processing: { type: "card" } });
    stripe.settleIntent(paying!.id, "succeeded");
    expect(await deliver("payment_intent.succeeded", paying!.id)).toEqual([
      "duplicate",
      "duplicate",
      "visit_charged",
    ]);
    expect(await chargesOf(visit!.id)).toEqual([
      expect.objectContaining({ status: "paid", attempt: 1, retry_at: null }),
    ]);
    // A late event of another kind for the same payment changes nothing: Stripe says it is paid.
    expect(await deliver("payment_intent.payment_failed", paying!.id)).toContain("not_processing");
    expect(await eventsOf("visit.charged", visit!.plan_id)).toEqual([
      expect.objectContaining({
        visit: expect.objectContaining({ id: visit!.id }),
        status: "paid",
      }),
    ]);

    // Failed: each try a failed one, retried on days 1, 3 and 7 with an email; then the pause.
    const retries = [
      "2026-03-05T12:00:00.000Z",
      "2026-03-07T12:00:00.000Z",
      "2026-03-11T12:00:00.000Z",
      null,
    ];
    for (const [index, retryAt] of retries.entries()) {
      const marked = await markDone(next!.id, index % 2 ? b : a);
      expect(marked.body.charge).toMatchObject({ status: "processing", attempt: index + 1 });
      // Marked again while processing: no new charge.
      expect((await markDone(next!.id, b)).body.charge).toMatchObject({ status: "processing" });
      const intents = intentsFor(await chargeIdOf(next!.id));
      expect(intents).toHaveLength(index + 1);
      stripe.settleIntent(intents.at(-1)!.id, "failed");
      expect(await deliver("payment_intent.payment_failed", intents.at(-1)!.id)).toEqual([
        "duplicate",
        "duplicate",
        "visit_charge_failed",
      ]);
      const [charge, ...more] = await chargesOf(next!.id);
      expect(more).toEqual([]);
      expect(charge).toMatchObject({ status: "failed", attempt: index + 1 });
      expect(charge!.retry_at && new Date(charge!.retry_at).toISOString()).toBe(retryAt);
    }
    const failures = await eventsOf("visit.payment_failed", next!.plan_id);
    expect(failures.map((data) => [data.attempt, data.retry_at])).toEqual(
      retries.map((retryAt, index) => [index + 1, retryAt]),
    );
    const links = await selectRows<{ to: string }>(
      a.database,
      sql`select payload->>'to' as to from outbox where kind = 'visit_payment_link'
        and business_id = ${SLUG} and payload->>'to' = ${plan.email}`,
    );
    expect(links).toHaveLength(4);
    const [row] = await selectRows<{ status: string }>(
      a.database,
      sql`select status from plans where id = ${next!.plan_id}`,
    );
    expect(row!.status).toBe("paused");
    expect(await eventsOf("plan.changed", next!.plan_id)).toEqual([
      expect.objectContaining({ change: { kind: "paused", reason: "payment_failed" } }),
    ]);
  });

  /** A visit's charge: its id, receipt number and when it was paid. */
  const receiptOf = async (visitId: string) =>
    (
      await selectRows<{ id: string; receipt_number: number | null; paid_at: Date | null }>(
        a.database,
        sql`select id, receipt_number, paid_at from visit_charges where booking_id = ${visitId}`,
      )
    )[0]!;
  const receiptEmailsTo = (email: string) =>
    selectRows<{ subject: string; text: string }>(
      a.database,
      sql`select payload->>'subject' as subject, payload->>'text' as text from outbox
        where kind = 'visit_receipt' and payload->>'to' = ${email} order by id`,
    );
  /** The path of the PDF an email links to, on this server. */
  const receiptLinkIn = (text: string) => {
    const link = /Download the receipt \(PDF\): (\S+)/.exec(text)?.[1];
    expect(link, text).toBeDefined();
    return new URL(link!).pathname;
  };

  it("a visit charged to the saved card takes the next receipt number, and its receipt is emailed and downloaded", async () => {
    const plan = await buyWeeklyPlan(servers, {
      slug: SLUG,
      start: "2026-03-10T11:00:00-04:00",
      card: TEST_CARDS.pays,
    });
    const [first, second, third] = plan.visits;
    expect(third).toBeDefined();
    const [order] = await selectRows<{ receipt_number: number }>(
      a.database,
      sql`select receipt_number from orders where id = ${plan.orderId}`,
    );
    const last = order!.receipt_number;
    expect(last).toBeGreaterThan(0);

    // Two visits charged at once on two instances: the next two numbers, one each.
    const marks = await Promise.all([markDone(first!.id, a), markDone(second!.id, b)]);
    expect(marks.map((mark) => mark.body.charge.status)).toEqual(["paid", "paid"]);
    const charges = [await receiptOf(first!.id), await receiptOf(second!.id)];
    expect(charges.map((charge) => charge.receipt_number).sort()).toEqual([last + 1, last + 2]);
    expect(new Date(charges[0]!.paid_at!).toISOString()).toBe(new Date(NOW).toISOString());

    // The customer's receipt for each: charged to the card on file, with the PDF's link.
    const emails = await receiptEmailsTo(plan.email);
    expect(emails).toHaveLength(2);
    const charge = charges[0]!;
    const email = emails.find((one) => one.text.includes(charge.id))!;
    expect(email.subject).toBe("Receipt: $46.65 paid to Mow Billing");
    expect(email.text).toContain("was charged to the card on file for your plan");
    expect(email.text).toContain("Your plan's next visits are charged to this card.");
    const path = receiptLinkIn(email.text);
    expect(path).toBe(`/api/b/${SLUG}/checkout/visit-charges/${charge.id}/receipt.pdf`);
    const pdf = await a.request(path);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-${charge.receipt_number}.pdf"`,
    );
    const text = await pdfText(pdf);
    for (const expected of [
      "Mow Billing",
      `Receipt No. ${charge.receipt_number}`,
      plan.orderId,
      plan.email,
      "Frequency Weekly",
      "$46.65",
      "Paid, March 4, 2026",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Test mode/);
    // Not under the default business's API, nor another business's; a bad id is named.
    const elsewhere = `/checkout/visit-charges/${charge.id}/receipt.pdf`;
    expect((await a.request(`/api${elsewhere}`)).status).toBe(404);
    const other = await a.request(`/api/b/${TEST_MODE_SLUG}${elsewhere}`);
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe("Visit charge not found");
    const bad = await a.request(`/api/b/${SLUG}/checkout/visit-charges/not-a-charge/receipt.pdf`);
    expect(bad.status).toBe(400);

    // A charge that answers processing has no receipt until Stripe says it succeeded.
    stripe.processChargesOf(plan.customerId);
    expect((await markDone(third!.id)).body.charge).toMatchObject({ status: "processing" });
    const processing = await receiptOf(third!.id);
    expect(processing).toMatchObject({ receipt_number: null, paid_at: null });
    const pendingPath = `/api/b/${SLUG}/checkout/visit-charges/${processing.id}/receipt.pdf`;
    const pending = await a.request(pendingPath);
    expect(pending.status).toBe(404);
    expect((await pending.json()).message).toMatch(/not paid/);
    const [intent] = intentsFor(processing.id);
    stripe.settleIntent(intent!.id, "succeeded");
    const settled = await deliverWebhook(
      b,
      stripe.signedObjectEvent("payment_intent.succeeded", stripe.paymentIntents.get(intent!.id)),
    );
    expect(((await settled.json()) as { outcome: string }).outcome).toBe("visit_charged");
    expect((await receiptOf(third!.id)).receipt_number).toBe(last + 3);
    expect((await a.request(pendingPath)).status).toBe(200);
    const [, , latest] = await receiptEmailsTo(plan.email);
    expect(receiptLinkIn(latest!.text)).toBe(pendingPath);
  });

  it("a visit of a plan paid in test mode takes no number; its receipt says no money was received", async () => {
    const credentials = {
      email: `owner@${TEST_MODE_SLUG}.example`,
      password: "correct horse battery staple",
    };
    await createAdminUser(a.database.db, {
      businessId: TEST_MODE_SLUG,
      ...credentials,
      now: new Date(NOW),
    });
    const testOwner = bearer(await loginAdmin(a, credentials));
    const call = apiCaller(() => a);
    const api = `/api/b/${TEST_MODE_SLUG}`;
    const created = await checkOutWeeklyPlan(a, {
      slug: TEST_MODE_SLUG,
      start: "2026-03-10T11:00:00-04:00",
      emailPrefix: "test-plan",
    });
    const paid = await call(`${api}/checkout/orders/${created.orderId}/test-payment`, {
      json: { customerName: "Pat Doe", phone: "914-555-0100" },
    });
    expect(paid.status).toBe(200);
    const [visit] = await selectRows<{ id: string }>(
      a.database,
      sql`select bookings.id from bookings join plans on plans.id = bookings.plan_id
          where plans.order_id = ${created.orderId} order by bookings.starts_at limit 1`,
    );

    const marked = await call(`/api/admin/visits/${visit!.id}/done`, {
      method: "POST",
      headers: testOwner,
    });
    expect(marked.body.charge).toMatchObject({ status: "paid" });
    expect(marked.body.charge.message).toMatch(/test mode/);
    const charge = await receiptOf(visit!.id);
    expect(charge.receipt_number).toBeNull();
    expect(charge.paid_at).not.toBeNull();

    const [receipt, ...more] = await receiptEmailsTo(created.email);
    expect(more).toEqual([]);
    expect(receipt!.subject).toBe("[TEST] Receipt: $45.00 paid to Mow Test Mode");
    expect(receipt!.text).toContain("no card was charged and no money was received");
    expect(receipt!.text).toContain("Recorded (test, not charged): $45.00");
    const pdf = await a.request(receiptLinkIn(receipt!.text));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toBe(
      `attachment; filename="test-visit-${charge.id.slice(0, 8)}.pdf"`,
    );
    const text = await pdfText(pdf);
    expect(text).toContain("Test visit");
    expect(text).toContain("no money was received");
    expect(text).not.toContain("No. ");
  });

  it("another business's visit is not found, and a visit id that is not one is named", async () => {
    const [visit] = await selectRows<{ id: string }>(
      a.database,
      sql`insert into bookings (business_id, crew, starts_at, ends_at, status)
          select id, 'crew_1', '2026-03-20T13:00:00Z', '2026-03-20T14:00:00Z', 'booked'
          from businesses where id <> ${SLUG} limit 1 returning id`,
    );
    expect((await markDone(visit!.id)).status).toBe(404);
    const bad = await markDone("not-a-visit");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/visitId/);
  });
});
