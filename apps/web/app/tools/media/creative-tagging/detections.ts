/**
 * NanoDet's output decoding and the person-confirmed faces of 创意元素标注 (docs/decisions/018-creative-tagging.md).
 * The box maths and BlazeFace's decoding are the face engine's (app/tools/engines/face). Pure, so the
 * worker and the tests share it.
 */
import { fromInput, nms, type Box, type Detection, type Letterbox } from "../../engines/face/boxes";

/** One NanoDet output level: `cls` n × classes (probabilities), `reg` n × 4·(regMax+1) logits. */
export type NanodetLevel = { n: number; cls: ArrayLike<number>; reg: ArrayLike<number> };

/**
 * Objects from NanoDet (COCO, 80 classes): each grid point's best class above `threshold`; the box
 * sides are the expected distance under the softmax over regMax+1 bins (generalized focal loss),
 * times the level's stride, from the point's centre.
 */
export function decodeNanodet(
  levels: readonly NanodetLevel[],
  lb: Letterbox,
  classes: number,
  threshold: number,
  iouThreshold = 0.5,
): Detection[] {
  const out: Detection[] = [];
  for (const level of levels) {
    const cellsPerSide = Math.round(Math.sqrt(level.n));
    const stride = lb.size / cellsPerSide;
    const bins = level.reg.length / level.n / 4;
    for (let i = 0; i < level.n; i++) {
      let best = -1;
      let score = threshold;
      for (let c = 0; c < classes; c++) {
        const s = level.cls[i * classes + c]!;
        if (s >= score) {
          score = s;
          best = c;
        }
      }
      if (best < 0) continue;
      const cx = ((i % cellsPerSide) + 0.5) * stride;
      const cy = (Math.floor(i / cellsPerSide) + 0.5) * stride;
      const d = [0, 1, 2, 3].map((side) => expectedBin(level.reg, (i * 4 + side) * bins, bins) * stride);
      const box = fromInput(cx - d[0]!, cy - d[1]!, cx + d[2]!, cy + d[3]!, lb);
      if (box.w > 0 && box.h > 0) out.push({ box, score, label: best });
    }
  }
  return nms(out, iouThreshold);
}

function expectedBin(logits: ArrayLike<number>, start: number, bins: number): number {
  let max = -Infinity;
  for (let k = 0; k < bins; k++) max = Math.max(max, logits[start + k]!);
  let sum = 0;
  let weighted = 0;
  for (let k = 0; k < bins; k++) {
    const e = Math.exp(logits[start + k]! - max);
    sum += e;
    weighted += e * k;
  }
  return sum > 0 ? weighted / sum : 0;
}

/**
 * Keeps a face when BlazeFace is sure (≥ `sure`), or fairly sure (≥ `likely`) and its centre lies in a
 * box the person detector found: side views and small faces score low, and so do a cup's rim or a
 * cat, which no person box confirms (measured on the tuning set, docs/decisions/018-creative-tagging.md).
 */
export function confirmFaces(
  faces: readonly Detection[],
  people: readonly Box[],
  sure: number,
  likely: number,
): Detection[] {
  return faces.filter((f) => {
    if (f.score >= sure) return true;
    if (f.score < likely) return false;
    const cx = f.box.x + f.box.w / 2;
    const cy = f.box.y + f.box.h / 2;
    return people.some((p) => cx >= p.x && cx <= p.x + p.w && cy >= p.y && cy <= p.y + p.h);
  });
}
