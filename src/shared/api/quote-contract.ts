import { z } from "zod";
import { FREQUENCIES } from "@/shared/frequency-names";
import { BILLINGS, MAX_ADDONS, MAX_UNIT_QUANTITY, OFFERING_ICONS } from "@/shared/offering";
import { QUANTITY_UNIT_CODES } from "@/shared/quantity-units";
import { MAX_QUANTITIES_PER_SERVICE } from "@/shared/service-quantity";
import {
  cityField,
  customerNameField,
  emailField,
  phoneField,
  stateField,
  streetAddressField,
  zipCodeField,
} from "./fields";

/**
 * The public quote API (docs/product/platform.md#public-api). Bodies use trade-neutral names
 * (`area`, `option`); the default business's unprefixed paths also speak the legacy dialect's names
 * (`town`, `drivewaySize`), translated by `legacy-names.ts`.
 */

const areaField = z.string().trim().min(1, "Service area is required").max(100);
const optionField = z.string().trim().min(1, "Option is required").max(50);
const addonCodeField = z.string().trim().min(1).max(50);

/** An add-on asked for: its code, or `{code, quantity}` for one priced per unit. */
export const addonRequestSchema = z.union([
  addonCodeField.transform((code) => ({ code })),
  z.strictObject({
    code: addonCodeField,
    quantity: z.int("must be a whole number").min(1).max(MAX_UNIT_QUANTITY).optional(),
  }),
]);
export const addonRequestsField = z.array(addonRequestSchema).max(MAX_ADDONS).default([]);

/** Where a visit came from (docs/product/quote-journey.md#visits). */
export const VISIT_CHANNELS = ["hosted", "embed"] as const;
export type VisitChannel = (typeof VISIT_CHANNELS)[number];
export const VISIT_SOURCE_MAX_LENGTH = 100;

/** The visit a later call belongs to: the id the service-area check answered. */
export const visitField = z.uuid("must be the visit the service-area check answered").optional();

export const geoCheckRequestSchema = z.strictObject({
  address: streetAddressField,
  city: cityField,
  state: stateField.default("NY"),
  zipCode: zipCodeField,
  email: emailField,
  channel: z.enum(VISIT_CHANNELS).optional(),
  /** The campaign (`utm_source`) or the referring site the visitor came from. */
  source: z.string().trim().max(VISIT_SOURCE_MAX_LENGTH).optional(),
  /** The service the visitor chose, when the wizard asks it first (checked, not needed). */
  service: z.string().trim().min(1).max(50).optional(),
});
export type GeoCheckRequest = z.input<typeof geoCheckRequestSchema>;

export const geoCheckResponseSchema = z.object({
  /** Names this visit in the price, checkout and custom-quote calls that follow. */
  visit: z.uuid(),
  serviceArea: z.object({
    inServiceArea: z.boolean(),
    /** The service area the address is in; null when outside every area. */
    area: z.string().nullable(),
    message: z.string(),
    /** The ZIP code's own city when the typed one differs without changing the price: to confirm. */
    cityNote: z.string().optional(),
  }),
});
export type GeoCheckResponse = z.infer<typeof geoCheckResponseSchema>;

const serviceCodeField = z.string().trim().min(1, "Service is required").max(50);

/** The service's quantities, each `{code, quantity}` (docs/product/pricing.md#quantities). */
export const quantityRequestsField = z
  .array(
    z.strictObject({
      code: z.string().trim().min(1, "Quantity code is required").max(50),
      quantity: z.number("must be a number").min(0, "must not be negative").max(1_000_000_000),
    }),
  )
  .max(MAX_QUANTITIES_PER_SERVICE);

/**
 * Which service, how much of it and how often (docs/product/pricing.md#services): `service` may
 * be left out when the business sells one, `option` and `quantities` as the service's pricing
 * says, `frequency` defaults to the service's first.
 */
export const serviceSelectionFields = {
  service: serviceCodeField.optional(),
  option: optionField.optional(),
  quantities: quantityRequestsField.optional(),
  frequency: z.string().trim().min(1).max(50).optional(),
};

export const priceRequestSchema = z.strictObject({
  area: areaField,
  option: optionField,
  addons: addonRequestsField,
  /** Sent with the price of the customer's choice (not the previews): the visit saw it. */
  visit: visitField,
});
export type PriceRequest = z.input<typeof priceRequestSchema>;

/** The price call's body: today's, or a selection of the business's services. */
export const servicePriceRequestSchema = priceRequestSchema.extend(serviceSelectionFields);
export type ServicePriceRequest = z.input<typeof servicePriceRequestSchema>;

/** What a visit was last priced for: enough to price it again (a service's selection too). */
export type VisitSelection = {
  service?: string | undefined;
  area: string;
  /** Absent only for a service priced by quantities alone. */
  option?: string | undefined;
  quantities?: { code: string; quantity: number }[] | undefined;
  frequency?: string | undefined;
  addons: { code: string; quantity?: number | undefined }[];
};

const cents = z.number().int();

export const priceLineSchema = z.object({
  kind: z.enum([
    "service",
    "early_bird_discount",
    "addon",
    "minimum_charge",
    "fee",
    "tax",
    // A service's (decision 042).
    "quantity",
    "frequency_adjustment",
  ]),
  label: z.string(),
  amount_cents: cents,
});

/** An add-on as priced; `quantity` only for one priced per unit. */
export const pricedAddonSchema = z.object({
  code: z.string(),
  label: z.string(),
  quantity: z.int().optional(),
  price_cents: cents,
});

const seasonDates = z.object({ starts_on: z.iso.date(), ends_on: z.iso.date() });
const earlyBird = z.object({
  active: z.boolean(),
  ends_at: z.iso.datetime(),
  discount_cents: cents,
});

export const priceResponseSchema = z.object({
  area: z.string(),
  option: z.string(),
  /** The option's label, as the service line names it. */
  option_label: z.string(),
  addons: z.array(pricedAddonSchema),
  breakdown: z.object({
    base_price_cents: cents,
    early_bird_discount_cents: cents,
    addon_price_cents: cents,
    minimum_charge_cents: cents,
  }),
  /** Null when the business offers no early-bird discount. */
  early_bird: earlyBird.nullable(),
  lines: z.array(priceLineSchema),
  subtotal_cents: cents,
  fee_cents: cents,
  tax_cents: cents,
  total_cents: cents,
  grand_total_cents: cents,
  /** The season sold; null when the business does not bill by season. */
  season: seasonDates.nullable(),
});
export type PriceResponse = z.infer<typeof priceResponseSchema>;

/**
 * The price answer of a business selling services beyond today's one (or asked by service,
 * quantities or frequency): today's fields, the option null for a service priced by quantities
 * alone, plus the service, the quantities and the frequency; `recurring` prices a later visit of
 * a recurring frequency (`grand_total_cents` is the first visit's, what checkout charges).
 */
export const servicePriceResponseSchema = priceResponseSchema.extend({
  option: z.string().nullable(),
  option_label: z.string().nullable(),
  service: z.string().optional(),
  quantities: z
    .array(
      z.object({ code: z.string(), label: z.string(), quantity: z.number(), price_cents: cents }),
    )
    .optional(),
  frequency: z.string().nullable().optional(),
  recurring: z
    .object({
      frequency: z.string(),
      first_visit_grand_total_cents: cents,
      visit_grand_total_cents: cents,
    })
    .optional(),
});
export type ServicePriceResponse = z.infer<typeof servicePriceResponseSchema>;

export const CUSTOM_QUOTE_DESCRIPTION = "Custom quote request from the instant quote system";

/** What the customer tells about the property on a custom quote request. */
export const PROPERTY_DETAILS_MAX_LENGTH = 1000;
export const propertyDetailsField = z
  .string()
  .trim()
  .max(
    PROPERTY_DETAILS_MAX_LENGTH,
    `Please keep this under ${PROPERTY_DETAILS_MAX_LENGTH} characters`,
  );

export const customQuoteRequestSchema = z.strictObject({
  customerName: customerNameField,
  email: emailField,
  phone: phoneField,
  address: streetAddressField,
  city: cityField,
  state: stateField.default("NY"),
  zipCode: zipCodeField,
  /** Optional: the server takes the area from the address and refuses an area that differs. */
  area: areaField.optional(),
  description: z
    .string()
    .trim()
    .max(2000, "Description must be at most 2000 characters")
    .default(CUSTOM_QUOTE_DESCRIPTION),
  propertyDetails: propertyDetailsField.optional(),
  visit: visitField,
  /** What the customer chose before asking, kept on the request (docs/product/pricing.md#services). */
  service: z.string().trim().min(1).max(50).optional(),
  option: optionField.optional(),
  quantities: quantityRequestsField.optional(),
  frequency: z.string().trim().min(1).max(50).optional(),
});
export type CustomQuoteRequest = z.input<typeof customQuoteRequestSchema>;

export const customQuoteResponseSchema = z.object({ id: z.uuid(), status: z.string() });
export type CustomQuoteResponse = z.infer<typeof customQuoteResponseSchema>;

const wizardStepTexts = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  progressLabel: z.string(),
  progressShortLabel: z.string(),
});

const publicOptionSchema = z.object({
  code: z.string(),
  label: z.string(),
  description: z.string(),
  badge: z.string().optional(),
  customQuote: z.boolean().optional(),
});

const publicAddonSchema = z.object({
  code: z.string(),
  label: z.string(),
  description: z.string(),
  pricing: z.discriminatedUnion("type", [
    z.object({ type: z.literal("flat"), price_cents: cents }),
    z.object({
      type: z.literal("per_unit"),
      unit_price_cents: cents,
      unit_label: z.string(),
      min_quantity: z.int(),
      max_quantity: z.int(),
      minimum_cents: cents.optional(),
    }),
  ]),
});

/** A service's wizard texts, its placeholders filled. */
const serviceTextsSchema = z.object({
  name: z.string(),
  propertyNoun: z.string(),
  billing: z.enum(BILLINGS),
  icon: z.enum(OFFERING_ICONS),
  headline: z.string(),
  contract: z.object({ name: z.string(), line: z.string() }),
  steps: z.object({
    address: wizardStepTexts.extend({ compactSubtitle: z.string() }),
    option: wizardStepTexts.extend({ prompt: z.string(), priceUnit: z.string() }),
    addons: wizardStepTexts,
    review: wizardStepTexts,
    details: z.object({
      title: z.string(),
      subtitle: z.string().optional(),
      propertyPlaceholder: z.string(),
    }),
  }),
  infoBullets: z.array(z.string()),
  nextSteps: z.array(z.string()),
});

/** What the browser needs to render a business's pages; prices come from the price call. */
export const PAYMENT_MODES = ["test", "stripe"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const businessConfigResponseSchema = z.object({
  business: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    tagline: z.string(),
    state: z.string(),
    timezone: z.string(),
    contact: z.object({
      email: z.string(),
      phone: z.string().optional(),
      website: z.string().optional(),
      socials: z.array(z.object({ label: z.string(), url: z.string() })),
    }),
    /** Its button colour and logo, when it set them (docs/product/platform.md#branding). */
    brand: z.object({ primaryColor: z.string(), logoUrl: z.string().optional() }).optional(),
  }),
  /** The business's terms with its customers, shown at /terms. */
  terms: z.object({
    updated: z.iso.date(),
    sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
  }),
  /**
   * The wizard's texts, placeholders filled (`{service}`, `{areas}`, the season's dates, the
   * phone): docs/product/platform.md#the-offering.
   */
  service: serviceTextsSchema,
  areas: z.array(z.string()),
  options: z.array(publicOptionSchema),
  addons: z.array(publicAddonSchema),
  /** The season sold, with its note ("3-inch snow trigger"); null unless billed by season. */
  season: seasonDates.extend({ note: z.string().optional() }).nullable(),
  early_bird: earlyBird.nullable(),
  fees: z.object({ rate_basis_points: z.number(), fixed_cents: cents }),
  tax: z.object({ rate_basis_points: z.number() }),
  /** How this business's customers pay: by card through Stripe, or on the test page. */
  payment_mode: z.enum(PAYMENT_MODES),
  server_time: z.iso.datetime(),
  /**
   * What a customer may change of a booked visit, in words, shown before they buy
   * (docs/product/booking.md#changes-by-the-customer); only when a service books a time.
   */
  visit_changes: z.string().optional(),
  /**
   * Only for a business selling beyond today's one service (docs/product/pricing.md#the-config-answer):
   * each service's choices; prices come from the price call.
   */
  services: z
    .object({
      /** The first step's texts, where a customer picks a service (several services only). */
      step: wizardStepTexts.nullable(),
      list: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          icon: z.enum(OFFERING_ICONS),
          billing: z.enum(BILLINGS),
          /** What the option is called ("Home size"); null for a service priced by quantities alone. */
          option_prompt: z.string().nullable(),
          options: z.array(publicOptionSchema),
          quantities: z.array(
            z.object({
              code: z.string(),
              label: z.string(),
              unit: z.enum(QUANTITY_UNIT_CODES),
              min: z.number(),
              max: z.number(),
              step: z.number(),
              /** Above it, no instant price: a custom quote. */
              custom_quote_above: z.number().optional(),
            }),
          ),
          /** Per-visit services: the first is the default. Empty otherwise. */
          frequencies: z.array(
            z.object({
              code: z.enum(FREQUENCIES),
              label: z.string(),
              /** "15% off"; absent at the service's own price. */
              adjustment: z.string().optional(),
              /** The first visit's own: "+50%". */
              first_visit: z.string().optional(),
            }),
          ),
          addons: z.array(publicAddonSchema),
          /** The service's own wizard texts, with its quantities and frequency steps. */
          texts: serviceTextsSchema.extend({
            steps: serviceTextsSchema.shape.steps.extend({
              quantities: wizardStepTexts.optional(),
              frequency: wizardStepTexts.optional(),
            }),
          }),
        }),
      ),
    })
    .optional(),
});
export type BusinessConfigResponse = z.infer<typeof businessConfigResponseSchema>;
export type PublicOption = BusinessConfigResponse["options"][number];
export type PublicAddon = BusinessConfigResponse["addons"][number];
export type PublicService = NonNullable<BusinessConfigResponse["services"]>["list"][number];
