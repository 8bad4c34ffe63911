// Checks the repository rules a type checker and ESLint cannot see (docs/conventions.md):
// - `process.env` is read only in the two config modules;
// - file names are kebab-case;
// - no hand-written source file over 400 lines (data tables aside);
// - comments cite the README, a decision or the spec section, never a task or a file outside the repository;
// - no `font-semibold` in the site (no CJK system font has a 600 face; each weight costs font lookups).
// The import direction is ESLint's (eslint.config.js, import-x zones and no-cycle).
// Prints every violation and exits 1 if there is any.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", "build", ".react-router", ".data", "public"]);
const CODE = /\.(ts|tsx|js|mjs)$/;
const ENV_READERS = new Set(["apps/web/app/config.server.ts", "apps/api/src/config.ts"]);
// Build tooling runs before the app exists; it may read the environment.
const ENV_TOOLING =
  /^(apps\/web\/(react-router\.config\.ts|vite\.config\.ts|playwright\.config\.ts|e2e\/|build-tools\/)|apps\/api\/src\/test\/|scripts\/)/;

const MAX_LINES = 400;
// Data tables: rows of facts, each with its source, where splitting would only scatter one table.
const DATA_TABLES = [
  /^apps\/api\/src\/data\//,
  /^apps\/web\/app\/tools\/engines\/[^/]+\/data\//,
  // Labelled evaluation sets: one sentence and its expected findings per row.
  /^apps\/web\/app\/tools\/engines\/[^/]+\/eval\/[^/]+-set\.ts$/,
  /^apps\/web\/app\/tools\/(.+\/)?placement-specs\.ts$/,
  /^apps\/web\/app\/tools\/(.+\/)?platform-rules\.ts$/,
  // One record per font family with its aliases, foundry, verdict and source.
  /^apps\/web\/app\/tools\/(.+\/)?font-licences\.ts$/,
];
// TEMPORARY: files over the limit that are being split on other branches; remove each line when its split lands
// (a listed file that is back under the limit is reported, so the list cannot go stale).
const OVER_LIMIT_FOR_NOW = new Set([]);
// What a comment may not cite: a task, or a file outside this repository (the reader has neither).
const FOREIGN_CITATION =
  /\bissue brief\b|\bthe brief\b|\bissue #?\d+|\bticket\b|\.\.\/shared\/|\/work\/|behaviou?r-reference|tools-facts\.md|screens-peers\.md/i;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    // build-*/ folders are build output (ignored by git, like build/: e.g. npm run lighthouse's build-lighthouse/); build-tools/ is source.
    if (SKIP.has(name) || (name.startsWith("build-") && name !== "build-tools") || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(path.relative(root, full).split(path.sep).join("/"));
  }
  return out;
}

const files = [
  ...walk(path.join(root, "apps")),
  ...walk(path.join(root, "scripts")),
  ...walk(path.join(root, "docs")),
  "README.md",
];
const problems = [];

for (const file of files) {
  const base = path.basename(file);
  // Migrations keep the usual numbered form (001_users_sessions.sql) so they sort by version.
  const isMigration = /\/migrations\/\d{3}_[a-z0-9_]+\.sql$/.test(file);
  if (!isMigration && !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(base) && base !== "README.md") {
    problems.push(`${file}: file name is not kebab-case`);
  }
  if (!CODE.test(file) && !file.endsWith(".md")) continue;
  const source = readFileSync(path.join(root, file), "utf8");
  // A source's web address is a quotation, not a citation (a page's path may hold /ticket/): blanked, same length.
  const citation = FOREIGN_CITATION.exec(source.replace(/https?:\/\/[^\s"'`]+/g, (url) => " ".repeat(url.length)));
  if (citation && file !== "scripts/check-conventions.mjs") {
    const line = source.slice(0, citation.index).split("\n").length;
    problems.push(`${file}:${line}: cites "${citation[0]}" (cite the README, a decision or the spec section)`);
  }
  if (!CODE.test(file)) continue;
  if (
    /process\.env\b/.test(source) &&
    !ENV_READERS.has(file) &&
    !ENV_TOOLING.test(file) &&
    !/\.test\.tsx?$/.test(file)
  ) {
    problems.push(`${file}: reads process.env (only the config modules may)`);
  }
  if (file.startsWith("apps/web/app/") && /\bfont-semibold\b/.test(source)) {
    problems.push(`${file}: uses font-semibold (weights are normal, medium and bold: app/styles/app.css)`);
  }
  const lines = source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
  const dataTable = DATA_TABLES.some((pattern) => pattern.test(file));
  if (lines > MAX_LINES && !dataTable && !OVER_LIMIT_FOR_NOW.has(file)) {
    problems.push(`${file}: ${lines} lines (at most ${MAX_LINES}: split it by concern)`);
  }
  if (lines <= MAX_LINES && OVER_LIMIT_FOR_NOW.has(file)) {
    problems.push(`${file}: back under ${MAX_LINES} lines, remove it from OVER_LIMIT_FOR_NOW`);
  }
}

for (const file of OVER_LIMIT_FOR_NOW) {
  // Moved on another branch: the file is checked under its new name; the stale line only needs removing.
  if (!files.includes(file)) console.warn(`Convention check: ${file} is listed in OVER_LIMIT_FOR_NOW but gone`);
}

if (problems.length) {
  console.error(`Convention check: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`Convention check: ${files.length} files, no problems.`);
