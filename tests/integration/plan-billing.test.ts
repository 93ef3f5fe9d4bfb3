import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../helpers/checkout";
import { deliverWebhook, type FakeStripe, TEST_CARDS } from "../helpers/fake-stripe";
import { type BillingServers, buyWeeklyPlan, startBillingServers } from "../helpers/plan-billing";
import { apiCaller, type TestServer, testDatabases } from "../helpers/test-server";

const SLUG = "mow-billing";
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
