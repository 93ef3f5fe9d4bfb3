import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "@/shared/escape-html";
import { resolveService } from "@/shared/service-texts";
import { type BusinessConfig, loadBusinessFile } from "../config/business-config";
import { loadTradeTemplates } from "../config/trade-templates";
import { projectRoot } from "../paths";
import { renderContactLeadNotice } from "./contact-lead-email";
import { renderCustomQuoteAcknowledgement, renderCustomQuoteNotice } from "./custom-quote-emails";
import { renderEmail } from "./email-layout";
import {
  describeOrderContract,
  type PaidOrder,
  renderOrderPaidNotice,
  renderOrderReceipt,
} from "./order-emails";
import { businessNoticeRecipient, businessSender, quotewiseSender } from "./queue-email";

const config = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;

/** The demo's profile selling the window-cleaning template: per visit, per-unit add-ons. */
const windowCleaner: BusinessConfig = {
  ...config,
  name: "Clearview Windows",
  offering: loadTradeTemplates().get("window-cleaning")!,
};

/** An order of the window cleaner: no season, 12 extra windows. */
const windowOrder: PaidOrder = {
  id: "0b8f3c2a-7a41-4f7e-8d0c-5c9e2f1a6b33",
  email: "kim@example.com",
  customerName: "Kim Park",
  phone: null,
  address: "40 Mill Ave",
  city: "Tempe",
  state: "AZ",
  zipCode: "85281",
  area: "Tempe",
  optionLabel: "Two-story Home",
  lines: [
    { kind: "service", label: "Two-story Home (Tempe)", amount_cents: 21900 },
    { kind: "addon", label: "Extra Windows (12 x $8.00)", amount_cents: 9600 },
    { kind: "fee", label: "Convenience fee", amount_cents: 1000 },
  ],
  grandTotalCents: 32500,
  seasonStartsOn: null,
  seasonEndsOn: null,
  paidInTestMode: false,
};

const order: PaidOrder = {
  id: "5f0c6f2e-1d1b-4c57-9a7e-2b8f8e1d9a10",
  email: "pat@example.com",
  customerName: "Pat <script>alert(1)</script>",
  phone: "(555) 123-4567",
  address: "12 Birch Lane",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
  area: "Scarsdale",
  optionLabel: "4-Car Driveway",
  lines: [
    { kind: "service", label: "4-Car Driveway (Scarsdale)", amount_cents: 21900 },
    { kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -6000 },
    { kind: "fee", label: "Convenience fee", amount_cents: 809 },
    { kind: "tax", label: "Estimated sales tax", amount_cents: 1272 },
  ],
  grandTotalCents: 17981,
  seasonStartsOn: "2025-11-10",
  seasonEndsOn: "2026-04-10",
  paidInTestMode: false,
};

const RECEIPT_PDF_URL = "https://quotes.example.com/api/checkout/orders/o-1/receipt.pdf";

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

  it("gives the customer a receipt with the total, the contract and the business's next steps", () => {
    const receipt = renderOrderReceipt({
      order,
      config,
      publicUrl: "https://quotes.example.com",
      receiptPdfUrl: RECEIPT_PDF_URL,
    });
    const { offering } = config;
    expect(receipt.subject).toBe(
      `Payment received: your ${offering.service.contract.name} with ${config.name}`,
    );
    for (const expected of [
      "$179.81",
      "Early Bird Discount: -$60.00",
      `for ${offering.service.name} at 12 Birch Lane`,
      `November 10, 2025 to April 10, 2026, ${offering.season?.note}`,
      ...offering.service.nextSteps.map((step) =>
        step.replace("{phone}", config.contact.phone ?? ""),
      ),
      `https://quotes.example.com/checkout/success?order=${order.id}`,
      `Your receipt (PDF): ${RECEIPT_PDF_URL}`,
      "https://quotes.example.com/terms",
      config.name,
    ]) {
      expect(receipt.text).toContain(expected);
    }
    expect(receipt.text.match(/November 10, 2025/g)).toHaveLength(1);
    expect(receipt.html).toContain("Pat &lt;script&gt;");
    expect(receipt.html).not.toContain("<script>");
  });

  it("says the visit's booked time, its zone named, in the receipt and the business's notice", () => {
    const visitTime = {
      start: "2026-03-09T08:00:00-07:00",
      end: "2026-03-09T09:30:00-07:00",
      timezone: "America/Phoenix",
    };
    const booked = { ...windowOrder, visitTime };
    const receipt = renderOrderReceipt({
      order: booked,
      config: windowCleaner,
      publicUrl: "https://quotes.example.com",
      receiptPdfUrl: RECEIPT_PDF_URL,
    });
    expect(receipt.text).toContain("Your visit: Monday, March 9, 8:00 AM MST.");
    const notice = renderOrderPaidNotice({ order: booked, config: windowCleaner });
    expect(notice.text).toContain("Date and time: Monday, March 9, 8:00 AM MST");
    // Sold without a time: no line about one.
    const unbooked = renderOrderReceipt({
      order: windowOrder,
      config: windowCleaner,
      publicUrl: "https://quotes.example.com",
      receiptPdfUrl: RECEIPT_PDF_URL,
    });
    expect(unbooked.text).not.toContain("Your visit:");
    expect(renderOrderPaidNotice({ order: windowOrder, config: windowCleaner }).text).not.toContain(
      "Date and time:",
    );
  });

  it("tells the business who paid, how to reach them and for what", () => {
    const notice = renderOrderPaidNotice({ order, config });
    expect(notice.subject).toContain("$179.81");
    expect(notice.text).toContain("Phone: (555) 123-4567");
    expect(notice.text).toContain("Service address: 12 Birch Lane, Scarsdale, NY 10583");
    expect(notice.text).toContain("Option: 4-Car Driveway");
    expect(notice.text).toContain(
      `Season contract: November 10, 2025 to April 10, 2026, ${config.offering.season?.note}`,
    );
  });

  it("speaks the offering of a business of another trade: no season, its contract and steps", () => {
    const service = resolveService(windowCleaner.offering.service);
    const receipt = renderOrderReceipt({
      order: windowOrder,
      config: windowCleaner,
      publicUrl: "https://quotewise.example/b/clearview",
      receiptPdfUrl: RECEIPT_PDF_URL,
    });
    expect(receipt.subject).toBe(
      `Payment received: your ${service.contract.name} with Clearview Windows`,
    );
    for (const expected of [
      `of $325.00 for ${service.name} at 40 Mill Ave, Tempe, AZ 85281 (Tempe)`,
      "Extra Windows (12 x $8.00): $96.00",
      `Window cleaning visit: ${service.contract.line}.`,
      `call us at ${windowCleaner.contact.phone}.`,
      "https://quotewise.example/b/clearview/terms",
    ]) {
      expect(receipt.text).toContain(expected);
    }
    expect(receipt.text).not.toMatch(/season|snow|driveway|\{/i);

    const notice = renderOrderPaidNotice({ order: windowOrder, config: windowCleaner });
    expect(notice.text).toContain("Option: Two-story Home");
    expect(notice.text).toContain(`Window cleaning visit: ${service.contract.line}`);
    expect(notice.text).toContain("Extra Windows (12 x $8.00): $96.00");
    expect(notice.text).not.toMatch(/season|snow|driveway/i);
  });

  it("leaves out a season line the order has no dates for", () => {
    const noSeason = { seasonStartsOn: null, seasonEndsOn: null };
    expect(describeOrderContract(config.offering, noSeason)).toBeNull();
    expect(
      renderOrderReceipt({
        order: { ...order, ...noSeason },
        config,
        publicUrl: "",
        receiptPdfUrl: RECEIPT_PDF_URL,
      }).text,
    ).not.toContain("Season contract:");
  });

  it("says an order paid in test mode is a test, in the subject and body of both emails", () => {
    const testOrder = { ...order, paidInTestMode: true };
    const receipt = renderOrderReceipt({
      order: testOrder,
      config,
      publicUrl: "https://quotes.example.com",
      receiptPdfUrl: RECEIPT_PDF_URL,
    });
    const notice = renderOrderPaidNotice({ order: testOrder, config });
    for (const email of [receipt, notice]) {
      expect(email.subject).toMatch(/^\[TEST\] /);
      expect(email.text).toContain("Test mode: no card was charged and no money was received.");
      expect(email.text).toContain("Total (test, not charged): $179.81");
      expect(email.text).not.toContain("Total paid");
    }
    expect(receipt.text).not.toContain("We received your payment");
    expect(notice.text.startsWith("New test order (no money received)")).toBe(true);
    for (const email of [
      renderOrderReceipt({
        order,
        config,
        publicUrl: "https://quotes.example.com",
        receiptPdfUrl: RECEIPT_PDF_URL,
      }),
      renderOrderPaidNotice({ order, config }),
    ]) {
      expect(email.subject).not.toContain("TEST");
      expect(email.text).not.toContain("Test mode");
    }
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
      area: "Harrison",
      description: "Custom quote request from the instant quote system",
    };
    const acknowledgement = renderCustomQuoteAcknowledgement({ request, config }).text;
    expect(acknowledgement).toContain("We'll get back to you the next business day!");
    // One promise: no second, different delay.
    expect(acknowledgement).not.toMatch(/\d+ hours/);
    const notice = renderCustomQuoteNotice({ request, config });
    expect(notice.subject).toBe("Custom quote request: Sam Lee, Harrison");
    expect(notice.text).toContain("Phone: (555) 987-6543");
    expect(notice.text).not.toContain("Service:");

    // A request made after choosing a service names it in the business's words (decision 047).
    const selection = { service: "snow_removal", option: "SIX_CAR" };
    for (const email of [
      renderCustomQuoteNotice({ request: { ...request, selection }, config }),
      renderCustomQuoteAcknowledgement({ request: { ...request, selection }, config }),
    ]) {
      expect(email.text).toContain("Service: Snow removal");
      expect(email.text).toContain("Option: 6-Car Driveway");
    }
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
    const paid = renderOrderPaidNotice({ order: { ...order, customerName: hostile }, config });
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

  it("sends a business's notices to its notifyEmail, else to its contact address", () => {
    expect(businessNoticeRecipient({ ...config, notifyEmail: "ops@example.com" })).toBe(
      "ops@example.com",
    );
    expect(businessNoticeRecipient(config)).toBe("hello@example.com");
  });

  it("sends a business's mail under its name, from MAIL_FROM's address else its own", () => {
    const quotewise = { name: "Quotewise", address: "mail@quotewise.example" };
    expect(businessSender(config, quotewise)).toEqual({
      name: config.name,
      address: "mail@quotewise.example",
    });
    expect(businessSender(config, { address: "mail@quotewise.example" })).toEqual({
      name: config.name,
      address: "mail@quotewise.example",
    });
    expect(businessSender(config, undefined)).toEqual({
      name: config.name,
      address: "hello@example.com",
    });
  });

  it("sends Quotewise's own mail as MAIL_FROM gives it, named Quotewise if it has no name", () => {
    expect(
      quotewiseSender({ name: "QW Sales", address: "mail@qw.example" }, "x@y.example"),
    ).toEqual({ name: "QW Sales", address: "mail@qw.example" });
    expect(quotewiseSender(undefined, "sales@qw.example")).toEqual({
      name: "Quotewise",
      address: "sales@qw.example",
    });
  });
});
