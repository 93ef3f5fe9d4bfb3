import { describe, expect, it } from "vitest";
import { visitOrigin } from "./visit-origin";

const here = { host: "quotes.example", search: "" };

describe("visitOrigin", () => {
  it("names the channel by where the wizard runs", () => {
    expect(visitOrigin("page", here, "")).toEqual({ channel: "hosted" });
    expect(visitOrigin("embed", here, "")).toEqual({ channel: "embed" });
  });

  it("prefers the campaign over the referring site", () => {
    const search = "?utm_source=newsletter&utm_medium=email";
    expect(visitOrigin("page", { ...here, search }, "https://www.google.com/")).toEqual({
      channel: "hosted",
      source: "newsletter",
    });
  });

  it("takes another site's host as the source, never its own or a broken referrer", () => {
    expect(visitOrigin("embed", here, "https://acme-lawns.example/pricing?x=1")).toEqual({
      channel: "embed",
      source: "acme-lawns.example",
    });
    expect(visitOrigin("page", here, "https://quotes.example/b/acme")).toEqual({
      channel: "hosted",
    });
    expect(visitOrigin("page", here, "not a url")).toEqual({ channel: "hosted" });
  });

  it("keeps a long campaign name within the server's limit", () => {
    const search = `?utm_source=${"x".repeat(300)}`;
    expect(visitOrigin("page", { ...here, search }, "").source).toHaveLength(100);
  });
});
