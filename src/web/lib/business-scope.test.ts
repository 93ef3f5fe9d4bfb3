import { afterEach, describe, expect, it, vi } from "vitest";
import {
  businessApi,
  businessPage,
  businessStorageKey,
  currentBusinessScope,
  renderingPagePath,
} from "@/web/lib/business-scope";

function at(pathname: string) {
  vi.stubGlobal("window", { location: { pathname } });
}

afterEach(() => vi.unstubAllGlobals());

describe("the business scope of the page in this tab", () => {
  it("is the default business's /api and unprefixed pages on the seed's paths", () => {
    at("/quote");
    expect(businessApi("/price")).toBe("/api/price");
    expect(businessPage("/terms")).toBe("/terms");
    expect(businessStorageKey("quotewise.quote")).toBe("quotewise.quote");
  });

  it("is /api/b/{slug} and /b/{slug} on a business's hosted pages", () => {
    at("/b/harbor-view/checkout/success");
    expect(currentBusinessScope().slug).toBe("harbor-view");
    expect(businessApi("/checkout/orders/1")).toBe("/api/b/harbor-view/checkout/orders/1");
    expect(businessPage("/quote")).toBe("/b/harbor-view/quote");
    expect(businessStorageKey("quotewise.quote")).toBe("quotewise.quote:harbor-view");
  });

  it("is the default business where there is no window (prerendering)", () => {
    vi.stubGlobal("window", undefined);
    expect(currentBusinessScope().apiBase).toBe("/api");
  });

  it("is the business of the page the server renders, while it renders it", () => {
    vi.stubGlobal("window", undefined);
    renderingPagePath("/b/harbor-view/quote");
    try {
      expect(businessApi("/config")).toBe("/api/b/harbor-view/config");
      expect(businessPage("/terms")).toBe("/b/harbor-view/terms");
    } finally {
      renderingPagePath(undefined);
    }
    expect(businessApi("/config")).toBe("/api/config");
  });
});
