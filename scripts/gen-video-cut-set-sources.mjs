// Shot sources of the generated cut set (scripts/gen-video-cut-set.mjs): content nobody on the team drew —
// ffmpeg's own generators (Mandelbrot zooms, Game of Life, cellular automata, Sierpiński fractals, moving
// gradients, test patterns) and the GNOME wallpapers Debian ships (`apt-get install gnome-backgrounds`,
// used when present) with a slow zoom and pan.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** mulberry32: a small seeded generator, so the set is reproducible. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const WALLPAPER_DIR = "/usr/share/backgrounds/gnome";
export const wallpapers = existsSync(WALLPAPER_DIR)
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
export function shotSource(r, w, h, fps, n, tmp) {
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
      const still = path.join(tmp, `${path.basename(file, ".webp")}-${w}x${h}.png`);
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
