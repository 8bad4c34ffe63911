/**
 * Stills of a dropped video for tagging, decoded by the browser itself (a hidden <video> on an object
 * URL, as media/video-frames.ts does for the other video tools): the first second, a quarter, the middle
 * and three quarters of the way, each as a JPEG file (longest side ≤ 1920) that is then tagged like an
 * image. Codecs the browser cannot decode reject with a Chinese message.
 */
export class StillsError extends Error {}

const CANNOT_DECODE = "浏览器无法解码这个视频的画面（常见于 H.265/HEVC、ProRes），请导出几张截图再拖入。";

/** Seconds to take stills at: about 1 s in (past a black lead-in), ¼, ½ and ¾ of the length. */
export function stillTimes(duration: number): number[] {
  if (!Number.isFinite(duration) || duration <= 0) return [0];
  const times = [Math.min(1, duration / 2), duration / 4, duration / 2, (duration * 3) / 4];
  return [...new Set(times.map((t) => Math.round(Math.min(t, Math.max(0, duration - 0.05)) * 10) / 10))].sort(
    (a, b) => a - b,
  );
}

/** "口播.mp4" at 12.5 s → "口播.mp4 第12.5秒.jpg". */
export function stillName(video: string, seconds: number): string {
  return `${video} 第${seconds}秒.jpg`;
}

function wait(video: HTMLVideoElement, event: string, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(() => reject(new StillsError(CANNOT_DECODE))), ms);
    const ok = () => finish(resolve);
    const bad = () => finish(() => reject(new StillsError(CANNOT_DECODE)));
    function finish(fn: () => void) {
      clearTimeout(timer);
      video.removeEventListener(event, ok);
      video.removeEventListener("error", bad);
      fn();
    }
    video.addEventListener(event, ok);
    video.addEventListener("error", bad);
  });
}

export async function videoStills(file: File): Promise<File[]> {
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  const src = URL.createObjectURL(file);
  try {
    video.src = src;
    await wait(video, "loadeddata", 15_000);
    if (!video.videoWidth || !video.videoHeight) throw new StillsError(CANNOT_DECODE);
    const scale = Math.min(1, 1920 / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const ctx = canvas.getContext("2d")!;
    const stills: File[] = [];
    for (const t of stillTimes(video.duration)) {
      if (Math.abs(video.currentTime - t) > 0.01) {
        video.currentTime = t;
        await wait(video, "seeked", 10_000);
      }
      ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
      if (!blob) throw new StillsError(CANNOT_DECODE);
      stills.push(new File([blob], stillName(file.name, t), { type: "image/jpeg" }));
    }
    return stills;
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(src);
  }
}
