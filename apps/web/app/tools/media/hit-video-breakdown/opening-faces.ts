/**
 * Faces in the first 3 seconds: the worker keeps one larger picture every
 * 0.5 s of the opening (breakdown.worker.ts, OPENING_*) and the shared
 * face engine (app/tools/engines/face, BlazeFace) looks for faces in each.
 * What the page shows is the model's detection (score ≥ FACE_SURE), labelled
 * as such: side views and very small faces are often not found.
 */
import { FaceError, type FaceDetector } from "../../engines/face/face-client";
import type { Picture } from "./breakdown.worker";

export type FrameFaces = {
  time: number;
  /** Each face's box area as a share of the frame (0–1), and the model's score. */
  faces: { share: number; score: number }[];
};

export type OpeningFaces = { frames: FrameFaces[] } | { error: string };

/** One line for the report: in which frames faces were found, and the largest one's share of the frame. */
export function describeFaces(frames: FrameFaces[]): {
  withFaces: FrameFaces[];
  largestShare: number;
  mostFaces: number;
} {
  const withFaces = frames.filter((f) => f.faces.length > 0);
  let largestShare = 0;
  let mostFaces = 0;
  for (const f of withFaces) {
    mostFaces = Math.max(mostFaces, f.faces.length);
    for (const face of f.faces) largestShare = Math.max(largestShare, face.share);
  }
  return { withFaces, largestShare, mostFaces };
}

const cancelled = () => new DOMException("已取消", "AbortError");

/**
 * Starts the model load at once (so it overlaps the decoding) and looks at the opening's pictures when the
 * worker hands them over. `result()` settles with the faces per frame, or with why they are missing; it
 * rejects only when `signal` aborts.
 */
export function openingFaces(detector: FaceDetector, signal: AbortSignal) {
  const loading = detector.load();
  // A failed load is reported by result(); it must not be an unhandled rejection meanwhile.
  loading.catch(() => undefined);
  let pictures: (pics: Picture[]) => void = () => undefined;
  const handed = new Promise<Picture[]>((resolve) => (pictures = resolve));
  const run = async (): Promise<OpeningFaces> => {
    try {
      await loading;
      const frames: FrameFaces[] = [];
      for (const pic of await handed) {
        if (signal.aborted) throw cancelled();
        const { faces } = await detector.detect(pic.blob);
        frames.push({
          time: pic.time,
          faces: faces.map((f) => ({ share: f.box.w * f.box.h, score: f.score })).sort((a, b) => b.share - a.share),
        });
      }
      return { frames };
    } catch (e) {
      if (signal.aborted) throw cancelled();
      return { error: e instanceof FaceError ? e.message : "人脸检测失败，可以重新分析一次。" };
    }
  };
  const done = run();
  done.catch(() => undefined);
  return { take: (pics: Picture[]) => pictures(pics), result: () => done };
}
