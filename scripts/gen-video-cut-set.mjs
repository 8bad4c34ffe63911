#!/usr/bin/env node
// The evaluation set of 爆款视频拆解's cut detector: videos with known hard cuts and known
// gradual transitions (dissolves, fades through black), made with ffmpeg from content nobody on the
// team drew: ffmpeg's own generators (Mandelbrot zooms, Game of Life, cellular automata, Sierpiński
// fractals, moving gradients, test patterns) and the GNOME wallpapers Debian ships
// (`apt-get install gnome-backgrounds`, used when present) with a slow zoom and pan, sensor-like
// noise on some shots. Every video draws its own sizes, frame rate, codec, container, length and
// shot lengths from a seeded random generator, so the set is the same on every machine.
//
// Split: videos 1–12 are the dev part (thresholds were tuned on them), 13–24 the held-out part
// (never looked at while tuning); the bench reports both. The truth file lists per video the
// frame index where every hard cut starts, the frame ranges of transitions, and silent stretches
// of the audio track (a tone with gaps; some videos have no audio track at all).
//
//   node scripts/gen-video-cut-set.mjs [--out=DIR] [--subset] [--big]
//     default DIR: node_modules/.cache/video-cut-set (not committed: regenerate with ffmpeg)
//     --subset: the three tiny videos committed under apps/web/e2e/fixtures/video-cuts/ for the e2e test
//     --big: also the 60 s 1080×1920 H.264 video of the speed floor (big-1080x1920-60s.mp4)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? true];
  }),
);
const SUBSET = Boolean(args.subset);
const OUT = path.resolve(
  String(
    args.out ??
      (SUBSET
        ? path.join(ROOT, "apps/web/e2e/fixtures/video-cuts")
        : path.join(ROOT, "node_modules/.cache/video-cut-set")),
  ),
);

if (spawnSync("ffmpeg", ["-version"]).status !== 0) {
  console.error("需要 ffmpeg：apt-get install -y ffmpeg");
  process.exit(2);
}

/** mulberry32: a small seeded generator, so the set is reproducible. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WALLPAPER_DIR = "/usr/share/backgrounds/gnome";
const wallpapers = existsSync(WALLPAPER_DIR)
  ? readdirSync(WALLPAPER_DIR)
      .filter((f) => f.endsWith(".webp"))
      .sort()
      .map((f) => path.join(WALLPAPER_DIR, f))
  : [];

const hex = (r) =>
  "0x" +
  Math.floor(r() * 0xffffff)
    .toString(16)
    .padStart(6, "0");

/** One shot's source as [input args, filter chain producing WxH at fps], n frames long. */
function shotSource(r, w, h, fps, n) {
  const kinds = ["mandelbrot", "life", "cellauto", "sierpinski", "gradients", "testsrc2", "bars"];
  if (wallpapers.length) kinds.push("image", "image", "image");
  const kind = kinds[Math.floor(r() * kinds.length)];
  // Generators run at a smaller size and are scaled up: cheaper, and closer to real footage's softness.
  const sw = Math.max(64, Math.round(w / 2 / 2) * 2);
  const sh = Math.max(64, Math.round(h / 2 / 2) * 2);
  const hue = Math.floor(r() * 360);
  switch (kind) {
    case "mandelbrot":
      return {
        kind,
        input: [
          "-f",
          "lavfi",
          "-i",
          `mandelbrot=s=${Math.round(sw / 2)}x${Math.round(sh / 2)}:r=${fps}:maxiter=64:start_x=${(-0.75 + (r() - 0.5) * 0.2).toFixed(4)}:start_y=${(0.1 + (r() - 0.5) * 0.2).toFixed(4)}:start_scale=${(1 + r() * 2).toFixed(2)}:end_scale=0.3:end_pts=${(n / fps) * 4}`,
        ],
        chain: `hue=h=${hue}`,
      };
    case "life":
      return {
        kind,
        input: [
          "-f",
          "lavfi",
          "-i",
          `life=s=${Math.round(sw / 4)}x${Math.round(sh / 4)}:r=${fps}:seed=${Math.floor(r() * 1e6)}:ratio=${(0.1 + r() * 0.3).toFixed(2)}:mold=${Math.floor(r() * 30)}:life_color=${hex(r)}:death_color=${hex(r)}:mold_color=${hex(r)}`,
        ],
        chain: "",
      };
    case "cellauto":
      return {
        kind,
        input: [
          "-f",
          "lavfi",
          "-i",
          `cellauto=s=${Math.round(sw / 2)}x${Math.round(sh / 2)}:r=${fps}:rule=${[18, 30, 90, 110, 150][Math.floor(r() * 5)]}:seed=${Math.floor(r() * 1e6)}:scroll=1`,
        ],
        chain: `format=yuv420p,lutyuv=u=${Math.floor(64 + r() * 128)}:v=${Math.floor(64 + r() * 128)}`,
      };
    case "sierpinski":
      return {
        kind,
        input: [
          "-f",
          "lavfi",
          "-i",
          `sierpinski=s=${sw}x${sh}:r=${fps}:seed=${Math.floor(r() * 1e6)}:jump=${1 + Math.floor(r() * 3)}:type=${r() < 0.5 ? "carpet" : "triangle"}`,
        ],
        chain: `hue=h=${hue}:s=${(0.5 + r()).toFixed(2)}`,
      };
    case "gradients":
      return {
        kind,
        input: [
          "-f",
          "lavfi",
          "-i",
          `gradients=s=${sw}x${sh}:r=${fps}:seed=${Math.floor(r() * 1e6)}:speed=${(0.005 + r() * 0.03).toFixed(3)}:n=${2 + Math.floor(r() * 5)}:c0=${hex(r)}:c1=${hex(r)}:c2=${hex(r)}:c3=${hex(r)}`,
        ],
        chain: "",
      };
    case "testsrc2":
      return { kind, input: ["-f", "lavfi", "-i", `testsrc2=s=${sw}x${sh}:r=${fps}`], chain: `hue=h=${hue}` };
    case "bars":
      return {
        kind,
        input: ["-f", "lavfi", "-i", `smptehdbars=s=${sw}x${sh}:r=${fps}`],
        chain: `scroll=h=${(r() * 0.01).toFixed(4)}:v=${(r() * 0.006).toFixed(4)},hue=h=${hue}`,
      };
    default: {
      const file = wallpapers[Math.floor(r() * wallpapers.length)];
      const zoomStep = (0.0008 + r() * 0.002).toFixed(4);
      const dx = r() < 0.5 ? "-" : "+";
      // Decode and scale the (large) wallpaper once; looping the original decodes it for every frame.
      const still = path.join(TMP, `${path.basename(file, ".webp")}-${w}x${h}.png`);
      if (!existsSync(still))
        spawnSync("ffmpeg", [
          "-hide_banner",
          "-loglevel",
          "error",
          "-y",
          "-i",
          file,
          "-vf",
          `scale=${Math.round(w * 1.25)}:${Math.round(h * 1.25)}:force_original_aspect_ratio=increase,crop=${Math.round(w * 1.25)}:${Math.round(h * 1.25)}`,
          still,
        ]);
      return {
        kind,
        input: ["-loop", "1", "-framerate", String(fps), "-i", still],
        // Ken Burns: a slow zoom with a drift, like a product slideshow ad.
        chain: `zoompan=z='min(zoom+${zoomStep},1.6)':x='iw/2-(iw/zoom/2)${dx}on*${(r() * 2).toFixed(2)}':y='ih/2-(ih/zoom/2)':d=1:s=${w}x${h}:fps=${fps}`,
      };
    }
  }
}

// Up to 720×1280 in the accuracy set (the 1080×1920 case is the speed video, --big): the detector works on
// a ≈64×64 grid whatever the size, and a shared 2-core machine encodes 1080p slowly.
const SHAPES = [
  [720, 1280],
  [540, 960],
  [432, 768],
  [360, 640],
  [1280, 720],
  [640, 360],
  [480, 480],
  [576, 1024],
];
const CODECS = [
  {
    name: "h264",
    ext: "mp4",
    v: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "24"],
    a: ["-c:a", "aac", "-b:a", "64k"],
  },
  {
    name: "h264-high-gop60",
    ext: "mp4",
    v: ["-c:v", "libx264", "-preset", "faster", "-crf", "28", "-g", "60"],
    a: ["-c:a", "aac", "-b:a", "64k"],
  },
  {
    name: "vp9",
    ext: "webm",
    v: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "900k"],
    a: ["-c:a", "libopus", "-b:a", "48k"],
  },
  {
    name: "vp8",
    ext: "webm",
    v: ["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "900k"],
    a: ["-c:a", "libopus", "-b:a", "48k"],
  },
  {
    name: "av1",
    ext: "mp4",
    v: ["-c:v", "libsvtav1", "-preset", "12", "-crf", "40"],
    a: ["-c:a", "aac", "-b:a", "64k"],
  },
  // The speed video only (index 5): H.264 as phones and editors export it, fast to encode.
  {
    name: "h264",
    ext: "mp4",
    v: ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "23"],
    a: ["-c:a", "aac", "-b:a", "96k"],
  },
];

/** A video plan: shots (frames each), the joins between them (cut, or a transition of k frames), audio gaps. */
function plan(index, r, overrides = {}) {
  const [w, h] = overrides.shape ?? SHAPES[Math.floor(r() * SHAPES.length)];
  const fps = overrides.fps ?? [24, 25, 30, 30, 60][Math.floor(r() * 5)];
  const codec = overrides.codec ?? CODECS[index % 5];
  const seconds = overrides.seconds ?? 4 + Math.floor(r() * 10);
  const withTransitions = overrides.transitions ?? index % 2 === 0;
  const shots = [];
  let total = 0;
  while (total < seconds * fps) {
    // Ad pacing: mostly 0.6–3 s shots, a few long ones.
    const len = Math.round(fps * (r() < 0.8 ? 0.6 + r() * 2.4 : 3 + r() * 4));
    shots.push(len);
    total += len;
  }
  const joins = shots.slice(1).map(() => {
    if (!withTransitions || r() < 0.55) return { type: "cut" };
    const kind = r() < 0.6 ? "dissolve" : "fadeblack";
    return { type: kind, frames: Math.round(fps * (0.3 + r() * 0.7)) };
  });
  const audio = overrides.audio ?? r() < 0.8;
  return { w, h, fps, codec, shots, joins, audio };
}

const TMP = path.join(OUT, `.shots-${process.pid}`);

/** Each shot is rendered on its own (lossless, bounded input), so the join pass reads finite files. */
function renderShot(r, p, n, target) {
  const src = shotSource(r, p.w, p.h, p.fps, n + 2);
  const noise = r() < 0.4 ? `,noise=alls=${4 + Math.floor(r() * 8)}:allf=t` : "";
  const chain = `${src.chain ? src.chain + "," : ""}scale=${p.w}:${p.h}:flags=bicubic,fps=${p.fps},format=yuv420p,setsar=1${noise}`;
  const run = spawnSync(
    "ffmpeg",
    [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      ...src.input,
      "-vf",
      chain,
      "-frames:v",
      String(n),
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-qp",
      "0",
      target,
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`ffmpeg failed for a ${src.kind} shot: ${run.stderr}`);
}

function build(name, p, r) {
  mkdirSync(TMP, { recursive: true });
  const inputs = [];
  const chains = [];
  p.shots.forEach((n, i) => {
    const shotFile = path.join(TMP, `${name}-${i}.mkv`);
    renderShot(r, p, n, shotFile);
    inputs.push("-i", shotFile);
    chains.push(`[${i}:v]trim=end_frame=${n},setpts=PTS-STARTPTS,settb=1/${p.fps}[s${i}]`);
  });
  // Join: a hard cut is a plain concat; a transition overlaps the two shots by `frames` (xfade).
  const cuts = [];
  const transitions = [];
  let length = p.shots[0];
  let acc = "s0";
  p.joins.forEach((join, i) => {
    const next = `s${i + 1}`;
    const out = `j${i}`;
    const n = p.shots[i + 1];
    if (join.type === "cut" || join.frames >= Math.min(n, p.shots[i]) - 2) {
      cuts.push(length);
      chains.push(`[${acc}][${next}]concat=n=2:v=1:a=0,settb=1/${p.fps}[${out}]`);
      length += n;
    } else {
      const start = length - join.frames;
      const transition = join.type === "dissolve" ? "dissolve" : "fadeblack";
      // xfade's "dissolve" is a dithered mix; "fade" is the classic cross-dissolve. Both are gradual.
      const xf = join.type === "dissolve" ? (r() < 0.5 ? "fade" : "dissolve") : transition;
      chains.push(
        `[${acc}][${next}]xfade=transition=${xf}:duration=${(join.frames / p.fps).toFixed(6)}:offset=${(start / p.fps).toFixed(6)},settb=1/${p.fps}[${out}]`,
      );
      transitions.push({ kind: join.type, start, end: length });
      length += n - join.frames;
    }
    acc = out;
  });
  const seconds = length / p.fps;
  const silences = [];
  let audioArgs = [];
  if (p.audio) {
    // A tone whose loudness changes per second, with 1–3 silent gaps of 0.6–2 s.
    const gaps = [];
    const count = 1 + Math.floor(r() * 3);
    for (let g = 0; g < count; g++) {
      const len = 0.6 + r() * 1.4;
      const start = r() * Math.max(0, seconds - len);
      if (gaps.every((x) => start + len < x.start - 0.5 || start > x.end + 0.5))
        gaps.push({ start, end: Math.min(seconds, start + len) });
    }
    gaps.sort((a, b) => a.start - b.start);
    silences.push(...gaps.map((g) => ({ start: +g.start.toFixed(3), end: +g.end.toFixed(3) })));
    const mute = gaps.map((g) => `between(t,${g.start.toFixed(3)},${g.end.toFixed(3)})`).join("+") || "0";
    inputs.push("-f", "lavfi", "-i", `sine=f=${220 + Math.floor(r() * 440)}:sample_rate=48000:d=${seconds.toFixed(3)}`);
    chains.push(
      `[${p.shots.length}:a]volume='if(${mute},0,0.25+0.2*sin(t*3))':eval=frame,aformat=channel_layouts=stereo[aout]`,
    );
    audioArgs = ["-map", "[aout]", ...p.codec.a];
  }
  const file = `${name}.${p.codec.ext}`;
  const ffArgs = [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    ...inputs,
    "-filter_complex",
    chains.join(";"),
    "-map",
    `[${acc}]`,
    ...audioArgs,
    ...p.codec.v,
    "-pix_fmt",
    "yuv420p",
    "-frames:v",
    String(length),
    "-shortest",
    path.join(OUT, file),
  ];
  const t0 = Date.now();
  const run = spawnSync("ffmpeg", ffArgs, { encoding: "utf8", maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`ffmpeg failed for ${file}: ${run.stderr}`);
  console.error(
    `  ${file}: ${p.w}×${p.h} ${p.fps} fps ${p.codec.name}, ${seconds.toFixed(1)} s, ${cuts.length} cuts, ${transitions.length} transitions (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  return {
    file,
    width: p.w,
    height: p.h,
    fps: p.fps,
    codec: p.codec.name,
    frames: length,
    seconds: +seconds.toFixed(3),
    cuts,
    transitions,
    audio: p.audio,
    silences,
  };
}

mkdirSync(OUT, { recursive: true });
const videos = [];
if (SUBSET) {
  // Tiny files for CI (no ffmpeg there): 180×320 H.264 with audio, 320×180 VP9 with a dissolve, no audio.
  const r = rng(9003);
  videos.push({
    ...build(
      "tiny-h264",
      plan(0, r, {
        shape: [180, 320],
        fps: 25,
        codec: { ...CODECS[0], v: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "32"] },
        seconds: 8,
        transitions: false,
        audio: true,
      }),
      r,
    ),
    split: "subset",
  });
  videos.push({
    ...build(
      "tiny-vp9",
      plan(2, r, {
        shape: [320, 180],
        fps: 30,
        codec: {
          ...CODECS[2],
          v: ["-c:v", "libvpx-vp9", "-deadline", "good", "-cpu-used", "5", "-crf", "45", "-b:v", "0"],
        },
        seconds: 8,
        transitions: true,
        audio: false,
      }),
      r,
    ),
    split: "subset",
  });
} else {
  const COUNT = Number(args.count ?? 24);
  // --from/--to: render part of the set (two processes on two cores); the truth of all parts is merged.
  for (let i = Number(args.from ?? 1); i <= Number(args.to ?? COUNT); i++) {
    const r = rng(1000 + i);
    const p = plan(i, r);
    videos.push({ ...build(`v${String(i).padStart(2, "0")}`, p, r), split: i <= COUNT / 2 ? "dev" : "held-out" });
    writeTruth();
  }
  if (args.big || args.bigOnly) {
    const r = rng(4242);
    const p = plan(0, r, {
      shape: [1080, 1920],
      fps: 30,
      codec: CODECS[0],
      seconds: 60,
      transitions: true,
      audio: true,
    });
    videos.push({ ...build("big-1080x1920-60s", p, r), split: "speed" });
  }
}
rmSync(TMP, { recursive: true, force: true });
writeTruth();
console.error(`${videos.length} videos in ${OUT}`);

/** Merged with what other processes (--from/--to) wrote. */
function writeTruth() {
  const truthFile = path.join(OUT, "truth.json");
  const earlier = existsSync(truthFile) ? JSON.parse(readFileSync(truthFile, "utf8")).videos : [];
  const merged = [...earlier.filter((v) => !videos.some((x) => x.file === v.file)), ...videos].sort((a, b) =>
    a.file.localeCompare(b.file),
  );
  writeFileSync(
    truthFile,
    JSON.stringify({ generator: "scripts/gen-video-cut-set.mjs", videos: merged }, null, 1) + "\n",
  );
}
