/**
 * How the engine uses the claim model (claim-model.ts; decision 009, "Update, round 8"), once per sentence
 * after the rules: a superlative, first or figure claim (groups A and B) or a medical word (modelSoftenable) in a
 * sentence the model reads as lawful text is softened to 提示 (需证明 in the industries of 指南第十一条), with the
 * reason shown as a heuristic — but not a 禁用 claim in a line of selling copy without a describing structure. The model never adds a finding: measured as a flagger it read ad tone, not violations (it
 * flagged plain lawful ad copy such as 三房两厅，南北通透). Only in the full check (no `groups` filter).
 */
import { CLAIM_SOFTEN_BELOW, claimScore } from "./claim-model";
import { EXEMPTIONS } from "./data/context-phrases";
import { addressesBuyer, describingStructure } from "./genre";
import { TERM_RULES } from "./data/rules";
import { toOriginal, type Normalized } from "./normalize";
import type { Finding, IndustryKey, Level } from "./types";

const WARN = new Set<Level>(["禁用", "需证明", "行业敏感", "平台规则"]);
const STOP = /[。！？!?\n]/;

let vocabulary: Set<string> | undefined;

/**
 * The findings the model may soften: superlatives, firsts and figures (A, B), and — as the genre score does —
 * medical vocabulary (治疗、医疗…; C vocabulary), never a claim shape of C–H (superstition ads explain in a
 * describing tone: genre-context.ts).
 */
export function modelSoftenable(f: Pick<Finding, "group" | "kind" | "rule">): boolean {
  if (f.kind !== "term" && f.kind !== "pattern") return false;
  if (f.group === "A" || f.group === "B") return true;
  vocabulary ??= new Set(TERM_RULES.filter((r) => r.vocabulary).map((r) => r.id));
  return f.group === "C" && vocabulary.has(f.rule);
}

export function applyClaimModel(norm: Normalized, findings: Finding[], industry: IndustryKey, strict: boolean): void {
  const n = norm.text;
  const level: Level = strict ? "需证明" : "提示";
  // Findings come sorted by start (engine.ts, step 4): one pass over the sentences and the findings together.
  const warn = findings.filter((f) => f.kind !== "notice" && WARN.has(f.level));
  let next = 0;
  let a = 0;
  while (a < n.length && next < warn.length) {
    let b = a;
    while (b < n.length && !STOP.test(n[b]!)) b++;
    const span = toOriginal(norm, a, b);
    while (next < warn.length && warn[next]!.end <= span.start) next++;
    const here: Finding[] = [];
    for (let i = next; i < warn.length && warn[i]!.start < span.end; i++) here.push(warn[i]!);
    const soft = here.filter((f) => modelSoftenable(f) && !f.exemption && f.level !== level);
    // With a describing structure (a report, a statistic, a label) the model may soften what it may; in a line
    // of selling copy without one (a buyer, a price or a call to act addressed, or two 禁用 claims) only claims
    // that merely need proof: such a line scoring low (这款面霜全网最好，国家级配方…) is no evidence that it is
    // lawful text (decision 009, "Update, round 8").
    const sentence = n.slice(a, b);
    const banned = here.filter((f) => f.level === "禁用").length;
    const selling = addressesBuyer(sentence) || banned >= 2;
    const allowed =
      soft.length > 0 &&
      (describingStructure(sentence) || !selling || here.every((f) => soft.includes(f) && f.level === "需证明"));
    if (allowed) {
      const score = claimScore(sentence.trim(), industry);
      if (score !== null && score < CLAIM_SOFTEN_BELOW)
        for (const f of soft) {
          f.level = level;
          f.exemption = { kind: "model", ...EXEMPTIONS.model };
          delete f.leniency;
        }
    }
    a = b + 1;
  }
}
