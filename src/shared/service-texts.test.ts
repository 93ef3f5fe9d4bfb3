import { describe, expect, it } from "vitest";
import type { Offering } from "./offering";
import { deriveTexts, ownerWords, resolveService, textSource } from "./service-texts";

/** A service that sets only its words: every text is derived. */
const cleaning: Offering["service"] = {
  name: "carpet cleaning",
  propertyNoun: "home",
  measure: "carpet area",
  unit: "clean",
  billing: "one_time",
  icon: "sparkles",
  contract: {},
  steps: { address: {}, option: {}, addons: {}, review: {}, details: {} },
  infoBullets: ["We bring the machines."],
  nextSteps: ["We'll call you."],
};

describe("the texts derived from the owner's words", () => {
  it("names the option step, its prices and the widget's line after the words", () => {
    const service = resolveService(cleaning);
    expect(service.steps.option).toEqual({
      title: "Select your carpet area",
      prompt: "Carpet area",
      priceUnit: "one clean",
      progressLabel: "Carpet",
      progressShortLabel: "Area",
    });
    expect(service.steps.address.compactSubtitle).toBe(
      "One clean, priced up front. We'll check that we serve your address first.",
    );
    expect(service.headline).toBe("Carpet cleaning, priced up front");
    expect(service.contract).toEqual({
      name: "carpet cleaning",
      line: "One clean, on a day we agree with you",
    });
    expect(service.linkText).toBe("Get an instant {service} quote");
    expect(service.steps.details.propertyPlaceholder).toBe(
      "Anything we should know about your home...",
    );
  });

  it("follows the billing: per visit, or the season's dates", () => {
    const visits = deriveTexts(ownerWords({ ...cleaning, billing: "per_visit" }), "per_visit");
    expect(visits["steps.option.priceUnit"]).toBe("per clean");
    expect(visits["steps.address.compactSubtitle"]).toMatch(/^Priced per clean\. /);
    expect(visits["contract.line"]).toBe("One clean, scheduled with you by email");
    expect(visits.headline).toBe("Carpet cleaning, priced per clean");
    const season = deriveTexts(
      ownerWords({ ...cleaning, unit: undefined, billing: "season" }),
      "season",
    );
    expect(season["contract.line"]).toBe("{start} to {end}");
    expect(season["steps.option.priceUnit"]).toBe("per season");
  });

  it("measures the property's size and sells visits while those words are not set", () => {
    const words = ownerWords({ ...cleaning, measure: undefined, unit: " " });
    expect(words).toEqual({
      name: "carpet cleaning",
      propertyNoun: "home",
      measure: "home size",
      unit: "visit",
    });
  });

  it("lets an override win, and the derived text return once it is cleared", () => {
    const overridden = structuredClone(cleaning);
    overridden.steps.option.prompt = "Rooms";
    overridden.linkText = "Book a carpet clean";
    expect(resolveService(overridden).steps.option.prompt).toBe("Rooms");
    expect(resolveService(overridden).linkText).toBe("Book a carpet clean");
    delete overridden.steps.option.prompt;
    expect(resolveService(overridden).steps.option.prompt).toBe("Carpet area");
  });

  it("renames every derived text when the service is renamed", () => {
    const renamed = resolveService({ ...cleaning, name: "rug care", measure: "rug size" });
    expect(renamed.steps.option.prompt).toBe("Rug size");
    expect(renamed.headline).toBe("Rug care, priced up front");
    expect(renamed.contract.name).toBe("rug care");
  });

  it("keeps each step's texts in the schema's order, the optional subtitle in its place", () => {
    const service = structuredClone(cleaning);
    service.steps.address.subtitle = "We serve {areas}.";
    expect(Object.keys(resolveService(service).steps.address)).toEqual([
      "title",
      "subtitle",
      "compactSubtitle",
      "progressLabel",
      "progressShortLabel",
    ]);
    expect(Object.keys(resolveService(cleaning).steps.review)).toEqual([
      "title",
      "progressLabel",
      "progressShortLabel",
    ]);
  });

  it("says whether a text is derived, the owner's own, or still the template's", () => {
    const service = structuredClone(cleaning);
    service.steps.option.prompt = "Home size";
    service.headline = "Clean carpets";
    const template = { "steps.option.prompt": "Home size" };
    expect(textSource(service, "steps.option.title", template)).toBe("derived");
    expect(textSource(service, "steps.option.prompt", template)).toBe("template");
    expect(textSource(service, "headline", template)).toBe("own");
  });
});
