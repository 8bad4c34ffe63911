// `node scripts/lighthouse-boot-compare.mjs [--runs=5] [--only=/home,/vip] [--out=dir]`: the staged boot
// (apps/web/app/boot/) against React Router's stock `<Scripts>` (VITE_BOOT=stock), measured as docs/decisions/007
// describes: Lighthouse (scripts/lighthouse.mjs, performance only) one run of every page per build, the two builds
// alternating run by run, so both see the same machine load; then per page the median run of each build
// (Lighthouse's own median-run) with the host benchmark index (BI) of every run beside its TBT.
//
// Builds: apps/web/build-lighthouse (staged) and apps/web/build-lighthouse-stock, made when missing
// (`--rebuild` makes both again). Prints a table and writes every report and summary.json under --out
// (default apps/web/build-lighthouse-compare/).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { WEB_DIR } from "./local-stack.mjs";

const ARGS = process.argv.slice(2);
const option = (name) => ARGS.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(option("runs") ?? 5) || 1);
const OUT = path.resolve(option("out") ?? path.join(WEB_DIR, "build-lighthouse-compare"));
const only = option("only");

const VARIANTS = [
  { name: "staged", buildDir: "build-lighthouse", env: {} },
  { name: "stock", buildDir: "build-lighthouse-stock", env: { VITE_BOOT: "stock" } },
];

function build(variant) {
  if (!ARGS.includes("--rebuild") && existsSync(path.join(WEB_DIR, variant.buildDir, "server/index.js"))) return;
  process.stderr.write(`[compare] building ${variant.name} into apps/web/${variant.buildDir}/ …\n`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: WEB_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ...variant.env, WEB_BUILD_DIR: variant.buildDir, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error(`${variant.name}: build failed`);
}

function measure(variant, run) {
  const save = path.join(OUT, variant.name, `run-${run}`);
  const args = ["scripts/lighthouse.mjs", "--no-build", "--perf-only", "--runs=1", `--save=${save}`];
  if (only) args.push(`--only=${only}`);
  process.stderr.write(`[compare] ${variant.name}, run ${run}/${RUNS}\n`);
  const result = spawnSync("node", args, {
    cwd: path.join(WEB_DIR, "../.."),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, LIGHTHOUSE_BUILD_DIR: variant.buildDir },
  });
  if (result.status !== 0) throw new Error(`${variant.name} run ${run}: lighthouse failed`);
}

/** Every saved report of one variant, grouped by page file name (`tools_banned-words-1.json` → `tools_banned-words`). */
function reports(variant) {
  const byPage = new Map();
  const dir = path.join(OUT, variant.name);
  for (const run of readdirSync(dir)) {
    for (const file of readdirSync(path.join(dir, run))) {
      const lhr = JSON.parse(readFileSync(path.join(dir, run, file), "utf8"));
      const page = `/${file.replace(/-\d+\.json$/, "").replaceAll("_", "/")}`;
      if (!byPage.has(page)) byPage.set(page, []);
      byPage.get(page).push(lhr);
    }
  }
  return byPage;
}

const num = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
const summary = (lhr) => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  fcp: Math.round(num(lhr, "first-contentful-paint")),
  lcp: Math.round(num(lhr, "largest-contentful-paint")),
  tbt: Math.round(num(lhr, "total-blocking-time")),
  cls: Number(num(lhr, "cumulative-layout-shift").toFixed(3)),
  benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
});

mkdirSync(OUT, { recursive: true });
for (const variant of VARIANTS) build(variant);
for (let run = 1; run <= RUNS; run++) {
  // Alternate which build goes first, so neither always meets the machine right after the other's stack.
  const order = run % 2 ? VARIANTS : [...VARIANTS].reverse();
  for (const variant of order) measure(variant, run);
}

const result = {};
for (const variant of VARIANTS) {
  for (const [page, lhrs] of reports(variant)) {
    const valid = lhrs.filter((lhr) => !lhr.runtimeError && Number.isFinite(num(lhr, "first-contentful-paint")));
    if (valid.length === 0) continue;
    const median = valid.length === 1 ? valid[0] : computeMedianRun(valid);
    result[page] ??= {};
    result[page][variant.name] = { median: summary(median), runs: valid.map(summary) };
  }
}
writeFileSync(path.join(OUT, "summary.json"), JSON.stringify(result, null, 2));

console.log(`\nLighthouse, performance only, ${RUNS} run(s) per page and build, builds alternating run by run`);
console.log("page | build | perf | FCP | LCP | TBT | CLS | BI (median run) | every run's TBT @ BI");
for (const [page, variants] of Object.entries(result)) {
  for (const [name, { median: m, runs }] of Object.entries(variants)) {
    const each = runs.map((r) => `${r.tbt}@${r.benchmarkIndex}`).join(" ");
    console.log(
      `${page} | ${name} | ${m.performance} | ${m.fcp} | ${m.lcp} | ${m.tbt} | ${m.cls} | ${m.benchmarkIndex} | ${each}`,
    );
  }
}
