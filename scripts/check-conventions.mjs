// Checks the repository rules a type checker cannot see (docs/conventions.md):
// - `process.env` is read only in the two config modules;
// - file names are kebab-case;
// - import direction (docs/conventions.md, app/components/ui/README.md):
//   components/ui imports nothing app-specific and no `*.server` module;
//   lib, session and http never import components (the session gets its
//   toast passed in); components, lib and the concern folders (session,
//   http, routing, deploy) never import routes; apps/web and apps/api never
//   import each other's source;
// - no `font-semibold` in the site (no CJK system font has a 600 face; each weight costs font lookups).
// Prints every violation and exits 1 if there is any.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", "build", ".react-router", ".data", "public"]);
const CODE = /\.(ts|tsx|js|mjs)$/;
const ENV_READERS = new Set(["apps/web/app/config.server.ts", "apps/api/src/config.ts"]);
// Build tooling runs before the app exists; it may read the environment.
const ENV_TOOLING =
  /^(apps\/web\/(react-router\.config\.ts|playwright\.config\.ts|e2e\/|build-tools\/)|apps\/api\/src\/test\/|scripts\/)/;

// Plain logic with no UI of its own: never imports components.
const APP_CORE = /^apps\/web\/app\/(lib|session|http)\//;
// Everything below routes in the dependency order: never imports a route.
const NOT_ROUTES = /^apps\/web\/app\/(lib|session|http|routing|deploy)\//;

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

const files = [...walk(path.join(root, "apps")), ...walk(path.join(root, "scripts"))];
const problems = [];

for (const file of files) {
  const base = path.basename(file);
  // Migrations keep the usual numbered form (001_users_sessions.sql) so they sort by version.
  const isMigration = /\/migrations\/\d{3}_[a-z0-9_]+\.sql$/.test(file);
  if (!isMigration && !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(base) && base !== "README.md") {
    problems.push(`${file}: file name is not kebab-case`);
  }
  if (!CODE.test(file)) continue;
  const source = readFileSync(path.join(root, file), "utf8");
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
  const imports = [
    ...source.matchAll(/(?:import|export)[^"'`]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g),
  ].map((match) => match[1] ?? match[2]);
  for (const spec of imports) {
    if (!spec.startsWith(".") && !spec.startsWith("~/")) continue;
    const target = spec.startsWith("~/")
      ? `apps/web/app/${spec.slice(2)}`
      : path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const where = (prefix) => file.startsWith(prefix);
    if (where("apps/web/") && target.startsWith("apps/api/"))
      problems.push(`${file}: imports apps/api source (${spec})`);
    if (where("apps/api/") && target.startsWith("apps/web/"))
      problems.push(`${file}: imports apps/web source (${spec})`);
    if (
      where("apps/web/app/components/ui/") &&
      !target.startsWith("apps/web/app/components/ui/") &&
      target.startsWith("apps/web/app/")
    ) {
      problems.push(`${file}: a UI primitive imports app code (${spec})`);
    }
    if (where("apps/web/app/components/ui/") && !/\.test\.tsx?$/.test(file) && /\.server(\.tsx?)?$/.test(target)) {
      problems.push(`${file}: a UI primitive imports a *.server module (${spec})`);
    }
    if (APP_CORE.test(file) && target.startsWith("apps/web/app/components/")) {
      problems.push(`${file}: lib/session/http must not import components (${spec})`);
    }
    if ((where("apps/web/app/components/") || NOT_ROUTES.test(file)) && target.startsWith("apps/web/app/routes/")) {
      problems.push(`${file}: components, lib and the concern folders must not import routes (${spec})`);
    }
  }
}

if (problems.length) {
  console.error(`Convention check: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`Convention check: ${files.length} files, no problems.`);
