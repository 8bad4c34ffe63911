// The cut set's third part (scripts/gen-video-cut-set.mjs, videos 25 on): new seeds and new sources, made
// before any threshold was changed for it, so its held-out half is a figure nobody has tuned on.
//
// What differs from the first 24 videos (gen-video-cut-set-sources.mjs, gen-video-cut-set-build.mjs):
// - Shot sources: photographs (the CC0 / public-domain pictures of 创意元素标注's evaluation set, under a
//   slow zoom and pan), and a cut may go back to the same photograph at another framing (a jump cut: same
//   colours, new layout, as in talking-head ads); title cards (Chinese text on a colour, fonts-noto-cjk);
//   ffmpeg generators not used before (colorspectrum, rgbtestsrc, yuvtestsrc) and new Mandelbrot regions.
// - Sizes up to 1280×720 / 720×1280, 3:4 and square; NTSC rates (30000/1001, 24000/1001) besides 24–60;
//   lengths 5–30 s.
// - Codecs and containers: H.264 in MKV, VP9 in MP4, AV1 in WebM, baseline H.264 at a low bit rate, a phone's
//   portrait clip stored landscape with a rotation flag and full-range YUV, VP8.
// - Transitions: dissolves, fades through black and fades through white (all gradual: transitions, not cuts).
// - Look-alikes (not cuts): flashes, violent camera shake, and a sticker (a caption box with text that pops
//   on inside a shot and stays).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const PHOTO_DIR = path.join(ROOT, "apps/web/app/tools/media/creative-tagging/eval/images");
/** Photographs and composites of photographs only (the text-only and colour-block images are not footage). */
export const photos = existsSync(PHOTO_DIR)
  ? readdirSync(PHOTO_DIR)
      .filter((f) => /^(photo|group|poster|small-face)-.*\.jpg$/.test(f))
      .sort()
      .map((f) => path.join(PHOTO_DIR, f))
  : [];
export const FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc";

const FRESH_SHAPES = [
  [720, 1280],
  [1280, 720],
  [720, 960],
  [480, 854],
  [854, 480],
  [720, 720],
  [368, 656],
  [544, 960],
];
/** Frame rates as num/den; NTSC rates are rendered at the whole rate and retimed at the end (frame-exact). */
const FRESH_RATES = [
  [30000, 1001],
  [24000, 1001],
  [25, 1],
  [30, 1],
  [50, 1],
  [60, 1],
];
const AAC = ["-c:a", "aac", "-b:a", "64k"];
const OPUS = ["-c:a", "libopus", "-b:a", "48k"];
export const FRESH_CODECS = [
  { name: "h264-mkv", ext: "mkv", v: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23"], a: AAC },
  {
    name: "vp9-mp4",
    ext: "mp4",
    v: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "1200k"],
    a: AAC,
  },
  { name: "av1-webm", ext: "webm", v: ["-c:v", "libsvtav1", "-preset", "12", "-crf", "38"], a: OPUS },
  {
    name: "h264-baseline-lowrate",
    ext: "mp4",
    v: ["-c:v", "libx264", "-preset", "veryfast", "-profile:v", "baseline", "-b:v", "450k"],
    a: AAC,
  },
  // A phone's portrait clip: stored landscape, shown upright by its rotation flag; full-range YUV.
  {
    name: "h264-rotated-fullrange",
    ext: "mp4",
    v: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "22"],
    a: AAC,
    pix: "yuvj420p",
    rotate: true,
  },
  {
    name: "vp8",
    ext: "webm",
    v: ["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "1000k"],
    a: OPUS,
  },
];

const TITLES = ["限时特惠", "新品上市", "爆款推荐", "今日下单", "好物分享", "立即抢购", "品质之选", "夏日清爽"];

const hex = (r) =>
  "0x" +
  Math.floor(r() * 0xffffff)
    .toString(16)
    .padStart(6, "0");

/** A plan of the fresh part (same shape as gen-video-cut-set-build.mjs's `plan`, `fresh: true`). */
export function freshPlan(index, r) {
  const [w, h] = FRESH_SHAPES[Math.floor(r() * FRESH_SHAPES.length)];
  const [num, den] = FRESH_RATES[Math.floor(r() * FRESH_RATES.length)];
  const fps = Math.round(num / den);
  const codec = FRESH_CODECS[index % FRESH_CODECS.length];
  const seconds = r() < 0.2 ? 15 + Math.floor(r() * 16) : 5 + Math.floor(r() * 8);
  const withTransitions = index % 2 === 1;
  const lookalikes = index % 3 !== 1;
  const shots = [];
  let total = 0;
  while (total < seconds * fps) {
    const len = Math.round(fps * (r() < 0.8 ? 0.5 + r() * 2.5 : 3 + r() * 4));
    shots.push(len);
    total += len;
  }
  const joins = shots.slice(1).map(() => {
    if (!withTransitions || r() < 0.5) return { type: "cut" };
    const x = r();
    const kind = x < 0.5 ? "dissolve" : x < 0.8 ? "fadeblack" : "fadewhite";
    return { type: kind, frames: Math.round(fps * (0.25 + r() * 0.75)) };
  });
  const audio = r() < 0.75;
  return { w, h, fps, rate: { num, den }, codec, shots, joins, audio, lookalikes, fresh: true };
}

/** One shot's source, as gen-video-cut-set-sources.mjs's shotSource; `previous` is the last shot's source. */
export function freshSource(r, w, h, fps, n, tmp, previous) {
  const sw = Math.max(64, Math.round(w / 4) * 2);
  const sh = Math.max(64, Math.round(h / 4) * 2);
  const hue = Math.floor(r() * 360);
  // A jump cut: the same photograph again, framed differently.
  if (previous?.kind === "photo" && r() < 0.35) return photoSource(r, w, h, fps, previous.file, true);
  const kinds = ["photo", "photo", "photo", "photo", "title", "title", "spectrum", "rgbtest", "yuvtest", "mandelbrot"];
  const kind = photos.length ? kinds[Math.floor(r() * kinds.length)] : kinds[4 + Math.floor(r() * 6)];
  switch (kind) {
    case "photo":
      return photoSource(r, w, h, fps, photos[Math.floor(r() * photos.length)], false);
    case "title": {
      const text = TITLES[Math.floor(r() * TITLES.length)];
      const size = Math.round(Math.min(w, h) * (0.09 + r() * 0.06));
      const drift = (r() * 0.3).toFixed(2);
      return {
        kind,
        input: ["-f", "lavfi", "-i", `color=c=${hex(r)}:s=${w}x${h}:r=${fps}`],
        chain:
          `drawtext=fontfile=${FONT}:text=${text}:fontsize=${size}:fontcolor=${hex(r)}:` +
          `x=(w-text_w)/2+t*${drift}*${size}:y=(h-text_h)/2-${Math.round(h * (r() - 0.5) * 0.3)}`,
      };
    }
    case "spectrum":
      return {
        kind,
        input: [
          "-f",
          "lavfi",
          "-i",
          `colorspectrum=s=${sw}x${sh}:r=${fps}:type=${["black", "white", "all"][Math.floor(r() * 3)]}`,
        ],
        chain: `scroll=h=${(r() * 0.008).toFixed(4)}:v=${(r() * 0.004).toFixed(4)},hue=h=${hue}`,
      };
    case "rgbtest":
    case "yuvtest":
      return {
        kind,
        input: ["-f", "lavfi", "-i", `${kind === "rgbtest" ? "rgbtestsrc" : "yuvtestsrc"}=s=${sw}x${sh}:r=${fps}`],
        chain: `scroll=h=${(r() * 0.01).toFixed(4)},hue=h=${hue}:s=${(0.4 + r()).toFixed(2)}`,
      };
    default:
      return {
        kind,
        input: [
          "-f",
          "lavfi",
          "-i",
          `mandelbrot=s=${Math.round(sw / 2)}x${Math.round(sh / 2)}:r=${fps}:maxiter=48:start_x=${(-1.25 + (r() - 0.5) * 0.1).toFixed(4)}:start_y=${(0.02 + (r() - 0.5) * 0.1).toFixed(4)}:start_scale=${(0.5 + r()).toFixed(2)}:end_scale=0.05:end_pts=${(n / fps) * 6}`,
        ],
        chain: `hue=h=${hue}`,
      };
  }
}

/** A photograph under a slow zoom and drift (Ken Burns); `reframe`: a tighter or looser framing of the same one. */
function photoSource(r, w, h, fps, file, reframe) {
  const start = reframe ? 1.15 + r() * 0.5 : 1 + r() * 0.15;
  const step = (0.0005 + r() * 0.0015).toFixed(4) * (r() < 0.5 ? 1 : -1);
  const fx = (0.3 + r() * 0.4).toFixed(2);
  const fy = (0.3 + r() * 0.4).toFixed(2);
  const pan = ((r() - 0.5) * 2).toFixed(2);
  return {
    kind: "photo",
    file,
    // The picture is scaled to cover the frame at 1.25×, then zoompan moves a window over it.
    input: ["-loop", "1", "-framerate", String(fps), "-i", file],
    chain:
      `scale=${Math.round(w * 1.25)}:${Math.round(h * 1.25)}:force_original_aspect_ratio=increase,` +
      `crop=${Math.round(w * 1.25)}:${Math.round(h * 1.25)},` +
      `zoompan=z='max(1,min(2.2,${start.toFixed(3)}+on*${step}))':x='(iw-iw/zoom)*${fx}+on*${pan}':` +
      `y='(ih-ih/zoom)*${fy}':d=1:s=${w}x${h}:fps=${fps}`,
  };
}

/** A look-alike inside a shot of the fresh part: flash, shake (as before) or a sticker that pops on. */
export function freshLookalike(r, p, n) {
  if (!p.lookalikes || n < p.fps || r() < 0.45) return null;
  const at = Math.floor(n * (0.35 + r() * 0.3));
  const x = r();
  if (x < 0.35) {
    const frames = 1 + Math.floor(r() * 3);
    const gain = (1.5 + r() * 0.9).toFixed(2);
    return {
      kind: "flash",
      from: at,
      to: at + frames - 1,
      filter: `lutyuv=y='min(235,val*${gain}+60)':enable='between(n,${at},${at + frames - 1})'`,
      pre: "",
    };
  }
  if (x < 0.65) {
    const frames = 6 + Math.floor(r() * 10);
    const speed = (0.9 + r() * 0.8).toFixed(2);
    const move = `if(between(n,${at},${at + frames - 1}),sin((n-${at})*${speed}),0)`;
    return {
      kind: "shake",
      from: at,
      to: at + frames - 1,
      filter: "",
      pre: `crop=w=iw*0.7:h=ih*0.7:x='(iw-ow)/2*(1+${move})':y='(ih-oh)/2*(1+0.5*${move})'`,
    };
  }
  // A sticker: a filled box with a word, 40–70 % of the width, popping on at `at` for the rest of the shot.
  const bw = Math.round(p.w * (0.4 + r() * 0.3));
  const bh = Math.round(p.h * (0.08 + r() * 0.08));
  const bx = Math.round((p.w - bw) * r());
  const by = Math.round((p.h - bh) * (0.55 + r() * 0.4));
  const on = `enable='gte(n,${at})'`;
  const text = TITLES[Math.floor(r() * TITLES.length)];
  return {
    kind: "sticker",
    from: at,
    to: at,
    filter:
      `drawbox=x=${bx}:y=${by}:w=${bw}:h=${bh}:color=${hex(r)}@1:t=fill:${on},` +
      `drawtext=fontfile=${FONT}:text=${text}:fontsize=${Math.round(bh * 0.6)}:fontcolor=${hex(r)}:` +
      `x=${bx}+(${bw}-text_w)/2:y=${by}+(${bh}-text_h)/2:${on}`,
    pre: "",
  };
}

/**
 * Marks an MP4's video track as shown turned a quarter to the right (tkhd matrix), as phones store
 * portrait clips: this ffmpeg (5.1) ignores `-metadata rotate=`. The pixels were turned the other way
 * (transpose=cclock), so players and browsers show the planned upright picture.
 */
export function rotateFlag(file) {
  const d = readFileSync(file);
  for (let i = d.indexOf("tkhd"); i >= 0; i = d.indexOf("tkhd", i + 4)) {
    // Version 1 boxes carry 64-bit times: the matrix sits 12 bytes later.
    const m = i + 4 + (d[i + 4] === 1 ? 52 : 40);
    if (d.readUInt32BE(m + 36) === 0) continue; // audio track: no width
    d.writeInt32BE(0, m);
    d.writeInt32BE(0x10000, m + 4);
    d.writeInt32BE(-0x10000, m + 12);
    d.writeInt32BE(0, m + 16);
    d.writeInt32BE(d.readInt32BE(m + 40), m + 24);
  }
  writeFileSync(file, d);
}
