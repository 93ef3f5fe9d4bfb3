import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadBusinessFile } from "../config/business-config";
import { projectRoot } from "../paths";
import { renderQuoteReminder, unsubscribeHeaders } from "./quote-reminder-email";

const config = loadBusinessFile(resolve(projectRoot, "config/demo-business.json")).config;
const reminder = {
  address: "12 Birch Lane, Scarsdale",
  totalCents: 23618,
  resumeUrl: "https://quotes.example/b/northside-snow/quote#resume=abc",
  unsubscribeUrl: "https://quotes.example/api/b/northside-snow/reminders/unsubscribe?token=xyz",
};

describe("renderQuoteReminder", () => {
  it("fills the default wording with the business, service, address and price", () => {
    const email = renderQuoteReminder({ config, reminder });
    expect(email.subject).toBe(`Your ${config.offering.service.name} quote from ${config.name}`);
    expect(email.text).toContain("12 Birch Lane, Scarsdale was $236.18");
    expect(email.text).toContain(`View your quote: ${reminder.resumeUrl}`);
    expect(email.text).toContain(`Unsubscribe from reminders: ${reminder.unsubscribeUrl}`);
    expect(email.text).toContain(config.contact.email);
  });

  it("uses the business's own words, paragraphs and button colour, escaped in HTML", () => {
    const email = renderQuoteReminder({
      config: {
        ...config,
        name: "Pat & Sons <Snow>",
        brand: { primaryColor: "#7c2d12" },
        recovery: {
          enabled: true,
          delayMinutes: 60,
          quietHours: { start: "22:00", end: "07:00" },
          subject: "{price} for {address}",
          body: "Hello from {business}.\n\nStill interested?",
        },
      },
      reminder,
    });
    expect(email.subject).toBe("$236.18 for 12 Birch Lane, Scarsdale");
    expect(email.html).toContain("Hello from Pat &amp; Sons &lt;Snow&gt;.</p>");
    expect(email.html).toContain("Still interested?</p>");
    expect(email.html).toContain("background:#7c2d12");
    expect(email.html).not.toContain("<Snow>");
  });
});

describe("unsubscribeHeaders", () => {
  it("are RFC 8058 one-click headers", () => {
    expect(unsubscribeHeaders(reminder.unsubscribeUrl)).toEqual({
      "List-Unsubscribe": `<${reminder.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
