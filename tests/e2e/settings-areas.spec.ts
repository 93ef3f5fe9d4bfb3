import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { dismissCookieBanner } from "./support/consent";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import { shot } from "./support/screenshots";

/**
 * The service-area editor (docs/product/settings.md#service-areas) on a server of its own whose
 * business serves one ZIP list, so the map starts on the whole country: a polygon drawn over the
 * middle of the map holds Salina, KS (67401) whatever the map's size. No tiles are reachable.
 */
const ADMIN = { email: "owner@example.com", password: "correct horse battery staple" };
const TOKEN_KEY = "quotewise.adminToken";
const AREAS_PAGE = "/admin/settings/areas";

let server: ExtraServer;
let configDir: string;

test.beforeAll(async () => {
  configDir = mkdtempSync(join(tmpdir(), "qw-e2e-areas-"));
  const demo = JSON.parse(readFileSync("config/demo-business.json", "utf8"));
  demo.offering.areas = [
    {
      name: "Port Chester",
      shape: { type: "zip_codes", zipCodes: ["10573"] },
      prices: { TWO_CAR: 18900, FOUR_CAR: 21900, SIX_CAR: 25900 },
    },
  ];
  const configFile = join(configDir, "business.json");
  writeFileSync(configFile, JSON.stringify(demo));
  server = await startExtraServer({
    BUSINESS_CONFIG: configFile,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(configDir, { recursive: true, force: true });
});

async function openAreas(page: Page) {
  // Offline, as in CI: the map draws on a plain background.
  await page.route("https://tile.openstreetmap.org/**", (route) => route.abort());
  const response = await page.request.post(`${server.baseURL}/api/admin/login`, { data: ADMIN });
  const { token } = (await response.json()) as { token: string };
  await page.goto(`${server.baseURL}/admin`);
  await dismissCookieBanner(page);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${server.baseURL}${AREAS_PAGE}`);
  await expect(page.getByRole("heading", { name: "Service areas" })).toBeVisible();
}

const areaList = (page: Page) => page.getByRole("list", { name: "Service areas" });
const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of the service areas" });

async function testAddress(page: Page, address: string, zipCode: string) {
  await page.getByLabel("Street address").fill(address);
  await page.getByLabel("ZIP code", { exact: true }).fill(zipCode);
  await page.getByRole("button", { name: "Test this address" }).click();
}

test("draws a polygon on the map, names it, saves it, and the tester prices an address in it", async ({
  page,
}, testInfo) => {
  await openAreas(page);
  await page.getByRole("button", { name: "Draw a polygon" }).click();
  const box = (await mapRegion(page).boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  const corners = [at(0.3, 0.3), at(0.7, 0.3), at(0.7, 0.7), at(0.3, 0.7)];
  for (const [x, y] of corners) {
    await page.mouse.click(x, y);
    await page.waitForTimeout(100);
  }
  // A click on the first corner closes the shape.
  await page.mouse.click(...corners[0]!);

  const name = page.getByLabel("Area name");
  await expect(name).toHaveValue("New area");
  await name.fill("Heartland");
  await expect(areaList(page).getByRole("button", { name: /Heartland/ })).toContainText("Polygon");
  await shot(page, testInfo, "settings-areas-drawn");

  await testAddress(page, "1 Main St", "67401");
  await expect(page.getByText("1 Main St, 67401 → Heartland")).toBeVisible();
  await expect(page.getByText("$219.00 for 4-Car Driveway")).toBeVisible();

  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(page.getByText("Service areas saved")).toBeVisible();
  await page.reload();
  const saved = areaList(page).getByRole("button", { name: /Heartland/ });
  await expect(saved).toContainText("Polygon");
  await saved.click();
  await expect(page.getByLabel("Area name")).toHaveValue("Heartland");
  await expect(mapRegion(page).getByText("Heartland")).toBeVisible();
});

test("adds a ZIP list: refuses a bad code, shows the server's word at the area, saves", async ({
  page,
}) => {
  await openAreas(page);
  await page.getByRole("button", { name: "Add a ZIP list" }).click();
  await page.getByLabel("Area name").fill("Rye");
  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(areaList(page).getByRole("button", { name: /Rye/ })).toContainText("Needs a fix");
  await expect(page.getByText("must list at least one ZIP code")).toBeVisible();

  const zipCodes = page.getByLabel("ZIP codes");
  await zipCodes.fill("10580, 1058");
  await expect(page.getByText("Not a 5-digit ZIP code: 1058.")).toBeVisible();
  await zipCodes.fill("10580 10580");
  await expect(page.getByText(/Not a 5-digit/)).toHaveCount(0);
  await testAddress(page, "1 Purchase St", "10580");
  await expect(page.getByText("1 Purchase St, 10580 → Rye")).toBeVisible();

  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(page.getByText("Service areas saved")).toBeVisible();
  await page.reload();
  await areaList(page).getByRole("button", { name: /Rye/ }).click();
  await expect(page.getByLabel("ZIP codes")).toHaveValue("10580");
});

test("imports a GeoJSON file as a new area, and says why other JSON cannot be one", async ({
  page,
}) => {
  await openAreas(page);
  await page.getByLabel("Or paste GeoJSON").fill('{"type": "Point", "coordinates": [-73.7, 41]}');
  await page.getByRole("button", { name: "Import as a new area" }).click();
  await expect(page.getByText(/A GeoJSON Point cannot be a service area/)).toBeVisible();

  const geojson = {
    type: "FeatureCollection",
    features: [
      {
        type: "Feature",
        properties: { name: "Mamaroneck" },
        geometry: {
          type: "Polygon",
          coordinates: [
            [
              [-73.76, 40.93],
              [-73.7, 40.93],
              [-73.7, 40.97],
              [-73.76, 40.97],
            ],
          ],
        },
      },
    ],
  };
  await page.getByLabel("GeoJSON file").setInputFiles({
    name: "mamaroneck.geojson",
    mimeType: "application/geo+json",
    buffer: Buffer.from(JSON.stringify(geojson)),
  });
  await expect(page.getByLabel("Area name")).toHaveValue("Mamaroneck");
  await expect(areaList(page).getByRole("button", { name: /Mamaroneck/ })).toContainText("Polygon");
  await testAddress(page, "1 Mamaroneck Ave", "10543");
  await expect(page.getByText("1 Mamaroneck Ave, 10543 → Mamaroneck")).toBeVisible();
});

test("answers an address outside every area with the nearest one", async ({ page }) => {
  await openAreas(page);
  await testAddress(page, "1 Main St", "10001");
  await expect(
    page.getByText(/1 Main St, 10001 is outside every area\. The nearest is/),
  ).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`has no serious accessibility problem at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openAreas(page);
    await page.getByRole("button", { name: "Add a circle" }).click();
    await expect(page.getByLabel("Radius (miles)")).toHaveValue("5");
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ["serious", "critical"].includes(violation.impact ?? ""),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await shot(page, testInfo, `settings-areas-${width}`);
  });
}
