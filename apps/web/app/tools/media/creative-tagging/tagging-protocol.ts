/** Messages between tagging-client.ts and tagging.worker.ts, and what a tagged image returns. */
import type { Detection } from "../../engines/face/boxes";
import { FACE_SURE } from "../../engines/face/blazeface";
import type { Swatch } from "../palette/palette";

/** Larger images are refused before decoding, as the OCR engine does (a 100 MP bitmap alone is 400 MB). */
export const MAX_PIXELS = 40_000_000;

/** Default thresholds, chosen on the tuning part of the evaluation set (docs/decisions/018-creative-tagging.md). */
export { FACE_SURE };
/** A face scoring this or more is kept when a person box (≥ PERSON_CONFIRM) contains its centre. */
export const FACE_LIKELY = 0.6;
export const PERSON_CONFIRM = 0.3;
/** People and objects shown as tags. */
export const OBJECT_THRESHOLD = 0.45;

export type TaggingResult = {
  width: number;
  height: number;
  faces: Detection[];
  /** NanoDet's detections, people included (label 0). */
  objects: Detection[];
  palette: Swatch[];
  /** Decode + both detectors + palette, model load excluded. */
  ms: number;
};

export type TaggingRequest =
  { type: "load" } | { type: "tag"; id: number; source: Blob | ImageBitmap; objectThreshold: number };

export type TaggingErrorCode = "decode" | "too-large" | "failed" | "load" | "crashed";

export type TaggingReply =
  | { type: "progress"; loaded: number }
  | { type: "ready" }
  | { type: "load-error"; message: string }
  | { type: "result"; id: number; result: TaggingResult }
  | { type: "error"; id: number; code: TaggingErrorCode; message: string };
