import { describe, expect, it } from "vitest";
import { formatOfferLastDay, rememberOfferLastDay } from "./offer-last-day";

describe("the early bird's last day", () => {
  it("is the day before the end, in the business's time zone", () => {
    expect(formatOfferLastDay("2025-10-16T04:00:00.000Z", "America/Chicago")).toBe("Oct 15");
    expect(formatOfferLastDay("2025-10-16T06:00:00.000Z", "Europe/Paris")).toBe("Oct 16");
  });

  it("is the server's label when the page was handed one", () => {
    rememberOfferLastDay("2031-03-01T05:00:00.000Z", "America/New_York", "the server's Feb 28");
    expect(formatOfferLastDay("2031-03-01T05:00:00.000Z", "America/New_York")).toBe(
      "the server's Feb 28",
    );
    expect(formatOfferLastDay("2031-03-01T05:00:00.000Z", "UTC")).toBe("Mar 1");
  });
});
