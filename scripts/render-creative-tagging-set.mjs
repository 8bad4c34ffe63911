/* global document, Image -- the page.evaluate callback runs in the browser */
// Renders the evaluation set of 创意元素标注 once (apps/web/app/tools/media/creative-tagging/eval/):
// the photographs scikit-image ships as its sample data (each CC0 or public domain, named per image in
// labels.json), as they are and composed into posters, product cards and covers with Chinese text drawn
// in Chromium's canvas, plus text-only and colour-block creatives. Faces and objects were counted by
// hand on the source photographs (looking at them); a composite's counts follow from the crops it pastes,
// checked by eye on the rendered images. Every 4th image is held back (`set: "holdout"`): never used to
// choose a threshold. The JPEG files and labels.json are committed, so CI needs neither the photographs
// nor the fonts.
//
// Needs (render time only): the photographs of Debian's python3-skimage (0.19.3) in SKIMAGE_DATA
// (default /usr/lib/python3/dist-packages/skimage/data; `apt-get download python3-skimage && dpkg -x`
// works without installing it), fonts-noto-cjk.
// Run: node scripts/render-creative-tagging-set.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { E2E_BROWSER } from "./e2e-browser.mjs";

const OUT = path.resolve(import.meta.dirname, "../apps/web/app/tools/media/creative-tagging/eval");
const DATA = process.env.SKIMAGE_DATA ?? "/usr/lib/python3/dist-packages/skimage/data";

/** Source photographs: licence as scikit-image's data module states it; faces/objects counted by hand. */
const PHOTOS = {
  astronaut: {
    file: "astronaut.png",
    licence: "public domain (NASA; Eileen Collins)",
    faces: 1,
    objects: ["person"],
    ambiguous: ["airplane"],
  },
  camera: {
    file: "camera.png",
    licence: "CC0 (photographer Lav Varshney)",
    faces: 1,
    objects: ["person"],
    ambiguous: [],
  },
  coffee: {
    file: "coffee.png",
    licence: "CC0 (photographer Rachel Michetti)",
    faces: 0,
    objects: ["cup", "spoon"],
    ambiguous: ["bowl", "dining table"],
  },
  chelsea: {
    file: "chelsea.png",
    licence: "CC0 (photographer Stefan van der Walt)",
    faces: 0,
    objects: ["cat"],
    ambiguous: ["dog"],
  },
  rocket: { file: "rocket.jpg", licence: "public domain (SpaceX)", faces: 0, objects: [], ambiguous: [] },
  clock: {
    file: "clock_motion.png",
    licence: "public domain (photographer Stefan van der Walt)",
    faces: 0,
    objects: ["clock"],
    ambiguous: [],
  },
  hubble: { file: "hubble_deep_field.jpg", licence: "public domain (NASA)", faces: 0, objects: [], ambiguous: [] },
  coins: {
    file: "coins.png",
    licence: "no known copyright restrictions (Brooklyn Museum)",
    faces: 0,
    objects: [],
    ambiguous: [],
  },
  horse: { file: "horse.png", licence: "CC0 (Andreas Preuss)", faces: 0, objects: ["horse"], ambiguous: [] },
  page: { file: "page.png", licence: "public domain (scikit-image)", faces: 0, objects: [], ambiguous: ["book"] },
};
/** Head-and-shoulders crops [x, y, w, h] in the source photograph's pixels. */
const HEADS = { astronaut: [95, 0, 260, 300], camera: [120, 45, 230, 250] };

const HEADLINES = [
  "限时特惠 全场五折",
  "新品上市",
  "夏日清凉季",
  "会员专享 满 199 减 50",
  "今日下单 次日达",
  "品质生活 从这里开始",
  "爆款直降",
  "开学季 装备焕新",
];
const COLORS = ["#e11d48", "#f59e0b", "#0ea5e9", "#16a34a", "#7c3aed", "#111827", "#f8fafc", "#fde68a"];

let seed = 20261127;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(rand() * list.length)];

/** A creative: size, background, photographs placed (crop → box), text lines. */
function specs() {
  const list = [];
  const add = (s) => list.push({ ...s, set: list.length % 4 === 3 ? "holdout" : "tune" });
  // 1. Each photograph as it is (its own size).
  for (const key of Object.keys(PHOTOS)) add({ id: `photo-${key}`, kind: "photo", photo: key });
  // 2. Posters with one photograph and text (1080 × 1080, 1080 × 1920, 750 × 1000).
  const sizes = [
    [1080, 1080],
    [1080, 1920],
    [750, 1000],
  ];
  for (const [i, key] of [
    "astronaut",
    "camera",
    "coffee",
    "chelsea",
    "clock",
    "astronaut",
    "camera",
    "coffee",
  ].entries()) {
    const [w, h] = sizes[i % 3];
    add({
      id: `poster-${key}-${i}`,
      kind: "poster",
      w,
      h,
      bg: pick(COLORS),
      place: [{ key, box: [0.1, 0.3, 0.8] }],
      text: [pick(HEADLINES), "¥" + (19 + i * 10)],
    });
  }
  // 3. Several people: head-and-shoulders crops side by side (2, 3, 4 faces), and one small face.
  const groups = [
    ["astronaut", "camera"],
    ["camera", "astronaut", "camera"],
    ["astronaut", "camera", "astronaut", "camera"],
    ["camera", "astronaut"],
    ["astronaut", "astronaut", "camera"],
  ];
  for (const [i, g] of groups.entries()) {
    const [w, h] = sizes[i % 2];
    const cell = 0.9 / g.length;
    add({
      id: `group-${g.length}-${i}`,
      kind: "group",
      w,
      h,
      bg: pick(COLORS),
      place: g.map((key, k) => ({ key, head: true, flip: k % 2 === 1, box: [0.05 + k * cell, 0.35, cell * 0.95] })),
      text: [pick(HEADLINES)],
    });
  }
  add({
    id: "small-face-0",
    kind: "small",
    w: 1080,
    h: 1080,
    bg: "#f8fafc",
    place: [{ key: "astronaut", head: true, box: [0.65, 0.08, 0.22] }],
    text: ["品质生活 从这里开始", "扫码领券"],
  });
  add({
    id: "small-face-1",
    kind: "small",
    w: 1080,
    h: 1920,
    bg: "#fde68a",
    place: [{ key: "camera", head: true, box: [0.1, 0.7, 0.25] }],
    text: ["新品上市"],
  });
  // 4. Text only and colour blocks (no face, no object).
  for (let i = 0; i < 4; i++)
    add({
      id: `text-${i}`,
      kind: "text",
      w: 1080,
      h: i % 2 ? 1920 : 1080,
      bg: pick(COLORS),
      place: [],
      text: [pick(HEADLINES), pick(HEADLINES), "活动时间 12.1–12.12"],
    });
  for (let i = 0; i < 2; i++)
    add({
      id: `color-${i}`,
      kind: "color",
      w: 1080,
      h: 1080,
      bg: pick(COLORS),
      blocks: [pick(COLORS), pick(COLORS), pick(COLORS)],
      place: [],
      text: [],
    });
  return list;
}

function truth(spec) {
  if (spec.kind === "photo") {
    const p = PHOTOS[spec.photo];
    return { faces: p.faces, objects: p.objects, ambiguous: p.ambiguous };
  }
  const faces = spec.place.reduce((n, p) => n + PHOTOS[p.key].faces, 0);
  const objects = [...new Set(spec.place.flatMap((p) => (p.head ? ["person"] : PHOTOS[p.key].objects)))];
  const ambiguous = [...new Set(spec.place.flatMap((p) => (p.head ? [] : PHOTOS[p.key].ambiguous)))];
  return { faces, objects, ambiguous };
}

async function main() {
  mkdirSync(path.join(OUT, "images"), { recursive: true });
  const browser = await chromium.launch({ executablePath: E2E_BROWSER });
  const page = await browser.newPage();
  await page.setContent("<html><body></body></html>");
  const photos = {};
  for (const [key, p] of Object.entries(PHOTOS)) {
    const bytes = readFileSync(path.join(DATA, p.file));
    photos[key] = `data:image/${p.file.endsWith(".png") ? "png" : "jpeg"};base64,${bytes.toString("base64")}`;
  }
  const labels = [];
  for (const spec of specs()) {
    const dataUrl = await page.evaluate(
      async ({ spec, photos, heads }) => {
        const load = (src) =>
          new Promise((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(img);
            img.onerror = reject;
            img.src = src;
          });
        const canvas = document.createElement("canvas");
        const ctx = canvas.getContext("2d");
        if (spec.kind === "photo") {
          const img = await load(photos[spec.photo]);
          canvas.width = img.width;
          canvas.height = img.height;
          ctx.drawImage(img, 0, 0);
          return canvas.toDataURL("image/jpeg", 0.9);
        }
        canvas.width = spec.w;
        canvas.height = spec.h;
        ctx.fillStyle = spec.bg;
        ctx.fillRect(0, 0, spec.w, spec.h);
        (spec.blocks ?? []).forEach((c, i) => {
          ctx.fillStyle = c;
          ctx.fillRect((i * spec.w) / 3, spec.h * 0.4, spec.w / 3, spec.h * 0.6);
        });
        for (const p of spec.place) {
          const img = await load(photos[p.key]);
          const [sx, sy, sw, sh] = p.head ? heads[p.key] : [0, 0, img.width, img.height];
          const dw = p.box[2] * spec.w;
          const dh = (dw * sh) / sw;
          const dx = p.box[0] * spec.w;
          const dy = p.box[1] * spec.h;
          ctx.save();
          if (p.flip) {
            ctx.translate(dx + dw, dy);
            ctx.scale(-1, 1);
            ctx.drawImage(img, sx, sy, sw, sh, 0, 0, dw, dh);
          } else ctx.drawImage(img, sx, sy, sw, sh, dx, dy, dw, dh);
          ctx.restore();
        }
        const dark = ["#f8fafc", "#fde68a", "#f59e0b"].includes(spec.bg);
        spec.text.forEach((t, i) => {
          const size = Math.round(spec.w * (i === 0 ? 0.08 : 0.05));
          ctx.font = `${i === 0 ? 700 : 400} ${size}px "Noto Sans CJK SC"`;
          ctx.fillStyle = dark ? "#111827" : "#ffffff";
          ctx.fillText(t, spec.w * 0.08, spec.h * 0.06 + size * (1.3 * i + 1));
        });
        return canvas.toDataURL("image/jpeg", 0.88);
      },
      { spec, photos, heads: HEADS },
    );
    const file = `${spec.id}.jpg`;
    writeFileSync(path.join(OUT, "images", file), Buffer.from(dataUrl.split(",")[1], "base64"));
    const sources = spec.kind === "photo" ? [spec.photo] : [...new Set(spec.place.map((p) => p.key))];
    labels.push({
      file,
      kind: spec.kind,
      set: spec.set,
      ...truth(spec),
      sources: sources.map((k) => `python3-skimage 0.19.3 skimage/data/${PHOTOS[k].file}: ${PHOTOS[k].licence}`),
    });
  }
  writeFileSync(path.join(OUT, "labels.json"), JSON.stringify({ images: labels }, null, 2) + "\n");
  await browser.close();
  console.log(`${labels.length} images in ${OUT}`);
}

await main();
