import { expect, test } from "./support/test";

test("every worker talks to the suite's own product server", async ({ request }) => {
  const response = await request.get("/api/config");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ business: { name: expect.any(String) } });
});
