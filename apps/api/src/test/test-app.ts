import { randomUUID } from "node:crypto";
import { copyFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { parseConfig } from "../config.ts";
import { openDatabase } from "../db.ts";
import type { Deps } from "../deps.ts";
import { createProviderApp } from "../provider-app.ts";
import { createCreativeSite } from "../sites/creative-site.ts";
import { createMainSite } from "../sites/main-site.ts";

/** A fixed "now" inside the seeded data's range, so dates in assertions never drift. */
export const TEST_NOW = new Date("2026-09-01T02:00:00.000Z");

/**
 * A fresh copy of the migrated + seeded database for this test file (or test), with the
 * three apps wired to it and a clock the test can move.
 */
export function createTestApp(env: Record<string, string> = {}) {
  const base = inject("baseDbFile");
  const file = join(dirname(base), `worker-${process.env.VITEST_POOL_ID ?? "0"}-${randomUUID()}.db`);
  copyFileSync(base, file);
  const db = openDatabase(file);
  const config = parseConfig({ DATA_DIR: dirname(file), API_PUBLIC_URL: "http://api.test", ...env });
  let now = TEST_NOW;
  const deps: Deps = { db, config, now: () => now };
  return {
    db,
    file,
    config,
    api: createProviderApp(deps),
    mainSite: createMainSite(deps),
    creativeSite: createCreativeSite(config),
    clock: {
      set: (date: Date) => void (now = date),
      advance: (ms: number) => void (now = new Date(now.getTime() + ms)),
    },
  };
}

export type TestApp = ReturnType<typeof createTestApp>;

export type Envelope<T = unknown> = { code: number; msg: string; data: T };

const bearer = (token?: string): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});

/** GET/PUT/DELETE/POST against the provider app and parse the envelope. */
export async function call<T = unknown>(
  t: TestApp,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; headers?: Record<string, string>; body?: string } = {},
) {
  const headers: Record<string, string> = { ...bearer(options.token), ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers["Content-Type"] ??= "application/json";
    body = JSON.stringify(options.json);
  }
  const response = await t.api.request(path, { method, headers, body });
  const json = (await response.json()) as Envelope<T>;
  return { status: response.status, headers: response.headers, ...json };
}
