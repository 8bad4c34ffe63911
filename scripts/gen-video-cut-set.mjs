#!/usr/bin/env node
// The evaluation set of 爆款视频拆解's cut detector: videos with known hard cuts, known gradual
// transitions (dissolves, fades through black or white) and known look-alikes that are not cuts (flashes, a
// violent camera shake, a sticker popping on), made with ffmpeg from content nobody on the team drew (shot sources:
// gen-video-cut-set-sources.mjs; one video: gen-video-cut-set-build.mjs). Every video draws its size, frame
// rate, codec, container, length and shot lengths from a seeded random generator, so the set is the same
// on every machine.
//
// Split (version 3): videos 1–24 (version 2, seeds 2001–2024) and 25–34 are the tuning part (thresholds are
// chosen on them); 35–54 are the held-out part, never looked at while tuning. Videos 13–24 were version 2's
// held-out part: measured once in round 2, so they count as tuning now. Videos 25–54 come from new seeds and
// new sources (gen-video-cut-set-fresh.mjs), generated before any threshold was changed for them. The
// truth file lists per video the frame index where every hard cut starts, the frame ranges of transitions
// and look-alikes, and silent stretches of the audio track (a tone with gaps; some have no audio track).
//
//   node scripts/gen-video-cut-set.mjs [--out=DIR] [--subset] [--big] [--from=N --to=M]
//     default DIR: node_modules/.cache/video-cut-set (not committed: regenerate with ffmpeg)
//     --subset: the tiny videos committed under apps/web/e2e/fixtures/video-cuts/ for the e2e test
//     --big: also the 60 s 1080×1920 H.264 video of the speed floor (big-1080x1920-60s.mp4)
//     --from/--to: render part of the set (two processes on two cores); the truth of all parts is merged.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, CODECS, plan, SPEED_CODEC } from "./gen-video-cut-set-build.mjs";
import { freshPlan } from "./gen-video-cut-set-fresh.mjs";
import { rng } from "./gen-video-cut-set-sources.mjs";

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
// Seeds of the set's second version (look-alikes, MOV, longer videos), and of the third (new sources).
const SEED_BASE = 2000;
const FRESH_SEED_BASE = 3000;
const V2_COUNT = 24;
const TUNING_LAST = 34;

if (spawnSync("ffmpeg", ["-version"]).status !== 0) {
  console.error("需要 ffmpeg：apt-get install -y ffmpeg");
  process.exit(2);
}

const TMP = path.join(OUT, `.shots-${process.pid}`);
mkdirSync(OUT, { recursive: true });
const videos = [];
const make = (name, p, r, split) => {
  videos.push({ ...build(name, p, r, OUT, TMP), split });
  writeTruth();
};

if (SUBSET) {
  // Tiny files for CI (no ffmpeg there): 180×320 H.264 with audio, 320×180 VP9 with a dissolve, no audio.
  const r = rng(9003);
  const tinyH264 = { ...CODECS[0], v: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "32"] };
  const tinyVp9 = {
    ...CODECS[2],
    v: ["-c:v", "libvpx-vp9", "-deadline", "good", "-cpu-used", "5", "-crf", "45", "-b:v", "0"],
  };
  const base = { seconds: 8, lookalikes: false };
  make(
    "tiny-h264",
    plan(0, r, { ...base, shape: [180, 320], fps: 25, codec: tinyH264, transitions: false, audio: true }),
    r,
    "subset",
  );
  make(
    "tiny-vp9",
    plan(2, r, { ...base, shape: [320, 180], fps: 30, codec: tinyVp9, transitions: true, audio: false }),
    r,
    "subset",
  );
} else {
  const COUNT = Number(args.count ?? 54);
  for (let i = Number(args.from ?? 1); i <= Number(args.to ?? COUNT); i++) {
    const r = rng((i <= V2_COUNT ? SEED_BASE : FRESH_SEED_BASE) + i);
    const p = i <= V2_COUNT ? plan(i, r) : freshPlan(i, r);
    make(`v${String(i).padStart(2, "0")}`, p, r, i <= TUNING_LAST ? "dev" : "held-out");
  }
  if (args.big) {
    const r = rng(4242);
    const p = plan(0, r, {
      shape: [1080, 1920],
      fps: 30,
      codec: SPEED_CODEC,
      // Hard cuts only, so no transition overlaps shorten it: exactly the floor's 60 s.
      seconds: 60,
      transitions: false,
      audio: true,
      lookalikes: false,
    });
    make("big-1080x1920-60s", p, r, "speed");
  }
}
rmSync(TMP, { recursive: true, force: true });
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
    JSON.stringify({ generator: "scripts/gen-video-cut-set.mjs", version: 3, videos: merged }, null, 1) + "\n",
  );
}
