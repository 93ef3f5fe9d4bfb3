import { expect } from "@playwright/test";
import { postCheckout, quotedCheckoutRequest } from "../../helpers/checkout";
import { requestTo } from "../../helpers/server-process";

/** A quote priced by the server and turned into an order, as the wizard's checkout does. */
export async function createTestOrder(
  baseURL: string,
  email: string,
): Promise<{ orderId: string; sessionUrl: string }> {
  const server = { request: requestTo(baseURL) };
  const response = await postCheckout(server, await quotedCheckoutRequest(server, { email }));
  expect(response.status).toBe(201);
  const { orderId, sessionUrl } = (await response.json()) as {
    orderId: string;
    sessionUrl: string;
  };
  expect(sessionUrl).toMatch(/^\/checkout\/test\?order=/);
  return { orderId, sessionUrl };
}

/** Pays a test-mode order as its test checkout page does. */
export async function payTestOrder(baseURL: string, orderId: string): Promise<void> {
  const response = await requestTo(baseURL)(`/api/checkout/orders/${orderId}/test-payment`, {
    method: "POST",
    json: { customerName: "Pat Doe", phone: "(555) 123-4567" },
  });
  expect(response.status).toBe(200);
}
