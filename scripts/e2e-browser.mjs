// The browser the e2e suite drives (docs/decisions/005-e2e-headless-shell.md): Debian's Chromium
// headless shell, overridable with CHROMIUM_PATH (e.g. /usr/bin/chromium, the full browser).
export const E2E_BROWSER = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
export const E2E_BROWSER_PACKAGE = "chromium-headless-shell";
