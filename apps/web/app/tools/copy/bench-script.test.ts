// @vitest-environment node
// scripts/bench-copy.mjs bundles the copy tools' modules by path; when a tool folder moves, `npm run bench`
// broke silently (it is not part of npm test). Its --dry mode builds both bundles and nothing else.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../../../", import.meta.url));

it("the copy bench still finds every module it measures", { timeout: 30_000 }, () => {
  const r = spawnSync(process.execPath, [path.join(ROOT, "scripts/bench-copy.mjs"), "--dry"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 25_000,
  });
  expect(r.stderr).toBe("");
  expect(r.stdout).toContain("both bundles build");
  expect(r.status).toBe(0);
});
