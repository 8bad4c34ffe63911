/**
 * Frames of a dropped video, decoded by the browser itself: a hidden <video>
 * on an object URL (the file is not read into memory), seeked to each time and
 * drawn small on a canvas. Codecs the browser cannot decode (HEVC in some
 * browsers, ProRes…) reject with a clear message; the metadata from MediaInfo
 * does not depend on this.
 */

export class FrameDecodeError extends Error {}

const CANNOT_DECODE =
  "浏览器无法解码这个视频的画面（常见于 H.265/HEVC、ProRes 或部分手机录屏格式），画面预览不可用；上面的规格信息不受影响。";

function once(target: HTMLVideoElement, ok: string, timeoutMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (fn: () => void) => {
      clearTimeout(timer);
      target.removeEventListener(ok, onOk);
      target.removeEventListener("error", onError);
      signal.removeEventListener("abort", onAbort);
      fn();
    };
    const onOk = () => done(resolve);
    const onError = () => done(() => reject(new FrameDecodeError(CANNOT_DECODE)));
    const onAbort = () => done(() => reject(new DOMException("cancelled", "AbortError")));
    const timer = setTimeout(
      () => done(() => reject(new FrameDecodeError("读取画面超时：浏览器可能无法解码这个视频，规格信息不受影响。"))),
      timeoutMs,
    );
    target.addEventListener(ok, onOk);
    target.addEventListener("error", onError);
    signal.addEventListener("abort", onAbort);
  });
}

/**
 * The container is read first (loadedmetadata; a large file's index can take a while), then the first
 * picture must decode soon: a decoder that cannot handle the data often stalls instead of raising an error.
 */
async function firstFrame(video: HTMLVideoElement, signal: AbortSignal) {
  await once(video, "loadedmetadata", 15_000, signal);
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) await once(video, "loadeddata", 4_000, signal);
}

function draw(video: HTMLVideoElement, width: number): Promise<string> {
  const scale = width / video.videoWidth;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  canvas.getContext("2d")!.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (b) => (b ? resolve(URL.createObjectURL(b)) : reject(new FrameDecodeError(CANNOT_DECODE))),
      "image/jpeg",
      0.8,
    ),
  );
}

export type GrabbedFrames = { thumbnail: string; strip: { time: number; url: string }[] };

/** The first frame (thumbnail) and frames every half second over the first 3 s (the hook). URLs are object URLs: revoke them. */
export async function grabFrames(
  file: File,
  durationSeconds: number | null,
  signal: AbortSignal,
): Promise<GrabbedFrames> {
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  const src = URL.createObjectURL(file);
  const made: string[] = [];
  try {
    video.src = src;
    await firstFrame(video, signal);
    if (!video.videoWidth || !video.videoHeight) throw new FrameDecodeError(CANNOT_DECODE);
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : (durationSeconds ?? 0);
    const thumbnail = await draw(video, 320);
    made.push(thumbnail);
    const strip: { time: number; url: string }[] = [];
    for (let t = 0; t <= 3 + 1e-6 && t < duration; t += 0.5) {
      // Seek a hair past 0 so the first strip frame is the one a viewer sees, not a blank pre-roll.
      video.currentTime = Math.max(0.001, Math.min(t, duration - 0.01));
      await once(video, "seeked", 10_000, signal);
      const url = await draw(video, 120);
      made.push(url);
      strip.push({ time: t, url });
    }
    return { thumbnail, strip };
  } catch (e) {
    for (const u of made) URL.revokeObjectURL(u);
    throw e;
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(src);
  }
}

export type Keyframes = { bitmaps: ImageBitmap[]; preview: string; width: number; height: number };

/**
 * 素材查重's keyframes: `count` frames spread over the video (10 %…90 % of its
 * length, so black lead-ins and end cards weigh less), each as a small bitmap
 * for hashing, and one preview JPEG from the middle for the side-by-side view.
 */
export async function grabKeyframes(file: File, count: number, size: number, signal: AbortSignal): Promise<Keyframes> {
  const video = document.createElement("video");
  video.muted = true;
  video.playsInline = true;
  video.preload = "auto";
  const src = URL.createObjectURL(file);
  const bitmaps: ImageBitmap[] = [];
  let preview: string | null = null;
  try {
    video.src = src;
    await firstFrame(video, signal);
    if (!video.videoWidth || !video.videoHeight) throw new FrameDecodeError(CANNOT_DECODE);
    const duration = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : 0;
    for (let i = 0; i < count; i++) {
      const t = duration * (0.1 + (0.8 * i) / Math.max(1, count - 1));
      if (duration > 0) {
        video.currentTime = Math.max(0.001, Math.min(t, duration - 0.01));
        await once(video, "seeked", 10_000, signal);
      }
      bitmaps.push(await createImageBitmap(video, { resizeWidth: size, resizeHeight: size, resizeQuality: "high" }));
      if (i === Math.floor(count / 2)) preview = await draw(video, 320);
    }
    return { bitmaps, preview: preview!, width: video.videoWidth, height: video.videoHeight };
  } catch (e) {
    for (const b of bitmaps) b.close();
    if (preview) URL.revokeObjectURL(preview);
    throw e;
  } finally {
    video.removeAttribute("src");
    video.load();
    URL.revokeObjectURL(src);
  }
}
