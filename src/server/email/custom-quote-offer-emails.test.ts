import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBusinessFile } from "../config/business-config";
import { projectRoot } from "../paths";
import {
  renderCustomQuoteOffer,
  renderCustomQuoteRenewalRequest,
} from "./custom-quote-offer-emails";

const demo = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const branded = { ...demo, brand: { primaryColor: "#0f5132" } };
const URL = "https://quotes.example.com/offer#token=abc";

const offer = {
  customerName: "Casey <Custom>",
  lines: [
    { kind: "service" as const, label: "Clear the rear lot", amount_cents: 45000 },
    { kind: "fee" as const, label: "Convenience fee", amount_cents: 2235 },
    { kind: "tax" as const, label: "Estimated sales tax", amount_cents: 3600 },
  ],
  grandTotalCents: 50835,
  amountDueNowCents: 50835,
  amountDueLaterCents: 0,
  note: "Gate code <1234>",
  lastDay: "2025-10-15",
};

describe("the offer email", () => {
  it("carries the lines, the total, the note, the last day and the link", () => {
    const email = renderCustomQuoteOffer({ offer, config: demo, url: URL, revised: false });
    expect(email.subject).toBe("Your quote from Northside Snow Co.");
    expect(email.text).toContain("Clear the rear lot: $450.00");
    expect(email.text).toContain("Total: $508.35");
    expect(email.text).toContain("until the end of October 15, 2025");
    expect(email.text).toContain(`View and accept your quote: ${URL}`);
    expect(email.text).toContain("Northside Snow Co.");
  });

  it("says what a deposit is and when the rest is charged", () => {
    const email = renderCustomQuoteOffer({
      offer: { ...offer, amountDueNowCents: 15251, amountDueLaterCents: 35584 },
      config: demo,
      url: URL,
      revised: false,
    });
    expect(email.text).toContain("with a deposit of $152.51");
    expect(email.text).toContain(
      "The rest, $355.84, is charged to the same card when the job is done.",
    );
  });

  it("escapes what people typed and paints the button in the business's colour", () => {
    const email = renderCustomQuoteOffer({ offer, config: branded, url: URL, revised: true });
    expect(email.subject).toBe("Your revised quote from Northside Snow Co.");
    expect(email.html).toContain("Casey &lt;Custom&gt;");
    expect(email.html).toContain("Gate code &lt;1234&gt;");
    expect(email.html).not.toContain("<Custom>");
    expect(email.html).toContain("background:#0f5132");
  });

  it("tells the business who asks for a new quote", () => {
    const email = renderCustomQuoteRenewalRequest({
      request: {
        customerName: "Casey Custom",
        email: "casey@example.com",
        phone: "(555) 010-0177",
        address: "7 Fox Meadow Rd",
        city: "Scarsdale",
      },
      config: demo,
      reason: "expired",
    });
    expect(email.subject).toBe("New quote requested: Casey Custom, Scarsdale");
    expect(email.text).toContain("opened a quote that has expired");
    expect(email.text).toContain("Email: casey@example.com");
  });
});
