import { expect, test } from "vitest";
import { applyMigrations, listMigrations } from "./db.ts";
import { seed } from "./seed.ts";
import { call, createTestApp } from "./test/test-app.ts";

const totalChanges = (t: ReturnType<typeof createTestApp>) =>
  (t.db.prepare("SELECT total_changes() AS n").get() as { n: number }).n;

function snapshot(t: ReturnType<typeof createTestApp>) {
  const tables = (
    t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
  ).map((r) => r.name);
  return Object.fromEntries(tables.map((table) => [table, t.db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all()]));
}

test("seeding an already seeded database changes nothing", () => {
  const t = createTestApp();
  const before = snapshot(t);
  const changes = totalChanges(t);
  seed(t.db);
  seed(t.db);
  expect(totalChanges(t)).toBe(changes);
  expect(snapshot(t)).toEqual(before);
});

test("every migration is recorded once and re-applying is a no-op", () => {
  const t = createTestApp();
  const recorded = t.db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all();
  expect(recorded).toEqual(listMigrations().map((m) => ({ version: m.version, name: m.name })));
  expect(applyMigrations(t.db)).toEqual([]);
});

test("re-seeding keeps what users did: likes, purchases and sessions", async () => {
  const t = createTestApp();
  await call(t, "PUT", "/materials/v1/templates/10005/like", { token: "demo-user" });
  t.db.prepare("UPDATE users SET vip_level = 2, vip_expires_at = '2030-01-01T00:00:00.000Z' WHERE id = 1001").run();
  seed(t.db);
  expect((await call(t, "GET", "/materials/v1/templates/10005", { token: "demo-user" })).data).toMatchObject({
    liked: true,
  });
  expect((await call(t, "GET", "/materials/v1/user/info", { token: "demo-user" })).data).toMatchObject({ vipLevel: 2 });
});

test("seeding repairs an ended fixture session", async () => {
  const t = createTestApp();
  t.db.prepare("UPDATE sessions SET ended_at = '2026-01-01T00:00:00.000Z' WHERE token = 'demo-vip'").run();
  expect((await call(t, "GET", "/materials/v1/user/info", { token: "demo-vip" })).code).toBe(180003);
  seed(t.db);
  expect((await call(t, "GET", "/materials/v1/user/info", { token: "demo-vip" })).code).toBe(0);
});
