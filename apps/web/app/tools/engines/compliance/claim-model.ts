/**
 * "Does this sentence read like copy a regulator penalised?" (decision 009, "Update, round 8"): a logistic
 * regression over hashed character 1–3-grams of one normalised sentence and the chosen industry, trained by
 * scripts/train-compliance-claims.mjs on the train fold of the labelled set only (weights in
 * data/claim-weights.ts, int8, a few KB). The rules decide; the score softens a superlative, first or figure
 * claim or medical vocabulary in a sentence it reads as lawful text, never a 禁用 claim in selling copy, and flags
 * (需证明) a selling sentence that holds a claim's stuff where no rule found anything (claim-model-context.ts;
 * decision 009, "Update, round 13"), with the reason shown as a heuristic.
 * Runs in the browser and the CLI, no I/O; the same sentence gives the same score in both.
 */
import {
  CLAIM_BIAS,
  CLAIM_DIM,
  CLAIM_FLAG_FROM,
  CLAIM_SCALE,
  CLAIM_SOFTEN_BELOW,
  CLAIM_WEIGHTS,
} from "./data/claim-weights";

let decoded: Int8Array | undefined;

function weights(): Int8Array {
  if (decoded) return decoded;
  const bin = atob(CLAIM_WEIGHTS);
  decoded = new Int8Array(bin.length);
  for (let i = 0; i < bin.length; i++) decoded[i] = (bin.charCodeAt(i) << 24) >> 24;
  return decoded;
}

/** FNV-1a over (order, up to three UTF-16 units), into CLAIM_DIM buckets. */
function bucket(order: number, a: number, b = 0, c = 0): number {
  let h = 0x811c9dc5;
  h = Math.imul(h ^ order, 0x01000193);
  h = Math.imul(h ^ a, 0x01000193);
  h = Math.imul(h ^ b, 0x01000193);
  h = Math.imul(h ^ c, 0x01000193);
  return (h >>> 0) % CLAIM_DIM;
}

const START = 0x02;
const END = 0x03;

/** Active buckets of one normalised sentence (without its closing stop) and the industry; each counts once. */
export function claimFeatures(sentence: string, industry: string): number[] {
  const s = sentence.replace(/[。！？!?.\s]+$/, "");
  const codes = [START];
  for (let i = 0; i < s.length; i++) codes.push(s.charCodeAt(i));
  codes.push(END);
  const seen = new Set<number>();
  for (let i = 0; i < codes.length; i++) {
    seen.add(bucket(1, codes[i]!));
    if (i + 1 < codes.length) seen.add(bucket(2, codes[i]!, codes[i + 1]!));
    if (i + 2 < codes.length) seen.add(bucket(3, codes[i]!, codes[i + 1]!, codes[i + 2]!));
  }
  let ind = 0;
  for (let i = 0; i < industry.length; i++) ind = (Math.imul(ind, 31) + industry.charCodeAt(i)) >>> 0;
  seen.add(bucket(4, ind));
  return [...seen];
}

let stamp: Uint32Array | undefined;
let generation = 0;

/**
 * The probability that the sentence is a violation, or null when no weights are built in. The same sum as over
 * claimFeatures, in the same order, without building the feature list: the engine scores every sentence that may
 * be flagged, and 小红书笔记体检's 20 ms floor (npm run bench) leaves little room (claim-model.test.ts checks both agree).
 */
export function claimScore(sentence: string, industry: string, w: ArrayLike<number> = weights()): number | null {
  if (w.length === 0) return null;
  stamp ??= new Uint32Array(CLAIM_DIM);
  if (++generation === 0xffffffff) {
    stamp.fill(0);
    generation = 1;
  }
  const s = sentence.replace(/[。！？!?.\s]+$/, "");
  const n = s.length + 2;
  const at = (i: number) => (i === 0 ? START : i === n - 1 ? END : s.charCodeAt(i - 1));
  let z = CLAIM_BIAS;
  const add = (b: number) => {
    if (stamp![b] === generation) return;
    stamp![b] = generation;
    z += (w[b] ?? 0) * CLAIM_SCALE;
  };
  for (let i = 0; i < n; i++) {
    const a = at(i);
    add(bucket(1, a));
    if (i + 1 < n) {
      const b = at(i + 1);
      add(bucket(2, a, b));
      if (i + 2 < n) add(bucket(3, a, b, at(i + 2)));
    }
  }
  let ind = 0;
  for (let i = 0; i < industry.length; i++) ind = (Math.imul(ind, 31) + industry.charCodeAt(i)) >>> 0;
  add(bucket(4, ind));
  return 1 / (1 + Math.exp(-z));
}

/**
 * Where the sentence reads most like a penalised claim: the start and end (in the sentence, without its closing
 * stop) of the character 2- or 3-gram with the largest weight — what a flag points the user to.
 */
export function strongestSpan(sentence: string, w: ArrayLike<number> = weights()): [number, number] {
  const s = sentence.replace(/[。！？!?.\s]+$/, "");
  let best: [number, number] = [0, s.length];
  let top = -Infinity;
  for (let i = 0; i + 1 < s.length; i++) {
    const two = w[bucket(2, s.charCodeAt(i), s.charCodeAt(i + 1))] ?? 0;
    if (two > top) [top, best] = [two, [i, i + 2]];
    if (i + 2 < s.length) {
      const three = w[bucket(3, s.charCodeAt(i), s.charCodeAt(i + 1), s.charCodeAt(i + 2))] ?? 0;
      if (three > top) [top, best] = [three, [i, i + 3]];
    }
  }
  return best;
}

export { CLAIM_FLAG_FROM, CLAIM_SOFTEN_BELOW };
