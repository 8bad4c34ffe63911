/** 违禁词检测 (lazy chunk): single text, or 批量检测 for members (?mode=batch). */
import type { ToolRunnerProps } from "../../tool-definition";
import { BatchCheck } from "./batch-check";
import { TextChecker, type TextCheckerConfig } from "../text-checker";

const CONFIG: TextCheckerConfig = { reportTitle: "违禁词检测报告", fileBase: "违禁词检测报告" };

export default function BannedWordsTool(props: ToolRunnerProps) {
  const batch = props.settings.get("mode") === "batch";
  return (
    <div className="space-y-4">
      <div role="group" aria-label="检测方式" className="inline-flex rounded-md border border-gray-300 p-0.5">
        <button
          type="button"
          aria-pressed={!batch}
          onClick={() => props.setSettings({ mode: null })}
          className={`rounded px-3 py-1 text-sm ${batch ? "text-ink" : "bg-brand-700 font-bold text-white"}`}
        >
          单条检测
        </button>
        <button
          type="button"
          aria-pressed={batch}
          onClick={() => props.setSettings({ mode: "batch" })}
          className={`rounded px-3 py-1 text-sm ${batch ? "bg-brand-700 font-bold text-white" : "text-ink"}`}
        >
          批量检测（会员）
        </button>
      </div>
      {batch ? <BatchCheck props={props} /> : <TextChecker props={props} config={CONFIG} />}
    </div>
  );
}
