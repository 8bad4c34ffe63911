// The cut detector's pure logic on the generated set without a browser: ffmpeg decodes each video to
// the analysis grid (area-averaged Y/U/V, as the worker's block averages), and the site's own
// frame-features.ts and cut-detect.ts (bundled with esbuild) find the cuts. Used by
// bench-video-breakdown.mjs (`--offline`) and to look at the dev part while choosing thresholds; the
// figures of the floor come from the browser run, which decodes the files as a visitor's browser does.
import { spawnSync } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const TOOL = path.join(ROOT, "apps/web/app/tools/media/hit-video-breakdown");

export async function loadDetector() {
  return bundle(
    'export * from "./frame-features.ts"; export * from "./cut-detect.ts"; export * from "./evaluate-cuts.ts";',
  );
}

/** The page's cue merging (text-cues.ts): the bench matches captions with its `similarity`. */
export async function loadTextCues() {
  return bundle('export * from "./text-cues.ts";');
}

async function bundle(contents) {
  const { build } = await import("esbuild");
  const result = await build({
    stdin: {
      contents,
      resolveDir: TOOL,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "esm",
    platform: "neutral",
    target: "node20",
    logLevel: "silent",
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

/** Cuts and transitions of one file, decoded by ffmpeg onto the analysis grid. */
export function analyseOffline(det, file, video) {
  const { width: gw, height: gh } = det.gridSize(video.width, video.height);
  // yuv444p at grid size: every cell has its own U and V, like the worker's grid.
  const run = spawnSync(
    "ffmpeg",
    ["-v", "error", "-i", file, "-vf", `scale=${gw}:${gh}:flags=area,format=yuv444p`, "-f", "rawvideo", "-"],
    { maxBuffer: 1 << 30 },
  );
  if (run.status !== 0) throw new Error(String(run.stderr));
  const size = gw * gh;
  const frames = Math.floor(run.stdout.length / (size * 3));
  const feats = [];
  for (let f = 0; f < frames; f++) {
    const base = f * size * 3;
    const grid = {
      width: gw,
      height: gh,
      y: new Uint8Array(run.stdout.subarray(base, base + size)),
      u: new Uint8Array(run.stdout.subarray(base + size, base + 2 * size)),
      v: new Uint8Array(run.stdout.subarray(base + 2 * size, base + 3 * size)),
    };
    feats.push(det.featuresOf(grid));
  }
  const diffs = feats.map((f, i) => (i ? det.frameDiff(feats[i - 1], f) : { hist: 0, edge: 0, pixel: 0 }));
  const result = det.detectCuts({
    diffs,
    times: feats.map((_, i) => i / video.fps),
    meanLuma: feats.map((f) => f.meanLuma),
    histBetween: (a, b) => det.histDistance(feats[a].hist, feats[b].hist),
    fps: video.fps,
  });
  return { frames, ...result };
}
