import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("MAIL_FROM", () => {
  it("reads a bare address, or a name over an address", () => {
    expect(parseEnv({ MAIL_FROM: "mail@quotewise.example" }).MAIL_FROM).toEqual({
      address: "mail@quotewise.example",
    });
    expect(parseEnv({ MAIL_FROM: "Quotewise <mail@quotewise.example>" }).MAIL_FROM).toEqual({
      name: "Quotewise",
      address: "mail@quotewise.example",
    });
    expect(parseEnv({ MAIL_FROM: '"Quotewise, Inc." <mail@quotewise.example>' }).MAIL_FROM).toEqual(
      { name: "Quotewise, Inc.", address: "mail@quotewise.example" },
    );
    expect(parseEnv({ MAIL_FROM: "<mail@quotewise.example>" }).MAIL_FROM).toEqual({
      address: "mail@quotewise.example",
    });
    expect(parseEnv({ MAIL_FROM: "" }).MAIL_FROM).toBeUndefined();
  });

  it("stops the start on anything else, naming the variable", () => {
    for (const value of ["Quotewise", "Quotewise <not an address>", "a@b.example, c@d.example"]) {
      expect(() => parseEnv({ MAIL_FROM: value })).toThrow(ConfigError);
      expect(() => parseEnv({ MAIL_FROM: value })).toThrow(/MAIL_FROM: must be an email address/);
    }
  });
});
