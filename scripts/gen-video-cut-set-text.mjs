#!/usr/bin/env node
// The on-screen-text speed video of 爆款视频拆解: the 60 s 1080×1920 speed video of the cut set
// (gen-video-cut-set.mjs --big) with burned-in captions, one every 3 s in the subtitle band, the way
// short-video ads carry them (some with 广告法 wording, so the compliance check has something to find).
// Truth: `text-truth.json` beside it (each caption's start, end and text). Needs ffmpeg and a CJK font
// (Debian: fonts-noto-cjk).
//
//   node scripts/gen-video-cut-set-text.mjs [--dir=DIR]   (default DIR: node_modules/.cache/video-cut-set)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const dirArg = process.argv.find((a) => a.startsWith("--dir="));
const DIR = path.resolve(dirArg ? dirArg.slice(6) : path.join(ROOT, "node_modules/.cache/video-cut-set"));
const SOURCE = path.join(DIR, "big-1080x1920-60s.mp4");
const FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
if (!existsSync(SOURCE)) {
  console.error(`先生成测速视频：node scripts/gen-video-cut-set.mjs --big（缺少 ${SOURCE}）`);
  process.exit(2);
}
if (!existsSync(FONT)) {
  console.error(`需要中文字体：apt-get install -y fonts-noto-cjk（缺少 ${FONT}）`);
  process.exit(2);
}

const CAPTIONS = [
  "夏季新品限时上新",
  "全网最低价只有今天",
  "三重玻尿酸深层补水",
  "敏感肌也能放心用",
  "点击下方链接立即购买",
  "第一品牌销量遥遥领先",
  "买二送一再包邮",
  "七天无理由退换",
  "明星同款网红爆款",
  "每天只要一块钱",
  "老客户回购率超高",
  "一瓶顶三瓶超划算",
  "国家级品质认证",
  "前一百名下单有礼",
  "质地清爽不黏腻",
  "早晚各用一次",
  "到手价九十九元",
  "库存不多手慢无",
  "关注直播间领券",
  "今晚八点准时开抢",
];
const STEP = 3;
const tmp = path.join(DIR, `.captions-${process.pid}`);
mkdirSync(tmp, { recursive: true });
const cues = CAPTIONS.map((text, i) => ({ start: i * STEP + 0.2, end: i * STEP + STEP - 0.2, text }));
const filters = cues.map((c, i) => {
  const file = path.join(tmp, `${i}.txt`);
  writeFileSync(file, c.text);
  // textfile: no escaping of the caption; box: the dark band short-video editors put behind captions.
  return `drawtext=fontfile=${FONT}:textfile=${file}:fontsize=64:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=18:x=(w-text_w)/2:y=h*0.74:enable='between(t,${c.start},${c.end})'`;
});
const out = path.join(DIR, "big-1080x1920-60s-text.mp4");
const run = spawnSync(
  "ffmpeg",
  [
    ...["-hide_banner", "-loglevel", "error", "-y", "-i", SOURCE, "-vf", filters.join(",")],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-crf", "23", "-c:a", "copy", out],
  ],
  { encoding: "utf8" },
);
rmSync(tmp, { recursive: true, force: true });
if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`);
writeFileSync(
  path.join(DIR, "text-truth.json"),
  JSON.stringify({ generator: "scripts/gen-video-cut-set-text.mjs", file: path.basename(out), cues }, null, 1) + "\n",
);
console.error(`${out}: ${cues.length} captions`);
