import { describe, expect, it } from "vitest";
import type { AdminOrder } from "@/shared/api/admin-contract";
import { formatAdminDate, formatOrderForCrm, streetViewUrl } from "./order-text";

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
  drivewaySize: "FOUR_CAR",
  drivewaySizeLabel: "4-Car Driveway",
  addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
  totalCents: 24_584,
  grandTotalCents: 25_856,
  paymentStatus: "paid",
  onboarded: false,
  onboardedAt: null,
  onboardedBy: null,
  createdAt: "2025-10-02T03:30:00.000Z",
  lat: 40.9887,
  lng: -73.8087,
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
        "Total: $245.84",
        "Payment: Paid",
        "Created: Oct 1, 2025, 11:30 PM",
      ].join("\n"),
    );
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
});

describe("formatAdminDate", () => {
  it("shows the business's wall clock, not UTC", () => {
    expect(formatAdminDate("2025-10-02T03:30:00.000Z", "America/New_York")).toBe(
      "Oct 1, 2025, 11:30 PM",
    );
  });
});

describe("streetViewUrl", () => {
  it("builds a Street View link from lat and lng", () => {
    expect(streetViewUrl(order)).toBe(
      "https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=40.9887,-73.8087",
    );
  });

  it("is null unless both exist", () => {
    expect(streetViewUrl({ lat: null, lng: -73.8 })).toBeNull();
    expect(streetViewUrl({ lat: 40.9, lng: null })).toBeNull();
  });
});
