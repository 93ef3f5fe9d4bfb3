import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diffJson, LONG_VALUE, MAX_RECORDED_CHANGES } from "./config-diff";

describe("diffJson", () => {
  it("names each changed leaf by its JSON path, with its values before and after", () => {
    const before = { name: "A", offering: { areas: [{ name: "X", prices: { SMALL: 4500 } }] } };
    const after = { name: "B", offering: { areas: [{ name: "X", prices: { SMALL: 5000 } }] } };
    expect(diffJson(before, after)).toEqual([
      { path: "name", before: "A", after: "B" },
      { path: "offering.areas[0].prices.SMALL", before: 4500, after: 5000 },
    ]);
  });

  it("tells added and removed fields and list items by the side that lacks them", () => {
    expect(diffJson({ a: 1 }, { b: 2 })).toEqual([
      { path: "a", before: 1 },
      { path: "b", after: 2 },
    ]);
    expect(diffJson({ list: ["x"] }, { list: ["x", "y"] })).toEqual([
      { path: "list[1]", after: "y" },
    ]);
  });

  it("records a changed coordinate array as one change, and long values as a mark", () => {
    const ring = (shift: number) =>
      Array.from({ length: 40 }, (_, index) => [-73.8 + shift, 40.9 + index / 1000]);
    const changes = diffJson(
      { shape: { type: "Polygon", coordinates: [ring(0)] } },
      { shape: { type: "Polygon", coordinates: [ring(0.01)] } },
    );
    expect(changes).toEqual([{ path: "shape.coordinates", before: LONG_VALUE, after: LONG_VALUE }]);
  });

  it("is empty for equal documents and caps a huge change", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(diffJson(value, structuredClone(value))).toEqual([]);
      }),
    );
    const many = Object.fromEntries(
      Array.from({ length: 150 }, (_, index) => [`k${index}`, index]),
    );
    const changes = diffJson({}, many);
    expect(changes).toHaveLength(MAX_RECORDED_CHANGES + 1);
    expect(changes.at(-1)).toEqual({ path: "…", after: "50 more changes" });
  });
});
