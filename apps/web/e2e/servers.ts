/**
 * Ports of the servers Playwright starts (playwright.config.ts). They differ
 * from the dev defaults (3000–3003) so a running dev site does not collide
 * with a test run; E2E_PORT_BASE moves the whole block (parallel runs).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4000);

export const PORTS = {
  web: base,
  api: base + 1,
  creative: base + 2,
  mainSite: base + 3,
  /** The same production site wired to a stand-in that is not running. */
  webApiDown: base + 10,
  deadApi: base + 99,
} as const;

const origin = (port: number) => `http://127.0.0.1:${port}`;

export const WEB = origin(PORTS.web);
export const API = origin(PORTS.api);
export const CREATIVE = origin(PORTS.creative);
export const MAIN_SITE = origin(PORTS.mainSite);
export const WEB_API_DOWN = origin(PORTS.webApiDown);
export const MATERIALS_API = `${API}/materials`;
