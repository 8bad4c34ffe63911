import type { Page, TestInfo } from "@playwright/test";

/**
 * React has hydrated the document: the root layout's effect has set `<html data-hydrated>` (app/root.tsx),
 * which runs after every effect below it in the hydration commit. Links, buttons and forms are live.
 * A new document load starts without the attribute, so call this again after every `goto`/reload.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A screenshot (full page unless told otherwise) kept with the test's results and attached to the report. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const path = testInfo.outputPath(`${name}.png`);
  // Sections below the fold render only when scrolled near (`render-on-view`): a full-page picture shows
  // them rendered, as a reader scrolling down sees them.
  await page.screenshot({ path, fullPage, style: fullPage ? "*{content-visibility:visible!important}" : undefined });
  await testInfo.attach(name, { path, contentType: "image/png" });
}
