/**
 * Ports and environments of the servers Playwright starts (playwright.config.ts).
 * They differ from the dev defaults (3000–3003) so a running dev site does not
 * collide with a test run.
 */
export const WEB = "http://127.0.0.1:4000";
export const API = "http://127.0.0.1:4001";
export const CREATIVE = "http://127.0.0.1:4002";
export const MAIN_SITE = "http://127.0.0.1:4003";
/** The same production site wired to a stand-in that is not running. */
export const WEB_API_DOWN = "http://127.0.0.1:4010";
