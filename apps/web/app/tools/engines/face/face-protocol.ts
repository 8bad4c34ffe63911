/** Messages between face-client.ts and face.worker.ts, and what one image returns. */
import type { Detection } from "./boxes";

/** Larger images are refused before decoding, as the OCR engine does (a 100 MP bitmap alone is 400 MB). */
export const MAX_PIXELS = 40_000_000;

export type FaceResult = {
  width: number;
  height: number;
  /** Faces at or over the requested score, best first; boxes as shares of the image (0–1). */
  faces: Detection[];
  /** Decode + BlazeFace, model load excluded. */
  ms: number;
};

export type FaceRequest =
  { type: "load" } | { type: "detect"; id: number; source: Blob | ImageBitmap; threshold: number };

export type FaceErrorCode = "decode" | "too-large" | "failed" | "load" | "crashed" | "cancelled";

export type FaceReply =
  | { type: "progress"; loaded: number }
  | { type: "ready" }
  | { type: "load-error"; message: string }
  | { type: "result"; id: number; result: FaceResult }
  | { type: "error"; id: number; code: FaceErrorCode; message: string };
