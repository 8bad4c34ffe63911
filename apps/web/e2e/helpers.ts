import type { Page, TestInfo } from "@playwright/test";

/** React Router has loaded the route modules: the page is hydrated and interactive. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules);
}

/** A full-page screenshot kept with the test's results and attached to the report. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}
