import { describe, expect, it } from "vitest";
import { z } from "zod";
import { priceResponseSchema } from "@/shared/api/quote-contract";
import { inlineNullables, serializerCompiler } from "./response-serializer";

const serializerFor = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: "GET", url: "/test", httpStatus: "200" }) as (
    data: unknown,
  ) => string;

const price = {
  area: "Scarsdale",
  option: "TWO_CAR",
  option_label: "2-Car Driveway",
  addons: [{ code: "bump_out", label: "Bump-out Extension", price_cents: 7500 }],
  breakdown: {
    base_price_cents: 18900,
    early_bird_discount_cents: 6000,
    addon_price_cents: 7500,
    minimum_charge_cents: 0,
  },
  early_bird: { active: true, ends_at: "2025-10-16T04:00:00.000Z", discount_cents: 6000 },
  lines: [{ kind: "service", label: "2-Car Driveway (Scarsdale)", amount_cents: 18900 }],
  subtotal_cents: 20400,
  fee_cents: 1040,
  tax_cents: 1632,
  total_cents: 21440,
  grand_total_cents: 23072,
  season: { starts_on: "2025-11-10", ends_on: "2026-04-10" },
};

describe("response serializer", () => {
  it("writes exactly what zod would: the declared fields, in the schema's order", () => {
    const serialize = serializerFor(priceResponseSchema);
    expect(serialize(price)).toBe(JSON.stringify(priceResponseSchema.parse(price)));
    expect(JSON.parse(serialize({ ...price, internalNote: "never sent" }))).toEqual(price);
  });

  it("escapes text as JSON and keeps nulls", () => {
    const schema = z.object({ name: z.string().nullable(), note: z.string() });
    const serialize = serializerFor(schema);
    const data = { name: null, note: `</script>"\u2028\\` };
    expect(JSON.parse(serialize(data))).toEqual(data);
  });

  it("writes nullable objects and texts as zod does, null or not", () => {
    const serialize = serializerFor(priceResponseSchema);
    const withoutSeason = { ...price, early_bird: null, season: null };
    expect(serialize(withoutSeason)).toBe(JSON.stringify(priceResponseSchema.parse(withoutSeason)));
    const schema = z.object({ when: z.iso.date().nullable(), kind: z.enum(["a", "b"]).nullable() });
    for (const data of [
      { when: "2025-10-01", kind: "a" },
      { when: null, kind: null },
    ]) {
      expect(serializerFor(schema)(data)).toBe(JSON.stringify(schema.parse(data)));
    }
  });

  it("checks a nullable schema's type directly, keeping an enum's anyOf", () => {
    expect(
      inlineNullables({ anyOf: [{ type: "object", required: ["a"] }, { type: "null" }] }),
    ).toEqual({ type: ["object", "null"], required: ["a"] });
    const enumOrNull = { anyOf: [{ type: "string", enum: ["a"] }, { type: "null" }] };
    expect(inlineNullables(enumOrNull)).toEqual(enumOrNull);
  });

  it("refuses a body missing a required field rather than sending it", () => {
    const serialize = serializerFor(priceResponseSchema);
    const { grand_total_cents: _missing, ...incomplete } = price;
    expect(() => serialize(incomplete)).toThrow(/grand_total_cents/);
  });

  it("keeps zod for a schema JSON Schema cannot express", () => {
    const serialize = serializerFor(z.object({ at: z.date() }));
    expect(serialize({ at: new Date("2025-10-01T12:00:00Z") })).toBe(
      '{"at":"2025-10-01T12:00:00.000Z"}',
    );
    expect(() => serialize({ at: "not a date" })).toThrow();
  });
});
