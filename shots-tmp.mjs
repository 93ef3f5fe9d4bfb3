import { chromium } from "@playwright/test";
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const [w, h] of [[375, 740], [1280, 800]]) {
  for (const js of [false, true]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, javaScriptEnabled: js });
    const page = await ctx.newPage();
    for (const path of ["/", "/quote"]) {
      await page.goto(base + path);
      await page.waitForTimeout(js ? 2500 : 500);
      await page.screenshot({ path: `/tmp/shot-${path === "/" ? "home" : "quote"}-${w}-${js ? "js" : "nojs"}.png` });
    }
    await ctx.close();
  }
}
await browser.close();
