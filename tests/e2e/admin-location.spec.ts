import type { Page } from "@playwright/test";
import type { AdminOrder, AdminOrdersResponse } from "@/shared/api/admin-contract";
import { adminApi } from "./support/admin-fixtures";
import { expect, adminTest as test } from "./support/test";

const rowOf = (page: Page, order: AdminOrder) =>
  page.getByTestId("order-row").filter({ hasText: order.email });

test("the Location cell offers Street View only for a house located at street level", async ({
  page,
  loginAsAdmin,
}) => {
  const token = await loginAsAdmin();
  const { orders } = await adminApi<AdminOrdersResponse>(
    page,
    "/api/admin/orders?tab=today",
    token,
  );
  const street = orders.find((order) => order.locationPrecision === "street");
  const zipOnly = orders.find((order) => order.locationPrecision === "zip");
  if (!street || !zipOnly) throw new Error("the seeded orders of today lack a precision");

  const streetView = rowOf(page, street).getByRole("link", {
    name: `Street View of ${street.address} (opens in a new tab)`,
  });
  await expect(streetView).toBeVisible();
  await expect(streetView).toHaveAttribute(
    "href",
    `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${street.lat},${street.lng}`,
  );

  const zipArea = rowOf(page, zipOnly).getByRole("link", {
    name: `ZIP area map of ZIP code ${zipOnly.zipCode} (opens in a new tab)`,
  });
  await expect(zipArea).toBeVisible();
  await expect(zipArea).toHaveAttribute(
    "href",
    `https://www.google.com/maps/search/?api=1&query=${zipOnly.zipCode}%20${zipOnly.state}`,
  );
  await expect(rowOf(page, zipOnly).getByRole("link", { name: /Street View/ })).toHaveCount(0);
});
