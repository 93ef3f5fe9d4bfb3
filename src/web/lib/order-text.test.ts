import { describe, expect, it } from "vitest";
import type { AdminOrder } from "@/shared/api/admin-contract";
import {
  formatAdminDate,
  formatOrderForCrm,
  formatPaymentStatus,
  orderMapLink,
} from "@/web/lib/order-text";

const order: AdminOrder = {
  id: "6f0c1c52-8d0e-4d7e-9a55-3f1f6f1b2c3d",
  customerName: "Jane Doe",
  email: "jane@example.com",
  phone: "(555) 123-4567",
  address: "12 Heathcote Rd",
  city: "Scarsdale",
  state: "NY",
  zipCode: "10583",
  town: "Scarsdale",
  option: { code: "FOUR_CAR", label: "4-Car Driveway" },
  addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
  totalCents: 24_584,
  taxCents: 1272,
  grandTotalCents: 25_856,
  lines: [
    { kind: "service", label: "4-Car Driveway", amount_cents: 21_900 },
    { kind: "early_bird_discount", label: "Early Bird Discount", amount_cents: -6000 },
    { kind: "addon", label: "Bump-out Extension", amount_cents: 7500 },
    { kind: "fee", label: "Convenience fee", amount_cents: 1184 },
    { kind: "tax", label: "Estimated sales tax", amount_cents: 1272 },
  ],
  paymentStatus: "paid",
  paidInTestMode: false,
  depositCents: null,
  balanceStatus: null,
  onboarded: false,
  onboardedAt: null,
  onboardedBy: null,
  createdAt: "2025-10-02T03:30:00.000Z",
  lat: 40.9887,
  lng: -73.8087,
  demo: false,
  locationPrecision: "street",
};

describe("formatOrderForCrm", () => {
  it("lists customer, email, phone, address, town, service, add-ons, total, payment, created", () => {
    expect(formatOrderForCrm(order, "America/New_York")).toBe(
      [
        "Customer: Jane Doe",
        "Email: jane@example.com",
        "Phone: (555) 123-4567",
        "Address: 12 Heathcote Rd, Scarsdale, NY 10583",
        "Town: Scarsdale",
        "Service: 4-Car Driveway",
        "Add-ons: Bump-out Extension",
        "Total: $258.56 charged ($245.84 + $12.72 tax)",
        "Payment: Paid",
        "Created: Oct 1, 2025, 11:30 PM",
      ].join("\n"),
    );
  });

  it("names the option and how many units of a per-unit add-on were sold", () => {
    const text = formatOrderForCrm(
      {
        ...order,
        option: { code: "TWO_STORY", label: "Two-story Home" },
        addons: [
          { code: "extra_windows", label: "Extra Windows", quantity: 12, price_cents: 9600 },
          { code: "hard_water", label: "Hard Water Stain Removal", price_cents: 4900 },
        ],
      },
      "America/New_York",
    );
    expect(text).toContain("Service: Two-story Home");
    expect(text).toContain("Add-ons: Extra Windows x 12, Hard Water Stain Removal");
  });

  it("says what is missing rather than leaving blanks", () => {
    const text = formatOrderForCrm(
      { ...order, customerName: null, phone: null, addons: [], paymentStatus: "pending" },
      "America/New_York",
    );
    expect(text).toContain("Customer: Not provided");
    expect(text).toContain("Phone: Not provided");
    expect(text).toContain("Add-ons: None");
    expect(text).toContain("Payment: Pending");
  });

  it("says a test-mode payment brought no money", () => {
    const text = formatOrderForCrm({ ...order, paidInTestMode: true }, "America/New_York");
    expect(text).toContain("Payment: Paid in test mode (no money received)");
  });
});

describe("formatPaymentStatus", () => {
  const paid = { paymentStatus: "paid" as const, paidInTestMode: false };
  it("names each stage of an order with a deposit", () => {
    const deposit = { ...paid, depositCents: 17791 };
    expect(formatPaymentStatus({ ...deposit, balanceStatus: "due" })).toBe("Deposit paid");
    expect(formatPaymentStatus({ ...deposit, balanceStatus: "awaiting_customer" })).toBe(
      "Balance awaiting customer",
    );
    expect(formatPaymentStatus({ ...deposit, balanceStatus: "paid" })).toBe("Paid in full");
    expect(formatPaymentStatus({ ...deposit, paymentStatus: "pending", balanceStatus: null })).toBe(
      "Pending",
    );
  });

  it("keeps 'Paid' for an order paid at once, and says when no money moved", () => {
    expect(formatPaymentStatus({ ...paid, depositCents: null, balanceStatus: null })).toBe("Paid");
    expect(
      formatPaymentStatus({
        ...paid,
        paidInTestMode: true,
        depositCents: 5000,
        balanceStatus: "due",
      }),
    ).toBe("Deposit paid in test mode (no money received)");
  });
});

describe("formatAdminDate", () => {
  it("shows the business's wall clock, not UTC", () => {
    expect(formatAdminDate("2025-10-02T03:30:00.000Z", "America/New_York")).toBe(
      "Oct 1, 2025, 11:30 PM",
    );
  });
});

describe("orderMapLink", () => {
  it("links Street View only for a street-level location", () => {
    expect(orderMapLink(order)).toEqual({
      precision: "street",
      url: "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=40.9887,-73.8087",
    });
  });

  it("links the ZIP code's area when only the ZIP was located", () => {
    for (const locationPrecision of ["zip", null] as const) {
      expect(orderMapLink({ ...order, locationPrecision, zipCode: "10583-1234" })).toEqual({
        precision: "zip",
        url: "https://www.google.com/maps/search/?api=1&query=10583%20NY",
      });
    }
  });

  it("is null unless both lat and lng exist", () => {
    expect(orderMapLink({ ...order, lat: null })).toBeNull();
    expect(orderMapLink({ ...order, lng: null })).toBeNull();
  });
});
