import { z } from "zod";
import { orderServiceSchema } from "@/shared/order-service";
import { BALANCE_STATUSES } from "@/shared/order-status";
import { slotSchema } from "./booking-contract";
import { CUSTOM_QUOTE_STATUSES } from "./custom-quote-offer-contract";
import { cityField, optionalText, stateField, streetAddressField, zipCodeField } from "./fields";
import { refundSchema } from "./payments-contract";
import { priceLineSchema } from "./quote-contract";

/**
 * Dashboard tabs over orders (docs/product/dashboard.md#tabs-and-filters); Custom Quotes and Leads
 * have their own calls.
 */
export const ORDER_TABS = ["today", "paid", "incomplete", "onboarded", "all"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Account passwords: at least 12 characters; the cap keeps anyone from making us hash megabytes. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 256;

/** owner: everything; staff: orders and leads, no settings (docs/product/settings.md#team). */
export const ADMIN_ROLES = ["owner", "staff"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_PAGE_SIZE = 50;
export const MAX_ADMIN_PAGE_SIZE = 200;
/** One export request names at most this many orders; Export All sends its filter instead. */
export const MAX_EXPORT_ORDER_IDS = 10_000;

const searchField = z.string().trim().max(100, "must be at most 100 characters");
const cursorField = z.string().max(200, "is not a cursor from this API");
const tabField = z.enum(ORDER_TABS, { error: `must be one of ${ORDER_TABS.join(", ")}` });
const limitField = z.coerce
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(1, "must be at least 1")
  .max(MAX_ADMIN_PAGE_SIZE, `must be at most ${MAX_ADMIN_PAGE_SIZE}`)
  .default(ADMIN_PAGE_SIZE);

/** An account's email: compared without case, so stored lower-case. */
export const accountEmailField = z
  .string({ error: "Email address is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email address is required")
  .max(254, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"));

/** A person's name as the team, the order history and the emails the team sends show it. */
export const personNameField = z
  .string({ error: "Your name is required" })
  .trim()
  .min(1, "Your name is required")
  .max(100, "Your name must be at most 100 characters");

export const adminLoginRequestSchema = z.strictObject({
  email: accountEmailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(
      ADMIN_PASSWORD_MAX_LENGTH,
      `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`,
    ),
});
export type AdminLoginRequest = z.input<typeof adminLoginRequestSchema>;

const adminIdentitySchema = z.object({ name: z.string(), email: z.string() });

export const adminLoginResponseSchema = z.object({
  token: z.string(),
  /** The absolute end of the session; it ends sooner after 12 hours without use. */
  expiresAt: z.iso.datetime({ offset: true }),
  admin: adminIdentitySchema,
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** 256 random bits, base64url, from the link the server prints while it has no admin. */
const setupTokenField = z
  .string({ error: "Setup token is required" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "is not a setup token");

export const adminSetupCheckQuerySchema = z.strictObject({ token: setupTokenField });
export const adminSetupCheckResponseSchema = z.object({ usable: z.literal(true) });

/** The first admin, created from the setup link; the answer signs it in like a login. */
/** A password being chosen (not one being checked at sign-in). */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(
    ADMIN_PASSWORD_MIN_LENGTH,
    `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
  )
  .max(
    ADMIN_PASSWORD_MAX_LENGTH,
    `Password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters`,
  );

export const adminSetupRequestSchema = z.strictObject({
  token: setupTokenField,
  name: personNameField,
  email: accountEmailField,
  password: newPasswordField,
});
export type AdminSetupRequest = z.input<typeof adminSetupRequestSchema>;

export const adminDemoDataResponseSchema = z.object({ orders: z.number().int() });
export type AdminDemoDataResponse = z.infer<typeof adminDemoDataResponseSchema>;

export const BUSINESS_STATUSES = ["setup", "live", "suspended"] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** The service-area editor's map tiles (MAP_TILE_URL); no tiles: a plain background. */
export const mapSettingsSchema = z.object({
  /** A Leaflet URL template (`https://tile.openstreetmap.org/{z}/{x}/{y}.png`), or null. */
  tileUrl: z.string().nullable(),
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** The signed-in admin's business and its whole configuration (docs/product/platform.md#settings). */
export const adminBusinessResponseSchema = z.object({
  slug: z.string(),
  status: z.enum(BUSINESS_STATUSES),
  /** Send it back with a change: a change made meanwhile makes the update answer 409. */
  version: z.number().int(),
  /** Today's one-service view of the offering (docs/product/settings.md#settings). */
  config: z.record(z.string(), z.unknown()),
  /** What the business sells as a list of services (docs/product/settings.md#what-you-sell). */
  services: z.record(z.string(), z.unknown()),
  map: mapSettingsSchema,
});
export type AdminBusinessResponse = z.infer<typeof adminBusinessResponseSchema>;

export const adminBusinessUpdateSchema = z.strictObject({
  /**
   * Validated by the business configuration schema, its offering in today's shape or the
   * services shape; each problem names its JSON path.
   */
  config: z.unknown(),
  version: z.number({ error: "must be the version you read" }).int().positive(),
});
export type AdminBusinessUpdate = z.input<typeof adminBusinessUpdateSchema>;

/**
 * An address checked against the areas being edited (docs/product/settings.md#service-areas):
 * city and state may be left out (the ZIP code's are used).
 */
export const adminTestAddressRequestSchema = z.strictObject({
  address: streetAddressField,
  city: cityField.optional(),
  state: stateField.optional(),
  zipCode: zipCodeField,
  /** The offering as edited, saved or not (validated like a saved one); absent: the saved one. */
  offering: z.unknown().optional(),
});
export type AdminTestAddressRequest = z.input<typeof adminTestAddressRequestSchema>;

/** The settings' address tester: the request's fields as typed, a blank city or state left out. */
export const adminTestAddressFormSchema = adminTestAddressRequestSchema
  .omit({ offering: true })
  .extend({ city: optionalText(cityField), state: optionalText(stateField) });

export const adminTestAddressResponseSchema = z.object({
  /** Where the geocoder placed the address; null when it could not. */
  location: z
    .object({ lat: z.number(), lng: z.number(), precision: z.enum(["street", "zip"]) })
    .nullable(),
  /** The first area, in order, that holds the address; null outside every area. */
  area: z.string().nullable(),
  /** Each option priced in that area, before add-ons, fee and tax (its minimum charge applied). */
  prices: z.array(z.object({ option: z.string(), label: z.string(), cents: z.number().int() })),
  /** Outside every area: the nearest one and how far, in miles (null inside one, or unknown). */
  nearest: z.object({ area: z.string(), miles: z.number() }).nullable(),
});
export type AdminTestAddressResponse = z.infer<typeof adminTestAddressResponseSchema>;

/** The ZIP codes of the areas' lists, to draw their centres on the map (at most 1,000). */
export const adminZipCentresRequestSchema = z.strictObject({
  zipCodes: z.array(z.string().regex(/^\d{5}$/, "must be a 5-digit ZIP code")).max(1000),
});
export type AdminZipCentresRequest = z.input<typeof adminZipCentresRequestSchema>;

export const adminZipCentresResponseSchema = z.object({
  /** Each ZIP code the offline list knows: its postal name, state and centre. */
  centres: z.array(
    z.object({
      zipCode: z.string(),
      city: z.string(),
      state: z.string(),
      lat: z.number(),
      lng: z.number(),
    }),
  ),
});
export type AdminZipCentresResponse = z.infer<typeof adminZipCentresResponseSchema>;

/**
 * The slots the availability being edited would offer over the next two weeks
 * (docs/product/settings.md#availability): the draft is checked as a saved one is, its problems
 * named at `availability.<field>` as the settings name them (`availability.hours[0].end`);
 * `service` and `area` default to the business's first.
 */
export const adminSlotsPreviewRequestSchema = z.strictObject({
  /** Checked by the configuration's availability schema (src/shared/availability.ts). */
  availability: z.unknown(),
  service: z.string().max(100, "must be at most 100 characters").optional(),
  area: z.string().max(200, "must be at most 200 characters").optional(),
});
export type AdminSlotsPreviewRequest = z.infer<typeof adminSlotsPreviewRequestSchema>;

/** The preview looks this many days ahead, today first. */
export const SLOTS_PREVIEW_DAYS = 14;

export const adminSlotsPreviewResponseSchema = z.object({
  timezone: z.string(),
  /** Today in the business's time zone: the first of the days previewed. */
  from: z.iso.date(),
  service: z.string(),
  area: z.string(),
  /** How long the previewed visit takes (the service's shortest); null: it books no time. */
  minutes: z.number().int().nullable(),
  /** Ordered by day; times ISO 8601 with the business's offset. */
  slots: z.array(slotSchema.omit({ recommended: true })),
});
export type AdminSlotsPreviewResponse = z.infer<typeof adminSlotsPreviewResponseSchema>;

export const adminPingResponseSchema = z.object({
  ok: z.literal(true),
  admin: adminIdentitySchema.extend({
    role: z.enum(ADMIN_ROLES),
    emailVerified: z.boolean(),
    /** May open the platform console (an operator made by `npm run admin -- create-operator`). */
    platformOperator: z.boolean(),
  }),
  business: z.object({
    name: z.string(),
    timezone: z.string(),
    slug: z.string(),
    status: z.enum(BUSINESS_STATUSES),
  }),
});
export type AdminPingResponse = z.infer<typeof adminPingResponseSchema>;

export const adminOrdersQuerySchema = z.strictObject({
  tab: tabField.default("all"),
  q: searchField.optional(),
  limit: limitField,
  cursor: cursorField.optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** A priced line exactly as the customer saw it; negative only for a discount. */
export const orderLineSchema = priceLineSchema;
export type OrderLine = z.infer<typeof orderLineSchema>;

/** An order as the dashboard shows it: docs/product/dashboard.md#order-rows. */
export const adminOrderSchema = z.object({
  id: z.uuid(),
  customerName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  town: z.string(),
  /** The option sold, labelled as the customer saw it: {code: "FOUR_CAR", label: "4-Car Driveway"}. */
  option: z.object({ code: z.string(), label: z.string() }),
  /** What an order priced as services bought (docs/product/orders.md#services); absent on others. */
  service: orderServiceSchema.optional(),
  addons: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      /** How many units, only on an add-on priced per unit. */
      quantity: z.number().int().optional(),
      price_cents: z.number().int(),
    }),
  ),
  /** Subtotal + fee, before sales tax; revenue adds these up (docs/product/dashboard.md#stats). */
  totalCents: z.number().int(),
  taxCents: z.number().int(),
  /** What the customer is charged, tax included: the amount the dashboard shows. */
  grandTotalCents: z.number().int(),
  /** The priced lines, which add up to grandTotalCents: the breakdown on demand. */
  lines: z.array(orderLineSchema),
  /** pending -> paid: checkout paid what it asked, the whole total or the deposit. */
  paymentStatus: z.enum(["pending", "paid"]),
  /** Paid through the test-mode page: no money was received, never counted as revenue. */
  paidInTestMode: z.boolean(),
  /** The deposit checkout charged; null when it charged the whole total. */
  depositCents: z.number().int().nullable(),
  /** The balance after the deposit (src/domain/order-lifecycle.ts); null without a deposit. */
  balanceStatus: z.enum(BALANCE_STATUSES).nullable(),
  /** Paid, but its time was taken while the payment was late: the customer is choosing a new one. */
  needsNewTime: z.literal(true).optional(),
  onboarded: z.boolean(),
  onboardedAt: z.iso.datetime({ offset: true }).nullable(),
  onboardedBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** Seeded sample data, removable from the dashboard. */
  demo: z.boolean(),
  /** street: lat/lng are the house; zip: only the ZIP code's centre; null: not located. */
  locationPrecision: z.enum(["street", "zip"]).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const ORDER_EVENT_TYPES = [
  "created",
  "paid",
  "payment_failed",
  "expired",
  "onboarded",
  "unonboarded",
  "exported",
  "refunded",
  "disputed",
  // Deposits (docs/product/payments.md#deposits).
  "deposit_paid",
  "balance_charge_started",
  "balance_failed",
  "balance_link_sent",
  "balance_link_expired",
  "balance_paid",
  // Booking (docs/product/booking.md#a-new-time).
  "needs_new_time",
  "new_time_chosen",
  "visit_moved",
  "visit_cancelled",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

const timestampField = z.iso.datetime({ offset: true });

/**
 * A link the business may send its customer by hand (decision 030): the URL to copy, and when
 * the customer first opened it.
 */
export const customerLinkSchema = z.object({
  url: z.url(),
  openedAt: timestampField.nullable(),
});
export type CustomerLink = z.infer<typeof customerLinkSchema>;

/** One entry of an order's timeline: something that happened to it, or an email about it. */
export const orderTimelineEntrySchema = z.discriminatedUnion("source", [
  z.object({
    source: z.literal("event"),
    type: z.enum(ORDER_EVENT_TYPES),
    /** Who caused it: an admin's name, "stripe-webhook", "test-checkout", "checkout". */
    actor: z.string(),
    at: timestampField,
  }),
  z.object({
    source: z.literal("email"),
    /** order_receipt (to the customer) or order_paid_notice (to the business). */
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    /** pending, sent, logged (no SMTP configured) or failed. */
    status: z.string(),
    attempts: z.number().int(),
    /** When it was queued. */
    at: timestampField,
    sentAt: timestampField.nullable(),
    lastError: z.string().nullable(),
  }),
]);
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

/** GET /api/admin/orders/:orderId: every field of the order, its timeline and onboarding. */
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema.extend({
    basePriceCents: z.number().int(),
    earlyBirdDiscountCents: z.number().int(),
    addonPriceCents: z.number().int(),
    subtotalCents: z.number().int(),
    feeCents: z.number().int(),
    /** The season sold; null when the business did not bill by season. */
    seasonStartsOn: z.iso.date().nullable(),
    seasonEndsOn: z.iso.date().nullable(),
    paidAt: timestampField.nullable(),
    checkoutSessionId: z.string().nullable(),
    updatedAt: timestampField,
    /** Quotewise's fee taken from a payment into the business's own account; null otherwise. */
    applicationFeeCents: z.number().int().nullable(),
    /** Quotewise's fee taken from the balance's payment, once it is paid. */
    balanceApplicationFeeCents: z.number().int().nullable(),
    balancePaidAt: timestampField.nullable(),
    /** A card was saved with the deposit, for charging the balance off-session. */
    cardSaved: z.boolean(),
    /** The balance's payment link while it awaits the customer, to send by hand. */
    balanceLink: customerLinkSchema.nullable(),
    /** Due (the whole price), paid so far and outstanding (docs/product/payments.md#deposits). */
    amounts: z.object({
      dueCents: z.number().int(),
      paidCents: z.number().int(),
      outstandingCents: z.number().int(),
    }),
    refundedCents: z.number().int(),
    /** What a refund may still give back: paid, less refunds made or being made. */
    refundableCents: z.number().int(),
  }),
  /** Its refunds, oldest first (docs/product/payments.md#refunds). */
  refunds: z.array(refundSchema),
  /** Order events and its emails, oldest first. */
  timeline: z.array(orderTimelineEntrySchema),
  /** Each time it was marked onboarded or not, oldest first. */
  onboarding: z.array(z.object({ onboarded: z.boolean(), actor: z.string(), at: timestampField })),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

export const adminStatsResponseSchema = z.object({
  todayOrders: z.number().int(),
  totalRevenueCents: z.number().int(),
  incompleteOrders: z.number().int(),
  onboardedOrders: z.number().int(),
  /** The business's calendar date that "today" means, e.g. "2025-10-01". */
  today: z.iso.date(),
  timezone: z.string(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

export const adminListQuerySchema = z.strictObject({
  limit: limitField,
  cursor: cursorField.optional(),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** The Custom Quotes tab's list, narrowed by the dashboard's search. */
export const adminCustomQuotesQuerySchema = adminListQuerySchema.extend({
  q: searchField.optional(),
});

/** A custom quote request as the dashboard lists it: docs/product/dashboard.md#custom-quotes. */
export const adminCustomQuoteSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** Null when the address is outside every service area. */
  town: z.string().nullable(),
  description: z.string(),
  /** The customer's own words about the property; null when they wrote none. */
  propertyDetails: z.string().nullable(),
  /** The service the customer chose before asking, in the business's words (decision 047). */
  selection: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
  status: z.string(),
  /** Where its offer stands (docs/product/custom-quotes.md#statuses). */
  offerStatus: z.enum(CUSTOM_QUOTE_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminCustomQuote = z.infer<typeof adminCustomQuoteSchema>;

export const adminCustomQuotesResponseSchema = z.object({
  customQuotes: z.array(adminCustomQuoteSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AdminCustomQuotesResponse = z.infer<typeof adminCustomQuotesResponseSchema>;

/**
 * A visitor at one address (email and address, any case) who checked the service area and has
 * neither placed an order (any status) nor asked for a custom quote: their latest check.
 */
export const adminLeadSchema = z.object({
  /** The latest check's id. */
  id: z.uuid(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  inServiceArea: z.boolean(),
  town: z.string().nullable(),
  /** When they last checked this address. */
  createdAt: z.iso.datetime({ offset: true }),
  /** How many times they checked it. */
  checks: z.number().int(),
  /**
   * The quote reminder sent on one of these checks (docs/product/quote-recovery.md): its link,
   * while it works, to send by hand.
   */
  reminder: customerLinkSchema.extend({ sentAt: timestampField }).nullable(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadsResponseSchema = z.object({
  leads: z.array(adminLeadSchema),
  nextCursor: z.string().nullable(),
});
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponseSchema>;

export const orderIdParamsSchema = z.strictObject({
  orderId: z.uuid("must be an order id"),
});

export const onboardRequestSchema = z.strictObject({
  onboarded: z.boolean({ error: "must be true or false" }),
  /**
   * Accepted but unused: the server records the signed-in admin's name
   * (docs/product/dashboard.md#sign-in).
   */
  onboardedBy: z.string().max(100).optional(),
});
export type OnboardRequest = z.input<typeof onboardRequestSchema>;

export const exportRequestSchema = z
  .strictObject({
    /** These orders, in this order (docs/product/dashboard.md#export). */
    orderIds: z
      .array(z.uuid("must be an order id"))
      .min(1, "must name at least one order")
      .max(MAX_EXPORT_ORDER_IDS, `must name at most ${MAX_EXPORT_ORDER_IDS} orders`)
      .optional(),
    /** Export All: every order the dashboard's tab and search match, however many. */
    filter: z.strictObject({ tab: tabField, q: searchField.optional() }).optional(),
    /**
     * Accepted but unused: the server records the signed-in admin's name
     * (docs/product/dashboard.md#sign-in).
     */
    exportedBy: z.string().max(100).optional(),
  })
  .refine((body) => (body.orderIds === undefined) !== (body.filter === undefined), {
    path: ["orderIds"],
    message: "send either orderIds or filter",
  });
export type ExportRequest = z.input<typeof exportRequestSchema>;
