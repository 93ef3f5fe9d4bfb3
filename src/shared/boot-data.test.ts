import { describe, expect, it } from "vitest";
import type { BusinessConfigResponse } from "./api/quote-contract";
import { serializeBootData } from "./boot-data";

describe("the config handed to a server-rendered page", () => {
  it("cannot close its script element, and reads back as it was", () => {
    const config = {
      business: { name: "</script><script>alert(1)</script>" },
    } as unknown as BusinessConfigResponse;
    const text = serializeBootData({ config });
    expect(text).not.toContain("</script");
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ config });
  });
});
