import { z } from "zod";
import { OFFERING_ICONS, WORD_MAX_LENGTH } from "../offering";
import { tradeNamesItsService } from "../trades";
import {
  ADMIN_ROLES,
  accountEmailField,
  adminLoginResponseSchema,
  BUSINESS_STATUSES,
  newPasswordField,
  personNameField,
} from "./admin-contract";

/**
 * Sign-up, email verification, the onboarding checklist, the team and the settings history
 * (docs/product/settings.md).
 */

/** 256 random bits, base64url: the token of an emailed link (verification, invitation). */
const linkTokenField = z
  .string({ error: "Token is required" })
  .regex(/^[A-Za-z0-9_-]{43}$/, "is not a token from one of our links");

/** Sign-up's message when a trade that names its service (Other) comes without its name. */
export const NAME_THE_SERVICE = "Name the service you sell, such as chimney sweeping";

/** Every trade (src/shared/trades.ts) with the template sign-up sends as `trade`. */
export const tradeListResponseSchema = z.object({
  trades: z.array(
    z.object({
      trade: z.string(),
      code: z.string(),
      name: z.string(),
      icon: z.enum(OFFERING_ICONS),
      namesItsService: z.boolean(),
    }),
  ),
});
export type TradeListResponse = z.infer<typeof tradeListResponseSchema>;

export const signupRequestSchema = z.strictObject({
  businessName: z
    .string({ error: "Business name is required" })
    .trim()
    .min(2, "Business name must be at least 2 characters")
    .max(80, "Business name must be at most 80 characters"),
  /** The trade's template: "pest-control" (GET /api/trades lists them). */
  trade: z
    .string({ error: "Choose your trade" })
    .regex(/^[a-z0-9-]{1,60}$/, "Choose your trade from the list"),
  /**
   * What the one service is called, in the owner's words ("chimney sweeping"): required for a
   * trade that names its service (Other), not used for the others.
   */
  serviceName: z
    .string({ error: NAME_THE_SERVICE })
    .trim()
    .min(2, NAME_THE_SERVICE)
    .max(WORD_MAX_LENGTH, `must be at most ${WORD_MAX_LENGTH} characters (a few words)`)
    .refine((name) => !/[{}]/.test(name), "must not use braces")
    .optional(),
  ownerName: personNameField,
  email: accountEmailField,
  password: newPasswordField,
  /**
   * Where the business works: a ZIP code or a town ("80202", "Denver, CO"). Its example areas are
   * drawn around it; without it they stay where the trade's template has them.
   */
  location: z
    .string({ error: "Enter a ZIP code or a town" })
    .trim()
    .min(2, "Enter a ZIP code or a town, such as 80202 or Denver, CO")
    .max(80, "must be at most 80 characters")
    .optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** The sign-up form asks where the business works: the API lets older clients leave it out. */
export const signupFormSchema = signupRequestSchema
  .required({ location: true })
  .superRefine((form, context) => {
    if (tradeNamesItsService(form.trade) && !form.serviceName) {
      context.addIssue({ code: "custom", path: ["serviceName"], message: NAME_THE_SERVICE });
    }
  });
export type SignupForm = z.input<typeof signupFormSchema>;

/** The new business, and a session for its owner like a login's. */
export const signupResponseSchema = adminLoginResponseSchema.extend({
  business: z.object({ slug: z.string(), status: z.enum(BUSINESS_STATUSES) }),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const verifyEmailRequestSchema = z.strictObject({ token: linkTokenField });
export const verifyEmailResponseSchema = z.object({ email: z.string(), businessName: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** The steps from sign-up to a live business (docs/product/settings.md#onboarding-checklist). */
export const ONBOARDING_STEPS = [
  "verify_email",
  "profile",
  "areas",
  "prices",
  "payments",
  "website",
  "go_live",
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const onboardingResponseSchema = z.object({
  status: z.enum(BUSINESS_STATUSES),
  steps: z.array(z.object({ step: z.enum(ONBOARDING_STEPS), done: z.boolean() })),
  /** Why going live is not possible yet (the steps still open), empty when it is. */
  goLiveBlockers: z.array(z.string()),
  /**
   * What this server can do, which its owner's checklist cannot change: without email or card
   * payments, a step is its operator's to unblock (the checklist says so, not a dead end).
   */
  server: z.object({ sendsEmail: z.boolean(), cardPayments: z.boolean() }),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;

export const teamMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  expiresAt: z.iso.datetime({ offset: true }),
});
export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const inviteRequestSchema = z.strictObject({ email: accountEmailField });
export const memberParamsSchema = z.strictObject({ memberId: z.uuid("is not a member id") });
export const invitationParamsSchema = z.strictObject({
  invitationId: z.string().regex(/^[0-9a-f]{64}$/, "is not an invitation id"),
});

export const joinCheckQuerySchema = z.strictObject({ token: linkTokenField });
export const joinCheckResponseSchema = z.object({ email: z.string(), businessName: z.string() });
export type JoinCheckResponse = z.infer<typeof joinCheckResponseSchema>;

/** Accepting an invitation creates the account and signs it in. */
export const joinRequestSchema = z.strictObject({
  token: linkTokenField,
  name: personNameField,
  password: newPasswordField,
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

/** What kind of setting a recorded change touched. */
export const SETTINGS_CHANGE_KINDS = ["config", "status", "team"] as const;
export type SettingsChangeKind = (typeof SETTINGS_CHANGE_KINDS)[number];

/** One changed field: its JSON path and its value before and after (absent = not set). */
export const settingsFieldChangeSchema = z.object({
  path: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type SettingsFieldChange = z.infer<typeof settingsFieldChangeSchema>;

export const settingsChangeSchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime({ offset: true }),
  actor: z.string(),
  kind: z.enum(SETTINGS_CHANGE_KINDS),
  summary: z.string(),
  changes: z.array(settingsFieldChangeSchema),
});
export type SettingsChange = z.infer<typeof settingsChangeSchema>;

export const settingsHistoryQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, "is not a cursor from this API")
    .optional(),
});
export const settingsHistoryResponseSchema = z.object({
  changes: z.array(settingsChangeSchema),
  nextCursor: z.string().nullable(),
});
export type SettingsHistoryResponse = z.infer<typeof settingsHistoryResponseSchema>;
