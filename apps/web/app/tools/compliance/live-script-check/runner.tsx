/**
 * 直播话术检测 (VIP, lazy chunk): a script, one sentence per line; each line gets
 * a verdict (通过 / 需修改 / 需证明) and its findings; the report exports per line.
 */
import { useId, useState } from "react";
import type { Finding } from "../../engines/compliance/engine";
import type { ToolRunnerProps } from "../../tool-definition";
import { useAllowList } from "../allow-list";
import { nextFrame } from "../batch-input";
import { check } from "../check";
import {
  buttonClass,
  Disclaimer,
  fieldClass,
  IndustrySelect,
  primaryButtonClass,
  ShareButtons,
} from "../check-options";
import { FindingsList } from "../findings-list";
import { HighlightedText } from "../highlighted-text";
import { industryLabel, parseIndustry } from "../industries";
import { downloadText, findingsMarkdown, reportFilename, toCsv } from "../report-export";
import { VERDICT_STYLE, verdictOf, type Verdict } from "./verdict";

type Line = { no: number; text: string; findings: Finding[]; verdict: Verdict };

function countVerdicts(lines: readonly Line[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = { 通过: 0, 需修改: 0, 需证明: 0 };
  for (const l of lines) counts[l.verdict] += 1;
  return counts;
}

export default function LiveScriptTool(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory, share, wordList } = props;
  const inputId = useId();
  const industry = parseIndustry(settings.get("industry"));
  const allow = useAllowList();
  const [input, setInput] = useState(props.initialInput ?? "");
  const [lines, setLines] = useState<Line[] | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function run() {
    const source = input.split(/\r?\n/);
    if (!source.some((l) => l.trim())) {
      setError("请先输入直播脚本，每行一句。");
      return;
    }
    setError("");
    setBusy(true);
    try {
      if (!(await requestRun({ vipOnly: true }))) return;
      const out: Line[] = [];
      let since = performance.now();
      for (const [i, text] of source.entries()) {
        if (!text.trim()) continue;
        const findings = check(text, { industry, allowList: allow.terms, extraTerms: wordList.words ?? [] });
        out.push({ no: i + 1, text, findings, verdict: verdictOf(findings) });
        if (performance.now() - since > 16) {
          await nextFrame();
          since = performance.now();
        }
      }
      setLines(out);
      const bad = out.filter((l) => l.verdict !== "通过").length;
      saveHistory({ input, summary: `${out.length} 句，${bad} 句需处理` });
    } finally {
      setBusy(false);
    }
  }

  function exportReport(kind: "md" | "csv") {
    if (!lines) return;
    const content =
      kind === "csv"
        ? toCsv(
            ["行号", "话术", "结论", "问题"],
            lines.map((l) => [
              l.no,
              l.text,
              l.verdict,
              l.findings.map((f) => `${f.term}（${f.level}：${f.why}）`).join("；"),
            ]),
          )
        : findingsMarkdown({
            title: "直播话术检测报告",
            settings: [
              `行业：${industryLabel(industry)}`,
              `逐句结论：${lines.map((l) => `第${l.no}行 ${l.verdict}`).join("，")}`,
            ],
            items: lines.flatMap((l) => l.findings.map((finding) => ({ finding, where: `第 ${l.no} 行` }))),
          });
    downloadText(reportFilename("直播话术检测报告", kind), content, kind === "md" ? "text/markdown" : "text/csv");
  }

  const counts = lines ? countVerdicts(lines) : null;

  return (
    <div className="space-y-4">
      <IndustrySelect value={industry} onChange={(key) => setSettings({ industry: key })} />
      <div className="space-y-1">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          直播脚本（每行一句）
        </label>
        <textarea
          id={inputId}
          rows={10}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={"家人们，今天这款面霜……\n库存只剩最后 50 单……"}
          className={fieldClass}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className={primaryButtonClass} onClick={() => void run()} disabled={busy}>
          {busy ? "检测中…" : "开始检测"}
        </button>
        <ShareButtons share={share} input={input} />
      </div>
      {lines && counts ? (
        <section aria-label="检测结果" className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-bold text-ink">
              共 {lines.length} 句：通过 {counts.通过} 句，需修改 {counts.需修改} 句，需证明 {counts.需证明} 句
            </h3>
            <button type="button" className={buttonClass} onClick={() => exportReport("md")}>
              导出报告（Markdown）
            </button>
            <button type="button" className={buttonClass} onClick={() => exportReport("csv")}>
              导出报告（CSV）
            </button>
          </div>
          <ol className="space-y-2">
            {lines.map((l) => (
              <li
                key={l.no}
                className="space-y-2 rounded-md border border-gray-200 bg-white p-3"
                aria-label={`第 ${l.no} 行：${l.verdict}`}
              >
                <div className="flex items-start gap-2">
                  <span className="shrink-0 text-xs text-muted">第 {l.no} 行</span>
                  <span
                    className={`shrink-0 rounded border px-1.5 py-0.5 text-xs font-bold ${VERDICT_STYLE[l.verdict]}`}
                  >
                    {l.verdict}
                  </span>
                  <HighlightedText text={l.text} findings={l.findings} className="min-w-0 flex-1" />
                </div>
                {l.findings.length > 0 ? (
                  <details>
                    <summary className="cursor-pointer text-sm text-muted">
                      查看 {l.findings.length} 个问题和改法
                    </summary>
                    <div className="mt-2">
                      <FindingsList findings={l.findings} />
                    </div>
                  </details>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <Disclaimer />
    </div>
  );
}
