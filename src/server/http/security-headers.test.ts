import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, tileImageSource } from "./security-headers";

describe("the map's tiles in the CSP", () => {
  it("allows the tile host's images, with Leaflet's {s} subdomains as the wildcard", () => {
    expect(tileImageSource("http://tiles.local:8080/{z}/{x}/{y}.png")).toBe(
      "http://tiles.local:8080",
    );
    expect(tileImageSource("https://{s}.tile.example.org/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.example.org",
    );
    const policy = contentSecurityPolicy({
      frameable: false,
      analytics: false,
      mapTileUrl: "http://tiles.local:8080/{z}/{x}/{y}.png",
    });
    expect(policy.imgSrc).toContain("http://tiles.local:8080");
    expect(policy.connectSrc).toEqual(["'self'"]);
  });

  it("adds no host without tiles", () => {
    const policy = contentSecurityPolicy({ frameable: false, analytics: false });
    expect(policy.imgSrc).toEqual(["'self'", "data:", "https:"]);
  });
});
