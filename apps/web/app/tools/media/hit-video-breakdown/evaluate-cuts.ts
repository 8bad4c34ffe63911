/**
 * Precision and recall of detected cuts against known ones, a detection
 * counting when it is within `tolerance` frames of a true cut not matched yet
 * (greedy in time order, one detection per true cut). Used by the bench on
 * the generated set; pure so the matching itself is tested.
 */
export type CutScore = { truePositives: number; falsePositives: number; falseNegatives: number };

export function matchCuts(truth: number[], found: number[], tolerance = 2): CutScore {
  const used = new Set<number>();
  let tp = 0;
  for (const f of [...found].sort((a, b) => a - b)) {
    let best = -1;
    for (let k = 0; k < truth.length; k++) {
      if (used.has(k) || Math.abs(truth[k]! - f) > tolerance) continue;
      if (best < 0 || Math.abs(truth[k]! - f) < Math.abs(truth[best]! - f)) best = k;
    }
    if (best >= 0) {
      used.add(best);
      tp++;
    }
  }
  return { truePositives: tp, falsePositives: found.length - tp, falseNegatives: truth.length - tp };
}

export function sumScores(scores: CutScore[]): CutScore & { precision: number; recall: number } {
  const t = scores.reduce(
    (a, s) => ({
      truePositives: a.truePositives + s.truePositives,
      falsePositives: a.falsePositives + s.falsePositives,
      falseNegatives: a.falseNegatives + s.falseNegatives,
    }),
    { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
  );
  const found = t.truePositives + t.falsePositives;
  const real = t.truePositives + t.falseNegatives;
  return { ...t, precision: found ? t.truePositives / found : 1, recall: real ? t.truePositives / real : 1 };
}
