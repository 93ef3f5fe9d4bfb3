import { NEW_PASSWORD } from "./support/account-server";
import { dismissCookieBanner } from "./support/consent";
import { expectNoA11yViolations, expectToast } from "./support/quote";
import { shot } from "./support/screenshots";
import { expect, accountTest as test } from "./support/test";

/**
 * The owner's Team and History sections and accepting an invitation
 * (docs/product/settings.md#team, #history).
 */

// Behaviour: once, at the width the owner works at.
test.describe("at a desk", { tag: "@desk" }, () => {
  test.describe.configure({ timeout: 90_000 });

  test("the owner invites staff, who joins from the email, sees orders but no settings, and is removed", async ({
    page,
    browser,
    signUpBusiness,
    openSignedIn,
    emailedLink,
  }) => {
    const owner = await signUpBusiness("Team Lawns");
    await openSignedIn(page, owner.token, "/admin/settings/team");
    const members = page.getByRole("region", { name: "Members" });
    await expect(members.getByRole("listitem")).toHaveCount(1);
    await expect(members).toContainText("(you)");
    await expect(members).toContainText("Owner");
    await expect(members).toContainText("Email not verified");
    // Nobody removes themself or hands the business to themself.
    await expect(members.getByRole("button")).toHaveCount(0);

    // An inbox that already has an account is refused at the field.
    const email = page.getByLabel("Email address");
    await email.fill(owner.email);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(/already has a Quotewise account/)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();

    const staffEmail = `sam-${Date.now()}@example.com`;
    await email.fill(staffEmail);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, "Invitation sent");
    const invitations = page.getByRole("region", { name: "Open invitations" });
    await expect(invitations).toContainText(staffEmail);
    await expect(invitations).toContainText("Expires Oct 8, 2025");

    // The staff member, in a browser of their own, follows the emailed link.
    const link = await emailedLink(staffEmail, "/admin/join");
    const staffContext = await browser.newContext();
    const staffPage = await staffContext.newPage();
    await staffPage.goto(link);
    await expect(staffPage.getByRole("heading", { name: "Join Team Lawns" })).toBeVisible();
    await expect(staffPage.getByLabel("Email")).toHaveValue(staffEmail);
    await expect(staffPage.getByLabel("Email")).toHaveAttribute("readonly", "");
    await staffPage.getByLabel("Your name").fill("Sam Staff");
    await staffPage.getByLabel("Password (at least 12 characters)").fill("short");
    await staffPage.getByLabel("Repeat the password").fill("short");
    await staffPage.getByRole("button", { name: "Join and sign in" }).click();
    await expect(staffPage.getByText("Password must be at least 12 characters")).toBeVisible();
    await staffPage.getByLabel("Password (at least 12 characters)").fill(NEW_PASSWORD);
    await staffPage.getByLabel("Repeat the password").fill(NEW_PASSWORD);
    await staffPage.getByRole("button", { name: "Join and sign in" }).click();
    await expect(staffPage.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(staffPage).toHaveURL(/\/admin$/);
    await expect(staffPage.getByRole("tab", { name: /All Orders/ })).toBeVisible();
    await expect(staffPage.getByRole("link", { name: "Settings" })).toHaveCount(0);
    await staffPage.goto("/admin/settings/team");
    await expect(
      staffPage.getByText("Only the business's owner can change its settings."),
    ).toBeVisible();
    await expect(staffPage.getByRole("button", { name: "Send invitation" })).toHaveCount(0);

    // The link works once.
    await staffPage.goto(link);
    await expect(staffPage.getByRole("alert")).toContainText(
      /expired, was withdrawn or was already used/,
    );
    await expect(staffPage.getByRole("button", { name: "Join and sign in" })).toHaveCount(0);

    // The owner sees the new member and removes them, after confirming.
    await page.reload();
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await expect(members).toContainText("Sam Staff");
    await expect(invitations).toContainText("No invitations waiting.");
    const remove = members.getByRole("button", { name: "Remove Sam Staff" });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Remove Sam Staff?" });
    await expect(dialog).toContainText("can no longer sign in");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await remove.click();
    await dialog.getByRole("button", { name: "Remove member" }).click();
    await expectToast(page, "Member removed");
    await expect(members.getByRole("listitem")).toHaveCount(1);

    // The removed member's session is over.
    await staffPage.goto("/admin");
    await expect(staffPage.getByRole("heading", { name: "Admin sign in" })).toBeVisible();
    await staffContext.close();
  });

  test("an invitation can be withdrawn, and its link no longer works", async ({
    page,
    signUpBusiness,
    openSignedIn,
    emailedLink,
  }) => {
    const owner = await signUpBusiness("Withdrawn Lawns");
    await openSignedIn(page, owner.token, "/admin/settings/team");
    const invitee = `maybe-${Date.now()}@example.com`;
    await page.getByLabel("Email address").fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const invitations = page.getByRole("region", { name: "Open invitations" });
    await invitations
      .getByRole("button", { name: `Withdraw the invitation to ${invitee}` })
      .click();
    await expectToast(page, "Invitation withdrawn");
    await expect(invitations).toContainText("No invitations waiting.");

    await page.goto(await emailedLink(invitee, "/admin/join"));
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByLabel("Your name")).toHaveCount(0);
  });

  test("transferring ownership makes the owner staff: the dashboard follows at once", async ({
    page,
    signUpBusiness,
    openSignedIn,
    emailedLink,
  }) => {
    const owner = await signUpBusiness("Handover Lawns");
    const heir = `heir-${Date.now()}@example.com`;
    await page.request.post("/api/admin/team/invitations", {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { email: heir },
    });
    const token = /#token=(.+)$/.exec(await emailedLink(heir, "/admin/join"))![1];
    const joined = await page.request.post("/api/admin/join", {
      data: { token, name: "Hana Heir", password: NEW_PASSWORD },
    });
    expect(joined.status()).toBe(200);

    await openSignedIn(page, owner.token, "/admin/settings/team");
    await page.getByRole("button", { name: "Transfer ownership to Hana Heir" }).click();
    const dialog = page.getByRole("dialog", { name: "Make Hana Heir the owner?" });
    await expect(dialog).toContainText("You become staff");
    await expect(dialog).toContainText("lose the settings");
    await dialog.getByRole("button", { name: "Transfer ownership" }).click();
    await expectToast(page, "Ownership transferred", "Hana Heir is now the owner.");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Instant Quote Dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" })).toHaveCount(0);
  });

  test("history shows a profile change with its field before and after", async ({
    page,
    signUpBusiness,
    openSignedIn,
  }) => {
    const owner = await signUpBusiness("History Lawns");
    await openSignedIn(page, owner.token, "/admin/settings/profile");
    const tagline = page.getByLabel("Tagline");
    const before = await tagline.inputValue();
    await tagline.fill("Stripes you can see from the street");
    await page.getByRole("button", { name: /^Save/ }).click();
    await expectToast(page, "Settings saved");

    await page
      .getByRole("navigation", { name: "Settings sections" })
      .getByRole("link", { name: "History" })
      .click();
    const changes = page.getByRole("listitem").filter({ has: page.locator("time") });
    const newest = changes.first();
    await expect(newest).toContainText("Changed Profile (1 field)");
    await expect(newest).toContainText(`by Olive Owner <${owner.email}>`);
    // 12:00 UTC is 08:00 in the business's zone (New York).
    await expect(newest.locator("time")).toHaveText("Oct 1, 2025, 8:00 AM");
    await expect(changes.last()).toContainText("Signed up from the lawn-mowing template");
    await newest.getByText("1 field changed").click();
    await expect(newest).toContainText(
      `tagline: ${JSON.stringify(before)} -> "Stripes you can see from the street"`,
    );
  });
});

test("Team, History and the join page: no WCAG 2.1 AA violations", async ({
  page,
  browser,
  signUpBusiness,
  openSignedIn,
  emailedLink,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = await signUpBusiness(`Axe Lawns ${testInfo.project.name}`);
  const invite = async (email: string) => {
    await page.request.post("/api/admin/team/invitations", {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { email },
    });
    return emailedLink(email, "/admin/join");
  };
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  const member = await invite(`member-${stamp}@example.com`);
  const joined = await page.request.post("/api/admin/join", {
    data: { token: /#token=(.+)$/.exec(member)![1], name: "Morgan Member", password: NEW_PASSWORD },
  });
  expect(joined.status()).toBe(200);
  const invitee = `invitee-${stamp}@example.com`;
  const invitation = await invite(invitee);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(invitation);
  await dismissCookieBanner(visitor);
  await expect(visitor.getByRole("heading", { name: /^Join Axe Lawns/ })).toBeVisible();
  await expectNoA11yViolations(visitor);
  await shot(visitor, testInfo, "team-join");
  await visitorContext.close();

  await openSignedIn(page, owner.token, "/admin/settings/team");
  await expect(page.getByRole("region", { name: "Open invitations" })).toContainText(invitee);
  await expect(page.getByRole("region", { name: "Members" })).toContainText("Morgan Member");
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "settings-team");
  await page.getByRole("button", { name: "Transfer ownership to Morgan Member" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "settings-team-transfer-dialog");
  await page.keyboard.press("Escape");

  await page.getByRole("link", { name: "History" }).click();
  await page
    .getByText(/fields? changed/)
    .first()
    .click();
  await expectNoA11yViolations(page);
  await shot(page, testInfo, "settings-history");
});
