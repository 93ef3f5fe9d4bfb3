import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { axe } from "./support/axe";
import { type ExtraServer, startExtraServer } from "./support/extra-server";
import { expectNoA11yViolations } from "./support/quote";
import { shot } from "./support/screenshots";
import { openSignedIn } from "./support/signed-in";
import { expect, test } from "./support/test";

/**
 * The service-area editor (docs/product/settings.md#service-areas) on a server of its own whose
 * business serves one ZIP list with a ZIP code on each coast. The map fits the ZIP codes' centres,
 * so it starts on the whole country: a polygon drawn over the middle of the map holds Salina, KS
 * (67401) whatever the map's size. No tiles are reachable.
 */
const ADMIN = { email: "owner@example.com", password: "correct horse battery staple" };
const TOKEN_KEY = "quotewise.adminToken";
const AREAS_PAGE = "/admin/settings/areas";

let server: ExtraServer;
let configDir: string;

test.beforeAll(async () => {
  // A server of its own: a cold start takes a while on a busy machine.
  test.setTimeout(120_000);
  configDir = mkdtempSync(join(tmpdir(), "qw-e2e-areas-"));
  // The demo in today's one-service shape, which a server still reads (decision 047).
  const demo = JSON.parse(readFileSync("tests/fixtures/one-service-demo-business.json", "utf8"));
  demo.offering.areas = [
    {
      name: "Port Chester",
      shape: { type: "zip_codes", zipCodes: ["10573", "90210"] },
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
  await openSignedIn(page, token, `${server.baseURL}${AREAS_PAGE}`);
  await expect(page.getByRole("heading", { name: "Service areas" })).toBeVisible();
}

const areaList = (page: Page) => page.getByRole("list", { name: "Service areas" });
const mapRegion = (page: Page) => page.getByRole("region", { name: "Map of the service areas" });

async function saveAreas(page: Page) {
  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
}

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
  // Each click is handled (terra-draw adds the corner) by the time mouse.click resolves.
  for (const [x, y] of corners) await page.mouse.click(x, y);
  // A click on the first corner closes the shape.
  await page.mouse.click(...corners[0]!);

  const name = page.getByLabel("Area name");
  await expect(name).toHaveValue("New area");
  await name.fill("Heartland");
  await expect(areaList(page).getByRole("button", { name: /^Heartland/ })).toContainText("Polygon");

  await testAddress(page, "1 Main St", "67401");
  await expect(page.getByText("1 Main St, 67401 → Heartland")).toBeVisible();
  await expect(page.getByText("$219.00 for 4-Car Driveway")).toBeVisible();
  await shot(page, testInfo, "settings-areas-drawn");

  await saveAreas(page);
  await page.reload();
  const saved = areaList(page).getByRole("button", { name: /^Heartland/ });
  await expect(saved).toContainText("Polygon");
  await saved.click();
  await expect(page.getByLabel("Area name")).toHaveValue("Heartland");
  // Labels fade out for a moment when the map redraws them: one stays.
  await expect(mapRegion(page).getByText("Heartland")).toHaveCount(1);
});

test("adds a ZIP list: refuses a bad code, names a problem at its area, saves", async ({
  page,
}) => {
  await openAreas(page);
  await page.getByRole("button", { name: "Add a ZIP list" }).click();
  await page.getByLabel("Area name").fill("Rye");
  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(areaList(page).getByRole("button", { name: /^Rye/ })).toContainText("Needs a fix");
  await expect(page.getByText("must list at least one ZIP code")).toBeVisible();

  const zipCodes = page.getByLabel("ZIP codes");
  await zipCodes.fill("10580, 1058");
  await expect(page.getByText("Not a 5-digit ZIP code: 1058.")).toBeVisible();
  await zipCodes.fill("10580 10580");
  await expect(page.getByText(/Not a 5-digit/)).toHaveCount(0);
  await testAddress(page, "1 Purchase St", "10580");
  await expect(page.getByText("1 Purchase St, 10580 → Rye")).toBeVisible();
  // Areas are tried in order: Rye goes first (other tests on this server may have added some).
  const moveUp = page.getByRole("button", { name: "Move Rye up" });
  while (await moveUp.isEnabled()) await moveUp.click();
  await expect(areaList(page).getByRole("listitem").first()).toContainText("Rye");

  await saveAreas(page);
  await page.reload();
  await expect(areaList(page).getByRole("listitem").first()).toContainText("Rye");
  await areaList(page).getByRole("button", { name: /^Rye/ }).click();
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
  await expect(areaList(page).getByRole("button", { name: /^Mamaroneck/ })).toContainText(
    "Polygon",
  );
  await testAddress(page, "1 Mamaroneck Ave", "10543");
  await expect(page.getByText("1 Mamaroneck Ave, 10543 → Mamaroneck")).toBeVisible();
});

/**
 * The selected polygon's corner handles on the map, top-left first: terra-draw draws them white
 * (the editor's selectionPointColor), midpoints in the area's blue.
 */
async function cornerHandles(page: Page) {
  const corners = await mapRegion(page)
    .locator('path[fill="#ffffff"]')
    .evaluateAll((paths) =>
      paths.map((path) => {
        const { x, y, width, height } = path.getBoundingClientRect();
        return { x: x + width / 2, y: y + height / 2 };
      }),
    );
  return corners.sort((a, b) => a.x + a.y - (b.x + b.y));
}

async function readAreas(page: Page) {
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const response = await page.request.get(`${server.baseURL}/api/admin/business`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as {
    version: number;
    config: { offering: { areas: { name: string; shape: { geometry?: unknown } }[] } };
  };
  return body;
}

test("reshapes a saved polygon by dragging a corner", async ({ page }) => {
  await openAreas(page);
  const square = {
    type: "Polygon",
    coordinates: [
      [
        [-100, 35],
        [-95, 35],
        [-95, 40],
        [-100, 40],
        [-100, 35],
      ],
    ],
  };
  await page.getByLabel("Or paste GeoJSON").fill(JSON.stringify(square));
  await page.getByRole("button", { name: "Import as a new area" }).click();
  await page.getByLabel("Area name").fill("Square");
  await saveAreas(page);

  await page.reload();
  await areaList(page)
    .getByRole("button", { name: /^Square/ })
    .click();
  await expect.poll(async () => (await cornerHandles(page)).length).toBe(4);
  const [corner] = await cornerHandles(page);
  await page.mouse.move(corner!.x, corner!.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) {
    await page.mouse.move(corner!.x - 8 * step, corner!.y - 8 * step);
  }
  await page.mouse.up();
  await saveAreas(page);

  const { config } = await readAreas(page);
  const saved = config.offering.areas.find((area) => area.name === "Square")!;
  const ring = (saved.shape.geometry as { coordinates: number[][][] }).coordinates[0]!;
  expect(ring).toHaveLength(5);
  // The north-west corner moved further north-west; the others stayed.
  const northWest = ring.find(([lng, lat]) => lng! < -100 && lat! > 40);
  expect(northWest).toBeDefined();
  expect(ring).toContainEqual([-95, 35]);
});

test("says when the settings were saved elsewhere meanwhile, and shows the latest", async ({
  page,
}) => {
  await openAreas(page);
  const { version, config } = await readAreas(page);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  const elsewhere = await page.request.put(`${server.baseURL}/api/admin/business`, {
    headers: { authorization: `Bearer ${token}` },
    data: { config, version },
  });
  expect(elsewhere.status()).toBe(200);

  await page.getByRole("button", { name: "Add a ZIP list" }).click();
  await page.getByLabel("ZIP codes").fill("10580");
  await page.getByRole("button", { name: "Save areas" }).click();
  await expect(page.getByRole("alert")).toContainText("changed elsewhere meanwhile");
  // The section shows the latest settings: the unsaved area is gone.
  await expect(areaList(page).getByRole("button", { name: /^New area/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Got it" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("answers an address outside every area with the nearest one", async ({ page }) => {
  await openAreas(page);
  await testAddress(page, "1 Main St", "10001");
  await expect(
    page.getByText(/1 Main St, 10001 is outside every area\. The nearest is/),
  ).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`has no WCAG 2.1 AA violation at ${width} px; the map's attribution links are underlined`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openAreas(page);
    await page.getByRole("button", { name: "Add a circle" }).click();
    await expect(page.getByLabel("Radius (miles)")).toHaveValue("5");
    const attribution = page.locator(".leaflet-control-attribution a").first();
    await expect(attribution).toHaveCSS("text-decoration-line", "underline");
    await expectNoA11yViolations(page);
    // Over the map axe cannot judge a link's colour against the text: it must not have to.
    const { incomplete } = await axe(page).withRules(["link-in-text-block"]).analyze();
    expect(incomplete.flatMap((result) => result.nodes.map((node) => node.html))).toEqual([]);
    await shot(page, testInfo, `settings-areas-${width}`);
  });
}
