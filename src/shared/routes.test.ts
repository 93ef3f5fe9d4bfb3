import { describe, expect, it } from "vitest";
import {
  ADMIN_PLANS_PATH,
  adminOrderPath,
  adminPlanPath,
  adminSettingsPath,
  isPagePath,
  PAGE_PATHS,
  ROUTES,
  SETTINGS_SECTIONS,
  toPagePath,
} from "./routes";

describe("PAGE_PATHS", () => {
  it("lists every page of the route table and the payment return pages once", () => {
    expect(PAGE_PATHS).toHaveLength(33);
    expect(new Set(PAGE_PATHS).size).toBe(PAGE_PATHS.length);
    expect(PAGE_PATHS).toContain("/industries/snow-removal-instant-quote");
    expect(PAGE_PATHS).toContain("/checkout/success");
    expect(PAGE_PATHS).toContain("/offer");
  });

  it("holds only absolute paths without a trailing slash, query or parameters", () => {
    for (const path of PAGE_PATHS) {
      expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
    }
  });
});

describe("isPagePath", () => {
  it("accepts every listed path", () => {
    for (const path of PAGE_PATHS) expect(isPagePath(path)).toBe(true);
  });

  it("ignores one trailing slash, the query and the hash", () => {
    expect(isPagePath("/quote/")).toBe(true);
    expect(isPagePath("/quote?zip=10583")).toBe(true);
    expect(isPagePath("/quote/?zip=10583#top")).toBe(true);
    expect(isPagePath("/?utm_source=mail")).toBe(true);
    expect(toPagePath("/admin/")).toBe(ROUTES.admin);
  });

  it("routes an order's detail view to the admin page, and nothing else under /admin", () => {
    const orderId = "6f0c1c52-8d0e-4d7e-9a55-3f1f6f1b2c3d";
    expect(adminOrderPath(orderId)).toBe(`/admin/orders/${orderId}`);
    expect(toPagePath(adminOrderPath(orderId))).toBe(ROUTES.admin);
    expect(toPagePath(`${adminOrderPath(orderId)}/?tab=paid`)).toBe(ROUTES.admin);
    for (const path of ["/admin/orders", "/admin/orders/42", `/admin/orders/${orderId}/x`]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it("routes the plans and one plan's page to the admin page, and nothing else under plans", () => {
    const planId = "6f0c1c52-8d0e-4d7e-9a55-3f1f6f1b2c3d";
    expect(adminPlanPath(planId)).toBe(`/admin/plans/${planId}`);
    expect(toPagePath(ADMIN_PLANS_PATH)).toBe(ROUTES.admin);
    expect(toPagePath(`${adminPlanPath(planId)}/`)).toBe(ROUTES.admin);
    for (const path of ["/admin/plans/42", `/admin/plans/${planId}/x`, "/admin/planss"]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it("routes the settings sections and the emailed links' pages to the admin page", () => {
    expect(toPagePath("/admin/settings")).toBe(ROUTES.admin);
    for (const section of SETTINGS_SECTIONS) {
      expect(toPagePath(adminSettingsPath(section)), section).toBe(ROUTES.admin);
    }
    expect(toPagePath("/admin/verify-email")).toBe(ROUTES.admin);
    expect(toPagePath("/admin/join")).toBe(ROUTES.admin);
    for (const path of ["/admin/settings/nope", "/admin/settings/Profile", "/admin/join/x"]) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it("rejects unknown, nested, differently cased and empty paths", () => {
    for (const path of ["/nope", "/quote/extra", "/Quote", "/quote//", "", "quote", "/features"]) {
      expect(isPagePath(path)).toBe(false);
    }
  });
});
