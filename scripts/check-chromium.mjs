// The browser tests drive Debian's Chromium; Playwright's own browser
// download cannot work on these machines (no network besides registries).
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(`Chromium not found at ${path}. Install it with:\n\n  apt-get update && apt-get install -y chromium\n`);
  process.exit(1);
}
