// 爆款视频拆解's on-screen text figure for scripts/bench-video-breakdown.mjs: the captioned 60 s 1080×1920
// video (scripts/gen-video-cut-set-text.mjs) dropped with 识别画面文字 on, timed from the drop to the cue list,
// with the CPU time of the browser's processes and of its busiest threads (the analysis worker and the OCR
// worker run beside each other), the page's own split of the time (data-timing, data-text-timing) and the
// captions found (similar text, start within 0.75 s).
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { characterAccuracy } from "../apps/web/app/tools/engines/ocr/eval/score.mjs";

const TICK = 100; // USER_HZ: /proc's clock ticks per second on Linux

/**
 * CPU seconds per thread of the browser's processes, keyed by process type, thread name and id, so a run can
 * say which thread spent what (the breakdown worker decoding, the OCR worker, the decoder's own threads).
 */
function threadSeconds(rootPid) {
  const out = new Map();
  const tree = new Set([rootPid]);
  const stats = [];
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const f = readFileSync(`/proc/${d}/stat`, "utf8");
      const type = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${d}/cmdline`, "utf8").replace(/\0/g, " "))?.[1];
      stats.push({
        pid: Number(d),
        ppid: Number(f.slice(f.lastIndexOf(")") + 2).split(" ")[1]),
        type: type ?? "browser",
      });
    } catch {
      // gone meanwhile
    }
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  for (const s of stats) {
    if (!tree.has(s.pid)) continue;
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${s.pid}/task`);
    } catch {
      continue;
    }
    for (const t of tasks) {
      try {
        const f = readFileSync(`/proc/${s.pid}/task/${t}/stat`, "utf8");
        const name = f.slice(f.indexOf("(") + 1, f.lastIndexOf(")"));
        const rest = f.slice(f.lastIndexOf(")") + 2).split(" ");
        out.set(`${s.type}:${name}:${t}`, (Number(rest[11]) + Number(rest[12])) / TICK);
      } catch {
        // gone meanwhile
      }
    }
  }
  return out;
}

/**
 * The threads that used most CPU between two threadSeconds() snapshots: workers one by one (the breakdown
 * worker and the OCR worker are both "DedicatedWorker"), other same-named threads summed.
 */
function topThreads(before, after, n = 8) {
  const sum = new Map();
  for (const [k, v] of after) {
    const name = k.includes("DedicatedWorker") ? k : k.replace(/:\d+$/, "");
    sum.set(name, (sum.get(name) ?? 0) + v - (before.get(k) ?? 0));
  }
  return [...sum]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(1)} s`);
}

/** The captioned 60 s video with 识别画面文字 on: time (wall, CPU) and captions found (similar text, start within 0.75 s). */
export async function measureText({ ws, browserPid, video, truth, cpuSeconds, log }) {
  const { similarity } = await import("./video-cut-offline.mjs").then((m) => m.loadTextCues());
  const cues = JSON.parse(readFileSync(truth, "utf8")).cues;
  const box = ws.getByRole("checkbox", { name: /识别画面文字/ });
  await box.check();
  const t0 = Date.now();
  const cpu0 = browserPid ? cpuSeconds(browserPid) : NaN;
  const threads0 = browserPid ? threadSeconds(browserPid) : new Map();
  // A worker's thread ends with it (the analysis worker is terminated when done): keep its last figure.
  const seen = new Map(threads0);
  const poll = setInterval(() => {
    if (browserPid) for (const [k, v] of threadSeconds(browserPid)) seen.set(k, v);
  }, 500);
  const load = os.loadavg()[0];
  await ws.getByLabel("选择或拖入视频").setInputFiles(video);
  const entry = ws.locator(`[data-file-entry="${path.basename(video)}"]`);
  await entry.locator("[data-text-cues], [role=alert]").first().waitFor({ timeout: 600_000 });
  const seconds = (Date.now() - t0) / 1000;
  const cpu = browserPid ? cpuSeconds(browserPid) - cpu0 : NaN;
  clearInterval(poll);
  if (browserPid) for (const [k, v] of threadSeconds(browserPid)) seen.set(k, v);
  const threads = topThreads(threads0, seen);
  const loadAfter = os.loadavg()[0];
  const found = await entry.locator("[data-cue]").evaluateAll((els) =>
    els.map((e) => ({
      text: e.textContent ?? "",
      start: Number(e.getAttribute("data-start")),
      place: e.getAttribute("data-place"),
    })),
  );
  // Characters of the caption track: the subtitle-band cues in time order against the captions.
  const band = found.filter((f) => f.place === "band").sort((a, b) => a.start - b.start);
  const characters = characterAccuracy(
    cues.map((c) => c.text),
    band.map((f) => f.text),
  ).accuracy;
  const matched = cues.filter((c) =>
    found.some((f) => similarity(f.text, c.text) >= 0.7 && Math.abs(f.start - c.start) <= 0.75),
  );
  const flagged = await entry.locator("[data-cue-finding]").count();
  const attr = async (sel, name) =>
    JSON.parse(
      (await entry
        .locator(sel)
        .first()
        .getAttribute(name)
        .catch(() => null)) ?? "{}",
    );
  const timing = {
    video: await attr("[data-timing]", "data-timing"),
    text: await attr("[data-text-cues]", "data-text-timing"),
  };
  await box.uncheck();
  log(
    `captioned video with 识别画面文字: ${matched.length}/${cues.length} captions, ${seconds.toFixed(1)} s (CPU ${cpu.toFixed(1)} s, load ${load.toFixed(1)})`,
  );
  const missed = cues.filter((c) => !matched.includes(c)).map((c) => `${c.start}–${c.end} s ${c.text}`);
  return {
    seconds,
    cpu,
    load,
    loadAfter,
    captions: cues.length,
    found: matched.length,
    characters,
    bandCues: band.length,
    cues: found.length,
    flagged,
    timing,
    missed,
    threads,
  };
}

/** The lines the report prints under the on-screen text figure: where the time went, which thread spent it. */
export function textLines(tx) {
  const v = tx.timing.video;
  const t = tx.timing.text;
  return [
    `  where the time went: worker decode wait ${v.decode} s, features ${v.features} s, pictures ${v.pictures} s, audio ${v.audio} s; ` +
      `text crops ${v.text} s, waiting for the OCR ${v.textWait} s; OCR (on the page, beside the decoding) ${t.calls} runs on ${t.frames} samples ` +
      `(${t.verified} confirmed without detection): detection ${t.detect} s, recognition ${t.recognize} s ` +
      `(${t.boxes} boxes), decode/resize ${t.other} s; ${t.flickers} one-frame flickers left out`,
    `  CPU by thread: ${tx.threads.join(", ")}; load average ${tx.load.toFixed(1)} → ${tx.loadAfter.toFixed(1)}`,
    ...tx.missed.map((m) => `  missed ${m}`),
  ];
}
