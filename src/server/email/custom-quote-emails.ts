import { describeSelection, type RequestedSelection } from "@/domain/order-service";
import type { BusinessConfig } from "../config/business-config";
import { businessSignature, type EmailContent, renderEmail } from "./email-layout";

export type CustomQuoteDetails = {
  id: string;
  customerName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  /** Null outside every service area. */
  area: string | null;
  description: string;
  propertyDetails?: string | undefined;
  /** The service the customer chose before asking, when they did (decision 042). */
  selection?: RequestedSelection | null | undefined;
};

/** The business's notice of a custom quote request. */
export function renderCustomQuoteNotice(options: {
  request: CustomQuoteDetails;
  config: BusinessConfig;
}): EmailContent {
  const { request, config } = options;
  return renderEmail({
    subject: `Custom quote request: ${request.customerName}, ${request.area ?? request.city}`,
    heading: "New custom quote request",
    sections: [
      {
        type: "rows",
        rows: [
          { label: "Customer", value: request.customerName },
          { label: "Email", value: request.email },
          { label: "Phone", value: request.phone },
          {
            label: "Address",
            value: `${request.address}, ${request.city}, ${request.state} ${request.zipCode}`,
          },
          { label: "Service area", value: request.area ?? "Outside every service area" },
          ...describeSelection(request.selection, config.offering),
          { label: "Request", value: request.id },
        ],
      },
      { type: "paragraph", text: request.description },
      ...(request.propertyDetails
        ? [{ type: "paragraph" as const, text: `About the property: ${request.propertyDetails}` }]
        : []),
      {
        type: "paragraph",
        text: "The customer was told you will get back to them the next business day.",
      },
    ],
    signature: `Sent by Quotewise for ${config.name}`,
  });
}

/** The customer's acknowledgement that their custom quote request was received. */
export function renderCustomQuoteAcknowledgement(options: {
  request: CustomQuoteDetails;
  config: BusinessConfig;
}): EmailContent {
  const { request, config } = options;
  const asked = describeSelection(request.selection, config.offering);
  return renderEmail({
    subject: `We received your custom quote request: ${config.name}`,
    heading: `Thank you, ${request.customerName}`,
    sections: [
      {
        type: "paragraph",
        text: `Your custom quote request for ${request.address}, ${request.city} has been received. We'll get back to you the next business day!`,
      },
      ...(asked.length > 0 ? [{ type: "rows" as const, rows: asked }] : []),
      {
        type: "list",
        items: [
          "Personal contact: we'll reach out by the next business day.",
          "Custom quote: we'll send you a personalised price for your property.",
        ],
      },
    ],
    signature: businessSignature(config),
  });
}
