import { describe, expect, it } from "vitest";
import type { AreaShape } from "@/shared/config-fields";
import type { OfferingArea } from "@/shared/offering";
import { createArea, issuesByArea } from "./area-draft";

const zips: AreaShape = { type: "zip_codes", zipCodes: ["10583"] };

describe("issuesByArea", () => {
  it("sorts the server's issues by the area their path names", () => {
    const { byArea, other } = issuesByArea([
      { path: "offering.areas[2].shape.zipCodes[0]", message: "must be a 5-digit ZIP code" },
      { path: "offering.areas[2].name", message: "must be unique" },
      { path: "offering.areas[0]", message: "is wrong" },
      { path: "offering.areas", message: "must list at least one service area" },
      { path: "offering.options[1].code", message: "has no price in any area" },
    ]);
    expect([...byArea]).toEqual([
      [
        2,
        [
          { path: "shape.zipCodes[0]", message: "must be a 5-digit ZIP code" },
          { path: "name", message: "must be unique" },
        ],
      ],
      [0, [{ path: "", message: "is wrong" }]],
    ]);
    expect(other.map((issue) => issue.path)).toEqual([
      "offering.areas",
      "offering.options[1].code",
    ]);
  });
});

describe("createArea", () => {
  const first: OfferingArea = { name: "Scarsdale", shape: zips, prices: { SMALL: 1000 } };

  it("starts from the first area's prices, under a name no area has", () => {
    const areas = [first, { ...first, name: "New area" }];
    const created = createArea(areas, zips);
    expect(created).toEqual({ name: "New area 2", shape: zips, prices: { SMALL: 1000 } });
    expect(created.prices).not.toBe(first.prices);
    expect(createArea(areas, zips, "Harrison").name).toBe("Harrison");
    expect(createArea([], zips)).toEqual({ name: "New area", shape: zips, prices: {} });
  });
});
