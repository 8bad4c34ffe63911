/** 极限词改写 (lazy chunk): the engine on group A (绝对化用语, 广告法第九条第三项), rewrites first. */
import type { ToolRunnerProps } from "../../tool-definition";
import { TextChecker, type TextCheckerConfig } from "../text-checker";

const CONFIG: TextCheckerConfig = {
  groups: ["A"],
  rewriteFirst: true,
  reportTitle: "极限词改写报告",
  fileBase: "极限词改写报告",
  placeholder: "粘贴含「最」「第一」「国家级」等用语的文案，点击「开始检测」后逐个点选改法",
};

export default function ExtremeWordsTool(props: ToolRunnerProps) {
  return <TextChecker props={props} config={CONFIG} />;
}
