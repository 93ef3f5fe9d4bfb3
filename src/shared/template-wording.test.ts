import { describe, expect, it } from "vitest";
import { serviceTextsByPath, templateWordingPaths } from "./template-wording";

const template = {
  name: "house cleaning",
  billing: "one_time",
  steps: {
    address: { compactSubtitle: "One clean, priced up front." },
    option: { prompt: "Home size" },
  },
  infoBullets: ["We bring the supplies.", "Pay by card."],
};

describe("template wording", () => {
  it("lists every text of the service by its path", () => {
    expect(Object.fromEntries(serviceTextsByPath(template))).toEqual({
      name: "house cleaning",
      billing: "one_time",
      "steps.address.compactSubtitle": "One clean, priced up front.",
      "steps.option.prompt": "Home size",
      "infoBullets[0]": "We bring the supplies.",
      "infoBullets[1]": "Pay by card.",
    });
  });

  it("names the texts a renamed service still has word for word from its template", () => {
    const texts = Object.fromEntries(serviceTextsByPath(template));
    const renamed = structuredClone(template);
    renamed.name = "lawn care";
    renamed.steps.option.prompt = "Lawn size";
    renamed.infoBullets[0] = "We bring the mowers.";
    expect(templateWordingPaths(renamed, texts)).toEqual([
      "billing",
      "steps.address.compactSubtitle",
      "infoBullets[1]",
    ]);
  });
});
