/**
 * 批量检测 (VIP): up to plan.batchLimit texts, one per line or one column of a
 * CSV the user picks (read here, never uploaded), a result table and a CSV export.
 */
import { useId, useState } from "react";
import type { Finding } from "../../engines/compliance/engine";
import type { ToolRunnerProps } from "../../tool-definition";
import { useAllowList } from "../allow-list";
import { columnTexts, linesOf, nextFrame, parseCsv, readText, type ParsedCsv } from "../batch-input";
import { check } from "../check";
import { buttonClass, Disclaimer, fieldClass, IndustrySelect, primaryButtonClass } from "../check-options";
import { industryLabel, parseIndustry } from "../industries";
import { countByLevel, summarize } from "../levels";
import { downloadText, reportFilename, toCsv } from "../report-export";

type Row = { text: string; findings: Finding[] };

export function BatchCheck({ props }: { props: ToolRunnerProps }) {
  const { settings, setSettings, requestRun, saveHistory, plan, wordList } = props;
  const industry = parseIndustry(settings.get("industry"));
  const allow = useAllowList();
  const linesId = useId();
  const fileId = useId();
  const columnId = useId();
  // A restored history entry of a batch is its texts, one per line.
  const [raw, setRaw] = useState(props.initialInput ?? "");
  const [csv, setCsv] = useState<(ParsedCsv & { name: string }) | null>(null);
  const [column, setColumn] = useState("");
  const [error, setError] = useState("");
  const [rows, setRows] = useState<Row[] | null>(null);
  const [busy, setBusy] = useState(false);

  const texts = csv && column ? columnTexts(csv, column) : linesOf(raw);
  const limit = plan.batchLimit > 1 ? plan.batchLimit : 50;

  async function onFile(file: File | undefined) {
    if (!file) return;
    setError("");
    let parsed: Awaited<ReturnType<typeof parseCsv>>;
    try {
      parsed = await parseCsv(await readText(file));
    } catch {
      // An unreadable file, or the parser's chunk not loading (offline, or a deploy replaced it).
      setError("没能读取这个文件，请重新选择；仍不行请刷新页面后再试。");
      return;
    }
    if ("error" in parsed) {
      setError(parsed.error);
      setCsv(null);
      return;
    }
    setCsv({ ...parsed, name: file.name });
    setColumn(parsed.columns[0] ?? "");
  }

  async function run() {
    if (texts.length === 0) {
      setError(csv ? "所选列没有内容，请换一列。" : "请每行输入一条文案，或选择一个 CSV 文件。");
      return;
    }
    if (texts.length > limit) {
      setError(`一次最多检测 ${limit} 条，当前 ${texts.length} 条。请分批检测。`);
      return;
    }
    setError("");
    setBusy(true);
    try {
      const allowed = await requestRun({ vipOnly: true, batchSize: texts.length });
      if (!allowed) return;
      const out: Row[] = [];
      let since = performance.now();
      for (const text of texts) {
        out.push({
          text,
          findings: check(text, { industry, allowList: allow.terms, extraTerms: wordList.words ?? [], notices: false }),
        });
        if (performance.now() - since > 16) {
          await nextFrame();
          since = performance.now();
        }
      }
      setRows(out);
      saveHistory({
        input: texts.join("\n"),
        summary: `批量 ${out.length} 条：${summarize(out.flatMap((r) => r.findings))}`,
      });
    } finally {
      setBusy(false);
    }
  }

  function exportCsv() {
    if (!rows) return;
    const content = toCsv(
      ["序号", "文案", "结果", "禁用", "行业敏感", "需证明", "平台规则", "提示", "命中词"],
      rows.map((r, i) => {
        const c = countByLevel(r.findings);
        return [
          i + 1,
          r.text,
          summarize(r.findings),
          c.禁用,
          c.行业敏感,
          c.需证明,
          c.平台规则,
          c.提示,
          r.findings.map((f) => `${f.term}(${f.level})`).join("；"),
        ];
      }),
    );
    downloadText(reportFilename("批量违禁词检测", "csv"), content, "text/csv");
  }

  return (
    <div className="space-y-4">
      <IndustrySelect value={industry} onChange={(key) => setSettings({ industry: key })} />
      <p className="text-sm text-muted">会员每次最多 {limit} 条。文件只在本浏览器中读取，不会上传。</p>
      <div className="space-y-1">
        <label htmlFor={linesId} className="text-sm font-medium text-ink">
          批量文案（每行一条）
        </label>
        <textarea
          id={linesId}
          rows={6}
          value={raw}
          disabled={csv !== null}
          onChange={(e) => setRaw(e.target.value)}
          className={fieldClass}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium text-ink">
            或选择 CSV 文件
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => void onFile(e.target.files?.[0])}
            className="text-sm"
          />
        </div>
        {csv ? (
          <>
            <div className="space-y-1">
              <label htmlFor={columnId} className="block text-sm font-medium text-ink">
                文案所在列
              </label>
              <select
                id={columnId}
                value={column}
                onChange={(e) => setColumn(e.target.value)}
                className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
              >
                {csv.columns.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <button type="button" className={buttonClass} onClick={() => setCsv(null)}>
              改用逐行输入
            </button>
          </>
        ) : null}
      </div>
      <p className="text-sm text-muted">
        {csv ? `${csv.name}：` : ""}共 {texts.length} 条待检测
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <button type="button" className={primaryButtonClass} onClick={() => void run()} disabled={busy}>
        {busy ? "检测中…" : "批量检测"}
      </button>
      {rows ? (
        <section aria-label="批量检测结果" className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-bold text-ink">
              共 {rows.length} 条，{rows.filter((r) => r.findings.length > 0).length} 条有风险（行业：
              {industryLabel(industry)}）
            </h3>
            <button type="button" className={buttonClass} onClick={exportCsv}>
              导出结果（CSV）
            </button>
          </div>
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <thead>
                <tr className="border-b border-gray-300 text-muted">
                  <th scope="col" className="p-2">
                    序号
                  </th>
                  <th scope="col" className="p-2">
                    文案
                  </th>
                  <th scope="col" className="p-2">
                    结果
                  </th>
                  <th scope="col" className="p-2">
                    命中词
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i} className="border-b border-gray-200 align-top">
                    <td className="p-2">{i + 1}</td>
                    <td className="max-w-xs break-words p-2">{r.text}</td>
                    <td className="p-2">{summarize(r.findings)}</td>
                    <td className="p-2">{r.findings.map((f) => `${f.term}（${f.level}）`).join("、") || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <Disclaimer />
    </div>
  );
}
