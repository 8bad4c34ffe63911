#!/usr/bin/env node
// Two small videos for 爆款视频拆解's face check in the first 3 seconds (e2e/hit-video-breakdown.spec.ts),
// made with ffmpeg from 创意元素标注's evaluation photographs (CC0 / public domain, sources in its
// eval/labels.json): each still fitted into a 360×640 frame on a grey ground, joined by hard cuts.
//   face-opening.mp4:    0–1.6 s the astronaut (one face), 1.6–3.2 s a two-person group shot, then a coffee cup
//   no-face-opening.mp4: 0–1.7 s the coffee cup, 1.7–3.4 s the rocket, then the astronaut (a face after 3 s)
// Truth beside them in truth.json (which seconds show how many faces, as labelled in that set).
//
//   node scripts/gen-video-face-fixtures.mjs   (writes apps/web/e2e/fixtures/video-faces/)
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const IMAGES = path.join(ROOT, "apps/web/app/tools/media/creative-tagging/eval/images");
const OUT = path.join(ROOT, "apps/web/e2e/fixtures/video-faces");
const FPS = 25;
const VIDEOS = [
  {
    file: "face-opening.mp4",
    shots: [
      { image: "photo-astronaut.jpg", seconds: 1.6, faces: 1 },
      { image: "group-2-0.jpg", seconds: 1.6, faces: 2 },
      { image: "photo-coffee.jpg", seconds: 1.2, faces: 0 },
    ],
  },
  {
    file: "no-face-opening.mp4",
    shots: [
      { image: "photo-coffee.jpg", seconds: 1.7, faces: 0 },
      { image: "photo-rocket.jpg", seconds: 1.7, faces: 0 },
      { image: "photo-astronaut.jpg", seconds: 1.2, faces: 1 },
    ],
  },
];

mkdirSync(OUT, { recursive: true });
const truth = [];
for (const v of VIDEOS) {
  const inputs = v.shots.flatMap((s) => [
    "-loop",
    "1",
    "-framerate",
    String(FPS),
    "-t",
    String(s.seconds),
    "-i",
    path.join(IMAGES, s.image),
  ]);
  const fit = v.shots.map(
    (_, i) =>
      `[${i}:v]scale=360:640:force_original_aspect_ratio=decrease,pad=360:640:(ow-iw)/2:(oh-ih)/2:color=0x505050,setsar=1,fps=${FPS},format=yuv420p[s${i}]`,
  );
  const concat = `${v.shots.map((_, i) => `[s${i}]`).join("")}concat=n=${v.shots.length}:v=1:a=0[out]`;
  const run = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y", ...inputs],
      ...["-filter_complex", [...fit, concat].join(";"), "-map", "[out]"],
      ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "30", "-pix_fmt", "yuv420p", path.join(OUT, v.file)],
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  let at = 0;
  truth.push({
    file: v.file,
    fps: FPS,
    shots: v.shots.map((s) => {
      const shot = { start: +at.toFixed(3), end: +(at + s.seconds).toFixed(3), image: s.image, faces: s.faces };
      at += s.seconds;
      return shot;
    }),
  });
}
writeFileSync(
  path.join(OUT, "truth.json"),
  JSON.stringify({ generator: "scripts/gen-video-face-fixtures.mjs", videos: truth }, null, 1) + "\n",
);
console.error(`${VIDEOS.length} videos in ${OUT}`);
