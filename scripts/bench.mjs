// `npm run bench`: the sub-benches in turn, each a script of its own in scripts/ that prints its table and,
// with --check, exits 1 when it misses a floor. A new bench is one line in the list below.
//
// bench-site.mjs: first-load weight and anonymous throughput of the four screens on the production build
// (its options: --rebuild, --json; with --json only it runs, so the output stays one JSON document). The
// others are the tool families' own figures: engine quality and speed, counting speed, typing cost, OCR
// accuracy and timings in Chromium, 视频字幕合规检测 reading a generated 60 s video, 版权风险检测 (with its OCR
// watermark part), 爆款视频拆解 on the generated set, 创意元素标注 on its labelled set.
import { spawnSync } from "node:child_process";
import path from "node:path";

const FLAGS = process.argv.slice(2);

if (FLAGS.includes("--json")) {
  process.exitCode = bench("bench-site.mjs", FLAGS);
} else {
  for (const script of [
    "bench-site.mjs",
    "bench-compliance.mjs",
    "bench-copy.mjs",
    "bench-ocr.mjs",
    "bench-ocr-video.mjs",
    "bench-copyright.mjs",
    "bench-data-tools.mjs",
    "bench-video-breakdown.mjs",
    "bench-creative-tagging.mjs",
  ]) {
    const flags = script === "bench-site.mjs" ? FLAGS : FLAGS.filter((flag) => flag === "--check");
    if (bench(script, flags) !== 0) process.exitCode = 1;
  }
}

/** Runs one sub-bench with its output on ours; its exit status. */
function bench(script, flags) {
  return (
    spawnSync(process.execPath, [path.join(import.meta.dirname, script), ...flags], { stdio: "inherit" }).status ?? 1
  );
}
