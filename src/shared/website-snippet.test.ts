import { describe, expect, it } from "vitest";
import snowRemoval from "../../config/trades/snow-removal.json";
import { type Offering, validateOffering } from "./offering";
import { businessLinks, embedSnippet, websiteLinkText } from "./website-snippet";

describe("businessLinks", () => {
  it("names the business's hosted quote page and its widget", () => {
    expect(businessLinks("https://quotes.example.com", "acme-cleaning")).toEqual({
      quotePage: "https://quotes.example.com/b/acme-cleaning/quote",
      widget: "https://quotes.example.com/b/acme-cleaning/embed",
    });
  });
});

describe("embedSnippet", () => {
  it("links the business's quote page for /embed.js to frame", () => {
    expect(
      embedSnippet({
        origin: "https://quotes.example.com",
        slug: "acme-cleaning",
        linkText: "Get an instant house cleaning quote",
      }),
    ).toBe(
      [
        '<a href="https://quotes.example.com/b/acme-cleaning/quote" data-quotewise-widget>Get an instant house cleaning quote</a>',
        '<script src="https://quotes.example.com/embed.js" async></script>',
      ].join("\n"),
    );
  });

  it("escapes the link's text", () => {
    const snippet = embedSnippet({
      origin: "https://q.test",
      slug: "a",
      linkText: "A & B <quote>",
    });
    expect(snippet).toContain(">A &amp; B &lt;quote&gt;</a>");
  });
});

describe("websiteLinkText", () => {
  // A template in today's one-service shape.
  const validated = validateOffering(snowRemoval);
  if (!validated.ok) throw new Error("the snow-removal template must be valid");
  const template: Offering = validated.offering;

  it("follows the service's name until the owner writes their own", () => {
    expect(websiteLinkText(template)).toBe("Get an instant snow removal quote");
    const renamed = structuredClone(template);
    renamed.service.name = "carpet cleaning";
    expect(websiteLinkText(renamed)).toBe("Get an instant carpet cleaning quote");
    renamed.service.linkText = "Price your {service} now";
    expect(websiteLinkText(renamed)).toBe("Price your carpet cleaning now");
  });
});
