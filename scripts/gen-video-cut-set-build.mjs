// One video of the generated cut set (scripts/gen-video-cut-set.mjs): its plan (size, frame rate, codec,
// shot lengths, the joins between shots), each shot rendered losslessly on its own, then the joins (hard cut
// = concat, transition = xfade) and the audio track, with the truth of what was made.
//
// Look-alikes inside shots, which a cut detector must NOT report: a flash (1–3 frames far brighter, like a
// camera flash or a white blink) and a violent camera shake / whip (the picture jumps by up to a third of
// its width per frame for 6–15 frames). Their frames are listed in the truth (`flashes`, `shakes`).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { freshLookalike, freshSource, rotateFlag } from "./gen-video-cut-set-fresh.mjs";
import { shotSource } from "./gen-video-cut-set-sources.mjs";

// Up to 576×1024 in the accuracy set (the 1080×1920 case is the speed video, --big): the detector works on
// a ≈64×64 grid whatever the size, and a shared 2-core machine renders large frames slowly.
export const SHAPES = [
  [540, 960],
  [432, 768],
  [360, 640],
  [960, 540],
  [640, 360],
  [480, 480],
  [576, 1024],
  [240, 426],
];
const AAC = ["-c:a", "aac", "-b:a", "64k"];
const OPUS = ["-c:a", "libopus", "-b:a", "48k"];
export const CODECS = [
  { name: "h264", ext: "mp4", v: ["-c:v", "libx264", "-preset", "veryfast", "-crf", "24"], a: AAC },
  {
    name: "h264-high-gop60",
    ext: "mp4",
    v: ["-c:v", "libx264", "-preset", "faster", "-crf", "28", "-g", "60"],
    a: AAC,
  },
  {
    name: "vp9",
    ext: "webm",
    v: ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "900k"],
    a: OPUS,
  },
  {
    name: "vp8",
    ext: "webm",
    v: ["-c:v", "libvpx", "-deadline", "realtime", "-cpu-used", "8", "-b:v", "900k"],
    a: OPUS,
  },
  { name: "av1", ext: "mp4", v: ["-c:v", "libsvtav1", "-preset", "12", "-crf", "40"], a: AAC },
  // A phone's MOV: H.264 at a low bit rate (blocky, like a re-uploaded clip) with B-frames.
  {
    name: "h264-mov-lowrate",
    ext: "mov",
    v: ["-c:v", "libx264", "-preset", "veryfast", "-b:v", "500k", "-bf", "3"],
    a: AAC,
  },
];
/** The speed video: H.264 as phones and editors export it, fast to encode. */
export const SPEED_CODEC = {
  name: "h264",
  ext: "mp4",
  v: ["-c:v", "libx264", "-preset", "ultrafast", "-crf", "23"],
  a: ["-c:a", "aac", "-b:a", "96k"],
};

/** A video plan: shots (frames each), the joins between them (cut, or a transition of k frames), audio gaps. */
export function plan(index, r, overrides = {}) {
  const [w, h] = overrides.shape ?? SHAPES[Math.floor(r() * SHAPES.length)];
  const fps = overrides.fps ?? [24, 25, 30, 30, 50, 60][Math.floor(r() * 6)];
  const codec = overrides.codec ?? CODECS[index % CODECS.length];
  // Mostly short ads, one in six a longer 12–18 s one.
  const seconds = overrides.seconds ?? (r() < 0.17 ? 12 + Math.floor(r() * 7) : 4 + Math.floor(r() * 7));
  const withTransitions = overrides.transitions ?? index % 2 === 0;
  const lookalikes = overrides.lookalikes ?? index % 3 !== 0;
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
  return { w, h, fps, codec, shots, joins, audio, lookalikes };
}

/** A look-alike inside one shot, away from its ends (a transition may overlap those): local frames. */
function lookalike(r, p, n) {
  if (!p.lookalikes || n < p.fps || r() < 0.5) return null;
  const at = Math.floor(n * (0.35 + r() * 0.3));
  if (r() < 0.5) {
    const frames = 1 + Math.floor(r() * 3);
    const gain = (1.6 + r() * 0.8).toFixed(2);
    return {
      kind: "flash",
      from: at,
      to: at + frames - 1,
      filter: `lutyuv=y='min(235,val*${gain}+70)':enable='between(n,${at},${at + frames - 1})'`,
      pre: "",
    };
  }
  const frames = 6 + Math.floor(r() * 10);
  const speed = (0.9 + r() * 0.8).toFixed(2);
  const move = `if(between(n,${at},${at + frames - 1}),sin((n-${at})*${speed}),0)`;
  return {
    kind: "shake",
    from: at,
    to: at + frames - 1,
    filter: "",
    // Crop a 70 % window that swings across the picture, then scale back: a whip pan / handheld shake.
    pre: `crop=w=iw*0.7:h=ih*0.7:x='(iw-ow)/2*(1+${move})':y='(ih-oh)/2*(1+0.5*${move})'`,
  };
}

/** Each shot is rendered on its own (lossless, bounded input), so the join pass reads finite files. */
function renderShot(r, p, n, target, tmp, previous) {
  const src = p.fresh
    ? freshSource(r, p.w, p.h, p.fps, n + 2, tmp, previous)
    : shotSource(r, p.w, p.h, p.fps, n + 2, tmp);
  const effect = p.fresh ? freshLookalike(r, p, n) : lookalike(r, p, n);
  const noise = r() < 0.4 ? `,noise=alls=${4 + Math.floor(r() * 8)}:allf=t` : "";
  const chain = [
    src.chain,
    effect?.pre,
    `scale=${p.w}:${p.h}:flags=bicubic,fps=${p.fps},format=yuv420p,setsar=1${noise}`,
    effect?.filter,
  ]
    .filter(Boolean)
    .join(",");
  const run = spawnSync(
    "ffmpeg",
    [
      ...["-hide_banner", "-loglevel", "error", "-y", ...src.input, "-vf", chain, "-frames:v", String(n)],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-qp", "0", target],
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`ffmpeg failed for a ${src.kind} shot: ${run.stderr}`);
  return { effect, src };
}

/** Renders one planned video into `out` and returns its truth. */
export function build(name, p, r, out, tmp) {
  mkdirSync(tmp, { recursive: true });
  const inputs = [];
  const chains = [];
  let previous = null;
  const effects = p.shots.map((n, i) => {
    const shotFile = path.join(tmp, `${name}-${i}.mkv`);
    const { effect, src } = renderShot(r, p, n, shotFile, tmp, previous);
    previous = src;
    inputs.push("-i", shotFile);
    chains.push(`[${i}:v]trim=end_frame=${n},setpts=PTS-STARTPTS,settb=1/${p.fps}[s${i}]`);
    return effect;
  });
  // Join: a hard cut is a plain concat; a transition overlaps the two shots by `frames` (xfade).
  const cuts = [];
  const transitions = [];
  const shotStart = [0];
  let length = p.shots[0];
  let acc = "s0";
  p.joins.forEach((join, i) => {
    const next = `s${i + 1}`;
    const outLabel = `j${i}`;
    const n = p.shots[i + 1];
    if (join.type === "cut" || join.frames >= Math.min(n, p.shots[i]) - 2) {
      cuts.push(length);
      shotStart.push(length);
      chains.push(`[${acc}][${next}]concat=n=2:v=1:a=0,settb=1/${p.fps}[${outLabel}]`);
      length += n;
    } else {
      const start = length - join.frames;
      // xfade's "dissolve" is a dithered mix; "fade" is the classic cross-dissolve. Both are gradual.
      const xf = join.type === "dissolve" ? (r() < 0.5 ? "fade" : "dissolve") : join.type;
      chains.push(
        `[${acc}][${next}]xfade=transition=${xf}:duration=${(join.frames / p.fps).toFixed(6)}:offset=${(start / p.fps).toFixed(6)},settb=1/${p.fps}[${outLabel}]`,
      );
      transitions.push({ kind: join.type, start, end: length });
      shotStart.push(start);
      length += n - join.frames;
    }
    acc = outLabel;
  });
  const lookalikes = effects.flatMap((e, i) =>
    e ? [{ kind: e.kind, start: shotStart[i] + e.from, end: shotStart[i] + e.to }] : [],
  );
  // NTSC rates (fresh part): rendered at the whole rate, every frame retimed to num/den at the end.
  const rate = p.rate ?? { num: p.fps, den: 1 };
  const fps = rate.num / rate.den;
  const seconds = length / fps;
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
  const finish = [
    rate.den !== 1 ? `settb=${rate.den}/${rate.num},setpts=N` : "",
    // Stored turned a quarter to the left, shown upright by the rotation flag (a phone's portrait clip).
    p.codec.rotate ? "transpose=cclock" : "",
  ].filter(Boolean);
  if (finish.length) {
    chains.push(`[${acc}]${finish.join(",")}[vout]`);
    acc = "vout";
  }
  const ffArgs = [
    ...["-hide_banner", "-loglevel", "error", "-y", ...inputs, "-filter_complex", chains.join(";")],
    ...["-map", `[${acc}]`, ...audioArgs, ...p.codec.v, "-pix_fmt", p.codec.pix ?? "yuv420p"],
    ...(rate.den !== 1 ? ["-r", `${rate.num}/${rate.den}`] : []),
    ...["-frames:v", String(length), "-shortest", path.join(out, file)],
  ];
  const t0 = Date.now();
  const run = spawnSync("ffmpeg", ffArgs, { encoding: "utf8", maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`ffmpeg failed for ${file}: ${run.stderr}`);
  if (p.codec.rotate) rotateFlag(path.join(out, file));
  console.error(
    `  ${file}: ${p.w}×${p.h} ${+fps.toFixed(3)} fps ${p.codec.name}, ${seconds.toFixed(1)} s, ${cuts.length} cuts, ${transitions.length} transitions, ${lookalikes.length} look-alikes (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  return {
    file,
    width: p.w,
    height: p.h,
    fps,
    codec: p.codec.name,
    frames: length,
    seconds: +seconds.toFixed(3),
    cuts,
    transitions,
    lookalikes,
    audio: p.audio,
    silences,
  };
}
