#!/usr/bin/env node
// Trains the compliance engine's claim model (decision 009, "Update, round 8";
// apps/web/app/tools/engines/compliance/claim-model.ts) and writes data/claim-weights.ts.
//
//   node scripts/train-compliance-claims.mjs [--check]
//
// Data: the train fold of the labelled set only (eval/labelled-set.ts, `fold === "train"`): a violation kind
// is 1, a lawful kind 0 (notice kinds and debatable rows left out). The dev fold, the held-back part and the
// fresh set are never read. Model: logistic regression over claim-model.ts's features (hashed character
// 1–3-grams of the normalised sentence, the industry), full-batch gradient descent from zero with L2,
// classes weighted to balance — deterministic. The L2 strength, the softening threshold (a group A/B
// claim in a sentence scoring below it becomes 提示) and the flag threshold (a selling sentence holding a claim's
// stuff, with no finding of the rules, scoring at or above it is flagged 需证明; decision 009, "Update, round 13")
// are chosen together by 5-fold cross-validation inside
// the train fold, averaged over three fold assignments (row index mod 5 and two fixed hashes of it; one split's choice
// among near-equal thresholds was noise: decision 009, "Update, rounds 24 and 25"), on what the engine would then report — the rules' own findings
// (model off) with the out-of-fold score — maximising recall − 2 × false-positive rate (a lawful sentence
// flagged costs twice a miss: it is what users complain of first). Ties go to the more cautious choice.
// Weights are stored as int8 with one scale. --check: exit 1 if the written file differs.
import { importTs } from "./import-ts.mjs";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const COMPLIANCE = path.join(ROOT, "apps/web/app/tools/engines/compliance");
const OUT = path.join(COMPLIANCE, "data/claim-weights.ts");

const m = await importTs(
  `export { LABELLED_SET, VIOLATION_KINDS, LAWFUL_KINDS } from "./eval/labelled-set.ts";
      export { claimFeatures } from "./claim-model.ts";
      export { modelSoftenable } from "./claim-model-context.ts";
      export { addressesBuyer, comparesWithRivals, describingStructure } from "./genre.ts";
      export { flaggable } from "./claim-model-context.ts";
      export { CLAIM_DIM } from "./data/claim-weights.ts";
      export { normalize } from "./normalize.ts";
      export { INDUSTRIES } from "./meta.ts";
      export { analyze, neverHitSpans } from "./engine.ts";
      export { optionsFor } from "./eval/score-labelled.ts";`,
  COMPLIANCE,
);

const DIM = m.CLAIM_DIM;
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const WARN = new Set(["禁用", "需证明", "行业敏感", "平台规则"]);
const violation = new Set(m.VIOLATION_KINDS);
const lawful = new Set(m.LAWFUL_KINDS.filter((k) => k !== "ok-notice"));
const strictIndustries = new Set(m.INDUSTRIES.filter((i) => i.noLeniency).map((i) => i.key));

/** As claim-model-context.ts: a line that addresses a buyer, compares with other sellers or holds two 禁用 claims is selling copy. */
const selling = (n, warn) =>
  m.addressesBuyer(n) || warn.filter((f) => f.level === "禁用").length >= 2 || m.comparesWithRivals(n);

const rows = m.LABELLED_SET.filter((c) => c.fold === "train" && (violation.has(c.kind) || lawful.has(c.kind))).map(
  (c, i) => {
    const n = m.normalize(c.text).text;
    // What the rules alone report on the row (claim-model-context.ts reads the same things).
    const found = m.analyze(c.text, { ...m.optionsFor(c), model: false }).findings.filter((f) => f.kind !== "notice");
    const warn = found.filter((f) => WARN.has(f.level));
    const softenable = (f) => !strictIndustries.has(c.industry) && m.modelSoftenable(f) && !f.exemption;
    return {
      i,
      x: m.claimFeatures(n, c.industry),
      y: violation.has(c.kind) ? 1 : 0,
      // As claim-model-context.ts: in selling copy without a describing structure only claims that merely
      // need proof give way.
      hard:
        warn.some((f) => !softenable(f)) ||
        (!m.describingStructure(n) && selling(n, warn) && warn.some((f) => f.level !== "需证明")),
      // No finding of the rules at all in a sentence that sells: the model may flag it (claim-model-context.ts reads
      // each sentence of a text; a row is read whole, as its score is).
      open: warn.length === 0 && m.flaggable(n, m.neverHitSpans(n)),
      soft:
        warn.length > 0 &&
        warn.every(softenable) &&
        (m.describingStructure(n) || !selling(n, warn) || warn.every((f) => f.level === "需证明")),
    };
  },
);

function fit(data, lambda, epochs = 200, rate = 0.5) {
  const w = new Float64Array(DIM + 1);
  const pos = data.filter((r) => r.y).length;
  const wPos = data.length / (2 * pos);
  const wNeg = data.length / (2 * (data.length - pos));
  for (let epoch = 0; epoch < epochs; epoch++) {
    const g = new Float64Array(DIM + 1);
    for (const r of data) {
      let z = w[DIM];
      for (const f of r.x) z += w[f];
      const d = (1 / (1 + Math.exp(-z)) - r.y) * (r.y ? wPos : wNeg);
      for (const f of r.x) g[f] += d;
      g[DIM] += d;
    }
    for (let i = 0; i <= DIM; i++) w[i] -= rate * (g[i] / data.length + (i < DIM ? lambda * w[i] : 0));
  }
  return w;
}
const score = (w, x) => {
  let z = w[DIM];
  for (const f of x) z += w[f];
  return 1 / (1 + Math.exp(-z));
};

/** Is the row flagged when its softenable claims give way below S and the model flags from F up, given its score p? */
const flagged = (r, p, S, F) => r.hard || (r.soft && p >= S) || (r.open && p >= F);

const LAMBDAS = [1e-3, 3e-3, 1e-2, 3e-2];
const SOFTEN_BELOW = [0, 0.05, 0.1, 0.2, 0.3];
// 2 = the model flags nothing (decision 009, "Update, round 13": chosen only when it pays for its false positives).
// Not below 0.85 (decision 009, "Update, rounds 24 and 25"): 0.8 won the cross-validation by about one row of the
// objective with rounds 24 and 25, lost it on the dev fold both times (256/344 caught and 51/604 lawful flagged
// against 252 and 45; then 255/345 and 49/618 against 252 and 46) and flagged five more of the team's lawful
// look-alikes.
const FLAG_FROM = [0.85, 0.9, 0.95, 2];
const viol = rows.filter((r) => r.y);
const law = rows.filter((r) => !r.y);
const configs = new Map();
// Three fold assignments (row index mod 5, then the row index through murmur3's fmix32 with two seeds), averaged:
// one 5-fold split's choice among near-equal thresholds is noise.
const fmix32 = (h) => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};
const foldOf = [(i) => i % 5, (i) => fmix32(i + 0x9e3779b9) % 5, (i) => fmix32(i ^ 0x5bd1e995) % 5];
for (const fold of foldOf)
  for (const lambda of LAMBDAS) {
    const oof = new Float64Array(rows.length);
    for (let k = 0; k < 5; k++) {
      const w = fit(
        rows.filter((r) => fold(r.i) !== k),
        lambda,
      );
      for (const r of rows) if (fold(r.i) === k) oof[r.i] = score(w, r.x);
    }
    for (const S of SOFTEN_BELOW)
      for (const F of FLAG_FROM) {
        const recall = viol.filter((r) => flagged(r, oof[r.i], S, F)).length / viol.length;
        const fp = law.filter((r) => flagged(r, oof[r.i], S, F)).length / law.length;
        const key = `${lambda} ${S} ${F}`;
        const c = configs.get(key) ?? { lambda, S, F, recall: 0, fp: 0, value: 0 };
        c.recall += recall / foldOf.length;
        c.fp += fp / foldOf.length;
        c.value += (recall - 2 * fp) / foldOf.length;
        configs.set(key, c);
      }
  }
let best = null;
for (const c of configs.values()) {
  if (process.env.CLAIM_TRACE) console.log(c.lambda, c.S, c.F, pct(c.recall), pct(c.fp), c.value.toFixed(4));
  // Ties: the lower softening threshold, the higher flag threshold, then the stronger L2 (the more cautious model).
  const tie = Math.abs(c.value - (best?.value ?? 0)) <= 1e-9;
  if (!best || c.value > best.value + 1e-9 || (tie && (c.S < best.S || (c.S === best.S && c.F >= best.F)))) best = c;
}
const rulesRecall = viol.filter((r) => r.hard || r.soft).length / viol.length;
const rulesFp = law.filter((r) => r.hard || r.soft).length / law.length;

const w = fit(rows, best.lambda);
let max = 0;
for (let i = 0; i < DIM; i++) max = Math.max(max, Math.abs(w[i]));
const scale = max / 127;
const q = new Int8Array(DIM);
for (let i = 0; i < DIM; i++) q[i] = Math.round(w[i] / scale);
const b64 = Buffer.from(q.buffer).toString("base64");

const out = `// Generated by scripts/train-compliance-claims.mjs (decision 009, "Update, round 8"): logistic-regression
// weights of claim-model.ts over the train fold (${rows.length} rows: ${viol.length} violations, ${law.length} lawful), int8 × scale.
// Chosen by 5-fold cross-validation (three fold assignments) inside the train fold: L2 ${best.lambda}, soften below ${best.S}, flag from ${best.F};
// out-of-fold, rules + model: recall ${pct(best.recall)}, false positives ${pct(best.fp)} (rules alone ${pct(rulesRecall)} / ${pct(rulesFp)}).
// Do not edit by hand; rerun the script.
export const CLAIM_DIM = ${DIM};
export const CLAIM_BIAS = ${Number(w[DIM].toFixed(6))};
export const CLAIM_SCALE = ${Number(scale.toPrecision(8))};
export const CLAIM_SOFTEN_BELOW = ${best.S};
export const CLAIM_FLAG_FROM = ${best.F};
export const CLAIM_WEIGHTS =
  "${b64}";
`;

if (process.argv.includes("--check")) {
  const same = readFileSync(OUT, "utf8") === out;
  console.log(same ? "claim-weights.ts is up to date" : "claim-weights.ts differs from what the train fold gives");
  process.exit(same ? 0 : 1);
}
writeFileSync(OUT, out);
console.log(
  `claim model: ${rows.length} train rows; L2 ${best.lambda}, soften below ${best.S}; ` +
    `flag from ${best.F}; out-of-fold recall ${pct(best.recall)} / FP ${pct(best.fp)} (rules alone ${pct(rulesRecall)} / ${pct(rulesFp)}); ` +
    `${(b64.length / 1024).toFixed(1)} KB of weights`,
);
