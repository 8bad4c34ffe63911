/**
 * The one parse-and-validate path for every number a tool asks for (tools/README.md, "Numbers").
 * A field's text is what the user typed and stays theirs: it is parsed here, never rewritten. The
 * answer is a finite number inside the field's range, "empty", or a Chinese sentence that names the
 * field, the range and the unit — so no calculator ever sees NaN, ±Infinity or a denormal.
 */
import { formatNumber } from "../../lib/format";

export type NumberSpec = {
  /** The field's name as a sentence starts with it: 客单价, 毛利率. */
  label: string;
  /** 元, %, 次 … ("" for a bare ratio such as ROI). */
  unit: string;
  /** Inclusive bounds. A "greater than 0" field uses the smallest value that means something (0.01 元). */
  min: number;
  max: number;
  integer?: boolean;
  /** At most this many digits after the point (money in 分: 2). */
  decimals?: number;
  /** Shown when the text is not a number at all. */
  example: string;
};

export type NumberState = { kind: "ok"; value: number } | { kind: "empty" } | { kind: "error"; message: string };

// Full-width digits and punctuation (NFKC), grouping commas, currency signs, the unit, and the invisible
// marks a paste brings along (bidi marks, zero-width spaces, BOM) are not part of the number.
const INVISIBLE = /[\s\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

const withUnit = (n: number, unit: string) => `${formatNumber(n)}${unit === "%" ? "%" : unit ? ` ${unit}` : ""}`;

/** 目标 ROI 至少…, 客单价至少…: a space after a Latin word, none after Chinese. */
const subject = (label: string) => (/[A-Za-z0-9]$/.test(label) ? `${label} ` : label);

export function parseNumberInput(text: string, spec: NumberSpec): NumberState {
  let t = text.normalize("NFKC").replace(INVISIBLE, "");
  if (t === "") return { kind: "empty" };
  t = t.replace(/^[¥￥$]/, "").replace(/(元|%|％)$/, "");
  if (spec.unit && t.endsWith(spec.unit)) t = t.slice(0, -spec.unit.length);
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(t)) t = t.replace(/,/g, "");
  if (!NUMBER.test(t)) return { kind: "error", message: `${subject(spec.label)}请填写数字，例如 ${spec.example}` };
  const value = Number(t);
  // 1e309 is Infinity and 1e-320 a denormal: both are simply out of range.
  if (!(value <= spec.max))
    return { kind: "error", message: `${subject(spec.label)}最多 ${withUnit(spec.max, spec.unit)}` };
  if (!(value >= spec.min))
    return { kind: "error", message: `${subject(spec.label)}至少 ${withUnit(spec.min, spec.unit)}` };
  if (spec.integer && !Number.isInteger(value)) return { kind: "error", message: `${subject(spec.label)}需要是整数` };
  const scaled = spec.decimals === undefined ? 0 : value * 10 ** spec.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9 * Math.max(1, scaled))
    return { kind: "error", message: `${subject(spec.label)}最多保留 ${spec.decimals} 位小数` };
  return { kind: "ok", value };
}

/**
 * What the result area says instead of a result: the empty fields by name, then the ones whose text
 * was refused (their own message sits under the field). `null` when every field is ok.
 */
export function describeMissing(fields: { label: string; state: NumberState }[]): string | null {
  const empty = fields.filter((f) => f.state.kind === "empty").map((f) => f.label);
  const wrong = fields.filter((f) => f.state.kind === "error").map((f) => f.label);
  const parts = [
    empty.length ? `还需要填写${empty.join("、")}` : "",
    wrong.length ? `请修改${wrong.join("、")}（见输入框下的提示）` : "",
  ].filter(Boolean);
  return parts.length ? `${parts.join("；")}。` : null;
}
