/** Messages between ocr-client.ts and ocr.worker.ts. */
import type { OcrResult, Quad } from "./types";

/** Larger images are refused with a message (a 100 MP bitmap alone is 400 MB). */
export const MAX_PIXELS = 40_000_000;
/** Crops for recognition come from a copy at most this long on its longest side. */
export const WORK_MAX_SIDE = 4096;
/**
 * Detection input, longest side: RapidOCR's 736 rather than PaddleOCR's 960
 * (0.6× the work, same accuracy on the evaluation set; the recognition crops
 * still come from the full image: docs/decisions/016-ocr-speed.md).
 */
export const DEFAULT_DET_MAX_SIDE = 736;

export type WorkerRequest =
  | { type: "load" }
  | {
      type: "recognize";
      id: number;
      source: Blob | ImageBitmap;
      maxSide: number;
      /** Lines to read again without detection (in the source's pixels). */
      quads?: Quad[];
      /** Read at most this many detected lines, the surest (video frames with busy texture). */
      maxLines?: number;
    }
  | { type: "cancel"; id: number };

export type ErrorCode = "decode" | "too-large" | "failed" | "cancelled" | "load" | "crashed";

export type WorkerReply =
  | { type: "progress"; loaded: number }
  | { type: "ready"; threads: number }
  | { type: "load-error"; message: string }
  | { type: "result"; id: number; result: OcrResult }
  | { type: "error"; id: number; code: ErrorCode; message: string };
