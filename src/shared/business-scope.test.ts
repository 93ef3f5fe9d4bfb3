import { describe, expect, it } from "vitest";
import { businessScopeOf, DEFAULT_SCOPE, embedPathFor, splitBusinessPath } from "./business-scope";
import { BUSINESS_PAGE_PATHS, toScopedPagePath } from "./routes";

const acme = { slug: "acme", apiBase: "/api/b/acme", pageBase: "/b/acme" };

describe("splitBusinessPath", () => {
  it("reads the business from /b/{slug}/... and keeps the rest with its query and hash", () => {
    expect(splitBusinessPath("/b/acme/quote")).toEqual({ scope: acme, rest: "/quote" });
    expect(splitBusinessPath("/b/acme/checkout/success?order=1#top")).toEqual({
      scope: acme,
      rest: "/checkout/success?order=1#top",
    });
    expect(splitBusinessPath("/b/acme")).toEqual({ scope: acme, rest: "" });
    expect(splitBusinessPath("/b/acme/")).toEqual({ scope: acme, rest: "/" });
    expect(splitBusinessPath("/b/acme?x=1")).toEqual({ scope: acme, rest: "?x=1" });
  });

  it("gives every other path to the default business, unchanged", () => {
    for (const path of [
      "/quote",
      "/",
      "/embed?origin=x",
      "/b",
      "/b/",
      "/bee/quote",
      "/api/b/acme",
    ]) {
      expect(splitBusinessPath(path)).toEqual({ scope: DEFAULT_SCOPE, rest: path });
    }
    expect(DEFAULT_SCOPE).toEqual({ slug: undefined, apiBase: "/api", pageBase: "" });
  });

  it("decodes the slug for reading and encodes it again in the bases", () => {
    expect(businessScopeOf("/b/a%20b/quote")).toEqual({
      slug: "a b",
      apiBase: "/api/b/a%20b",
      pageBase: "/b/a%20b",
    });
    expect(businessScopeOf("/b/%E0%A4%A/quote").slug).toBe("%E0%A4%A");
  });
});

describe("toScopedPagePath", () => {
  it("serves a business's own pages under its prefix, trailing slash and query ignored", () => {
    for (const page of BUSINESS_PAGE_PATHS) {
      expect(toScopedPagePath(`/b/acme${page}`)).toEqual({ scope: acme, page });
    }
    expect(toScopedPagePath("/b/acme/terms/?x=1").page).toBe("/terms");
  });

  it("has no marketing, admin or other page under a business's prefix", () => {
    for (const path of [
      "/b/acme",
      "/b/acme/",
      "/b/acme/admin",
      "/b/acme/privacy-policy",
      "/b/acme/demo",
      "/b/acme/x",
    ]) {
      expect(toScopedPagePath(path).page).toBeUndefined();
    }
  });

  it("keeps the seed's pages for the default business", () => {
    expect(toScopedPagePath("/quote")).toEqual({ scope: DEFAULT_SCOPE, page: "/quote" });
    expect(toScopedPagePath("/admin").page).toBe("/admin");
    expect(toScopedPagePath("/nowhere").page).toBeUndefined();
  });
});

describe("embedPathFor", () => {
  it("frames the embed of the business the snippet's link names", () => {
    expect(embedPathFor("/b/acme/quote")).toBe("/b/acme/embed");
    expect(embedPathFor("/b/acme")).toBe("/b/acme/embed");
    expect(embedPathFor("/quote")).toBe("/embed");
    expect(embedPathFor("/")).toBe("/embed");
  });
});
