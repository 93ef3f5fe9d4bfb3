import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBusinessConfig } from "../config/business-config";
import { projectRoot } from "../paths";
import { renderContactLeadNotice } from "./contact-lead-email";
import { renderCustomQuoteAcknowledgement, renderCustomQuoteNotice } from "./custom-quote-emails";
import { escapeHtml, renderEmail } from "./email-layout";
import { type PaidOrder, renderOrderPaidNotice, renderOrderReceipt } from "./order-emails";
import { businessNoticeRecipient } from "./queue-email";

const business = loadBusinessConfig(resolve(projectRoot, "config/demo-business.json"));

const order: PaidOrder = {
  id: "5f0c6f2e-1d1b-4c57-9a7e-2b8f8e1d9a10",
  email: "pat@example.com",
  customerName: "Pat <script>alert(1)</script>",
  phone: "(555) 123-4567",
  address: "12 Birch Lane",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
  town: "Scarsdale",
  lines: [
    { kind: "service", label: "4-Car Driveway (Scarsdale)", amount_cents: 21900 },
    { kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -6000 },
    { kind: "fee", label: "Convenience fee", amount_cents: 809 },
    { kind: "tax", label: "Estimated sales tax", amount_cents: 1272 },
  ],
  grandTotalCents: 17981,
  seasonStartsOn: "2025-11-10",
  seasonEndsOn: "2026-04-10",
};

describe("emails", () => {
  it("escapes every value in the HTML body", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
    const email = renderEmail({
      subject: "S <1>",
      heading: "H <2>",
      sections: [
        { type: "paragraph", text: "<p>" },
        { type: "rows", rows: [{ label: "<l>", value: "<v>" }] },
        { type: "list", items: ["<i>"] },
      ],
      signature: "<sig>",
    });
    expect(email.html).not.toMatch(/<(1|2|p|l|v|i|sig)>/);
    expect(email.text).toBe("H <2>\n\n<p>\n\n<l>: <v>\n\n1. <i>\n\n<sig>");
  });

  it("gives the customer a receipt with the total, season, trigger and next steps", () => {
    const receipt = renderOrderReceipt({ order, business, publicUrl: "https://snow.example.com" });
    expect(receipt.subject).toBe(
      "Payment received: your snow removal season contract with Northside Snow Co.",
    );
    for (const expected of [
      "$179.81",
      "Early Bird Discount: -$60.00",
      "November 10, 2025 to April 10, 2026, 3-inch snow trigger",
      "next business day",
      `https://snow.example.com/checkout/success?order=${order.id}`,
      "Northside Snow Co.",
    ]) {
      expect(receipt.text).toContain(expected);
    }
    expect(receipt.html).toContain("Pat &lt;script&gt;");
    expect(receipt.html).not.toContain("<script>");
  });

  it("tells the business who paid, how to reach them and for what", () => {
    const notice = renderOrderPaidNotice({ order, business });
    expect(notice.subject).toContain("$179.81");
    expect(notice.text).toContain("Phone: (555) 123-4567");
    expect(notice.text).toContain("Service address: 12 Birch Lane, Scarsdale, NY 10583");
  });

  it("acknowledges a custom quote request by the next business day and notifies the business", () => {
    const request = {
      id: "req-1",
      customerName: "Sam Lee",
      email: "sam@example.com",
      phone: "(555) 987-6543",
      address: "3 Elm St",
      city: "Harrison",
      state: "NY",
      zipCode: "10528",
      town: "Harrison",
      description: "Custom driveway quote request from the instant quote system",
    };
    expect(renderCustomQuoteAcknowledgement({ request, business }).text).toContain(
      "We'll get back to you the next business day!",
    );
    const notice = renderCustomQuoteNotice({ request, business });
    expect(notice.subject).toBe("Custom quote request: Sam Lee, Harrison");
    expect(notice.text).toContain("Phone: (555) 987-6543");
  });

  it("keeps customer-typed text in a subject on one line, so it cannot add a header", () => {
    const hostile = "Ana\r\nBcc: everyone@example.com\u2028X-Spam: 1";
    const notice = renderContactLeadNotice({
      name: hostile,
      email: "ana@example.com",
      company: "Co\n",
      message: "hi",
    });
    expect(notice.subject).toBe("Demo request: Ana Bcc: everyone@example.com X-Spam: 1, Co");
    const paid = renderOrderPaidNotice({ order: { ...order, customerName: hostile }, business });
    expect(paid.subject).not.toMatch(/[\r\n\u2028]/);
  });

  it("notifies Quotewise of a contact lead", () => {
    const notice = renderContactLeadNotice({
      name: "Ana",
      email: "ana@example.com",
      company: "Ana's HVAC",
      message: "Demo please",
    });
    expect(notice.subject).toBe("Demo request: Ana, Ana's HVAC");
    expect(notice.text).toContain("Phone: (not given)");
    expect(notice.html).toContain("Ana&#39;s HVAC");
  });

  it("sends business notices to NOTIFY_EMAIL, else to the business's contact address", () => {
    expect(businessNoticeRecipient({ notifyEmail: "ops@example.com", business })).toBe(
      "ops@example.com",
    );
    expect(businessNoticeRecipient({ notifyEmail: undefined, business })).toBe("hello@example.com");
  });
});
