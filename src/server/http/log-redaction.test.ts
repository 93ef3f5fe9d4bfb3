import { describe, expect, it } from "vitest";
import { urlForLog } from "./log-redaction";

const ID = "5d1f0e2a-93c4-4b8e-a0f7-2c6b9e1d4a37";

describe("a URL as logged", () => {
  it("hides the order id and the visit charge id under either API base", () => {
    expect(urlForLog(`/api/checkout/orders/${ID}/receipt.pdf`)).toBe(
      "/api/checkout/orders/:orderId/receipt.pdf",
    );
    expect(urlForLog(`/api/b/mow/checkout/orders/${ID}`)).toBe(
      "/api/b/mow/checkout/orders/:orderId",
    );
    expect(urlForLog(`/api/checkout/visit-charges/${ID}/receipt.pdf`)).toBe(
      "/api/checkout/visit-charges/:chargeId/receipt.pdf",
    );
    expect(urlForLog(`/api/b/mow/checkout/visit-charges/${ID}/receipt.pdf?x=${ID}`)).toBe(
      "/api/b/mow/checkout/visit-charges/:chargeId/receipt.pdf?x=[redacted]",
    );
  });

  it("keeps other paths as they are", () => {
    expect(urlForLog("/api/b/mow/checkout")).toBe("/api/b/mow/checkout");
    expect(urlForLog("/api/admin/visits/abc/done")).toBe("/api/admin/visits/abc/done");
  });
});
