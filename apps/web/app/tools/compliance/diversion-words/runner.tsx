/**
 * 导流词检测 (lazy chunk): group H (平台规则) and the contact detectors (手机号、
 * 微信/QQ 号、链接). These are platform community rules, not law: the UI says
 * 平台规则 and never 违法 (tools-facts §1.4 H).
 */
import type { ToolRunnerProps } from "../../tool-definition";
import { TextChecker, type TextCheckerConfig } from "../text-checker";

const CONFIG: TextCheckerConfig = {
  groups: ["H"],
  legendLevels: ["平台规则", "提示"],
  reportTitle: "导流词检测报告（平台规则）",
  fileBase: "导流词检测报告",
  placeholder: "粘贴笔记、视频描述或评论区回复，检查微信号、手机号、「私我」等站外导流表述",
  note: "以下为平台规则风险（抖音、小红书等社区规范中的站外导流限制），不是法律认定；命中后可能被限流、驳回或降权。",
};

export default function DiversionWordsTool(props: ToolRunnerProps) {
  return <TextChecker props={props} config={CONFIG} />;
}
