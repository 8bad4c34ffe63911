/**
 * 关键词拓词: seeds × modifier families → keywords, then negatives, the platform's length limit,
 * duplicates and near-duplicates out, and each kept keyword through the compliance engine.
 * Pure and synchronous: 50 seeds × the default lists (about 2,900 keywords) take well under the
 * 300 ms floor (scripts/bench-data-tools.mjs).
 */
import { analyze } from "../../engines/compliance/engine";
import type { IndustryKey, Level } from "../../engines/compliance/engine";
import { combine, MODIFIER_FAMILIES, type FamilyKey } from "./modifiers";
import { keywordLength, type KeywordPlatform } from "./keyword-platforms";

export type Finding = { term: string; level: Level; basis: string };

export type Keyword = {
  text: string;
  seed: string;
  /** null for the seed itself. */
  family: FamilyKey | null;
  length: number;
  findings: Finding[];
};

export type Dropped = { text: string; reason: "negative" | "length" | "duplicate" | "near"; detail: string };

export type ExpandResult = { keywords: Keyword[]; dropped: Dropped[] };

export type ExpandOptions = {
  seeds: string[];
  /** The lists in use by family (an absent or empty list adds nothing). */
  lists: Partial<Record<FamilyKey, string[]>>;
  negatives: string[];
  platform: KeywordPlatform;
  /** Overrides the platform's maximum length. */
  maxLength?: number;
  /** Compliance industry (engine key). */
  industry?: IndustryKey;
};

/** Splits a user's list on new lines, commas and 、 (spaces stay: 「北京 朝阳」 is one entry). */
export function splitList(raw: string): string[] {
  const seen = new Set<string>();
  for (const item of raw.split(/[\n,，、;；]+/)) {
    const t = item.trim().replace(/\s+/g, " ");
    if (t) seen.add(t);
  }
  return [...seen];
}

/** Exact-duplicate key: full-width folded, case and spaces and punctuation ignored. */
export function exactKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, "");
}

/**
 * Near-duplicate key: also without particles that do not change the search (的 了 吗 呢 啊 之), and
 * with the characters sorted, so 「学生防晒霜推荐」 and 「防晒霜推荐学生」 collapse into one.
 */
export function nearKey(text: string): string {
  return [...exactKey(text).replace(/[的了吗呢啊之]/g, "")].sort().join("");
}

export function expandKeywords(options: ExpandOptions): ExpandResult {
  const { platform, negatives } = options;
  const maxLength = options.maxLength ?? platform.maxLength;
  const negativeKeys = negatives.map(exactKey).filter(Boolean);
  const exact = new Map<string, string>();
  const near = new Map<string, string>();
  const keywords: Keyword[] = [];
  const dropped: Dropped[] = [];
  const analyzeOptions = options.industry ? { industry: options.industry } : {};

  const consider = (text: string, seed: string, family: FamilyKey | null) => {
    const key = exactKey(text);
    if (!key) return;
    const neg = negativeKeys.find((n) => key.includes(n));
    if (neg !== undefined) {
      dropped.push({ text, reason: "negative", detail: `含否定词「${negatives[negativeKeys.indexOf(neg)]}」` });
      return;
    }
    const length = keywordLength(text, platform.unit);
    if (length > maxLength) {
      dropped.push({
        text,
        reason: "length",
        detail: `${length} > ${maxLength}${platform.unit === "byte" ? " 字节（汉字算 2）" : " 字"}`,
      });
      return;
    }
    const first = exact.get(key);
    if (first !== undefined) {
      dropped.push({ text, reason: "duplicate", detail: `与「${first}」重复` });
      return;
    }
    const nk = nearKey(text);
    const similar = near.get(nk);
    if (similar !== undefined) {
      dropped.push({ text, reason: "near", detail: `与「${similar}」近似（只差语序或虚词）` });
      return;
    }
    exact.set(key, text);
    near.set(nk, text);
    const findings = analyze(text, analyzeOptions)
      .findings.filter((f) => f.kind !== "notice")
      .map((f) => ({ term: f.term, level: f.level, basis: f.basis }));
    keywords.push({ text, seed, family, length, findings });
  };

  for (const seed of options.seeds) {
    consider(seed, seed, null);
    for (const family of MODIFIER_FAMILIES) {
      for (const entry of options.lists[family.key] ?? [])
        consider(combine(seed, entry, family.position), seed, family.key);
    }
  }
  return { keywords, dropped };
}

/** The default lists of every family (what the page starts with). */
export function defaultLists(): Record<FamilyKey, string[]> {
  return Object.fromEntries(MODIFIER_FAMILIES.map((f) => [f.key, [...f.defaults]])) as Record<FamilyKey, string[]>;
}

function csvCell(v: string): string {
  return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export type ExportOptions = { matchType: string; bid: string; campaign: string; unit: string; url: string };

/** The rows of the platform's upload layout (header first), for CSV and XLSX alike. */
export function templateRows(keywords: readonly Keyword[], platform: KeywordPlatform, o: ExportOptions): string[][] {
  const rows: string[][] = [platform.columns];
  for (const k of keywords) {
    rows.push(
      platform.key === "baidu"
        ? [o.campaign, o.unit, k.text, o.matchType, o.bid, o.url, o.url, "启用"]
        : [k.text, o.matchType, o.bid],
    );
  }
  return rows;
}

export function rowsToCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvCell).join(",")).join("\n");
}
