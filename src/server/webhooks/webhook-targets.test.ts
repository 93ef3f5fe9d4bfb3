import { describe, expect, it } from "vitest";
import { isPublicAddress, PRIVATE_TARGET, refusedTargetReason } from "./webhook-targets";

describe("isPublicAddress", () => {
  it("refuses private, loopback, link-local, unique-local, unspecified and metadata addresses", () => {
    for (const address of [
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "100.64.0.1",
      "::1",
      "::",
      "fe80::1",
      "fd00::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::127.0.0.1",
      "::7f00:1",
      "64:ff9b::7f00:1",
      "100::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("accepts public addresses", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe("refusedTargetReason", () => {
  it("refuses plain http and private literals unless private targets are allowed", async () => {
    expect(await refusedTargetReason("http://93.184.216.34/hook", false)).toBe(
      "must be an https URL",
    );
    expect(await refusedTargetReason("https://127.0.0.1/hook", false)).toBe(PRIVATE_TARGET);
    expect(await refusedTargetReason("https://[::1]/hook", false)).toBe(PRIVATE_TARGET);
    expect(await refusedTargetReason("https://localhost/hook", false)).toBe(PRIVATE_TARGET);
    expect(await refusedTargetReason("https://93.184.216.34/hook", false)).toBeUndefined();
    expect(await refusedTargetReason("http://127.0.0.1:9/hook", true)).toBeUndefined();
  });

  it("checks the host as written: IPv4 inside IPv6, trailing dots, local and one-label names", async () => {
    for (const url of [
      "https://[::127.0.0.1]:8443/hook",
      "https://[::ffff:7f00:1]/hook",
      "https://localhost./hook",
      "https://LOCALHOST../hook",
      "https://api.localhost/hook",
      "https://printer.local/hook",
      "https://metadata.google.internal/hook",
      "https://router.home.arpa/hook",
      "https://intranet/hook",
      "https://0x7f000001/hook",
    ]) {
      expect(await refusedTargetReason(url, false), url).toBe(PRIVATE_TARGET);
      expect(await refusedTargetReason(url, true), url).toBeUndefined();
    }
  });
});
