import { type EmailContent, renderEmail } from "./email-layout";

export type ContactLeadDetails = {
  name: string;
  email: string;
  company: string;
  phone?: string | null;
  industry?: string | null;
  message: string;
};

/** Quotewise's own notice of a demo request from the marketing site's contact form. */
export function renderContactLeadNotice(lead: ContactLeadDetails): EmailContent {
  return renderEmail({
    subject: `Demo request: ${lead.name}, ${lead.company}`,
    heading: "New demo request",
    sections: [
      {
        type: "rows",
        rows: [
          { label: "Name", value: lead.name },
          { label: "Email", value: lead.email },
          { label: "Company", value: lead.company },
          { label: "Phone", value: lead.phone || "(not given)" },
          { label: "Industry", value: lead.industry || "(not given)" },
        ],
      },
      { type: "paragraph", text: lead.message },
    ],
    signature: "Sent by the Quotewise contact form",
  });
}
