import { type EmailContent, renderEmail } from "../email/email-layout";

/** To a business's owner when Quotewise turned off an endpoint that kept failing. */
export function renderEndpointDisabledEmail(options: {
  businessName: string;
  url: string;
  settingsLink: string;
}): EmailContent {
  return renderEmail({
    subject: `A webhook endpoint of ${options.businessName} was turned off`,
    heading: "A webhook endpoint was turned off",
    sections: [
      {
        type: "paragraph",
        text: `Every delivery to ${options.url} failed for 5 days, so we turned the endpoint off: it receives no events until you turn it on again. The delivery log shows each failed attempt and its answer.`,
      },
      { type: "link", label: "Open webhook settings", url: options.settingsLink },
    ],
    signature: "Quotewise · instant quotes and payments for service businesses",
  });
}
