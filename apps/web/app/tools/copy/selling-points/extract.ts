/**
 * 卖点提炼: product copy → candidate selling points by group, each with the sentence it came from,
 * an FAB draft and the compliance engine's findings. Segmentation is jieba's (the tagger is passed
 * in: jieba-wasm in the browser, its Node build in tests); the rules are selling-rules.ts.
 */
import { analyze, type IndustryKey, type Level } from "../../engines/compliance/engine";
import type { Tagger } from "../../engines/keywords/tfidf";
import {
  COMPARISON_PATTERN,
  FAB_TEMPLATES,
  GROUP_WORDS,
  GROUPS,
  PRICE_PATTERN,
  SPEC_PATTERN,
  type PointGroup,
} from "./selling-rules";

export type SellingPoint = {
  id: string;
  group: PointGroup;
  /** The clause that states the point. */
  text: string;
  /** The whole sentence it came from. */
  sentence: string;
  /** The words or figures that put it in its group. */
  triggers: string[];
  comparison: boolean;
  fab: { feature: string; advantage: string; benefit: string };
  findings: { term: string; level: Level; why: string }[];
};

/** Sentences: split on end punctuation, line breaks and list bullets. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[。！？!?；;])|\n+|[•●■◆▪★☆✔✅]|(?:^|\s)[-*]\s/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 2);
}

/** Clauses of a sentence (a point is usually one clause). */
function clauses(sentence: string): string[] {
  return sentence
    .split(/[，,、：:|｜]/)
    .map((c) => c.replace(/^[\s。！？!?；;]+|[\s。！？!?；;]+$/g, ""))
    .filter((c) => c.length >= 2);
}

const WORD_GROUP = new Map<string, PointGroup>();
for (const g of GROUPS) for (const w of GROUP_WORDS[g]) if (!WORD_GROUP.has(w)) WORD_GROUP.set(w, g);
const LONG_WORDS = [...WORD_GROUP.keys()].filter((w) => w.length >= 2);
const SPAN_WORDS = LONG_WORDS.filter((w) => w.length >= 3);

/** The groups one clause belongs to, with their triggers: jieba's tokens first, then the patterns. */
export function classify(clause: string, tagger: Tagger): Map<PointGroup, string[]> {
  const found = new Map<PointGroup, string[]>();
  const add = (g: PointGroup, t: string) => {
    const list = found.get(g) ?? [];
    if (!list.includes(t)) list.push(t);
    found.set(g, list);
  };
  for (const { word } of tagger(clause)) {
    const exact = WORD_GROUP.get(word);
    if (exact) add(exact, word);
    else if (word.length >= 3) {
      // A longer token that holds a rule word (保湿力, 玻尿酸精华): the rule word counts.
      const inner = LONG_WORDS.find((w) => word.includes(w));
      if (inner) add(WORD_GROUP.get(inner)!, inner);
    }
  }
  // Rule words of three or more characters count wherever they stand: jieba splits some of them
  // by context (敏感肌 before a quotation mark), and at that length a false match is rare.
  for (const w of SPAN_WORDS) if (clause.includes(w)) add(WORD_GROUP.get(w)!, w);
  const spec = SPEC_PATTERN.exec(clause);
  const price = PRICE_PATTERN.exec(clause);
  if (price) add("价格", price[0]);
  // A figure is a spec unless the clause is about service or price (「7天无理由」 is service).
  else if (spec && !found.has("服务")) add("规格", spec[0]);
  return found;
}

/** `clause` stands alone before a colon in `sentence` (「适合：」, not the 「油皮」 of 「混油皮、油皮」). */
function isHeading(sentence: string, clause: string): boolean {
  for (let at = sentence.indexOf(clause); at >= 0; at = sentence.indexOf(clause, at + 1)) {
    const before = sentence[at - 1];
    const after = sentence[at + clause.length];
    if ((after === "：" || after === ":") && (before === undefined || !/\p{L}/u.test(before))) return true;
  }
  return false;
}

/** Headings that introduce points without naming a group. */
const HEADINGS = new Set(["特点", "卖点", "亮点", "产品特点", "产品亮点", "产品卖点"]);

function fill(template: string, trigger: string): string {
  return template.replace("{trigger}", trigger);
}

export function extractPoints(text: string, tagger: Tagger, industry: IndustryKey = "general"): SellingPoint[] {
  const points: SellingPoint[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences(text)) {
    // A heading clause (「适合：油皮、痘痘肌」, 「成分：…」) is no point itself; it puts the items
    // after it in its group when they carry no word of their own.
    let heading: [PointGroup, string] | null = null;
    for (const clause of clauses(sentence)) {
      const bare = WORD_GROUP.get(clause);
      if ((bare || HEADINGS.has(clause)) && isHeading(sentence, clause)) {
        heading = bare ? [bare, clause] : null;
        continue;
      }
      const groups = classify(clause, tagger);
      if (groups.size === 0 && heading) groups.set(heading[0], [heading[1]]);
      if (groups.size === 0) continue;
      // One point per clause, in the group with the most evidence; a measured figure counts half
      // as much again as a word (「SPF50+ PA++++」 is a spec even in a 防晒 product's name).
      const weight = ([g, t]: [PointGroup, string[]]) => t.length + (g === "规格" && /\d/.test(t.join("")) ? 0.5 : 0);
      const [group, triggers] = [...groups].sort(
        (a, b) => weight(b) - weight(a) || GROUPS.indexOf(a[0]) - GROUPS.indexOf(b[0]),
      )[0]!;
      if (seen.has(clause)) continue;
      seen.add(clause);
      const template = FAB_TEMPLATES[group];
      points.push({
        id: `p${points.length + 1}`,
        group,
        text: clause,
        sentence,
        triggers,
        comparison: COMPARISON_PATTERN.test(clause),
        fab: {
          feature: clause,
          advantage: fill(template.advantage, triggers[0]!),
          benefit: fill(template.benefit, triggers[0]!),
        },
        findings: analyze(clause, { industry })
          .findings.filter((f) => f.kind !== "notice")
          .map((f) => ({ term: f.term, level: f.level, why: f.why })),
      });
    }
  }
  return points.sort((a, b) => GROUPS.indexOf(a.group) - GROUPS.indexOf(b.group));
}

/**
 * The compliance findings of the clauses that are no selling point (「国家级品质」, 「全网销量第一」): the
 * extraction leaves them out, the page must not, or a copy that reads clean point by point is not.
 */
export function findingsOutsidePoints(
  text: string,
  points: readonly SellingPoint[],
  industry: IndustryKey = "general",
): { clause: string; term: string; level: Level; why: string }[] {
  const taken = new Set(points.map((p) => p.text));
  const out: { clause: string; term: string; level: Level; why: string }[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences(text))
    for (const clause of clauses(sentence)) {
      if (taken.has(clause) || seen.has(clause)) continue;
      seen.add(clause);
      for (const f of analyze(clause, { industry }).findings)
        if (f.kind !== "notice") out.push({ clause, term: f.term, level: f.level, why: f.why });
    }
  return out;
}

function csvCell(v: string): string {
  return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Export: one row per point with its FAB (as edited) and the compliance notes. */
export function pointsCsv(points: readonly SellingPoint[]): string {
  const rows = [["分组", "卖点", "特性 F", "优势 A", "利益 B", "合规提示", "原句"]];
  for (const p of points) {
    rows.push([
      p.group,
      p.text,
      p.fab.feature,
      p.fab.advantage,
      p.fab.benefit,
      [...p.findings.map((f) => `${f.level}：${f.term}`), ...(p.comparison ? ["对比说法需有依据"] : [])].join("；"),
      p.sentence,
    ]);
  }
  return rows.map((r) => r.map(csvCell).join(",")).join("\n");
}
