/** Per-line verdict of 直播话术检测 and the subtitle check. */
import type { Finding } from "../../engines/compliance/engine";

export type Verdict = "通过" | "需修改" | "需证明";

export function verdictOf(findings: readonly Finding[]): Verdict {
  if (findings.some((f) => f.level === "禁用" || f.level === "行业敏感" || f.level === "平台规则")) return "需修改";
  if (findings.some((f) => f.level === "需证明")) return "需证明";
  return "通过";
}

export const VERDICT_STYLE: Record<Verdict, string> = {
  通过: "border-emerald-300 bg-emerald-50 text-emerald-900",
  需修改: "border-red-300 bg-red-100 text-red-900",
  需证明: "border-amber-300 bg-amber-100 text-amber-900",
};
