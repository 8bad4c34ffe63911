/** What the OCR engine returns (README.md in this folder). */
export type Point = [number, number];
/** Corners in the image's upright pixels: top-left, top-right, bottom-right, bottom-left. */
export type Quad = [Point, Point, Point, Point];

export type OcrLine = {
  text: string;
  /** Mean probability of the kept characters, 0–1 (0 when nothing could be read). */
  confidence: number;
  /** Axis-aligned box around `quad`, in the image's upright pixels, clamped to the image. */
  box: { x: number; y: number; w: number; h: number };
  quad: Quad;
  /** How the line was read: horizontal, or a tall box read as a vertical column of characters. */
  direction: "horizontal" | "vertical";
  /** Below LOW_CONFIDENCE or nothing read: the page flags it instead of dropping it. */
  low: boolean;
};

export type OcrResult = {
  width: number;
  height: number;
  lines: OcrLine[];
  /** Recognition time for this image, model load excluded. */
  ms: number;
  /** Where the time went (decode and resize are the rest). */
  stages: { detect: number; recognize: number; boxes: number };
};

export const LOW_CONFIDENCE = 0.6;
