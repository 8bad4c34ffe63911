/* global document, Image -- draw() and the page.evaluate callback run in the browser */
// Renders the OCR evaluation set once (app/tools/engines/ocr/eval/): images drawn
// from known text in Chromium's canvas with several CJK fonts, so CI needs no
// extra fonts (the PNG/JPEG files and labels.json are committed).
//
// Text comes from outside the team: Unicode CLDR's Chinese and English names of
// regions, languages and currencies (Node's ICU, Unicode licence), mixed with
// generated digits and prices. Photo backgrounds: the two photographs in the
// Rust embedded book (MIT/Apache-2.0), blurred, and procedural "busy" textures.
// Every 4th image is held back (`set: "holdout"`): never used for tuning.
//
// Needs (render time only): fonts-noto-cjk, fonts-noto-cjk-extra, fonts-wqy-zenhei,
// fonts-wqy-microhei, fonts-arphic-ukai, fonts-arphic-uming.
// Run: node scripts/render-ocr-eval.mjs
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { E2E_BROWSER } from "./e2e-browser.mjs";

const OUT = path.resolve(import.meta.dirname, "../apps/web/app/tools/engines/ocr/eval");
const RUST_ASSETS = "/root/.rustup/toolchains/stable-x86_64-unknown-linux-gnu/share/doc/rust/html/embedded-book/assets";
const PHOTOS = ["f3.jpg", "verify.jpeg"].map((f) => path.join(RUST_ASSETS, f)).filter((f) => existsSync(f));

let seed = 20261127;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = (list) => list[Math.floor(rand() * list.length)];
const int = (a, b) => a + Math.floor(rand() * (b - a + 1));

const regionCodes =
  "CN US BR FR DE JP KR GB IT ES RU IN AU CA MX AR EG ZA NG KE TH VN MY SG ID PH NZ SE NO FI DK NL BE CH AT PL CZ HU GR TR IL SA AE IR PK BD LK NP MM KH LA MN KZ UZ UA PT IE IS CL PE CO VE CU".split(
    " ",
  );
const langCodes =
  "zh en fr de ja ko es it ru ar pt hi bn th vi ms id tr fa he pl nl sv fi da no el cs hu ro uk ta te ur sw mn bo ug my km lo".split(
    " ",
  );
const curCodes = "CNY USD EUR JPY GBP HKD TWD KRW AUD CAD CHF SGD THB INR RUB BRL MXN ZAR SEK NOK".split(" ");
const zh = (type) => new Intl.DisplayNames(["zh"], { type });
const en = (type) => new Intl.DisplayNames(["en"], { type });
const words = {
  region: regionCodes.map((c) => zh("region").of(c)),
  language: langCodes.map((c) => zh("language").of(c)),
  currency: curCodes.map((c) => zh("currency").of(c)),
  enRegion: regionCodes.map((c) => en("region").of(c)).filter((w) => w.length <= 12),
  enLanguage: langCodes.map((c) => en("language").of(c)).filter((w) => w.length <= 12),
};

function price() {
  const n = int(9, 2999);
  return pick([`￥${n}`, `¥${n}.${int(0, 9)}0`, `${n}元`, `RMB ${n}`, `$${int(1, 99)}.99`]);
}
function zhPhrase() {
  const parts = [pick(words.region), pick(words.language), pick(words.currency)];
  return parts.slice(0, int(1, 3)).join(pick(["", " ", "·"]));
}
function line(maxChars) {
  const kinds = [
    () => zhPhrase(),
    () => `${zhPhrase()} ${price()}`,
    () => `${pick(words.enRegion)} ${pick(words.region)}`,
    () => `${pick(words.enLanguage)} ${int(10, 999)}`,
    () => `${pick(words.region)}${int(2, 12)}月${int(1, 28)}日`,
    () => `${pick(words.currency)} ${int(100, 99999)}`,
  ];
  for (;;) {
    const text = pick(kinds)().trim();
    if ([...text].length <= maxChars) return text;
  }
}

const FONTS = [
  "Noto Sans CJK SC",
  "Noto Serif CJK SC",
  "WenQuanYi Zen Hei",
  "WenQuanYi Micro Hei",
  "AR PL UKai CN",
  "AR PL UMing CN",
];
const WEIGHTS = { "Noto Sans CJK SC": ["400", "700", "900"], "Noto Serif CJK SC": ["400", "700"] };

function spec(kind, i) {
  const font = FONTS[i % FONTS.length];
  const weight = pick(WEIGHTS[font] ?? ["400"]);
  const base = { kind, font, weight, set: i % 4 === 3 ? "holdout" : "tune" };
  if (kind === "poster" || kind === "product") {
    const [w, h] = kind === "poster" ? [1080, 1920] : [750, 1000];
    const n = kind === "poster" ? 8 : 5;
    const sizes = Array.from({ length: n }, (_, k) => (k === 0 ? int(80, 120) : int(kind === "poster" ? 32 : 24, 64)));
    return {
      ...base,
      w,
      h,
      bg: pick(["gradient", "photo", "plain"]),
      lines: sizes.map((size) => ({ size, text: line(Math.floor((w * 0.85) / size)) })),
    };
  }
  const size = kind === "vertical" ? int(56, 110) : int(24, 120);
  const n = kind === "vertical" ? int(1, 2) : int(1, 4);
  const w = 900;
  const lines = Array.from({ length: n }, () => ({
    size: Math.max(24, size - int(0, 20)),
    text: kind === "vertical" ? zhPhrase().replace(/[ ·]/g, "").slice(0, 8) : line(Math.floor((w * 0.8) / size)),
  }));
  const rotate = kind === "rotated" ? pick([-1, 1]) * (3 + rand() * 7) : 0;
  const bg =
    kind === "gradient" || kind === "photo" ? kind : kind === "rotated" ? pick(["plain", "gradient"]) : "plain";
  return { ...base, w: kind === "vertical" ? 900 : w, h: 0, bg, lines, rotate };
}

const KINDS = [
  ...Array(12).fill("plain"),
  ...Array(10).fill("gradient"),
  ...Array(10).fill("photo"),
  ...Array(8).fill("rotated"),
  ...Array(3).fill("poster"),
  ...Array(3).fill("product"),
  ...Array(4).fill("vertical"),
];

function draw(s, photos) {
  // Runs in the page.
  const rnd = (() => {
    let x = s.seed;
    return () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  })();
  const pad = 40;
  const gap = 0.5;
  const vertical = s.kind === "vertical";
  let H = s.h;
  if (!H)
    H = vertical
      ? Math.max(...s.lines.map((l) => l.size * [...l.text].length)) + 2 * pad + 40
      : s.lines.reduce((a, l) => a + l.size * (1 + gap), 0) + 2 * pad;
  const canvas = document.createElement("canvas");
  canvas.width = s.w;
  canvas.height = Math.ceil(H);
  const ctx = canvas.getContext("2d");
  const hue = Math.floor(rnd() * 360);
  let dark = rnd() < 0.3;
  if (s.bg === "plain") {
    ctx.fillStyle = dark ? `hsl(${hue} 40% 15%)` : `hsl(${hue} 30% 96%)`;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  } else if (s.bg === "gradient") {
    const g = ctx.createLinearGradient(0, 0, canvas.width * rnd(), canvas.height);
    g.addColorStop(0, `hsl(${hue} 80% 55%)`);
    g.addColorStop(1, `hsl(${(hue + 120) % 360} 70% 35%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    dark = true;
  } else {
    const img = photos[Math.floor(rnd() * (photos.length + 1))];
    if (img) {
      // Out of focus like a poster's backdrop: the boards' own silkscreen must not be readable.
      ctx.filter = "blur(6px)";
      const scale = Math.max(canvas.width / img.width, canvas.height / img.height) * (1 + rnd());
      ctx.drawImage(
        img,
        -rnd() * (img.width * scale - canvas.width),
        -rnd() * (img.height * scale - canvas.height),
        img.width * scale,
        img.height * scale,
      );
    } else {
      for (let k = 0; k < 300; k++) {
        ctx.fillStyle = `hsl(${Math.floor(rnd() * 360)} ${Math.floor(rnd() * 80)}% ${Math.floor(20 + rnd() * 60)}%)`;
        ctx.beginPath();
        ctx.arc(rnd() * canvas.width, rnd() * canvas.height, 5 + rnd() * 80, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    ctx.filter = "none";
    dark = true;
  }
  ctx.fillStyle = dark ? "#ffffff" : `hsl(${hue} 60% 20%)`;
  if (s.bg === "photo" && rnd() < 0.5) {
    ctx.shadowColor = "rgba(0,0,0,0.8)";
    ctx.shadowBlur = 6;
  }
  ctx.textBaseline = "top";
  if (s.rotate) {
    ctx.translate(canvas.width / 2, canvas.height / 2);
    ctx.rotate((s.rotate * Math.PI) / 180);
    ctx.translate(-canvas.width / 2, -canvas.height / 2);
  }
  if (vertical) {
    let x = canvas.width - pad - s.lines[0].size;
    for (const l of s.lines) {
      ctx.font = `${s.weight} ${l.size}px "${s.font}"`;
      [...l.text].forEach((ch, k) => ctx.fillText(ch, x, pad + k * l.size * 1.05));
      x -= l.size * 2;
    }
  } else {
    let y = pad;
    for (const l of s.lines) {
      ctx.font = `${s.weight} ${l.size}px "${s.font}"`;
      const tw = ctx.measureText(l.text).width;
      const x =
        s.kind === "poster" || s.kind === "product"
          ? (canvas.width - tw) / 2
          : pad + rnd() * Math.max(0, canvas.width - 2 * pad - tw);
      ctx.fillText(l.text, x, y);
      y += s.h ? (canvas.height - 2 * pad) / s.lines.length : l.size * (1 + gap);
    }
  }
  const jpeg = s.bg !== "plain";
  return canvas.toDataURL(jpeg ? "image/jpeg" : "image/png", 0.85);
}

const browser = await chromium.launch({ executablePath: E2E_BROWSER });
const page = await browser.newPage();
await page.setContent("<html><body></body></html>");
const photoUrls = PHOTOS.map((f) => `data:image/jpeg;base64,${readFileSync(f).toString("base64")}`);
mkdirSync(path.join(OUT, "images"), { recursive: true });
const labels = [];
for (const [i, kind] of KINDS.entries()) {
  const s = { ...spec(kind, i), seed: int(1, 1e9) };
  const dataUrl = await page.evaluate(
    async ({ s, photoUrls, drawSource }) => {
      const photos = await Promise.all(
        photoUrls.map(
          (u) =>
            new Promise((r) => {
              const im = new Image();
              im.onload = () => r(im);
              im.src = u;
            }),
        ),
      );
      for (const l of s.lines) await document.fonts.load(`${s.weight} ${l.size}px "${s.font}"`, l.text);
      return new Function("s", "photos", `return (${drawSource})(s, photos)`)(s, photos);
    },
    { s, photoUrls, drawSource: draw.toString() },
  );
  const ext = dataUrl.startsWith("data:image/jpeg") ? "jpg" : "png";
  const file = `${String(i + 1).padStart(2, "0")}-${kind}.${ext}`;
  writeFileSync(path.join(OUT, "images", file), Buffer.from(dataUrl.split(",")[1], "base64"));
  labels.push({
    file,
    kind,
    set: s.set,
    font: `${s.font} ${s.weight}`,
    background: s.bg,
    rotate: s.rotate ? Math.round(s.rotate * 10) / 10 : 0,
    lines: s.lines.map((l) => l.text),
    sizes: s.lines.map((l) => l.size),
  });
}
await browser.close();
const existing = existsSync(path.join(OUT, "labels.json"))
  ? JSON.parse(readFileSync(path.join(OUT, "labels.json"), "utf8")).filter((l) => l.kind === "screenshot")
  : [];
writeFileSync(path.join(OUT, "labels.json"), JSON.stringify([...labels, ...existing], null, 1) + "\n");
console.log(`${labels.length} images rendered into ${OUT}`);
