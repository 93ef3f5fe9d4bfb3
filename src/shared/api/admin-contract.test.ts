import { describe, expect, it } from "vitest";
import { adminTestAddressFormSchema } from "./admin-contract";

describe("adminTestAddressFormSchema", () => {
  it("leaves a blank city and state out, so the ZIP code's are used", () => {
    expect(
      adminTestAddressFormSchema.parse({
        address: " 1 Main St ",
        zipCode: "67401",
        city: " ",
        state: "",
      }),
    ).toEqual({ address: "1 Main St", zipCode: "67401" });
  });

  it("names each field's problem with the shared field's text", () => {
    const parsed = adminTestAddressFormSchema.safeParse({
      address: "",
      zipCode: "6740",
      city: "Salina",
      state: "Kansas",
    });
    expect(parsed.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["address", "Street address is required"],
      ["state", "State must be a 2-letter code"],
      ["zipCode", "ZIP code must be 5 digits or ZIP+4 (12345-6789)"],
    ]);
  });
});
