// The browser tests drive Debian's Chromium headless shell; Playwright's own
// browser download cannot work on these machines (no network besides registries).
import { existsSync } from "node:fs";
import { E2E_BROWSER, E2E_BROWSER_PACKAGE } from "./e2e-browser.mjs";

if (!existsSync(E2E_BROWSER)) {
  console.error(
    `Chromium (headless shell) not found at ${E2E_BROWSER}. Install it with:\n\n  apt-get update && apt-get install -y ${E2E_BROWSER_PACKAGE} fonts-noto-cjk\n\n` +
      `(or point CHROMIUM_PATH at another Chromium, e.g. /usr/bin/chromium)`,
  );
  process.exit(1);
}
