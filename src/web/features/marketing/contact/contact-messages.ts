import { COMPANY } from "@/shared/company";
import type { ToastOptions } from "@/web/components/ui/toast-store";
import type { ContactOutcome } from "./api/submit-contact";

/** The demo form's texts: docs/product/marketing-site.md#demo-request-form. */
export const CONTACT_MESSAGES = {
  missingFields: {
    title: "Please complete all required fields",
    description: "Name, email, and company are required to continue.",
  },
  invalidEmail: {
    title: "Please enter a valid email address",
    description: "We'll use this to send you a demo confirmation.",
  },
  errorTitle: "Error sending message",
  successTitle: "Message sent successfully!",
  savedDescription: "Your message was sent and saved to our system.",
  sentDescription: "Your message was sent successfully.",
  followUp: "We'll get back to you within 24 hours.",
  network: "Network error. Please check your connection and try again.",
  unavailable: `The contact form is temporarily unavailable. Please email us directly at ${COMPANY.supportEmail}.`,
  tryAgain: "Please try again or contact us directly.",
} as const;

export const CONTACT_ERROR_DURATION_MS = 8000;
export const CONTACT_SUCCESS_DURATION_MS = 5000;

/** The toast for a submission's outcome. */
export function describeContactOutcome(outcome: ContactOutcome): ToastOptions {
  const m = CONTACT_MESSAGES;
  switch (outcome.kind) {
    case "sent":
      return {
        title: m.successTitle,
        description: `${outcome.leadSaved ? m.savedDescription : m.sentDescription} ${m.followUp}`,
        duration: CONTACT_SUCCESS_DURATION_MS,
      };
    case "network":
      return error(m.network);
    case "unavailable":
      return error(m.unavailable);
    case "failed": {
      const sentence = /[.!?]$/.test(outcome.message) ? outcome.message : `${outcome.message}.`;
      return error(`${sentence} ${m.tryAgain}`);
    }
  }
}

function error(description: string): ToastOptions {
  return {
    variant: "destructive",
    title: CONTACT_MESSAGES.errorTitle,
    description,
    duration: CONTACT_ERROR_DURATION_MS,
  };
}
