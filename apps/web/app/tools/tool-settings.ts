/**
 * A tool's URL settings, declared in its folder's definition (docs/decisions/008-tool-folders.md): every key
 * the runner reads from or writes to the query string, what kind of value it holds and its bounds. The query
 * is a trust boundary (links are shared, hostile values arrive), so what leaves the page in a 分享 link is
 * cut to the declared keys, and the hostile-input sweep (e2e/tool-edges.spec.ts) sends each declared key bad
 * values by kind. Runners still read and explain their own values: a number out of range stays as typed.
 */
import { z } from "zod";

export type ToolSettingKind = "enum" | "number" | "text" | "flag" | "list";

export type ToolSettingSpec = {
  /** What the page calls it, in Chinese (行业, 尺寸, 目标 ROI…). */
  label: string;
  /**
   * enum: one of `values`; number: a number as typed (kept even when refused, the runner explains it);
   * text: free text; flag: present ("1"/"0") or absent; list: comma-separated members of `values`.
   */
  kind: ToolSettingKind;
  /** enum and list: the members the runner knows (others fall back to the default). */
  values?: readonly string[];
  min?: number;
  max?: number;
  /** The value the runner uses when the key is absent, as it would appear in the query. */
  default?: string;
};

/** key → spec; `{}` for a tool with no URL settings. */
export type ToolSettings = Readonly<Record<string, ToolSettingSpec>>;

/** How one value of a declared setting should look; the runner decides what to do with one that does not. */
export function settingValueSchema(spec: ToolSettingSpec): z.ZodType<string> {
  const values = spec.values ?? [];
  switch (spec.kind) {
    case "enum":
      return z.string().refine((v) => values.includes(v), `${spec.label}：不是可选的值`);
    case "list":
      return z
        .string()
        .refine((v) => v.split(",").every((member) => values.includes(member)), `${spec.label}：含有未知的选项`);
    case "number":
      return z.string().refine((v) => {
        const n = Number(v);
        return (
          v.trim() !== "" &&
          Number.isFinite(n) &&
          (spec.min === undefined || n >= spec.min) &&
          (spec.max === undefined || n <= spec.max)
        );
      }, `${spec.label}：不是范围内的数字`);
    case "flag":
      return z.enum(["0", "1"]);
    case "text":
      return z.string();
  }
}

/**
 * The query at the boundary: declared keys only, each value kept as it is (a refused number stays as typed, so
 * a link reproduces what the sender saw). Unknown keys (utm_source, token…) are stripped, zod's default.
 */
export function settingsQuerySchema(settings: ToolSettings) {
  return z.object(Object.fromEntries(Object.keys(settings).map((key) => [key, z.array(z.string()).optional()])));
}

/** `search` (with or without "?") cut to the declared keys, in the order declared: "?a=1" or "". */
export function declaredSearch(search: string, settings: ToolSettings): string {
  const params = new URLSearchParams(search);
  const all = Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key)]));
  const kept = settingsQuerySchema(settings).parse(all) as Record<string, string[] | undefined>;
  const out = new URLSearchParams();
  for (const [key, values] of Object.entries(kept)) for (const value of values ?? []) out.append(key, value);
  const text = out.toString();
  return text ? `?${text}` : "";
}

/** Values of a declared setting that a hostile link could carry (e2e/tool-edges.spec.ts sends each). */
export function hostileSettingValues(spec: ToolSettingSpec): string[] {
  switch (spec.kind) {
    case "number":
      return ["1e309", "-5", "abc"];
    case "enum":
      return ["__unknown__"];
    case "list":
      return [[...(spec.values ?? []).slice(0, 1), "__unknown__"].join(",")];
    case "flag":
      return ["abc"];
    case "text":
      return ["测".repeat(5_000), "<img src=x onerror=alert(1)>"];
  }
}
