#!/usr/bin/env node
// `npm run -s check:copy -- [--industry <key>] [--lines | --texts] [--json] <file|->`
//
// Checks ad copy with the same compliance engine the 违禁词检测 tool runs in the
// browser (apps/web/app/tools/engines/compliance/engine.ts). Node 20 cannot run TypeScript,
// so the engine is bundled with the esbuild that npm install already put in
// node_modules (no build step for the user) and cached in node_modules/.cache.
//
// Without --lines the whole input is one text; with --lines each line is one text; with --texts the
// input is a JSON array of strings, each one whole text (several multi-line texts in one run).
// --json: one text → {"findings":[{term,start,end,level,rule,basis}]}; --lines or --texts → an
// array of those in input order. start/end are UTF-16 offsets into the original
// text (per line with --lines). Missing mandatory notices are findings with
// start = end = 0 (with --lines only when --notices is given). Exit code 0 with or without findings; 2 on bad usage.
import { bundleTs } from "./import-ts.mjs";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = path.resolve(import.meta.dirname, "..");
const ENGINE = path.join(ROOT, "apps/web/app/tools/engines/compliance/engine.ts");

const USAGE = `用法：npm run -s check:copy -- [--industry <行业>] [--lines | --texts] [--json] <文件|->

  <文件|->        要检查的文案文件（UTF-8）；用 - 从标准输入读取
  --industry <行业> 行业：general(通用) medical(医疗/医美) drug(药品) device(医疗器械)
                  health-food(保健食品) cosmetics(化妆品) food(食品) education(教育培训)
                  finance(金融/招商) real-estate(房地产)；默认 general
  --lines         每一行作为一条独立文案检查（默认不查法定提示语，加 --notices 才查）
  --notices       --lines 时也检查每行是否缺少法定提示语
  --texts         输入是 JSON 字符串数组，每个元素作为一条完整文案检查（含法定提示语）
  --json          输出 JSON（start/end 为原文中的 UTF-16 偏移）
  --help          显示本说明

退出码：0 = 检查完成（无论是否发现问题）；2 = 用法错误。
结果仅供自查，不构成法律意见。`;

function fail(message) {
  process.stderr.write(`错误：${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { industry: "general", lines: false, texts: false, json: false, notices: false, input: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else if (arg === "--lines") opts.lines = true;
    else if (arg === "--texts") opts.texts = true;
    else if (arg === "--notices") opts.notices = true;
    else if (arg === "--json") opts.json = true;
    else if (arg === "--industry" || arg.startsWith("--industry=")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      if (!value) fail("--industry 后面需要行业代码");
      opts.industry = value;
    } else if (arg.startsWith("--") && arg !== "--") fail(`不认识的选项「${arg}」`);
    else if (arg === "--") continue;
    else {
      if (opts.input !== undefined) fail("只能指定一个输入文件（或 - 表示标准输入）");
      opts.input = arg;
    }
  }
  if (opts.input === undefined) fail("缺少输入：请给出文件路径，或用 - 从标准输入读取");
  if (opts.lines && opts.texts) fail("--lines 与 --texts 只能选一个");
  return opts;
}

// The bundle is cached under node_modules/.cache/check-copy, keyed by the size and mtime
// of every engine source file, so only the first run after a change pays for esbuild.
function sourceKey() {
  const dir = path.dirname(ENGINE);
  const hash = createHash("sha1");
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        const st = statSync(full);
        hash.update(`${full}:${st.size}:${st.mtimeMs}\n`);
      }
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 16);
}

async function loadEngine() {
  const cacheDir = path.join(ROOT, "node_modules/.cache/check-copy");
  const cached = path.join(cacheDir, `engine-${sourceKey()}.mjs`);
  if (existsSync(cached)) return import(pathToFileURL(cached).href);
  let code;
  try {
    code = await bundleTs(`export * from ${JSON.stringify(ENGINE)};`, ROOT);
  } catch (error) {
    if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
    process.stderr.write("错误：找不到 esbuild，请先在仓库根目录运行 npm install。\n");
    process.exit(1);
  }
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Drop bundles of older sources (never this key's file or another run's temp file).
    for (const old of readdirSync(cacheDir)) {
      if (old.startsWith("engine-") && old.endsWith(".mjs") && path.join(cacheDir, old) !== cached) {
        rmSync(path.join(cacheDir, old), { force: true });
      }
    }
    const tmp = `${cached}.${process.pid}.tmp`;
    writeFileSync(tmp, code);
    renameSync(tmp, cached);
    return import(pathToFileURL(cached).href);
  } catch {
    // Read-only checkout: run from memory.
    return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  }
}

function readInput(input) {
  try {
    return readFileSync(input === "-" ? 0 : input, "utf8");
  } catch (error) {
    const reason =
      error && error.code === "ENOENT" ? "文件不存在" : error && error.code === "EISDIR" ? "这是一个目录" : "无法读取";
    fail(`读取「${input}」失败：${reason}`);
  }
}

function columnOf(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const col = offset - (before.lastIndexOf("\n") + 1) + 1;
  return { line, col };
}

function human(engine, text, findings, label) {
  const out = [];
  const real = findings.filter((f) => f.kind !== "notice");
  const notices = findings.filter((f) => f.kind === "notice");
  const counts = engine.LEVELS.map((lv) => [lv, findings.filter((f) => f.level === lv).length]).filter(
    ([, c]) => c > 0,
  );
  out.push(`${label}${findings.length ? counts.map(([lv, c]) => `${lv} ${c}`).join("，") : "未发现问题"}`);
  for (const f of real) {
    const { line, col } = columnOf(text, f.start);
    const where = label && !text.includes("\n") ? `第${col}字` : `第${line}行第${col}字`;
    out.push(`  [${f.level}] 「${f.term}」${f.variant ? `（${f.variant}）` : ""} ${where}  ${f.why}`);
    out.push(`      依据：${f.basis}${f.penalty ? `\n      罚则：${f.penalty}` : ""}`);
    if (f.exemption) out.push(`      可能豁免：${f.exemption.article}；需要：${f.exemption.proof}`);
    if (f.rewrites.length) out.push(`      可改为：${f.rewrites.join(" / ")}`);
  }
  for (const f of notices) {
    out.push(`  [${f.level}] 缺少法定提示语：「${f.rewrites[0]}」`);
    out.push(`      依据：${f.basis}`);
  }
  return out.join("\n");
}

const opts = parseArgs(process.argv.slice(2));
const text = readInput(opts.input);
const engine = await loadEngine();
if (!engine.isIndustryKey(opts.industry)) {
  fail(`不认识的行业「${opts.industry}」，可选：${engine.INDUSTRIES.map((i) => `${i.key}(${i.label})`).join(" ")}`);
}
const options = { industry: opts.industry };
// variant (拼音替代, 数字/符号替代, 夹杂符号, 繁体) only when the spelling hides the word.
const slim = (findings) => ({
  findings: findings.map(({ term, start, end, level, rule, basis, variant }) =>
    variant ? { term, start, end, level, rule, basis, variant } : { term, start, end, level, rule, basis },
  ),
});

if (opts.lines) {
  // Windows line endings: the \r belongs to no line.
  const lines = text.split("\n").map((l) => l.replace(/\r$/, ""));
  if (lines.length > 1 && lines[lines.length - 1] === "") lines.pop();
  // A title or slogan is not expected to carry 本品不能代替药物: notices only when asked.
  const lineOptions = { ...options, notices: opts.notices };
  const results = lines.map((line) => engine.analyze(line, lineOptions).findings);
  if (opts.json) process.stdout.write(`${JSON.stringify(results.map(slim))}\n`);
  else {
    const blocks = results.map((findings, i) => human(engine, lines[i], findings, `第${i + 1}行：`));
    const flagged = results.filter((f) => f.length > 0).length;
    process.stdout.write(`${blocks.join("\n")}\n\n共 ${lines.length} 行，${flagged} 行有提示。${engine.DISCLAIMER}\n`);
  }
} else {
  // One whole text, or (--texts) a JSON array of whole texts: the same analysis for each.
  let texts = [text];
  if (opts.texts) {
    try {
      texts = JSON.parse(text);
    } catch {
      fail("--texts 的输入必须是 JSON 字符串数组");
    }
    if (!Array.isArray(texts) || texts.some((t) => typeof t !== "string")) fail("--texts 的输入必须是 JSON 字符串数组");
  }
  const results = texts.map((t) => engine.analyze(t, options).findings);
  if (opts.texts && opts.json) process.stdout.write(`${JSON.stringify(results.map(slim))}\n`);
  else if (opts.json) process.stdout.write(`${JSON.stringify(slim(results[0]))}\n`);
  else if (opts.texts) {
    const blocks = results.map((findings, i) => human(engine, texts[i], findings, `第${i + 1}条：`));
    process.stdout.write(`${blocks.join("\n")}\n\n共 ${texts.length} 条。${engine.DISCLAIMER}\n`);
  } else process.stdout.write(`${human(engine, text, results[0], "")}\n\n${engine.DISCLAIMER}\n`);
}
