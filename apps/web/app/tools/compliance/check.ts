/** One place where the runners call the engine, so every tool passes the same options. */
import { analyze, type Finding, type IndustryKey, type RuleGroup } from "../engines/compliance/engine";

export type CheckOptions = {
  industry: IndustryKey | null;
  allowList: string[];
  extraTerms: string[];
  groups?: RuleGroup[];
  /** Keep only these levels (导流词检测 shows platform rules only). */
  levels?: Finding["level"][];
  /** Mandatory-notice checks; batch lines pass false, as the CLI's --lines does (engine README). */
  notices?: boolean;
};

export function check(text: string, options: CheckOptions): Finding[] {
  const { findings } = analyze(text, {
    industry: options.industry ?? undefined,
    allowList: options.allowList,
    extraTerms: options.extraTerms,
    groups: options.groups,
    notices: options.notices ?? true,
  });
  return options.levels ? findings.filter((f) => options.levels?.includes(f.level)) : findings;
}
