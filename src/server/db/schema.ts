import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { QuoteLine } from "@/domain/calculate-quote";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A priced line exactly as the customer saw it (label and signed cents). */
export type PricedLine = QuoteLine;
export type OrderAddon = { code: string; label: string; price_cents: number };

export const businesses = pgTable("businesses", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  config: jsonb("config").notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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

/** Every service-area check, so the business can follow up on each visitor who started a quote. */
export const quoteLeads = pgTable(
  "quote_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    email: text("email").notNull(),
    ...postalAddress(),
    inServiceArea: boolean("in_service_area").notNull(),
    town: text("town"),
    message: text("message"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt: createdAt(),
  },
  (table) => [
    index("quote_leads_business_created_idx").on(table.businessId, table.createdAt.desc()),
    index("quote_leads_business_email_idx").on(table.businessId, table.email),
  ],
);

/**
 * The text the admin search matches (ILIKE, backed by a pg_trgm index on this very expression).
 * Queries must use this function so that they and the index agree.
 */
export function orderSearchText(table: {
  customerName: AnyPgColumn;
  email: AnyPgColumn;
  address: AnyPgColumn;
  town: AnyPgColumn;
}) {
  return sql`(coalesce(${table.customerName}, '') || ' ' || ${table.email} || ' ' || ${table.address} || ' ' || ${table.town})`;
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
    town: text("town").notNull(),
    drivewaySize: text("driveway_size").notNull(),
    addons: jsonb("addons").$type<OrderAddon[]>().notNull(),
    lines: jsonb("lines").$type<PricedLine[]>().notNull(),
    basePriceCents: integer("base_price_cents").notNull(),
    earlyBirdDiscountCents: integer("early_bird_discount_cents").notNull(),
    addonPriceCents: integer("addon_price_cents").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    feeCents: integer("fee_cents").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    grandTotalCents: integer("grand_total_cents").notNull(),
    seasonStartsOn: date("season_starts_on").notNull(),
    seasonEndsOn: date("season_ends_on").notNull(),
    paymentStatus: text("payment_status", { enum: ["pending", "paid"] })
      .notNull()
      .default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    checkoutSessionId: text("checkout_session_id"),
    idempotencyKey: text("idempotency_key"),
    onboarded: boolean("onboarded").notNull().default(false),
    onboardedAt: timestamp("onboarded_at", { withTimezone: true }),
    onboardedBy: text("onboarded_by"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_business_created_idx").on(table.businessId, table.createdAt.desc(), table.id),
    index("orders_business_status_created_idx").on(
      table.businessId,
      table.paymentStatus,
      table.createdAt.desc(),
    ),
    // Admin dashboard tabs (SPEC section 9), each walked newest first with a (created_at, id) cursor.
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
      table.totalCents,
    ),
    // Admin search: substring, case-insensitive, over name, email, address and town.
    index("orders_search_trgm_idx").using("gin", sql`${orderSearchText(table)} gin_trgm_ops`),
    // Admin leads: a visitor "became an order" when an order has their email.
    index("orders_business_email_idx").on(table.businessId, sql`lower(${table.email})`),
    uniqueIndex("orders_checkout_session_idx").on(table.checkoutSessionId),
    uniqueIndex("orders_business_idempotency_idx").on(table.businessId, table.idempotencyKey),
    check("orders_amounts_non_negative", sql`${table.grandTotalCents} >= 0`),
  ],
);

export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    businessId: businessId(),
    type: text("type", {
      enum: [
        "created",
        "paid",
        "payment_failed",
        "expired",
        "onboarded",
        "unonboarded",
        "exported",
      ],
    }).notNull(),
    actor: text("actor").notNull(),
    data: jsonb("data"),
    createdAt: createdAt(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.createdAt)],
);

export const customQuoteRequests = pgTable(
  "custom_quote_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: businessId(),
    customerName: text("customer_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    ...postalAddress(),
    town: text("town").notNull(),
    description: text("description").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (table) => [
    index("custom_quotes_business_created_idx").on(table.businessId, table.createdAt.desc()),
  ],
);

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
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("admin_users_email_idx").on(sql`lower(${table.email})`)],
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
  },
  (table) => [uniqueIndex("admin_sessions_token_idx").on(table.tokenHash)],
);

export const adminLoginFailures = pgTable(
  "admin_login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ipAddress: text("ip_address").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("admin_login_failures_key_idx").on(table.email, table.ipAddress, table.createdAt),
  ],
);

/** Emails and jobs written in the same transaction as the change that causes them. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    businessId: text("business_id").references(() => businesses.id),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key"),
    payload: jsonb("payload").notNull(),
    /** logged: written to the log because SMTP_URL was not set; kept, never sent automatically. */
    status: text("status", { enum: ["pending", "sent", "logged", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_pending_idx").on(table.status, table.runAt),
    uniqueIndex("outbox_dedupe_idx").on(table.dedupeKey),
  ],
);

export const processedWebhookEvents = pgTable("processed_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export type Order = typeof orders.$inferSelect;
