import { z } from "zod";
import { CONTACT_INDUSTRIES } from "./contact-industries";
import { emailField, optionalText, phoneField } from "./fields";

function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Step 1 of the demo form: who is asking. */
export const contactStepOneSchema = z.object({
  name: requiredText("Name", 100),
  email: emailField,
  company: requiredText("Company", 200),
});

/** POST /api/contact: a demo request. `website` is a honeypot that people never see. */
export const contactRequestSchema = z.strictObject({
  ...contactStepOneSchema.shape,
  phone: optionalText(phoneField),
  industry: optionalText(
    z.enum(CONTACT_INDUSTRIES, { error: "Please choose an industry from the list" }),
  ),
  message: requiredText("Message", 5000),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  leadSaved: z.boolean(),
  message: z.string().optional(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
