import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { OFFER_STATUSES, type OfferItem } from "@/domain/custom-quote-offer";
import type { LocationPrecision } from "@/domain/geocode";
import type { ServiceQuoteLine } from "@/domain/price-service";
import { SETTINGS_CHANGE_KINDS, type SettingsFieldChange } from "@/shared/api/account-contract";
import { ADMIN_ROLES, BUSINESS_STATUSES, ORDER_EVENT_TYPES } from "@/shared/api/admin-contract";
import { VISIT_CHANNELS, type VisitSelection } from "@/shared/api/quote-contract";
import { BALANCE_STATUSES } from "@/shared/order-status";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A priced line exactly as the customer saw it (label and signed cents). */
export type PricedLine = ServiceQuoteLine;
export type OrderQuantity = { code: string; label: string; quantity: number; price_cents: number };
export type OrderRecurring = {
  frequency: string;
  first_visit_grand_total_cents: number;
  visit_grand_total_cents: number;
};
/** An add-on as sold; `quantity` only for one priced per unit. */
export type OrderAddon = { code: string; label: string; quantity?: number; price_cents: number };

/**
 * A business on the platform: its row is the truth about what it sells and where
 * (docs/product/platform.md#businesses). Every change to `config` increments `config_version`.
 */
export const businesses = pgTable(
  "businesses",
  {
    id: text("id").primaryKey(),
    /** The business's part of its page and API paths: /b/{slug}/quote, /api/b/{slug}/price. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    config: jsonb("config").notNull(),
    configVersion: integer("config_version").notNull().default(1),
    status: text("status", { enum: BUSINESS_STATUSES }).notNull().default("setup"),
    /** What a suspended business returns to when reinstated (docs/product/settings.md#the-platform-console). */
    statusBeforeSuspension: text("status_before_suspension", { enum: BUSINESS_STATUSES }),
    /** When the owner first copied the website snippet: the checklist's "put it on your website". */
    websiteSnippetCopiedAt: timestamp("website_snippet_copied_at", { withTimezone: true }),
    // Its connected Stripe account, as last read from Stripe (docs/product/payments.md#connecting-stripe).
    stripeAccountId: text("stripe_account_id"),
    stripeChargesEnabled: boolean("stripe_charges_enabled").notNull().default(false),
    stripePayoutsEnabled: boolean("stripe_payouts_enabled").notNull().default(false),
    stripeDetailsSubmitted: boolean("stripe_details_submitted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("businesses_slug_idx").on(table.slug),
    uniqueIndex("businesses_stripe_account_idx").on(table.stripeAccountId),
  ],
);

const businessId = () =>
  text("business_id")
    .notNull()
    .references(() => businesses.id);

const postalAddress = () => ({
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  zipCode: text("zip_code").notNull(),
});

/** How precisely `lat`/`lng` place the address: the house, or only its ZIP code's centre. */
const locationPrecision = () => text("location_precision").$type<LocationPrecision>();

/**
 * Every service-area check, so the business can follow up on each visitor who started a quote.
 * One row per visitor, address and day (`visit_key`): checking again updates it.
 */
export const quoteLeads = pgTable(
  "quote_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    email: text("email").notNull(),
    ...postalAddress(),
    inServiceArea: boolean("in_service_area").notNull(),
    area: text("area"),
    message: text("message"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    locationPrecision: locationPrecision(),
    /** Null on rows recorded before visits were deduplicated. */
    visitKey: text("visit_key"),
    // The visit's journey (docs/product/quote-journey.md#visits).
    channel: text("channel", { enum: VISIT_CHANNELS }),
    source: text("source"),
    /** The service the visit was checked for, when it named one (decision 047). */
    service: text("service"),
    pricedAt: timestamp("priced_at", { withTimezone: true }),
    pricedSelection: jsonb("priced_selection").$type<VisitSelection>(),
    pricedTotalCents: integer("priced_total_cents"),
    checkoutStartedAt: timestamp("checkout_started_at", { withTimezone: true }),
    /** When its checkout first held a time (migration 0051). */
    timeChosenAt: timestamp("time_chosen_at", { withTimezone: true }),
    customQuoteRequestedAt: timestamp("custom_quote_requested_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("quote_leads_business_created_idx").on(table.businessId, table.createdAt.desc()),
    index("quote_leads_business_email_idx").on(table.businessId, table.email),
    uniqueIndex("quote_leads_business_visit_idx").on(table.businessId, table.visitKey),
    index("quote_leads_business_priced_idx")
      .on(table.businessId, table.pricedAt)
      .where(sql`${table.pricedAt} is not null`),
  ],
);

/**
 * The one reminder a priced visit is sent (docs/product/quote-recovery.md): inserting the row
 * claims the visit, so of two schedulers one sends it. Its links' tokens are kept as SHA-256.
 */
export const quoteReminders = pgTable(
  "quote_reminders",
  {
    businessId: businessId(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => quoteLeads.id),
    email: text("email").notNull(),
    /** The total the email quoted: the resumed Review says when today's price differs. */
    emailedTotalCents: integer("emailed_total_cents").notNull(),
    resumeTokenHash: text("resume_token_hash").notNull(),
    /**
     * The resume link's token itself, for the dashboard to show and copy (decision 030); null for
     * reminders sent before it was kept. Customers' lookups go by `resumeTokenHash` only.
     */
    resumeToken: text("resume_token"),
    /** Never expires: an unsubscribe link must work as long as the email is kept. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    resumeExpiresAt: timestamp("resume_expires_at", { withTimezone: true }).notNull(),
    /** When its link first opened the quote again. */
    resumedAt: timestamp("resumed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.businessId, table.visitId] }),
    uniqueIndex("quote_reminders_business_resume_token_idx").on(
      table.businessId,
      table.resumeTokenHash,
    ),
    uniqueIndex("quote_reminders_business_unsubscribe_token_idx").on(
      table.businessId,
      table.unsubscribeTokenHash,
    ),
    index("quote_reminders_business_sent_idx").on(table.businessId, table.sentAt),
    index("quote_reminders_business_email_idx").on(table.businessId, table.email, table.sentAt),
  ],
);

/** An address that asked a business for no more reminders (lower-cased). */
export const reminderUnsubscribes = pgTable(
  "reminder_unsubscribes",
  {
    businessId: businessId(),
    email: text("email").notNull(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.email] })],
);

/**
 * The text the admin search matches (ILIKE, backed by a pg_trgm index on this very expression).
 * Queries must use this function so that they and the index agree.
 */
export function orderSearchText(table: {
  customerName: AnyPgColumn;
  email: AnyPgColumn;
  address: AnyPgColumn;
  area: AnyPgColumn;
}) {
  return sql`(coalesce(${table.customerName}, '') || ' ' || ${table.email} || ' ' || ${table.address} || ' ' || ${table.area})`;
}

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    email: text("email").notNull(),
    customerName: text("customer_name"),
    phone: text("phone"),
    ...postalAddress(),
    area: text("area").notNull(),
    /** The option sold (docs/product/platform.md#the-offering), and its label when it was sold. */
    optionCode: text("option_code").notNull(),
    optionLabel: text("option_label").notNull(),
    addons: jsonb("addons").$type<OrderAddon[]>().notNull(),
    lines: jsonb("lines").$type<PricedLine[]>().notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    earlyBirdDiscountCents: integer("early_bird_discount_cents").notNull(),
    addonPriceCents: integer("addon_price_cents").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    /** The convenience fee the customer paid: 0 when the business absorbed it. */
    feeCents: integer("fee_cents").notNull(),
    /** Quotewise's fee, what application fees are taken from; null (older orders): `feeCents`. */
    platformFeeCents: integer("platform_fee_cents"),
    /** Quotewise's fee on each later visit of a plan it starts; null for every other order. */
    visitPlatformFeeCents: integer("visit_platform_fee_cents"),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    grandTotalCents: integer("grand_total_cents").notNull(),
    /** The business's config version this order was priced with; null on orders from before versions. */
    configVersion: integer("config_version"),
    /** The season the order is for; null when its business does not bill by season. */
    seasonStartsOn: date("season_starts_on"),
    seasonEndsOn: date("season_ends_on"),
    paymentStatus: text("payment_status", { enum: ["pending", "paid"] })
      .notNull()
      .default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Paid through the test-mode page: no money moved, so never revenue. */
    paidInTestMode: boolean("paid_in_test_mode").notNull().default(false),
    checkoutSessionId: text("checkout_session_id"),
    /** Stripe's payment of the order: what refunds and disputes name. */
    paymentIntentId: text("payment_intent_id"),
    /** Quotewise's fee taken from a payment into the business's own account; null otherwise. */
    applicationFeeCents: integer("application_fee_cents"),
    /** The sum of the order's succeeded refunds. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    // Deposits (docs/product/payments.md#deposits): checkout charges the deposit and saves the
    // card; the balance is charged later, off-session or through an emailed payment link.
    /** The deposit checkout charges; null: checkout charges the whole grand total. */
    depositCents: integer("deposit_cents"),
    /** Null without a deposit; set to 'due' when the deposit is paid (src/domain/order-lifecycle.ts). */
    balanceStatus: text("balance_status", { enum: BALANCE_STATUSES }),
    /**
     * Paid, but its held time was taken while the payment was late: since when it waits for the
     * customer to choose a new one (docs/product/booking.md#a-new-time).
     */
    needsNewTimeSince: timestamp("needs_new_time_since", { withTimezone: true }),
    /** How many off-session charges of the balance were started: each its own Stripe request. */
    balanceAttempts: integer("balance_attempts").notNull().default(0),
    /** When the charge in progress was claimed: a stale claim may be taken over. */
    balanceChargingSince: timestamp("balance_charging_since", { withTimezone: true }),
    balancePaidAt: timestamp("balance_paid_at", { withTimezone: true }),
    /** Stripe's payment of the balance: what its refunds name. */
    balancePaymentIntentId: text("balance_payment_intent_id"),
    /** Quotewise's fee taken from the balance's payment; null when none was (test mode). */
    balanceApplicationFeeCents: integer("balance_application_fee_cents"),
    /** The checkout session of the payment link emailed when the bank wanted the customer. */
    balanceCheckoutSessionId: text("balance_checkout_session_id"),
    /**
     * The balance's payment link of our own, which opens that session's page: its token's hash
     * (customers' lookups), the token (for the dashboard to copy, decision 030), Stripe's page it
     * leads to, and when the customer first opened it.
     */
    balanceLinkTokenHash: text("balance_link_token_hash"),
    balanceLinkToken: text("balance_link_token"),
    balanceLinkUrl: text("balance_link_url"),
    balanceLinkOpenedAt: timestamp("balance_link_opened_at", { withTimezone: true }),
    /** The Stripe customer and saved card the balance is charged to. */
    stripeCustomerId: text("stripe_customer_id"),
    stripePaymentMethodId: text("stripe_payment_method_id"),
    idempotencyKey: text("idempotency_key"),
    onboarded: boolean("onboarded").notNull().default(false),
    onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
    onboardedBy: text("onboarded_by"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /** Seeded sample data on a new database, shown marked and removable from the dashboard. */
    demo: boolean("demo").notNull().default(false),
    /** The quote lead (visit) this order came from, when the wizard named it. */
    visitId: uuid("visit_id"),
    locationPrecision: locationPrecision(),
    /**
     * An order priced as services (decision 042): the service's code, the quantities given, the
     * frequency and a recurring frequency's visit totals; null on an order priced as before.
     */
    serviceCode: text("service_code"),
    quantities: jsonb("quantities").$type<OrderQuantity[]>(),
    frequency: text("frequency"),
    recurring: jsonb("recurring").$type<OrderRecurring>(),
    /**
     * Its receipt's number, the business's own sequence without gaps, given when it is paid
     * (docs/product/receipts.md); null while pending and for an order paid in test mode.
     */
    receiptNumber: integer("receipt_number"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_business_receipt_number_idx").on(table.businessId, table.receiptNumber),
    index("orders_business_created_idx").on(table.businessId, table.createdAt.desc(), table.id),
    index("orders_business_status_created_idx").on(
      table.businessId,
      table.paymentStatus,
      table.createdAt.desc(),
    ),
    // Admin dashboard tabs (docs/product/dashboard.md#tabs-and-filters), each walked newest first
    // with a (created_at, id) cursor.
    index("orders_business_pending_created_idx")
      .on(table.businessId, table.createdAt.desc(), table.id)
      .where(sql`${table.paymentStatus} = 'pending'`),
    index("orders_business_paid_open_created_idx")
      .on(table.businessId, table.createdAt.desc(), table.id)
      .where(sql`${table.paymentStatus} = 'paid' and not ${table.onboarded}`),
    index("orders_business_onboarded_created_idx")
      .on(table.businessId, table.createdAt.desc(), table.id)
      .where(sql`${table.onboarded}`),
    // Admin stat cards: revenue, incomplete and onboarded in one pass over this index alone.
    index("orders_business_stats_idx").on(
      table.businessId,
      table.paymentStatus,
      table.onboarded,
      table.paidInTestMode,
      table.totalCents,
    ),
    // Admin search: substring, case-insensitive, over name, email, address and area.
    index("orders_search_trgm_idx").using("gin", sql`${orderSearchText(table)} gin_trgm_ops`),
    // Admin leads: a visitor "became an order" when an order has their email.
    index("orders_business_email_idx").on(table.businessId, sql`lower(${table.email})`),
    uniqueIndex("orders_checkout_session_idx").on(table.checkoutSessionId),
    index("orders_business_visit_idx")
      .on(table.businessId, table.visitId)
      .where(sql`${table.visitId} is not null`),
    uniqueIndex("orders_business_idempotency_idx").on(table.businessId, table.idempotencyKey),
    uniqueIndex("orders_business_balance_link_idx")
      .on(table.businessId, table.balanceLinkTokenHash)
      .where(sql`${table.balanceLinkTokenHash} is not null`),
    check("orders_amounts_non_negative", sql`${table.grandTotalCents} >= 0`),
    check(
      "orders_deposit_within_total",
      sql`${table.depositCents} is null or (${table.depositCents} > 0 and ${table.depositCents} < ${table.grandTotalCents})`,
    ),
  ],
);

export const PLAN_STATUSES = ["active", "paused", "cancelled"] as const;

/**
 * A recurring plan (docs/product/plans.md): a service bought at a recurring frequency, its
 * schedule an RFC 5545 rule from its first visit (decision 043). Its later visits are bookings
 * with its id. Migration 0038 adds the checks.
 */
export const plans = pgTable(
  "plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    /** The order that bought it: its first visit. */
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    serviceCode: text("service_code").notNull(),
    frequency: text("frequency").notNull(),
    rule: text("rule").notNull(),
    firstVisitAt: timestamp("first_visit_at", { withTimezone: true }).notNull(),
    /** The business's time zone when it was bought: the rule's wall-clock times are in it. */
    timeZone: text("time_zone").notNull(),
    crew: text("crew").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** What each later visit costs, as the customer was shown. */
    visitGrandTotalCents: integer("visit_grand_total_cents").notNull(),
    status: text("status", { enum: PLAN_STATUSES }).notNull().default("active"),
    /** When it was cancelled, set exactly when it is (migration 0048): the churn is counted by it. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** How far ahead its visits are booked: the next are booked from there (migration 0046). */
    scheduledUntil: timestamp("scheduled_until", { withTimezone: true }).notNull(),
    /** Where its visits are, as its first was booked. */
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /**
     * When a plan its customer paused goes on (docs/product/plans.md#pausing); null for every
     * other plan, a plan paused by its card's failures included: that one never resumes by date.
     */
    resumesAt: timestamp("resumes_at", { withTimezone: true }),
    /** Where its rule counts from when its frequency changed; null: its first visit (0050). */
    ruleStartsAt: timestamp("rule_starts_at", { withTimezone: true }),
    /** Quotewise's fee on each later visit once its frequency changed; null: the order's. */
    visitPlatformFeeCents: integer("visit_platform_fee_cents"),
    /** A price change waiting for the business's notice (docs/product/plans.md#price-changes). */
    nextVisitGrandTotalCents: integer("next_visit_grand_total_cents"),
    nextVisitPlatformFeeCents: integer("next_visit_platform_fee_cents"),
    /** The first instant a visit is priced at the next price. */
    nextPriceFrom: timestamp("next_price_from", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("plans_business_order_idx").on(table.businessId, table.orderId),
    index("plans_to_resume_idx").on(table.resumesAt).where(sql`${table.resumesAt} is not null`),
    check(
      "plans_resumes_when_paused",
      sql`${table.resumesAt} is null or ${table.status} = 'paused'`,
    ),
    check(
      "plans_next_price_whole",
      sql`(${table.nextVisitGrandTotalCents} is null) = (${table.nextPriceFrom} is null) and (${table.nextVisitGrandTotalCents} is null or ${table.nextVisitGrandTotalCents} >= 0)`,
    ),
    index("plans_to_schedule_idx")
      .on(table.scheduledUntil, table.id)
      .where(sql`${table.status} = 'active'`),
    index("plans_business_cancelled_idx")
      .on(table.businessId, table.cancelledAt)
      .where(sql`${table.cancelledAt} is not null`),
    check(
      "plans_cancelled_at",
      sql`(${table.status} = 'cancelled') = (${table.cancelledAt} is not null)`,
    ),
  ],
);

/**
 * `skipped`: a plan's visit its customer skipped from their page (docs/product/customer-account.md
 * #skipping-a-visit, migration 0039): off the crew's calendar and never charged, like a cancelled
 * job, but the plan goes on and the business can tell it from a cancellation. `no_show`: the
 * business marked that the customer was not there (docs/product/booking.md#the-schedule,
 * migration 0042): off the calendar and never charged too.
 */
export const BOOKING_STATUSES = ["held", "booked", "cancelled", "skipped", "no_show"] as const;

/**
 * A job on a crew's calendar (docs/product/booking.md#bookings, decision 049): held while the
 * customer pays, booked once paid, or cancelled. Migration 0034 adds what Drizzle cannot say: an
 * exclusion constraint (btree_gist) so that a crew's held and booked jobs never overlap,
 * `bookings_crew_no_overlap`, on PostgreSQL and PGlite alike; its index also serves the reads of
 * a business's jobs in a time range.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    /** The crew's code in the business's availability. */
    crew: text("crew").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    /** A hold lapses at this instant unless the payment books it first; null once booked. */
    heldUntil: timestamp("held_until", { withTimezone: true }),
    /** The order (and so its checkout session) the job was sold with. */
    orderId: uuid("order_id").references(() => orders.id),
    /** The plan a later visit belongs to (docs/product/plans.md). */
    planId: uuid("plan_id").references(() => plans.id),
    /** Where the job is, for ranking the slots around it; null when unknown. */
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    /** When the business marked the job done; null until then. */
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("bookings_business_order_idx")
      .on(table.businessId, table.orderId)
      .where(sql`${table.orderId} is not null`),
    index("bookings_business_plan_idx")
      .on(table.businessId, table.planId)
      .where(sql`${table.planId} is not null`),
    index("bookings_plan_visits_due_idx")
      .on(table.startsAt)
      .where(sql`${table.planId} is not null and ${table.status} = 'booked'`),
    check("bookings_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check(
      "bookings_status",
      sql`${table.status} IN ('held', 'booked', 'cancelled', 'skipped', 'no_show')`,
    ),
    check(
      "bookings_held_until",
      sql`(${table.status} = 'held') = (${table.heldUntil} is not null)`,
    ),
  ],
);

/**
 * A crew's calendar feed (docs/product/booking.md#calendar-feed, decision 053): a secret address
 * calendar apps subscribe to, its token stored only as SHA-256. At most one live feed per crew;
 * a revoked one keeps its row so that its address answers 404.
 */
export const crewCalendarFeeds = pgTable(
  "crew_calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    /** The crew's code in the business's availability. */
    crew: text("crew").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("crew_calendar_feeds_token_idx").on(table.tokenHash),
    uniqueIndex("crew_calendar_feeds_business_crew_idx")
      .on(table.businessId, table.crew)
      .where(sql`${table.revokedAt} is null`),
  ],
);

export const VISIT_CHARGE_STATUSES = ["charging", "processing", "paid", "failed"] as const;

/**
 * A later visit of a plan charged to the card saved at its first checkout
 * (docs/product/plans.md#billing, decision 045): one row per visit, claimed before the card is
 * charged, so the visit is charged once on any number of instances. `attempt` names the charge's
 * idempotency key; a failed charge is tried again at `retry_at` until the plan is paused.
 */
export const visitCharges = pgTable(
  "visit_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    status: text("status", { enum: VISIT_CHARGE_STATUSES }).notNull(),
    attempt: integer("attempt").notNull(),
    amountCents: integer("amount_cents").notNull(),
    applicationFeeCents: integer("application_fee_cents"),
    paymentIntentId: text("payment_intent_id"),
    /** Since when a charge has been under way: a charge left by a dead instance is taken over. */
    chargingSince: timestamp("charging_since", { withTimezone: true }),
    /** The next try of a failed charge; null once none is left (the plan is paused). */
    retryAt: timestamp("retry_at", { withTimezone: true }),
    /** Why the last charge failed, in the provider's words. */
    failure: text("failure"),
    /**
     * The customer's own payment of the visit (docs/product/plans.md#paying-a-failed-visit,
     * migration 0049): the Checkout Session they opened, and until when no retry may charge the
     * saved card while they may still pay on it.
     */
    checkoutSessionId: text("checkout_session_id"),
    checkoutUntil: timestamp("checkout_until", { withTimezone: true }),
    /**
     * When the charge was paid, the date on its receipt (docs/product/receipts.md#visit-receipts,
     * migration 0053); null until it is paid.
     */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * Its receipt's number, from the business's one counter that orders also number from
     * (`receipt_counters`), taken in the transaction that marks it paid; null until then, and for
     * a plan first paid in test mode (no money moves).
     */
    receiptNumber: integer("receipt_number"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("visit_charges_business_booking_idx").on(table.businessId, table.bookingId),
    uniqueIndex("visit_charges_business_receipt_number_idx").on(
      table.businessId,
      table.receiptNumber,
    ),
    index("visit_charges_retry_idx")
      .on(table.retryAt)
      .where(sql`${table.status} = 'failed' and ${table.retryAt} is not null`),
    check(
      "visit_charges_status",
      sql`${table.status} IN ('charging', 'processing', 'paid', 'failed')`,
    ),
    check("visit_charges_amount", sql`${table.amountCents} > 0`),
    check("visit_charges_paid_at", sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);
export type VisitCharge = typeof visitCharges.$inferSelect;

/**
 * The emailed link to pay a visit whose charge failed and to update the card
 * (docs/product/plans.md#paying-a-failed-visit, migration 0049): one per failed try, good for
 * that visit at that business only, for 30 days; its token kept only as SHA-256.
 */
export const visitPaymentLinks = pgTable(
  "visit_payment_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    businessId: businessId(),
    visitChargeId: uuid("visit_charge_id")
      .notNull()
      .references(() => visitCharges.id),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("visit_payment_links_charge_idx").on(table.businessId, table.visitChargeId)],
);

export const VISIT_TIP_STATUSES = ["open", "paid"] as const;

/**
 * A customer's tip after a completed visit (docs/product/customer-account.md#tips, migration
 * 0052, decision 059): `open` while its Checkout Session may still be paid, `paid` once recorded,
 * by the session's id, once. A tip of a visit paid in test mode has no session.
 */
export const visitTips = pgTable(
  "visit_tips",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id),
    /** The order that bought the visit (or its plan): whose customer tipped. */
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: VISIT_TIP_STATUSES }).notNull(),
    checkoutSessionId: text("checkout_session_id"),
    paymentIntentId: text("payment_intent_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("visit_tips_checkout_session_idx").on(table.checkoutSessionId),
    index("visit_tips_business_booking_idx").on(table.businessId, table.bookingId),
    check("visit_tips_amount", sql`${table.amountCents} > 0`),
    check("visit_tips_status", sql`${table.status} IN ('open', 'paid')`),
    check("visit_tips_paid_at", sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
  ],
);
export type VisitTip = typeof visitTips.$inferSelect;

export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    businessId: businessId(),
    type: text("type", {
      enum: ORDER_EVENT_TYPES,
    }).notNull(),
    actor: text("actor").notNull(),
    data: jsonb("data"),
    createdAt: createdAt(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.createdAt)],
);

/** An order's payments a refund can give back: at most two (docs/product/payments.md#deposits). */
export const REFUNDED_PAYMENTS = ["checkout", "balance"] as const;
export type RefundedPayment = (typeof REFUNDED_PAYMENTS)[number];

/**
 * The last receipt number each business gave, to an order or a plan's visit
 * (docs/product/receipts.md#numbers).
 */
export const receiptCounters = pgTable("receipt_counters", {
  businessId: text("business_id")
    .primaryKey()
    .references(() => businesses.id),
  lastNumber: integer("last_number").notNull(),
});

/** A refund of an order, from the dashboard or from Stripe (docs/product/payments.md#refunds). */
export const orderRefunds = pgTable(
  "order_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** Null until Stripe answers, and for orders paid in test mode. */
    stripeRefundId: text("stripe_refund_id"),
    amountCents: integer("amount_cents").notNull(),
    feeReversedCents: integer("fee_reversed_cents").notNull().default(0),
    reason: text("reason").notNull(),
    /** `pending` holds its amount while Stripe is asked; `failed` releases it. */
    status: text("status", { enum: ["pending", "succeeded", "failed"] }).notNull(),
    /** The payment it gives back: checkout's (the whole total, or the deposit), or the balance's. */
    payment: text("payment", { enum: REFUNDED_PAYMENTS }).notNull().default("checkout"),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("order_refunds_business_order_idx").on(table.businessId, table.orderId, table.createdAt),
    uniqueIndex("order_refunds_stripe_refund_idx").on(table.stripeRefundId),
    check("order_refunds_amount_positive", sql`${table.amountCents} > 0`),
  ],
);
export type OrderRefund = typeof orderRefunds.$inferSelect;

export const customQuoteRequests = pgTable(
  "custom_quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    ...postalAddress(),
    /** The service area of the address; null when it is outside every area. */
    area: text("area"),
    description: text("description").notNull(),
    /** What the customer wrote about the property, when they did. */
    propertyDetails: text("property_details"),
    status: text("status").notNull().default("pending"),
    /** The quote lead (visit) this request came from, when the wizard named it. */
    visitId: uuid("visit_id"),
    /** A service's selection, when the customer chose one before asking (decision 042). */
    selection: jsonb("selection").$type<{
      service?: string | undefined;
      option?: string | undefined;
      quantities?: { code: string; quantity: number }[] | undefined;
      frequency?: string | undefined;
    }>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("custom_quotes_business_created_idx").on(table.businessId, table.createdAt.desc()),
    // Admin leads: a visitor who asked for a custom quote is no longer a lead.
    index("custom_quotes_business_email_idx").on(table.businessId, sql`lower(${table.email})`),
  ],
);

/**
 * A business's priced answer to a custom quote request (docs/product/custom-quotes.md): the
 * customer opens it by an emailed link (kept only as its SHA-256), accepts and pays it as an order.
 */
export const customQuoteOffers = pgTable(
  "custom_quote_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => customQuoteRequests.id),
    tokenHash: text("token_hash").notNull(),
    /**
     * The link's token itself, for the business's dashboard to show and copy (decision 030);
     * null for offers sent before it was kept. Customers' lookups go by `tokenHash` only.
     */
    linkToken: text("link_token"),
    /** When the customer first opened the link. */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    /** What the business entered: label, unit amount and quantity of each item. */
    items: jsonb("items").$type<OfferItem[]>().notNull(),
    /** The priced lines as the customer sees them: the items, the fee and the tax. */
    lines: jsonb("lines").$type<PricedLine[]>().notNull(),
    note: text("note"),
    subtotalCents: integer("subtotal_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    /** Quotewise's fee, carried to the order; null (older offers): `feeCents`. */
    platformFeeCents: integer("platform_fee_cents"),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    grandTotalCents: integer("grand_total_cents").notNull(),
    /** The deposit asked on accepting; null: the whole total is paid then. */
    depositCents: integer("deposit_cents"),
    configVersion: integer("config_version").notNull(),
    status: text("status", { enum: OFFER_STATUSES }).notNull().default("sent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The address the link was emailed to. */
    sentTo: text("sent_to").notNull(),
    sentBy: uuid("sent_by").references(() => adminUsers.id),
    /** The order the accepted offer became. */
    orderId: uuid("order_id").references(() => orders.id),
    createdAt: createdAt(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    /** When the customer asked for a new offer from this one's closed link. */
    renewalRequestedAt: timestamp("renewal_requested_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("custom_quote_offers_business_token_idx").on(table.businessId, table.tokenHash),
    index("custom_quote_offers_business_request_idx").on(
      table.businessId,
      table.requestId,
      table.createdAt.desc(),
    ),
    uniqueIndex("custom_quote_offers_business_live_idx")
      .on(table.businessId, table.requestId)
      .where(sql`${table.status} in ('sent', 'accepted')`),
    check("custom_quote_offers_grand_total_positive", sql`${table.grandTotalCents} > 0`),
  ],
);

export type CustomQuoteRequest = typeof customQuoteRequests.$inferSelect;
export type CustomQuoteOffer = typeof customQuoteOffers.$inferSelect;

/** Demo requests from the marketing site: Quotewise's own sales leads, not a tenant's. */
export const contactLeads = pgTable("contact_leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  company: text("company").notNull(),
  phone: text("phone"),
  industry: text("industry"),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** owner: everything; staff: orders and leads only (docs/product/settings.md#team). */
    role: text("role", { enum: ADMIN_ROLES }).notNull().default("owner"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** May open the platform console; set only by `npm run admin -- create-operator` (decision 025). */
    platformOperator: boolean("platform_operator").notNull().default(false),
    /** Removed from its team: its email freed (rewritten), it cannot sign in, history keeps it. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** The mailbox the email reaches (`mailboxOf`): one account per mailbox. */
    mailbox: text("mailbox").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("admin_users_email_idx").on(sql`lower(${table.email})`),
    index("admin_users_business_idx").on(table.businessId, table.createdAt),
    index("admin_users_mailbox_idx").on(table.mailbox),
  ],
);

/**
 * Emailed one-time links: email verification and team invitations. Stored only as their SHA-256;
 * each expires, works once, and an invitation can be revoked.
 */
export const accountLinks = pgTable(
  "account_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    businessId: businessId(),
    purpose: text("purpose", { enum: ["verify_email", "invite"] }).notNull(),
    email: text("email").notNull(),
    /** The account whose email a verification link verifies. */
    adminUserId: uuid("admin_user_id").references(() => adminUsers.id),
    /** The role an invitation gives. */
    role: text("role", { enum: ADMIN_ROLES }),
    createdBy: uuid("created_by").references(() => adminUsers.id),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    index("account_links_business_purpose_idx").on(
      table.businessId,
      table.purpose,
      table.createdAt,
    ),
  ],
);

/**
 * Links emailed to a business's customer to sign in to their page (docs/product/customer-account.md,
 * decision 044): stored only as their SHA-256; each expires after 15 minutes and works once.
 */
export const customerSignInLinks = pgTable(
  "customer_sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    businessId: businessId(),
    /** The address the customer typed, as they typed it: their orders are found by it. */
    email: text("email").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("customer_sign_in_links_business_email_idx").on(
      table.businessId,
      sql`lower(${table.email})`,
      table.createdAt,
    ),
  ],
);

/** A customer signed in to one business's page by an emailed link; its token only as SHA-256. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Signed out. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("customer_sessions_token_idx").on(table.tokenHash)],
);

/** Who changed which setting when (docs/product/settings.md#history). */
export const settingsChanges = pgTable(
  "settings_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: businessId(),
    adminUserId: uuid("admin_user_id").references(() => adminUsers.id),
    /** Who, as a person reads it: "Ann Owner <ann@example.com>", or "Quotewise operator ...". */
    actor: text("actor").notNull(),
    kind: text("kind", { enum: SETTINGS_CHANGE_KINDS }).notNull(),
    summary: text("summary").notNull(),
    changes: jsonb("changes").$type<SettingsFieldChange[]>().notNull(),
    /** The config version this change made, for config changes. */
    configVersion: integer("config_version"),
    createdAt: createdAt(),
  },
  (table) => [
    // The history walks newest first by id (ids only grow).
    index("settings_changes_business_id_idx").on(table.businessId, table.id.desc()),
  ],
);

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminUserId: uuid("admin_user_id")
      .notNull()
      .references(() => adminUsers.id),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Where the admin signed in from: the per-account sign-in limit spares known addresses. */
    ipAddress: text("ip_address"),
  },
  (table) => [
    uniqueIndex("admin_sessions_token_idx").on(table.tokenHash),
    index("admin_sessions_user_ip_idx").on(table.adminUserId, table.ipAddress),
  ],
);

/**
 * Sign-in attempts per key (one email from one address, or one email from anywhere) in a
 * fixed window. An attempt reserves its slot here before the password is checked.
 */
export const adminSignInCounters = pgTable(
  "admin_sign_in_counters",
  {
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull(),
  },
  (table) => [index("admin_sign_in_counters_window_idx").on(table.windowStartedAt)],
);

/** One-time links that create the first admin in the browser; stored only as their SHA-256. */
export const adminSetupTokens = pgTable("admin_setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Emails and jobs written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: text("business_id").references(() => businesses.id),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key"),
    payload: jsonb("payload").notNull(),
    /**
     * logged: written to the log because SMTP_URL was not set; kept, never sent automatically.
     * suppressed: over a mail limit (see `suppressedReason`); kept and counted, never sent.
     */
    status: text("status", { enum: ["pending", "sent", "logged", "failed", "suppressed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    suppressedReason: text("suppressed_reason"),
    /** The worker holding the lease (run_at) while it sends; see jobs/job-lease.ts. */
    claimedBy: text("claimed_by"),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_pending_idx").on(table.status, table.runAt),
    uniqueIndex("outbox_dedupe_idx").on(table.dedupeKey),
    // Mail limits count recent mail per recipient and per kind.
    index("outbox_recipient_created_idx").on(sql`lower(${table.payload}->>'to')`, table.createdAt),
    index("outbox_kind_created_idx").on(table.kind, table.createdAt),
  ],
);

export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A business's webhook endpoint (docs/product/webhooks.md#endpoints). */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    enabled: boolean("enabled").notNull().default(true),
    disabledReason: text("disabled_reason"),
    /** Kept readable: every delivery is signed with it (whsec_ and base64). */
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at", { withTimezone: true }),
    /** Since when every attempt failed; null after a success. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("webhook_endpoints_business_idx").on(table.businessId, table.createdAt)],
);

/** One event for one endpoint: queued with the change, sent and retried by the webhook worker. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: businessId(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    /** The webhook-id header (msg_...): the same on every attempt and resend. */
    messageId: text("message_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The body as sent: {type, timestamp, data}. */
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "succeeded", "failed"] })
      .notNull()
      .default("pending"),
    /** Attempts since it was queued or last resent (the log keeps them all). */
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** The worker holding the lease (run_at) while it sends; see jobs/job-lease.ts. */
    claimedBy: text("claimed_by"),
    createdAt: createdAt(),
  },
  (table) => [
    index("webhook_deliveries_business_endpoint_idx").on(
      table.businessId,
      table.endpointId,
      table.id.desc(),
    ),
    // The worker serves every business: it looks for due deliveries, whoever's they are.
    index("webhook_deliveries_due_idx").on(table.runAt).where(sql`${table.status} = 'pending'`),
  ],
);

/** Every attempt to send a delivery: the delivery log (docs/product/webhooks.md#delivery-log). */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: businessId(),
    deliveryId: bigint("delivery_id", { mode: "number" })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    responseStatus: integer("response_status"),
    durationMs: integer("duration_ms").notNull(),
    error: text("error"),
    succeeded: boolean("succeeded").notNull(),
    nextRetryAt: timestamp("next_retry_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("webhook_attempts_business_delivery_idx").on(
      table.businessId,
      table.deliveryId,
      table.id,
    ),
  ],
);

/**
 * The funnel's daily counters (docs/product/dashboard.md#funnel): each visit counted once per
 * step it reaches, on the business day it began, under its channel and source ('' when unknown).
 * Written with the step itself (docs/decisions/012-funnel-aggregates.md).
 */
export const funnelDays = pgTable(
  "funnel_days",
  {
    businessId: businessId(),
    day: date("day").notNull(),
    channel: text("channel").notNull(),
    source: text("source").notNull(),
    /** The service the visit was checked for (decision 047); '' when it named none. */
    service: text("service").notNull().default(""),
    checks: integer("checks").notNull().default(0),
    inArea: integer("in_area").notNull().default(0),
    priced: integer("priced").notNull().default(0),
    timeChosen: integer("time_chosen").notNull().default(0),
    checkoutStarted: integer("checkout_started").notNull().default(0),
    paid: integer("paid").notNull().default(0),
    revenueCents: bigint("revenue_cents", { mode: "number" }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: "funnel_days_pkey",
      columns: [table.businessId, table.day, table.channel, table.source, table.service],
    }),
  ],
);

/** Checks from outside every service area, per ZIP code and business day: where to expand. */
export const funnelOutOfAreaDays = pgTable(
  "funnel_out_of_area_days",
  {
    businessId: businessId(),
    day: date("day").notNull(),
    zipCode: text("zip_code").notNull(),
    checks: integer("checks").notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: "funnel_out_of_area_days_pkey",
      columns: [table.businessId, table.day, table.zipCode],
    }),
  ],
);

export type Order = typeof orders.$inferSelect;
