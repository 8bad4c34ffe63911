/**
 * Font name → licence record. Files write a family many ways: "FZLTHJW--GB1-0" (PostScript, with a CMap
 * suffix), "ABCDEF+SourceHanSansCN-Bold" (a PDF subset tag), "方正兰亭黑_GBK", "Microsoft YaHei UI Light".
 * Matching normalises the name (case, spaces, punctuation), then strips style, weight, region and encoding
 * suffixes one at a time until a known alias matches; failing that, a foundry's PostScript prefix or
 * Chinese brand name attributes the font to the foundry (its verdict, marked 未单独收录).
 */
import { fontRecords, foundries, type Foundry, type FontRecord, type LicenceVerdict } from "./font-licences";

export type FontMatch = {
  /** The name as written in the file. */
  written: string;
  record: FontRecord | null;
  foundry: Foundry | null;
  verdict: LicenceVerdict;
  /** exact alias, after stripping a suffix, or by the foundry's prefix only. */
  how: "alias" | "prefix" | "none";
};

export function normaliseFontName(name: string): string {
  return name
    .replace(/^[A-Z]{6}\+/, "")
    .toLowerCase()
    .replace(/[\s\-_,.·'"()（）]+/g, "");
}

// Longest first, so "semibold" goes before "bold". Each is stripped only from the end of the name.
const SUFFIXES = [
  "noncommercial",
  "extralight",
  "ultralight",
  "extrabold",
  "ultrabold",
  "demibold",
  "semibold",
  "condensed",
  "regular",
  "oblique",
  "italic",
  "medium",
  "normal",
  "light",
  "heavy",
  "black",
  "roman",
  "bold",
  "thin",
  "book",
  "gbk10",
  "gbk1",
  "gb10",
  "gb2312",
  "gb18030",
  "gbk",
  "gb1",
  "gb",
  "unicode",
  "uni",
  "psmt",
  "ps",
  "mt",
  "std",
  "pro",
  "vf",
  "ui",
  "sc",
  "tc",
  "hk",
  "jp",
  "kr",
  "cn",
  "hans",
  "hant",
  "prc",
  "简体",
  "繁体",
  "繁體",
  "简",
  "繁",
  "粗体",
  "常规",
  "细体",
  "中等",
  "特粗",
  "加粗",
  "体验版",
  "免费版",
];
const TRAILING_CODE = /(?:w\d{1,2}|\d{1,3}[a-z]?)$/u;

const aliasIndex = new Map<string, FontRecord>();
for (const record of fontRecords) {
  for (const name of [record.family, ...record.aliases]) {
    const key = normaliseFontName(name);
    if (key && !aliasIndex.has(key)) aliasIndex.set(key, record);
  }
}

/** Every normalised form of `name`, from the whole name down to its shortest stem (≥ 2 characters). */
function candidates(name: string): string[] {
  const out: string[] = [];
  let current = normaliseFontName(name);
  for (let guard = 0; current.length >= 2 && guard < 12; guard++) {
    out.push(current);
    const suffix = SUFFIXES.find((s) => current.endsWith(s) && current.length - s.length >= 2);
    if (suffix) current = current.slice(0, -suffix.length);
    else if (TRAILING_CODE.test(current) && current.replace(TRAILING_CODE, "").length >= 2)
      current = current.replace(TRAILING_CODE, "");
    else break;
  }
  return out;
}

const foundryByKey = new Map(foundries.map((f) => [f.key, f]));

// Foundry release codes after a hyphen: "-M05S", "-B01S", "-55J", "-85W" (weight and character set).
const RELEASE_CODE = /[-_ ][A-Z]{0,2}\d{1,3}[A-Z]{0,2}$/;

export function matchFont(written: string): FontMatch {
  const trimmed = written.trim();
  const bare = trimmed.replace(/^[A-Z]{6}\+/, "");
  const keys = [...candidates(trimmed), ...(RELEASE_CODE.test(bare) ? candidates(bare.replace(RELEASE_CODE, "")) : [])];
  for (const key of keys) {
    const record = aliasIndex.get(key);
    if (record)
      return {
        written: trimmed,
        record,
        foundry: foundryByKey.get(record.foundry) ?? null,
        verdict: record.verdict,
        how: "alias",
      };
  }
  const foundry = foundries.find((f) => f.prefixes.some((p) => p.test(bare)));
  if (foundry) return { written: trimmed, record: null, foundry, verdict: foundry.verdict, how: "prefix" };
  return { written: trimmed, record: null, foundry: null, verdict: "未知", how: "none" };
}

/** CSS generic families and theme placeholders that name no font file. */
const GENERIC = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "ui-serif",
  "ui-sans-serif",
  "ui-monospace",
  "ui-rounded",
  "emoji",
  "math",
  "fangsong",
  "inherit",
  "initial",
  "unset",
  "revert",
  "default",
]);

export function isGenericFamily(name: string): boolean {
  const n = name.trim().toLowerCase();
  return (
    n === "" || GENERIC.has(n) || n.startsWith("+m") || n.startsWith("-apple-system") || n === "blinkmacsystemfont"
  );
}
