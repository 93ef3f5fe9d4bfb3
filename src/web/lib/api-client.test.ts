import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest } from "@/web/lib/api-client";
import { ApiError } from "@/web/lib/api-error";

function answer(body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(body, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${error}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends JSON bodies with credentials and returns the JSON answer", async () => {
    const fetchMock = answer('{"sessionUrl":"/checkout/test"}', {
      headers: { "Content-Type": "application/json" },
    });
    const data = await apiRequest("/api/checkout", {
      method: "POST",
      body: { town: "Scarsdale" },
      schema: z.object({ sessionUrl: z.string() }),
    });
    expect(data).toEqual({ sessionUrl: "/checkout/test" });
    expect(fetchMock).toHaveBeenCalledWith("/api/checkout", {
      method: "POST",
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: '{"town":"Scarsdale"}',
      signal: undefined,
    });
  });

  it("returns undefined for an empty answer", async () => {
    answer("", { status: 200 });
    await expect(apiRequest("/api/admin/logout", { method: "POST" })).resolves.toBeUndefined();
  });

  it("throws the server's message and field issues", async () => {
    answer('{"message":"Invalid input","issues":[{"path":"email","message":"Required"}]}', {
      status: 400,
    });
    const error = await failure(apiRequest("/api/price", { method: "POST", body: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("Invalid input");
    expect(error.issues).toEqual([{ path: "email", message: "Required" }]);
    expect(error.body).toEqual({
      message: "Invalid input",
      issues: [{ path: "email", message: "Required" }],
    });
  });

  it("throws 'status: body text' for a non-JSON error, or the status text when empty", async () => {
    answer("upstream down", { status: 502 });
    expect((await failure(apiRequest("/api/price"))).message).toBe("502: upstream down");
    answer("", { status: 503, statusText: "Service Unavailable" });
    expect((await failure(apiRequest("/api/price"))).message).toBe("503: Service Unavailable");
  });

  it("throws an ApiError for an answer that is not JSON or does not match the schema", async () => {
    answer("<!doctype html>", { status: 200 });
    expect((await failure(apiRequest("/api/price"))).status).toBe(200);
    answer('{"sessionUrl":1}', { status: 200 });
    const schema = z.object({ sessionUrl: z.string() });
    expect((await failure(apiRequest("/api/checkout", { schema }))).message).toMatch(/Unexpected/);
  });

  it("throws status 0 when the request gets no answer", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    expect((await failure(apiRequest("/api/price"))).status).toBe(0);
  });
});
