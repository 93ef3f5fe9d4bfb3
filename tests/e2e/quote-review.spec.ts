import { reachDriveway, reachOptions, reachReview, startQuote } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, test } from "./support/test";

test("the review shows the contract dates once and one Secure Checkout button", async ({
  page,
}, testInfo) => {
  await startQuote(page);
  await reachDriveway(page);
  await reachOptions(page);
  await reachReview(page);
  const contract = (await page.getByTestId("detail-Contract").textContent()) ?? "";
  expect(contract).toMatch(/ to /);
  const review = page.locator("[data-step=REVIEW]");
  const [firstDate] = contract.split(" to ");
  expect(((await review.textContent()) ?? "").split(firstDate!).length - 1).toBe(1);
  await expect(page.getByRole("button", { name: /Secure Checkout/ })).toHaveCount(1);
  await shot(page, testInfo, "review");
});
