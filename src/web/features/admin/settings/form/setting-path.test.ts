import { describe, expect, it } from "vitest";
import {
  configPathOfServerIssue,
  messagesByPath,
  settingFieldId,
  settingName,
} from "./setting-path";

describe("configPathOfServerIssue", () => {
  it.each([
    ["config.offering.areas[0].prices.FOUR_CAR", "offering.areas[0].prices.FOUR_CAR"],
    ["config.brand.primaryColor", "brand.primaryColor"],
    ["config.name", "name"],
    ["config", ""],
  ])("reads %s as %j", (path, expected) => {
    expect(configPathOfServerIssue(path)).toBe(expected);
  });

  it.each(["version", "body", "configuration.name"])("finds no setting in %s", (path) => {
    expect(configPathOfServerIssue(path)).toBeNull();
  });
});

describe("settingFieldId", () => {
  it.each([
    ["offering.areas[0].prices.FOUR_CAR", "setting-offering-areas-0-prices-FOUR_CAR"],
    [
      "offering.addons[2].pricing.unitPriceCents",
      "setting-offering-addons-2-pricing-unitPriceCents",
    ],
    ["contact.socials[1].url", "setting-contact-socials-1-url"],
    ["name", "setting-name"],
    ["", "setting"],
  ])("names the field of %j %s", (path, id) => {
    expect(settingFieldId(path)).toBe(id);
  });

  it("gives a valid id (no spaces or brackets) to every path", () => {
    expect(settingFieldId("terms.sections[0].paragraphs[3]")).toMatch(/^[A-Za-z][\w-]*$/);
  });
});

describe("messagesByPath", () => {
  it("keeps the first message of each path", () => {
    const messages = messagesByPath([
      { path: "name", message: "must not be empty" },
      { path: "name", message: "second" },
      { path: "tagline", message: "is required" },
    ]);
    expect([...messages]).toEqual([
      ["name", "must not be empty"],
      ["tagline", "is required"],
    ]);
  });
});

describe("settingName", () => {
  it.each([
    ["offering.options", "Options"],
    ["offering.areas[1].prices.TWO_CAR", "Service area 2: prices"],
    ["offering.addons[0].pricing.unitPriceCents", "Add-on 1"],
    ["offering.discounts.earlyBird", "Discounts: early bird"],
    ["offering.service.contract.line", "Contract: line"],
    ["offering.service.infoBullets[2]", "Point on the review step 3"],
    ["contact.socials[0].url", "Contact: social link 1: url"],
    ["offering.services[1].pricing", "Service 2"],
    ["availability.crews[1].areas[0].area", "Crew 2: service area 1: area"],
    ["availability.starts.windows[0].end", "Starts: arrival window 1: end"],
    ["availability.blackoutDates[2]", "Day off 3"],
    ["offering.services[1].pricing.quantities[0].pricing.bands", "Service 2: quantity 1: bands"],
    [
      "offering.services[0].billing.frequencies[2].firstVisit",
      "Service 1: frequency 3: first visit",
    ],
  ])("names %s as %j, with no JSON path or code", (path, name) => {
    expect(settingName(path)).toBe(name);
  });
});
