// `npm run lighthouse`: Lighthouse 12.2.3 (pinned: 13 needs Node 22) on a phone
// — its default mobile emulation with simulated throttling (slow 4G, 4× CPU) —
// against the production build, with the provider stand-in running locally.
//
// Pages: the four screens and three tool pages. For each it prints the
// performance score, FCP, LCP, TBT, CLS, Speed Index, the bytes transferred
// (all, and JavaScript alone), the accessibility / best-practices / SEO
// scores and every run's TBT (range and median). Targets (docs/conventions.md, performance): performance 100,
// LCP ≤ 1.2 s, TBT ≤ 30 ms, CLS 0; accessibility, best practices and SEO 100 when
// measured (the failing audits are named). It measures; it is not a test and not part
// of `npm test`. `--check` exits 1 when a target is missed.
//
// Lighthouse's figures move with whatever else runs on a shared machine (the
// simulation multiplies the CPU time it observed): `--runs=N` (default 3) runs
// each page N times and reports the run Lighthouse itself calls the median
// (lighthouse/core/lib/median-run.js: median FCP and TTI together).
//
// Chromium: CHROME_PATH, else /usr/bin/chromium (Debian's), headless.
// Servers: its own build folder (apps/web/build-lighthouse, rebuilt when
// missing, older than the sources, or with --rebuild), its own free ports from
// LIGHTHOUSE_PORT_BASE (default 6500) and its own temporary stand-in data.
//
// Options (env): LIGHTHOUSE_BUILD_DIR, LIGHTHOUSE_PORT_BASE, CHROME_PATH.
// Flags: --runs=N, --only=/path[,/path], --perf-only (performance category
// alone: faster), --rebuild, --no-build (measure the build folder as it is,
// e.g. an older build kept for a before/after table), --check, --json,
// --save=<dir> (full JSON report per page and run, for Lighthouse's viewer).
//
// The host's speed shows in the table (BI: Lighthouse's benchmark index of
// the median run); on this 2-core machine with other work running it falls
// from ~1,300 to a few hundred, and TBT, which the simulation takes from the
// observed main-thread tasks times four, grows with it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { startLocalStack, WEB_DIR } from "./local-stack.mjs";

const BUILD_DIR = process.env.LIGHTHOUSE_BUILD_DIR ?? "build-lighthouse";
const PORT_BASE = Number(process.env.LIGHTHOUSE_PORT_BASE ?? 6500);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const ARGS = process.argv.slice(2);
const FLAGS = new Set(ARGS.filter((a) => !a.includes("=")));
const option = (name) => ARGS.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Math.max(1, Number(option("runs") ?? 3) || 1);
const SAVE_DIR = option("save");

const PAGES = [
  { path: "/home", name: "首页" },
  { path: "/tools-index", name: "工具大全" },
  { path: "/template-community", name: "模板社区" },
  { path: "/vip", name: "会员中心" },
  { path: "/tools/banned-words", name: "违禁词检测" },
  { path: "/tools/image-spec", name: "图片规格" },
  { path: "/tools/marketing-calendar", name: "营销日历" },
];
const only = option("only")?.split(",");
const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;

const TARGET = { score: 100, lcp: 1200, tbt: 30, cls: 0 };
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"];

let chrome = null;
let stack = null;

function log(text) {
  process.stderr.write(`[lighthouse] ${text}\n`);
}

function closeChrome() {
  if (!chrome) return;
  try {
    chrome.kill();
  } catch {
    // already gone
  }
}

/** Newest modification time (ms) of the files under `dir`, skipping generated folders. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".") || entry.name.startsWith("build")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function buildIfNeeded() {
  const entry = path.join(WEB_DIR, BUILD_DIR, "server/index.js");
  const sources = Math.max(
    newestMtime(path.join(WEB_DIR, "app")),
    newestMtime(path.join(WEB_DIR, "server")),
    newestMtime(path.join(WEB_DIR, "build-tools")),
    ...["vite.config.ts", "react-router.config.ts", "package.json"].map((f) => statSync(path.join(WEB_DIR, f)).mtimeMs),
  );
  if (FLAGS.has("--no-build")) {
    if (!existsSync(entry)) throw new Error(`no build in apps/web/${BUILD_DIR}`);
    return;
  }
  const stale = !existsSync(entry) || statSync(entry).mtimeMs < sources;
  if (!FLAGS.has("--rebuild") && !stale) return;
  log(`building apps/web (production) into ${BUILD_DIR}/ …`);
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: WEB_DIR,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, WEB_BUILD_DIR: BUILD_DIR, NODE_ENV: "production" },
  });
  if (result.status !== 0) throw new Error("build failed");
}

async function startServers() {
  stack = await startLocalStack({
    name: "lighthouse",
    portBase: PORT_BASE,
    // One process: the machine's cores are for Chromium and the simulation.
    site: () => ({
      command: "node",
      args: ["server.js", `--build=${BUILD_DIR}`],
      cwd: WEB_DIR,
      env: { NODE_ENV: "production", WEB_CONCURRENCY: "1" },
    }),
    onStop: closeChrome,
  });
  return stack.origin;
}

/** The figures of one Lighthouse result. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const lcpElement = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    si: audit("speed-index"),
    transferBytes: audit("total-byte-weight"),
    jsBytes,
    requests: requests.length,
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ""} (${lcpElement.selector ?? ""})`.slice(0, 120) : null,
    runtimeError: lhr.runtimeError?.message ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    warnings: lhr.runWarnings ?? [],
    // What keeps accessibility, best practices or SEO under 100 (audits that count toward the score).
    failing: ["accessibility", "best-practices", "seo"].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

// The other categories, when measured (not with --perf-only), are 100 too: 首页's accessibility once fell to 96
// (a contrast audit) in a table whose target column looked at performance alone.
const othersFull = (f) => [f.accessibility, f.bestPractices, f.seo].every((score) => score === null || score >= 100);
const within = (f) =>
  f.performance >= TARGET.score &&
  f.lcp <= TARGET.lcp &&
  f.tbt <= TARGET.tbt &&
  f.cls <= TARGET.cls &&
  othersFull(f) &&
  !f.runtimeError;

async function audit(origin, page, categories) {
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    let runner;
    // A fresh browser per run, as Lighthouse's own CLI does; a run whose trace came out broken (NO_NAVSTART and
    // the like: Lighthouse 12.2 reading a newer Chromium's trace) is tried once more.
    for (let attempt = 1; attempt <= 2; attempt++) {
      chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
      try {
        runner = await lighthouse(
          new URL(page.path, origin).href,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
          // Lighthouse's default config is mobile with simulated throttling.
          undefined,
        );
      } finally {
        chrome.kill();
        chrome = null;
      }
      if (!runner) throw new Error(`${page.path}: Lighthouse returned nothing`);
      if (!runner.lhr.runtimeError) break;
      log(`${page.path} run ${run}: ${runner.lhr.runtimeError.code}${attempt === 1 ? ", trying again" : ""}`);
    }
    const { lhr } = runner;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const file = path.join(SAVE_DIR, `${page.path.slice(1).replaceAll("/", "_")}-${run}.json`);
      writeFileSync(file, runner.report);
    }
    const f = figures(lhr);
    log(`${page.path} run ${run}/${RUNS}: ${f.performance} (LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms)`);
    results.push(lhr);
  }
  // A run that broke (Lighthouse's runtime error, e.g. no paint within its timeout on a starved machine) has no
  // metrics: the median is taken over the others, and the table shows how many there were.
  const valid = results.filter(
    (lhr) => !lhr.runtimeError && Number.isFinite(lhr.audits["first-contentful-paint"]?.numericValue),
  );
  const median = valid.length === 0 ? results[0] : valid.length === 1 ? valid[0] : computeMedianRun(valid);
  const scores = results.map((lhr) =>
    valid.includes(lhr) ? String(Math.round((lhr.categories.performance?.score ?? 0) * 100)) : "✗",
  );
  // TBT of every valid run: on a busy or shared machine single runs of one build spread several-fold, so the
  // table shows their range and median beside the median run's figure.
  const tbtRuns = valid.map((lhr) => Math.round(figures(lhr).tbt));
  return { ...page, ...figures(median), runs: valid.length, scores, tbtRuns };
}

/** "5–131（中位 44）": the range and the median of the runs' TBT. */
function tbtSpread(values) {
  if (values.length === 0) return "–";
  const sorted = [...values].sort((a, b) => a - b);
  const middle =
    sorted.length % 2
      ? sorted[(sorted.length - 1) / 2]
      : Math.round((sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2);
  return `${sorted[0]}–${sorted.at(-1)}（中位 ${middle}）`;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

function table(rows) {
  const header = [
    "页面",
    "路径",
    "性能",
    "FCP",
    "LCP",
    "TBT",
    "CLS",
    "SI",
    "传输",
    "JS",
    "无障碍",
    "最佳实践",
    "SEO",
    "BI",
    "各次性能",
    "各次 TBT",
    "目标",
  ];
  const lines = rows.map((r) => [
    r.name,
    r.path,
    String(r.performance),
    ms(r.fcp),
    ms(r.lcp),
    ms(r.tbt),
    r.cls.toFixed(3),
    ms(r.si),
    kb(r.transferBytes),
    kb(r.jsBytes),
    r.accessibility === null ? "–" : String(r.accessibility),
    r.bestPractices === null ? "–" : String(r.bestPractices),
    r.seo === null ? "–" : String(r.seo),
    String(r.benchmarkIndex),
    r.scores.join("/"),
    tbtSpread(r.tbtRuns),
    within(r)
      ? "✓"
      : `✗${r.performance < TARGET.score ? " 分数" : ""}${r.lcp > TARGET.lcp ? " LCP" : ""}${r.tbt > TARGET.tbt ? " TBT" : ""}${r.cls > TARGET.cls ? " CLS" : ""}${othersFull(r) ? "" : " 其他分数"}${r.runtimeError ? " 出错" : ""}`,
  ]);
  // CJK characters take two columns in a terminal.
  const width = (text) =>
    [...text].reduce((w, ch) => w + (/[\u2e80-\uffff]/.test(ch) && ch !== "✓" && ch !== "✗" ? 2 : 1), 0);
  const cols = header.map((_, i) => Math.max(width(header[i]), ...lines.map((l) => width(l[i]))));
  const fmt = (cells) => cells.map((c, i) => c + " ".repeat(cols[i] - width(c))).join("  ");
  return [fmt(header), cols.map((w) => "-".repeat(w)).join("  "), ...lines.map(fmt)].join("\n");
}

async function main() {
  if (!existsSync(CHROME_PATH))
    throw new Error(`no Chromium at ${CHROME_PATH}: apt-get install -y chromium (or set CHROME_PATH)`);
  buildIfNeeded();
  const origin = await startServers();
  // Warm the server (JIT, stand-in caches) so the first page's TTFB is not a cold start.
  for (const page of pages) await fetch(new URL(page.path, origin)).then((r) => r.arrayBuffer());
  const categories = FLAGS.has("--perf-only")
    ? ["performance"]
    : ["performance", "accessibility", "best-practices", "seo"];
  const rows = [];
  for (const page of pages) rows.push(await audit(origin, page, categories));

  if (FLAGS.has("--json")) console.log(JSON.stringify(rows, null, 2));
  else {
    console.log(
      `\nLighthouse ${rows[0]?.lighthouseVersion ?? ""} 移动端（模拟慢速 4G、4× CPU 降速），生产构建 ${BUILD_DIR}/，每页 ${RUNS} 次取中位（Lighthouse 的 median run）`,
    );
    console.log(
      `目标：性能 ${TARGET.score}，LCP ≤ ${TARGET.lcp} ms，TBT ≤ ${TARGET.tbt} ms，CLS ${TARGET.cls}；无障碍、最佳实践、SEO（测了的话）100；传输与 JS 为实际传输字节（压缩后）\n`,
    );
    console.log(table(rows));
    for (const r of rows) {
      if (r.runtimeError) console.log(`${r.path}: ${r.runtimeError}`);
      if (r.lcpElement) console.log(`${r.path} LCP 元素: ${r.lcpElement}`);
      if (r.failing.length > 0) console.log(`${r.path} 未通过的审核: ${r.failing.join(", ")}`);
    }
    console.log("");
  }
  return rows.every(within);
}

try {
  const ok = await main();
  closeChrome();
  stack?.stop();
  if (!ok && FLAGS.has("--check")) process.exitCode = 1;
} catch (error) {
  closeChrome();
  stack?.stop();
  console.error(`[lighthouse] ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
}
