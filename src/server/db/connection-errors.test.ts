import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, isDiskFull } from "./connection-errors";

function withCode(code: string, message = "failed"): Error {
  return Object.assign(new Error(message), { code });
}

describe("isDatabaseUnavailable", () => {
  it.each([
    ["admin_shutdown", withCode("57P01")],
    ["cannot_connect_now", withCode("57P03")],
    ["connection_failure", withCode("08006")],
    ["a refused connection", withCode("ECONNREFUSED")],
    ["a reset connection", withCode("ECONNRESET")],
    ["a lost connection", new Error("Connection terminated unexpectedly")],
    ["a connect timeout", new Error("timeout exceeded when trying to connect")],
    ["a query timeout", new Error("Query read timeout")],
    ["a wrapped driver error", new Error("Failed query: select 1", { cause: withCode("57P01") })],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505")],
    ["a syntax error", withCode("42601")],
    ["a bad timestamp", withCode("22008")],
    ["an ordinary error", new Error("boom")],
    ["not an error", "57P01"],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("isDiskFull", () => {
  it("is true for disk_full (53100), wrapped or not, and false for other errors", () => {
    expect(isDiskFull(withCode("53100"))).toBe(true);
    expect(isDiskFull(new Error("Failed query", { cause: withCode("53100") }))).toBe(true);
    expect(isDiskFull(withCode("57P01"))).toBe(false);
    expect(isDiskFull(new Error("No space left on device"))).toBe(false);
  });
});
