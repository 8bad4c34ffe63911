/**
 * 行业敏感词检测 (VIP, lazy chunk): an industry must be chosen; the engine then
 * applies that industry's severities and its mandatory-notice checks
 * (保健食品「本品不能代替药物」, 招商/金融 风险提示, OTC 药品 statutory line: 广告法 16、18、25).
 */
import type { ToolRunnerProps } from "../../tool-definition";
import { TextChecker, type TextCheckerConfig } from "../text-checker";

const CONFIG: TextCheckerConfig = {
  industryRequired: true,
  vipOnly: true,
  reportTitle: "行业敏感词检测报告",
  fileBase: "行业敏感词检测报告",
  note: "已按所选行业检查敏感表述和必备提示语（如保健食品须标明「本品不能代替药物」）。医疗、药品、保健食品、金融、教育等行业不适用「轻微免罚」。",
};

export default function IndustrySensitiveTool(props: ToolRunnerProps) {
  return <TextChecker props={props} config={CONFIG} />;
}
