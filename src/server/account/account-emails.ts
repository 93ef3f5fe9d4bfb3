import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "../email/email-layout";

/** The link that signs a customer in to their page (docs/product/customer-account.md#signing-in). */
export function renderCustomerSignInEmail(options: {
  config: BusinessConfig;
  link: string;
}): EmailContent {
  const { config } = options;
  return renderEmail({
    subject: `Your sign-in link for ${config.name}`,
    heading: `Sign in to your ${config.name} account`,
    sections: [
      {
        type: "paragraph",
        text: `Open this link to see your orders, visits and plans with ${config.name}.`,
      },
      { type: "link", label: "Sign in", url: options.link },
      {
        type: "paragraph",
        text: "The link works once and expires in 15 minutes. If you did not ask for it, ignore this email: nobody can sign in without it.",
      },
    ],
    signature: businessSignature(config),
    buttonColor: config.brand?.primaryColor,
  });
}
