/**
 * The listed words and the never-hit phrases in one Aho–Corasick automaton (built once, lazily), read by analyze()
 * (engine.ts) and by the claim model's trainer, which must see the never-hit phrases where analyze() sees them.
 */
import { AhoCorasick } from "./aho-corasick";
import { NEVER_HITS } from "./data/context-phrases";
import type { AllowPhrase, TermRule } from "./data/rule-types";
import { TERM_RULES } from "./data/rules";
import { normalizeTerm } from "./normalize";

export type Entry = { rule: TermRule; allow?: undefined } | { rule?: undefined; allow: AllowPhrase };

type Index = { ac: AhoCorasick; entries: Entry[]; patterns: string[] };

let index: Index | undefined;

export function getIndex(): Index {
  if (index) return index;
  const entries: Entry[] = [];
  const patterns: string[] = [];
  for (const rule of TERM_RULES) {
    entries.push({ rule });
    patterns.push(normalizeTerm(rule.term));
  }
  for (const allow of NEVER_HITS) {
    entries.push({ allow });
    patterns.push(normalizeTerm(allow.phrase));
  }
  index = { ac: new AhoCorasick(patterns), entries, patterns };
  return index;
}

/**
 * Where the never-hit phrases stand in a normalised text (the spans analyze() hands the claim model), for the claim
 * model's trainer, which reads flaggable() as the engine does (scripts/train-compliance-claims.mjs).
 */
export function neverHitSpans(n: string): Array<[number, number]> {
  const { ac, entries } = getIndex();
  const spans: Array<[number, number]> = [];
  for (const m of ac.search(n))
    if (entries[m.pattern]!.allow && asciiBoundaryOk(n, m.start, m.end)) spans.push([m.start, m.end]);
  return spans;
}

function charClass(code: number | undefined): "l" | "d" | "" {
  if (code === undefined || Number.isNaN(code)) return "";
  if (code >= 0x61 && code <= 0x7a) return "l";
  if (code >= 0x30 && code <= 0x39) return "d";
  return "";
}

/** ASCII words must not be cut out of longer ASCII words (wx in "wxyz", no1 in "piano1"). */
export function asciiBoundaryOk(text: string, s: number, e: number): boolean {
  const first = charClass(text.charCodeAt(s));
  if (first && first === charClass(s > 0 ? text.charCodeAt(s - 1) : undefined)) return false;
  const last = charClass(text.charCodeAt(e - 1));
  if (last && last === charClass(e < text.length ? text.charCodeAt(e) : undefined)) return false;
  return true;
}
