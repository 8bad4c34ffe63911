/* global document, Image -- draw() runs in the browser */
// The watermark images of 版权风险检测's evaluation set (make-set.mjs): stock agencies' marks drawn the
// way their previews carry them — a name tiled semi-transparent and tilted, one large mark in the
// middle with a credit line, an ID strip along the bottom — over photos (the GNOME wallpapers Debian
// ships when present, `apt-get install gnome-backgrounds`) or procedural gradients and shapes; and clean
// look-alikes: the same backgrounds with a studio's own mark or ad copy tiled the same way, or nothing.
// The names are the agencies' own spellings. Every 3rd image is held out (`heldOut`: never used to tune
// the matcher in watermark-text.ts). Scored through the OCR engine in Chromium by
// scripts/bench-ocr-watermark.mjs; the Node part of the bench sees them as images without metadata.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.resolve(import.meta.dirname, "../../apps/web/package.json"));

/** [agency key, the mark as it is printed, optional second line] */
const MARKS = [
  ["vcg", "视觉中国"],
  ["vcg", "VCG 视觉中国"],
  ["getty", "gettyimages", "Credit: Jose Luis Pelaez"],
  ["getty", "Getty Images"],
  ["shutterstock", "shutterstock"],
  ["shutterstock", "shutterstock.com · 2145678901"],
  ["hellorf", "站酷海洛"],
  ["hellorf", "站酷海洛 hellorf.com"],
  ["699pic", "摄图网"],
  ["699pic", "699pic.com 摄图网"],
  ["58pic", "千图网"],
  ["58pic", "58pic.com"],
  ["ibaotu", "包图网"],
  ["ibaotu", "ibaotu.com 包图网"],
  ["tuchong", "图虫创意"],
  ["istock", "iStock", "Credit: Liudmila Chernetska"],
  ["adobe-stock", "Adobe Stock"],
  ["adobe-stock", "Adobe Stock | #412345678"],
  ["123rf", "123RF"],
  ["depositphotos", "depositphotos"],
  ["dreamstime", "dreamstime.com"],
  ["dreamstime", "dreamstime", "ID 187654321 © Andrey Popov"],
];

/** Look-alikes: marks and copy that are not an agency's (a studio's own mark, sample notices, ad copy). */
const CLEAN = [
  "小橙设计工作室",
  "样图仅供参考",
  "Studio Lumen",
  "限时特价 新品上市",
  "© 2026 Sunny Photo",
  "in stock now",
  "视觉中心",
  null,
  null,
];

const STYLES = ["tiled", "center", "strip", "tiled-flat"];

function draw({ background, text, second, style, angle, alpha, size, seed, width, height }) {
  let s = seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const c = document.createElement("canvas");
  c.width = width;
  c.height = height;
  const ctx = c.getContext("2d");
  return (async () => {
    if (background) {
      const img = new Image();
      img.src = background;
      await img.decode();
      const k = Math.max(width / img.width, height / img.height);
      ctx.drawImage(img, (width - img.width * k) / 2, (height - img.height * k) / 2, img.width * k, img.height * k);
    } else {
      const g = ctx.createLinearGradient(0, 0, width, height);
      g.addColorStop(0, `hsl(${rand() * 360},55%,${35 + rand() * 30}%)`);
      g.addColorStop(1, `hsl(${rand() * 360},55%,${35 + rand() * 30}%)`);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, width, height);
      ctx.filter = "blur(18px)";
      for (let i = 0; i < 14; i++) {
        ctx.fillStyle = `hsla(${rand() * 360},60%,${30 + rand() * 50}%,0.8)`;
        ctx.beginPath();
        ctx.arc(rand() * width, rand() * height, 30 + rand() * 160, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.filter = "none";
    }
    if (!text) return c.toDataURL("image/jpeg", 0.9);
    ctx.font = `${size}px "Noto Sans CJK SC", "WenQuanYi Zen Hei", sans-serif`;
    ctx.textBaseline = "middle";
    ctx.textAlign = "center";
    const mark = (x, y, t, px) => {
      ctx.font = `${px}px "Noto Sans CJK SC", "WenQuanYi Zen Hei", sans-serif`;
      ctx.lineWidth = Math.max(1, px / 24);
      ctx.strokeStyle = `rgba(0,0,0,${alpha * 0.5})`;
      ctx.strokeText(t, x, y);
      ctx.fillStyle = `rgba(255,255,255,${alpha})`;
      ctx.fillText(t, x, y);
    };
    if (style === "tiled" || style === "tiled-flat") {
      const w = ctx.measureText(text).width + size * 2;
      const h = size * 4;
      ctx.save();
      ctx.translate(width / 2, height / 2);
      ctx.rotate(style === "tiled" ? (angle * Math.PI) / 180 : 0);
      for (let y = -height; y < height; y += h)
        for (let x = -width - ((y / h) % 2) * (w / 2); x < width; x += w) mark(x, y, text, size);
      ctx.restore();
    } else if (style === "center") {
      mark(width / 2, height / 2, text, size * 1.6);
      if (second) mark(width / 2, height / 2 + size * 1.6, second, size * 0.6);
    } else {
      const band = size * 1.4;
      ctx.fillStyle = "rgba(20,20,20,0.85)";
      ctx.fillRect(0, height - band, width, band);
      ctx.font = `${size * 0.6}px "Noto Sans CJK SC", sans-serif`;
      ctx.textAlign = "left";
      ctx.fillStyle = "#fff";
      ctx.fillText(second ? `${text}  ${second}` : text, size * 0.5, height - band / 2);
      mark(width / 2, height / 2 - size, text, size);
    }
    return c.toDataURL("image/jpeg", 0.88);
  })();
}

export async function watermarks(dir, cases) {
  const { chromium } = require("@playwright/test");
  const wallDir = "/usr/share/backgrounds/gnome";
  const walls = existsSync(wallDir)
    ? readdirSync(wallDir)
        .filter((f) => /\.(jpg|jpeg|png|webp)$/.test(f))
        .sort()
        .map(
          (f) =>
            `data:image/${f.endsWith("png") ? "png" : f.endsWith("webp") ? "webp" : "jpeg"};base64,${readFileSync(path.join(wallDir, f)).toString("base64")}`,
        )
    : [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  });
  const page = await browser.newPage();
  const jobs = [
    ...MARKS.map(([key, text, second], i) => ({ key, text, second, i })),
    ...CLEAN.map((text, j) => ({ key: null, text, second: null, i: MARKS.length + j })),
  ];
  for (const { key, text, second, i } of jobs) {
    const portrait = i % 2 === 0;
    const options = {
      background: walls.length && i % 3 !== 1 ? walls[i % walls.length] : null,
      text,
      second,
      style: STYLES[i % STYLES.length],
      angle: [-30, -20, -15, -25][i % 4],
      alpha: [0.45, 0.35, 0.55, 0.4][i % 4],
      size: [44, 52, 60, 40][i % 4],
      seed: 1000 + i,
      width: portrait ? 750 : 1000,
      height: portrait ? 1000 : 667,
    };
    const url = await page.evaluate(draw, options);
    const file = `wm-${String(i + 1).padStart(2, "0")}.jpg`;
    writeFileSync(path.join(dir, file), Buffer.from(url.split(",")[1], "base64"));
    cases.push({
      file,
      rights: [],
      agencies: [],
      watermarks: key ? [key] : [],
      watermarkText: text,
      heldOut: i % 3 === 2,
    });
  }
  await browser.close();
}
