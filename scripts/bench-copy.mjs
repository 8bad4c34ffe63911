#!/usr/bin/env node
// `node scripts/bench-copy.mjs [--json] [--check] [--no-browser] [--dry]`: speed of the copy tools.
//
// 1. Node: counting and analysing a 20,000-character mixed text (Chinese, English,
//    digits, emoji, full-width, line breaks) with the same modules the runners use —
//    median and worst of 15 runs after warm-up. Target: ≤ 20 ms for the
//    字数统计 analysis (graphemes + stats + every platform field + previews); the
//    other analysers are reported against the same line.
// 2. Chromium (/usr/bin/chromium or CHROMIUM_PATH): the 字数统计 and 可读性分析 runners
//    mounted with fake props on a local page; a 10,000-character text is pasted,
//    then 40 characters are typed one by one while a PerformanceObserver records
//    long tasks. Target: no main-thread task over 50 ms while typing.
//
// Node 20 cannot run TypeScript, so the modules are bundled in memory with the
// esbuild already in node_modules (the way scripts/check-copy.mjs runs the engine).
import { createServer } from "node:http";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const COPY_DIR = path.join(ROOT, "apps/web/app/tools/copy");
const FLAGS = new Set(process.argv.slice(2));
const TARGET_ANALYSE_MS = 20;
const TARGET_TASK_MS = 50;

async function bundle(contents, options) {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: { contents, resolveDir: COPY_DIR, loader: "tsx", sourcefile: "bench-entry.tsx" },
    bundle: true,
    write: false,
    format: "esm",
    jsx: "automatic",
    logLevel: "silent",
    ...options,
  });
  return result.outputFiles[0].text;
}

/** A realistic mixed marketing text of exactly `n` UTF-16 units or a little more. */
export function sampleText(n) {
  const parts = [
    "春日限定🌸小红书爆款面霜，油皮姐妹闭眼入！",
    "Spring sale 满299减50，仅限3天。",
    "全网都在推荐的 No.1 平价好物，真的很好用吗？",
    "我用了整整 28 天，记录下每天的变化：第一周皮肤稳定，第二周毛孔细腻了很多。",
    "＃护肤分享 ＃油皮救星 🇨🇳👨‍👩‍👧",
    "成分党看过来：烟酰胺 5%、神经酰胺、玻尿酸，温和不刺激；敏感肌建议先做耐受测试。",
    "\n\n",
  ];
  let out = "";
  let i = 0;
  // Numbered paragraphs, so no two are the same (the word cache gets no free hits).
  while (out.length < n)
    out += parts[i % parts.length] === "\n\n" ? `（第 ${i++} 段完）\n\n` : parts[i++ % parts.length];
  return out;
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] };
}

const NODE_ENTRY = `export { graphemes, textStats, checkAllFields, firstChars, foldAt } from "./counting";
     export { previewRules } from "./platform-rules";
     export { analyzeReadability } from "./readability/readability";
     export { wordFrequency, keywordDensity, clearTokenCache } from "./word-frequency";
     export { analyzeTitle } from "./title-analyzer";
     export { checkNote } from "./xhs-note-check/xhs-note";
     export { platformFieldByKey } from "./platform-rules";
     export { analyze } from "../engines/compliance/engine";`;

async function nodeBench() {
  const code = await bundle(NODE_ENTRY, { platform: "neutral", target: "node20" });
  const m = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  const text = sampleText(20_000);
  const cases = [
    {
      name: "字数统计（计数 + 全部平台字段 + 预览）",
      target: TARGET_ANALYSE_MS,
      run: () => {
        const gs = m.graphemes(text);
        m.textStats(text, gs);
        m.checkAllFields(text);
        m.firstChars(text, m.previewRules.wechatDefaultDigest.chars);
        m.foldAt(text, 6, 32);
      },
    },
    { name: "可读性分析", target: TARGET_ANALYSE_MS, run: () => m.analyzeReadability(text) },
    {
      name: "词频统计（含关键词密度）",
      target: TARGET_ANALYSE_MS,
      run: () => (
        m.wordFrequency(text, { dictionary: ["小红书", "烟酰胺"] }),
        m.keywordDensity(text, ["面霜", "油皮"])
      ),
    },
    {
      name: "小红书笔记体检（含违禁词引擎）",
      target: TARGET_ANALYSE_MS,
      run: () =>
        m.checkNote(
          { title: "油皮面霜真实测评", body: text },
          { keyword: "面霜", riskCheck: (t) => m.analyze(t).findings },
        ),
    },
  ];
  const rows = [];
  for (const c of cases) {
    for (let i = 0; i < 3; i++) c.run();
    const times = [];
    for (let i = 0; i < 15; i++) {
      m.clearTokenCache(); // cold: every paragraph segmented again
      const t0 = performance.now();
      c.run();
      times.push(performance.now() - t0);
    }
    const s = stats(times);
    rows.push({ name: c.name, chars: text.length, ...s, target: c.target, ok: s.median <= c.target });
  }
  return rows;
}

const HARNESS = `
import { createRoot } from "react-dom/client";
import { useState } from "react";
import WordCountRunner from "./word-count/runner";
import ReadabilityRunner from "./readability/runner";
const runners = { "word-count": WordCountRunner, readability: ReadabilityRunner };
function App() {
  const which = new URLSearchParams(location.search).get("tool") ?? "word-count";
  const Runner = runners[which];
  const [settings] = useState(() => new URLSearchParams());
  return <Runner
    tool={{ slug: which, name: which, isVip: false }}
    plan={{ loggedIn: true, isVip: true, dailyRuns: Infinity, batchLimit: 10, historyDays: 30, wordLists: 1 }}
    settings={settings} setSettings={() => {}} initialInput={null}
    requestRun={async () => true} saveHistory={() => {}} share={async () => {}}
    wordList={{ words: null, save: async () => ({ ok: true }) }} />;
}
createRoot(document.getElementById("root")).render(<App />);
`;

async function browserBench() {
  const js = await bundle(HARNESS, {
    platform: "browser",
    target: "es2022",
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const html = `<!doctype html><meta charset="utf-8"><title>bench</title><div id="root"></div><script type="module" src="/app.js"></script>`;
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/app.js")) res.writeHead(200, { "content-type": "text/javascript" }).end(js);
    else if (req.url?.startsWith("/?") || req.url === "/")
      res.writeHead(200, { "content-type": "text/html" }).end(html);
    else res.writeHead(404).end();
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows = [];
  try {
    for (const tool of ["word-count", "readability"]) {
      const page = await browser.newPage();
      await page.goto(`${origin}/?tool=${tool}`);
      const box = page.locator("textarea").first();
      await box.waitFor();
      await box.fill(sampleText(10_000).slice(0, 10_000));
      await page.waitForTimeout(500); // the paste's own analysis settles first
      await page.evaluate(() => {
        globalThis.__long = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) globalThis.__long.push(e.duration);
        }).observe({ type: "longtask", buffered: false });
      });
      await box.press("End");
      const t0 = Date.now();
      await page.keyboard.type("这是新加的一句话，看看打字时是否卡顿。Typing more text here!", { delay: 25 });
      const typingMs = Date.now() - t0;
      await page.waitForTimeout(300);
      const long = await page.evaluate(() => globalThis.__long);
      const maxTask = long.length ? Math.max(...long) : 0;
      rows.push({
        name: tool === "word-count" ? "字数统计：在 1 万字文本中打字" : "可读性分析：在 1 万字文本中打字",
        typingMs,
        longTasks: long.length,
        maxTask,
        target: TARGET_TASK_MS,
        ok: maxTask <= TARGET_TASK_MS,
      });
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}

/** A fixed CPU loop, so figures from a busy shared machine can be read in proportion. */
function calibration() {
  let best = Infinity;
  for (let k = 0; k < 5; k++) {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 1e6; i++) x = (x + i * 7) % 1000003;
    best = Math.min(best, performance.now() - t0);
    if (x < 0) console.log(x);
  }
  return best;
}

// --dry: bundle what the bench measures and stop (a unit test runs it, so a moved module fails npm test, not npm run bench).
if (FLAGS.has("--dry")) {
  try {
    await bundle(NODE_ENTRY, { platform: "neutral", target: "node20" });
    await bundle(HARNESS, { platform: "browser", target: "es2022" });
    console.log("bench-copy: both bundles build");
  } catch (error) {
    console.error(`[bench-copy] ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
} else
  try {
    const cpu = calibration();
    const analysis = await nodeBench();
    const typing = FLAGS.has("--no-browser") ? [] : await browserBench();
    if (FLAGS.has("--json")) console.log(JSON.stringify({ cpuLoopMs: cpu, analysis, typing }, null, 2));
    else {
      console.log(
        `\nCPU 参照：100 万次整数循环 ${cpu.toFixed(1)} ms（机器越忙这个数越大，下列耗时随之按比例偏高；比较不同机器的结果时一并看它）`,
      );
      console.log(
        `\n文案工具分析耗时（Node ${process.version}，${analysis[0].chars} 字符混合文本，15 次的中位数 / 最大值；目标 ≤ ${TARGET_ANALYSE_MS} ms）`,
      );
      // Only the first row (字数统计) is a target; the others are read against the same line
      // and marked △ when over it, so a reported row never reads as a missed floor.
      analysis.forEach((r, i) =>
        console.log(
          `  ${r.ok ? "✓" : i === 0 ? "✗" : "△"} ${r.name}: ${r.median.toFixed(2)} ms / ${r.max.toFixed(2)} ms${i === 0 ? "（目标）" : "（参考）"}`,
        ),
      );
      if (typing.length) {
        console.log(
          `\n打字时主线程长任务（Chromium，1 万字文本中逐字输入；目标：没有超过 ${TARGET_TASK_MS} ms 的任务）`,
        );
        for (const r of typing)
          console.log(
            `  ${r.ok ? "✓" : "✗"} ${r.name}: 最长任务 ${r.maxTask.toFixed(0)} ms，长任务 ${r.longTasks} 个，输入用时 ${r.typingMs} ms`,
          );
      }
      console.log("");
    }
    // Only the 字数统计 analysis and typing are targets; the rest is reported.
    const ok = analysis[0].ok && typing.every((r) => r.ok);
    if (!ok && FLAGS.has("--check")) process.exitCode = 1;
  } catch (error) {
    console.error(`[bench-copy] ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 1;
  }
