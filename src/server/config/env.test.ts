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

describe("PUBLIC_URL", () => {
  it("defaults to the address the server listens on, which a browser on this machine reaches", () => {
    expect(parseEnv({}).PUBLIC_URL).toBe("http://127.0.0.1:3000");
    expect(parseEnv({ PORT: "4000", HOST: "0.0.0.0" }).PUBLIC_URL).toBe("http://localhost:4000");
    expect(parseEnv({ HOST: "::1" }).PUBLIC_URL).toBe("http://[::1]:3000");
    expect(parseEnv({ PUBLIC_URL: "https://quotes.example.com" }).PUBLIC_URL).toBe(
      "https://quotes.example.com",
    );
  });
});

describe("MAP_TILE_URL", () => {
  it("defaults to OpenStreetMap's tiles, and an empty value means no tiles", () => {
    expect(parseEnv({})).toMatchObject({
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
    });
    expect(parseEnv({ MAP_TILE_URL: "" }).MAP_TILE_URL).toBeUndefined();
    expect(parseEnv({ MAP_TILE_URL: "http://tiles.local:8080/{z}/{x}/{y}.png" }).MAP_TILE_URL).toBe(
      "http://tiles.local:8080/{z}/{x}/{y}.png",
    );
  });

  it("stops the start on a URL that is not a tile template, naming the variable", () => {
    for (const value of ["tiles", "https://tiles.example/map.png", "ftp://x/{z}/{x}/{y}"]) {
      expect(() => parseEnv({ MAP_TILE_URL: value })).toThrow(/MAP_TILE_URL: must be an http/);
    }
  });
});

describe("NEW_DATABASE_TEMPLATE", () => {
  it("is optional, and stops the start when its file is not there, naming the variable", () => {
    expect(parseEnv({}).NEW_DATABASE_TEMPLATE).toBeUndefined();
    expect(parseEnv({ NEW_DATABASE_TEMPLATE: "" }).NEW_DATABASE_TEMPLATE).toBeUndefined();
    expect(() => parseEnv({ NEW_DATABASE_TEMPLATE: "/no/such/database.tar" })).toThrow(
      /NEW_DATABASE_TEMPLATE: must be the path of a saved database file/,
    );
  });
});

describe("PAYMENTS_DIRECT_BUSINESS", () => {
  it("names one business, and stops the start without Stripe keys to pay it with", () => {
    expect(parseEnv({}).PAYMENTS_DIRECT_BUSINESS).toBeUndefined();
    const stripe = { STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" };
    expect(
      parseEnv({ ...stripe, PAYMENTS_DIRECT_BUSINESS: "northside-snow" }).PAYMENTS_DIRECT_BUSINESS,
    ).toBe("northside-snow");
    expect(() => parseEnv({ PAYMENTS_DIRECT_BUSINESS: "northside-snow" })).toThrow(
      /STRIPE_SECRET_KEY: required when PAYMENTS_DIRECT_BUSINESS is set/,
    );
  });
});
