#!/usr/bin/env node
// Quality of 卖点提炼 and 话题标签推荐 on text nobody on the team wrote (README "Tools that run
// here"; the sets and how they were labelled: apps/web/app/tools/engines/keywords/eval/). Run by
// scripts/bench-data-tools.mjs (so by `npm run bench`), or alone:
//   node scripts/bench-data-tools-quality.mjs [--json] [--misses]
// --misses lists what the extractor missed or found wrongly on the TUNING part only; the held-back
// part (FNV-1a of the text mod 10 < 3) is reported as totals and never listed, so nothing is tuned
// on it.
//
// 卖点提炼: a found point matches a labelled one when its clause holds the label's span (or the
// span holds the clause); one-to-one, labels in order. Points that match an optional label count
// neither way. Detection precision/recall, then whether the matched point is in the labelled group,
// then precision/recall per group (a hit needs the clause and the group). The WHG news posts carry
// no selling point: every point found there is a false one.
// 话题标签推荐: 微博's 1–3 tags (the page's limit) for each WHG post against the hashtag its author
// gave it: exact, or one holds the other (both ≥ 2 characters). Beside it, the same count for the
// text's top 3 TF-IDF keywords alone, so what the topic list adds (or costs) shows.
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOOLS = path.join(ROOT, "apps/web/app/tools");

async function load() {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: {
      contents: [
        'export { extractPoints } from "./copy/selling-points/extract.ts";',
        'export { extractKeywords } from "./engines/keywords/tfidf.ts";',
        'export { suggestTags } from "./copy/hashtag-suggest/suggest.ts";',
        'export { hashtagPlatform } from "./copy/hashtag-suggest/hashtag-platforms.ts";',
        'export * from "./engines/keywords/eval/selling-points-set.ts";',
        'export * from "./engines/keywords/eval/hashtag-set.ts";',
        'export { buildTopics } from "../../../api/src/data/topics.ts";',
      ].join("\n"),
      resolveDir: TOOLS,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    target: "node20",
    logLevel: "silent",
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

/** FNV-1a (32-bit) of a string's UTF-16 units: the fixed held-back split. */
export function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
const partOf = (text) => (fnv1a(text) % 10 < 3 ? "heldBack" : "tuning");

const ratio = (a, b) => (b === 0 ? null : Number((a / b).toFixed(3)));

function scoreSelling(m, tagger) {
  const blank = () => ({
    texts: 0,
    labels: 0,
    found: 0,
    hits: 0,
    sameGroup: 0,
    ignored: 0,
    newsTexts: 0,
    newsPoints: 0,
    groups: {},
    misses: [],
  });
  const parts = { tuning: blank(), heldBack: blank() };
  for (const c of m.SELLING_SET) {
    const p = parts[partOf(c.text)];
    p.texts++;
    const found = m.extractPoints(c.text, tagger);
    const labels = c.points.filter(([, g]) => g !== "?");
    const optional = c.points.filter(([, g]) => g === "?").map(([s]) => s);
    const holds = (text, span) => text.includes(span) || (text.length >= 2 && span.includes(text));
    const used = new Set();
    const group = (g) => (p.groups[g] ??= { labels: 0, found: 0, hits: 0 });
    for (const [span, g] of labels) {
      p.labels++;
      group(g).labels++;
      const i = found.findIndex((f, k) => !used.has(k) && holds(f.text, span));
      if (i < 0) {
        p.misses.push(`漏 ${g}「${span}」`);
        continue;
      }
      used.add(i);
      p.hits++;
      if (found[i].group === g) {
        p.sameGroup++;
        group(g).hits++;
      } else p.misses.push(`组 「${span}」 标 ${g} 得 ${found[i].group}`);
    }
    found.forEach((f, k) => {
      if (used.has(k)) {
        p.found++;
        group(f.group).found++;
      } else if (optional.some((s) => holds(f.text, s))) p.ignored++;
      else {
        p.found++;
        group(f.group).found++;
        p.misses.push(`多 ${f.group}「${f.text}」`);
      }
    });
    if (labels.length === 0) {
      p.newsTexts++;
      p.newsPoints += found.length;
    }
  }
  const summary = (p) => ({
    texts: p.texts,
    labels: p.labels,
    found: p.found,
    precision: ratio(p.hits, p.found),
    recall: ratio(p.hits, p.labels),
    groupAgreement: ratio(p.sameGroup, p.hits),
    strictPrecision: ratio(p.sameGroup, p.found),
    strictRecall: ratio(p.sameGroup, p.labels),
    pointsPerNewsText: ratio(p.newsPoints, p.newsTexts),
  });
  const perGroup = (p) =>
    Object.fromEntries(
      Object.entries(p.groups)
        .sort(([a], [b]) => a.localeCompare(b, "zh"))
        .map(([g, x]) => [
          g,
          { labels: x.labels, found: x.found, precision: ratio(x.hits, x.found), recall: ratio(x.hits, x.labels) },
        ]),
    );
  return {
    tuning: { ...summary(parts.tuning), groups: perGroup(parts.tuning) },
    heldBack: summary(parts.heldBack),
    tuningMisses: parts.tuning.misses,
  };
}

function scoreHashtags(m, tagger) {
  const weibo = m.hashtagPlatform("weibo");
  const topics = m
    .buildTopics()
    .filter((t) => t.platform === "weibo")
    .sort((a, b) => a.sort - b.sort)
    .map(({ name, category, heat }) => ({ name, category, heat }));
  const norm = (s) => s.toLowerCase().replace(/\s+/g, "");
  const exact = (tag, gold) => norm(tag) === norm(gold);
  const partial = (tag, gold) => {
    const a = norm(tag);
    const b = norm(gold);
    return a.length >= 2 && b.length >= 2 && (a.includes(b) || b.includes(a));
  };
  const blank = () => ({
    posts: 0,
    exact: 0,
    partial: 0,
    keywordsPartial: 0,
    tags: 0,
    listed: 0,
    misses: [],
    listedTags: [],
  });
  const parts = { tuning: blank(), heldBack: blank() };
  for (const [gold, post] of m.HASHTAG_SET) {
    const p = parts[partOf(post)];
    p.posts++;
    const keywords = m.extractKeywords(post, tagger, 30);
    const tags = m.suggestTags(keywords, topics, weibo.limit, post);
    p.tags += tags.length;
    const listed = tags.filter((t) => t.kind === "listed");
    p.listed += listed.length;
    if (listed.length) p.listedTags.push(`#${gold}# ← ${listed.map((t) => t.name).join(" ")}`);
    if (tags.some((t) => exact(t.name, gold))) p.exact++;
    if (tags.some((t) => partial(t.name, gold))) p.partial++;
    else p.misses.push(`#${gold}# ← ${tags.map((t) => t.name).join(" ") || "（无）"}`);
    if (keywords.slice(0, weibo.limit).some((k) => partial(k.word, gold))) p.keywordsPartial++;
  }
  const summary = (p) => ({
    posts: p.posts,
    exactHitRate: ratio(p.exact, p.posts),
    partialHitRate: ratio(p.partial, p.posts),
    keywordsOnlyPartialHitRate: ratio(p.keywordsPartial, p.posts),
    tagsPerPost: ratio(p.tags, p.posts),
    listedShare: ratio(p.listed, p.tags),
  });
  return {
    limit: weibo.limit,
    topicList: { platform: "weibo", topics: topics.length },
    tuning: summary(parts.tuning),
    heldBack: summary(parts.heldBack),
    tuningMisses: parts.tuning.misses,
    tuningListed: parts.tuning.listedTags,
  };
}

export async function measureQuality() {
  const m = await load();
  const jieba = await import("jieba-wasm");
  const tag = jieba.tag ?? jieba.default.tag;
  const tagger = (t) => tag(t, true);
  return { sellingPoints: scoreSelling(m, tagger), hashtags: scoreHashtags(m, tagger) };
}

const pct = (x) => (x === null ? "—" : `${(x * 100).toFixed(0)} %`);

/** The lines `npm run bench` prints. */
export function qualityLines(q) {
  const s = q.sellingPoints;
  const h = q.hashtags;
  const lines = [];
  for (const [name, p] of [
    ["tuning", s.tuning],
    ["held back", s.heldBack],
  ]) {
    lines.push(
      `  卖点提炼 (${name}: ${p.texts} texts, ${p.labels} labelled points): precision ${pct(p.precision)}, recall ${pct(p.recall)}; right group ${pct(p.groupAgreement)} of found; clause + group P ${pct(p.strictPrecision)} R ${pct(p.strictRecall)}; ${p.pointsPerNewsText ?? "—"} points per news post`,
    );
  }
  lines.push(
    `    per group (tuning, clause + group): ${Object.entries(s.tuning.groups)
      .map(([g, x]) => `${g} P ${pct(x.precision)} R ${pct(x.recall)} (${x.labels})`)
      .join(" · ")}`,
  );
  for (const [name, p] of [
    ["tuning", h.tuning],
    ["held back", h.heldBack],
  ]) {
    lines.push(
      `  话题标签推荐 微博 ≤ ${h.limit} tags vs the author's hashtag (${name}: ${p.posts} posts): exact ${pct(p.exactHitRate)}, one holds the other ${pct(p.partialHitRate)} (top ${h.limit} TF-IDF keywords alone ${pct(p.keywordsOnlyPartialHitRate)}); ${p.tagsPerPost} tags per post, ${pct(p.listedShare)} from the sample list`,
    );
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flags = new Set(process.argv.slice(2));
  const q = await measureQuality();
  if (flags.has("--json")) {
    const { tuningMisses: _a, ...selling } = q.sellingPoints;
    const { tuningMisses: _b, tuningListed: _c, ...hashtags } = q.hashtags;
    process.stdout.write(`${JSON.stringify({ sellingPoints: selling, hashtags }, null, 2)}\n`);
  } else {
    console.log("Data tools quality (卖点提炼, 话题标签推荐) on outside text");
    for (const line of qualityLines(q)) console.log(line);
  }
  if (flags.has("--misses")) {
    console.log("\n卖点提炼, tuning part:");
    for (const x of q.sellingPoints.tuningMisses) console.log(`  ${x}`);
    console.log("\n话题标签推荐, tuning part (no hit):");
    for (const x of q.hashtags.tuningMisses) console.log(`  ${x}`);
    console.log("\n话题标签推荐, tuning part, topics taken from the sample list:");
    for (const x of q.hashtags.tuningListed) console.log(`  ${x}`);
  }
}
