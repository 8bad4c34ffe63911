#!/usr/bin/env node
// Writes the sample exports of 最佳发布时间 (apps/web/app/tools/planning/best-post-time/samples/,
// served as hashed assets): one seeded
// synthetic account per back end, in the column layout and time format that back end's post-level
// export uses (samples, not real data; the page labels them so). Re-run after changing the generator.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "apps/web/app/tools/planning/best-post-time/samples");
const { build } = await import("esbuild");
const result = await build({
  entryPoints: [path.join(ROOT, "apps/web/app/tools/planning/best-post-time/synthetic-posts.ts")],
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  logLevel: "silent",
});
const { syntheticPosts } = await import(
  `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`
);

const wan = (n) => (n >= 10000 ? `${(n / 10000).toFixed(1)}万` : String(n));
const pct = (x) => `${(x * 100).toFixed(1)}%`;
const samples = [
  {
    file: "douyin.csv",
    seed: 11,
    planted: [5, 19],
    header: ["作品名称", "发布时间", "体裁", "播放量", "完播率", "点赞量", "评论量", "分享量", "收藏量", "粉丝增量"],
    row: (p, i, r) => [
      `示例作品 ${i + 1}`,
      p.time.replace(/-/g, "/"),
      "视频",
      p.views,
      pct(0.2 + r * 0.2),
      p.likes,
      p.comments,
      p.shares,
      p.saves,
      Math.round(p.likes / 40),
    ],
  },
  {
    file: "xiaohongshu.csv",
    seed: 12,
    planted: [7, 21],
    header: ["笔记标题", "首次发布时间", "体裁", "观看量", "点赞", "评论", "收藏", "分享", "涨粉", "封面点击率"],
    row: (p, i, r) => {
      const [d, t] = p.time.split(" ");
      const [y, mo, da] = d.split("-");
      return [
        `示例笔记 ${i + 1}`,
        `${y}年${mo}月${da}日 ${t}`,
        "图文",
        wan(p.views),
        p.likes,
        p.comments,
        p.saves,
        p.shares,
        Math.round(p.saves / 30),
        pct(0.08 + r * 0.06),
      ];
    },
  },
  {
    file: "channels.csv",
    seed: 13,
    planted: [3, 12],
    header: ["视频描述", "发布时间", "播放量", "喜欢", "评论量", "分享量", "关注量", "完播率"],
    row: (p, i, r) => [
      `示例视频 ${i + 1}`,
      `${p.time}:00`,
      p.views,
      p.likes,
      p.comments,
      p.shares,
      Math.round(p.likes / 50),
      pct(0.15 + r * 0.2),
    ],
  },
  {
    file: "wechat.csv",
    seed: 14,
    planted: [2, 8],
    title: "公众号内容分析 2026-05-04 至 2026-10-30（示例数据，非真实账号）",
    header: [
      "内容标题",
      "发表时间",
      "总阅读人数",
      "总阅读次数",
      "总分享人数",
      "在看人数",
      "点赞人数",
      "阅读后关注人数",
    ],
    row: (p, i) => [
      `示例文章 ${i + 1}`,
      p.time,
      Math.round(p.views * 0.85),
      p.views,
      p.shares,
      Math.round(p.likes * 0.3),
      p.likes,
      Math.round(p.likes / 60),
    ],
  },
];

fs.mkdirSync(OUT, { recursive: true });
for (const s of samples) {
  let r = s.seed;
  const rand = () => (r = (r * 16807) % 2147483647) / 2147483647;
  const posts = syntheticPosts({ seed: s.seed, posts: 240, planted: s.planted }).sort((a, b) =>
    a.time < b.time ? -1 : 1,
  );
  const lines = [
    ...(s.title ? [s.title] : []),
    s.header.join(","),
    ...posts.map((p, i) => s.row(p, i, rand()).join(",")),
  ];
  fs.writeFileSync(path.join(OUT, s.file), `\uFEFF${lines.join("\n")}\n`);
  console.log(`${s.file}: ${posts.length} posts`);
}
