import { type EmailContent, renderEmail } from "../email/email-layout";

const SIGNATURE = "Quotewise · instant quotes and payments for service businesses";

/** The link that verifies a new owner's email (docs/product/settings.md#sign-up). */
export function renderVerificationEmail(options: {
  businessName: string;
  link: string;
}): EmailContent {
  return renderEmail({
    subject: `Verify your email for ${options.businessName}`,
    heading: "Confirm your email address",
    sections: [
      {
        type: "paragraph",
        text: `You signed up ${options.businessName} on Quotewise. Confirm this is your email address so your business can go live and take payments.`,
      },
      { type: "link", label: "Verify my email", url: options.link },
      {
        type: "paragraph",
        text: "The link works once and expires in 24 hours. If you did not sign up, ignore this email: nothing happens without it.",
      },
    ],
    signature: SIGNATURE,
  });
}

/** An invitation to join a business's team (docs/product/settings.md#team). */
export function renderInvitationEmail(options: {
  businessName: string;
  inviterName: string;
  link: string;
}): EmailContent {
  return renderEmail({
    subject: `${options.inviterName} invited you to ${options.businessName} on Quotewise`,
    heading: `Join ${options.businessName}`,
    sections: [
      {
        type: "paragraph",
        text: `${options.inviterName} invited you to see and handle ${options.businessName}'s orders and leads on Quotewise.`,
      },
      { type: "link", label: "Accept the invitation", url: options.link },
      {
        type: "paragraph",
        text: "The link works once and expires in 7 days. If you did not expect it, ignore this email.",
      },
    ],
    signature: SIGNATURE,
  });
}
