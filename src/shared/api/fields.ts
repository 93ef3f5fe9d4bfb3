import { z } from "zod";

/** Field rules shared by the forms in the browser and the routes on the server. */

/** An optional text field: a blank value counts as not given. */
export function optionalText<T extends z.ZodType<string, string>>(field: T) {
  return z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(field.optional())
    .optional();
}

export const streetAddressField = z
  .string()
  .trim()
  .min(1, "Street address is required")
  .max(200, "Street address must be at most 200 characters");
export const cityField = z
  .string()
  .trim()
  .min(1, "City is required")
  .max(100, "City must be at most 100 characters");
export const stateField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "State must be a 2-letter code");
export const zipCodeField = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, "ZIP code must be 5 digits or ZIP+4 (12345-6789)");
export const emailField = z
  .string()
  .trim()
  .max(254, "Email address is too long")
  .pipe(z.email("Please enter a valid email address"));
export const customerNameField = z
  .string()
  .trim()
  .min(2, "Name must be at least 2 characters")
  .max(100, "Name must be at most 100 characters");
export const phoneField = z
  .string()
  .trim()
  .max(30, "Please enter a valid phone number")
  .refine((value) => value.replace(/\D/g, "").length >= 10, "Please enter a valid phone number")
  .refine((value) => /^[\d\s()+.-]+$/.test(value), "Please enter a valid phone number");
