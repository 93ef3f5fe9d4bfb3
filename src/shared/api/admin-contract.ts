import { z } from "zod";

/** Dashboard tabs over orders (SPEC section 9 filter rules); Custom Quotes and Leads have their own calls. */
export const ORDER_TABS = ["today", "paid", "incomplete", "onboarded", "all"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** Account passwords: at least 12 characters; the cap keeps anyone from making us hash megabytes. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const ADMIN_PASSWORD_MAX_LENGTH = 256;

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

export const adminLoginRequestSchema = z.strictObject({
  email: z
    .string({ error: "Email address is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email address is required")
    .max(254, "Email address is too long")
    .pipe(z.email("Please enter a valid email address")),
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

export const adminPingResponseSchema = z.object({
  ok: z.literal(true),
  admin: adminIdentitySchema,
  business: z.object({ name: z.string(), timezone: z.string() }),
});
export type AdminPingResponse = z.infer<typeof adminPingResponseSchema>;

export const adminOrdersQuerySchema = z.strictObject({
  tab: tabField.default("all"),
  q: searchField.optional(),
  limit: limitField,
  cursor: cursorField.optional(),
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** SPEC section 3 "Admin order", plus what the dashboard shows beside it. */
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
  drivewaySize: z.string(),
  /** The size as the customer saw it: "4-Car Driveway". */
  drivewaySizeLabel: z.string(),
  addons: z.array(z.object({ code: z.string(), label: z.string(), price_cents: z.number().int() })),
  /** SPEC's total (before sales tax); revenue adds these up. */
  totalCents: z.number().int(),
  /** What the customer is charged, tax included. */
  grandTotalCents: z.number().int(),
  paymentStatus: z.enum(["pending", "paid"]),
  onboarded: z.boolean(),
  onboardedAt: z.iso.datetime({ offset: true }).nullable(),
  onboardedBy: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

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

/** SPEC section 3 "Admin custom quote", plus phone, ZIP and town for the follow-up. */
export const adminCustomQuoteSchema = z.object({
  id: z.uuid(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  town: z.string(),
  description: z.string(),
  status: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminCustomQuote = z.infer<typeof adminCustomQuoteSchema>;

export const adminCustomQuotesResponseSchema = z.object({
  customQuotes: z.array(adminCustomQuoteSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AdminCustomQuotesResponse = z.infer<typeof adminCustomQuotesResponseSchema>;

/** A service-area check by a visitor who has not placed an order (any status) since. */
export const adminLeadSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  inServiceArea: z.boolean(),
  town: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const adminLeadsResponseSchema = z.object({
  leads: z.array(adminLeadSchema),
  nextCursor: z.string().nullable(),
});
export type AdminLeadsResponse = z.infer<typeof adminLeadsResponseSchema>;

export const onboardParamsSchema = z.strictObject({
  orderId: z.uuid("must be an order id"),
});

export const onboardRequestSchema = z.strictObject({
  onboarded: z.boolean({ error: "must be true or false" }),
  /** SPEC's field; the server records the signed-in admin's name whatever this says. */
  onboardedBy: z.string().max(100).optional(),
});
export type OnboardRequest = z.input<typeof onboardRequestSchema>;

export const exportRequestSchema = z
  .strictObject({
    /** SPEC's call: these orders, in this order. */
    orderIds: z
      .array(z.uuid("must be an order id"))
      .min(1, "must name at least one order")
      .max(MAX_EXPORT_ORDER_IDS, `must name at most ${MAX_EXPORT_ORDER_IDS} orders`)
      .optional(),
    /** Export All: every order the dashboard's tab and search match, however many. */
    filter: z.strictObject({ tab: tabField, q: searchField.optional() }).optional(),
    /** SPEC's field; the server records the signed-in admin's name whatever this says. */
    exportedBy: z.string().max(100).optional(),
  })
  .refine((body) => (body.orderIds === undefined) !== (body.filter === undefined), {
    path: ["orderIds"],
    message: "send either orderIds or filter",
  });
export type ExportRequest = z.input<typeof exportRequestSchema>;
