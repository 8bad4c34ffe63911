/**
 * One image's result: the picture with each line's box drawn over it, the
 * recognised lines (editable: the check re-runs on the corrected text), the
 * findings (a click selects the line and its box) and the text share.
 */
import { useId, useRef, useState } from "react";
import type { Finding } from "../../engines/compliance/engine";
import type { OcrResult } from "../../engines/ocr/types";
import { buttonClass } from "../../../components/ui/button";
import { fieldClass } from "../check-options";
import { LevelBadge } from "../findings-list";
import { HighlightedText } from "../highlighted-text";
import { BOX_COLOR } from "./box-colors";
import { textAreaShare, worstLevel, type LineFindings } from "./image-text-findings";

export type CardProps = {
  name: string;
  url: string;
  result: OcrResult;
  texts: string[];
  perLine: LineFindings[];
  notices: Finding[];
  onEdit: (index: number, text: string) => void;
  onExportPng: () => void;
};

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

export function OcrFileCard({ name, url, result, texts, perLine, notices, onEdit, onExportPng }: CardProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const figureRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const { width, height, lines } = result;
  const share = textAreaShare(lines, width, height);
  const findings = perLine.flatMap((p, index) => p.all.map((finding) => ({ index, finding })));
  // One entry per finding, even when it spans two lines (listed at its first line).
  const seen = new Set<Finding>();
  const unique = findings.filter(({ finding }) => (seen.has(finding) ? false : (seen.add(finding), true)));

  function select(index: number) {
    setSelected(index);
    figureRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
    document.getElementById(`${baseId}-line-${index}`)?.focus();
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <div ref={figureRef} className="relative overflow-hidden rounded-md border border-gray-200 bg-gray-50">
          <img src={url} alt={`${name}（识别出 ${lines.length} 行文字）`} className="block h-auto w-full" />
          <svg
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            className="absolute inset-0 h-full w-full"
            aria-hidden="true"
          >
            {lines.map((line, i) => {
              const level = worstLevel(perLine[i]?.all ?? []);
              const color = BOX_COLOR[level ?? "none"];
              const stroke = Math.max(2, Math.max(width, height) / 300);
              return (
                <polygon
                  key={i}
                  points={line.quad.map((p) => p.join(",")).join(" ")}
                  fill={selected === i ? `${color}33` : "none"}
                  stroke={color}
                  strokeWidth={selected === i ? stroke * 2 : stroke}
                  strokeDasharray={line.low ? `${stroke * 3} ${stroke * 2}` : undefined}
                  onClick={() => select(i)}
                />
              );
            })}
          </svg>
        </div>
        <p className="mt-2 text-sm text-ink">
          文字面积约占画面 <strong className="font-bold">{percent(share)}</strong>
          <span className="text-muted">
            （按识别框计算，框会比笔画略大）。国内主要投放平台没有公开统一的文字占比上限，这里只给数字、不下结论。
          </span>
        </p>
        <p className="mt-1 text-xs text-muted">
          框的颜色表示该行最严重的问题：红 禁用、橙 行业敏感、黄 需证明、紫 平台规则、灰 提示、蓝
          无问题；虚线框为置信度低的行。
        </p>
        <button type="button" className={`${buttonClass} mt-2`} onClick={onExportPng}>
          下载标注图（PNG）
        </button>
      </div>
      <div className="space-y-4">
        <section aria-label={`${name} 识别出的文字`}>
          <h4 className="mb-2 text-sm font-bold text-ink">识别出的文字（{lines.length} 行，可逐行修改）</h4>
          {lines.length === 0 ? (
            <p className="text-sm text-muted">没有识别到文字。</p>
          ) : (
            <ol className="space-y-2">
              {lines.map((line, i) => (
                <li
                  key={i}
                  className={`rounded-md border p-2 ${selected === i ? "border-brand-600 bg-brand-50" : "border-gray-200"}`}
                >
                  <div className="flex items-start gap-2">
                    <span className="mt-1 w-6 shrink-0 text-right text-xs text-muted">{i + 1}</span>
                    <div className="min-w-0 flex-1">
                      {editing === i ? (
                        <input
                          aria-label={`第 ${i + 1} 行文字`}
                          className={fieldClass}
                          value={texts[i] ?? ""}
                          onChange={(e) => onEdit(i, e.target.value)}
                          onKeyDown={(e) => e.key === "Enter" && setEditing(null)}
                          // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's own click on 修改
                          autoFocus
                        />
                      ) : (
                        <div
                          id={`${baseId}-line-${i}`}
                          tabIndex={-1}
                          data-ocr-line=""
                          data-file={name}
                          data-box={`${line.box.x},${line.box.y},${line.box.w},${line.box.h}`}
                          data-confidence={line.confidence.toFixed(3)}
                          className="outline-offset-2"
                        >
                          <HighlightedText
                            text={texts[i] ?? ""}
                            findings={perLine[i]?.local ?? []}
                            className="leading-7"
                          />
                        </div>
                      )}
                      <p className="text-xs text-muted">
                        置信度 {Math.round(line.confidence * 100)}%{line.direction === "vertical" ? " · 竖排" : ""}
                        {line.low ? (
                          <span className="font-medium text-amber-900"> · 置信度低，请核对这一行</span>
                        ) : null}
                        {texts[i] !== line.text ? " · 已手动修改" : ""}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="shrink-0 rounded px-2 py-1 text-xs text-brand-700 underline"
                      onClick={() => setEditing(editing === i ? null : i)}
                    >
                      {editing === i ? "完成" : "修改"}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section aria-label={`${name} 的问题`}>
          <h4 className="mb-2 text-sm font-bold text-ink">发现的问题（{unique.length + notices.length}）</h4>
          {unique.length + notices.length === 0 ? (
            <p className="rounded-md border border-dashed border-gray-300 p-3 text-sm text-muted">未发现风险表述。</p>
          ) : (
            <ul className="space-y-2">
              {unique.map(({ index, finding }) => (
                <li key={`${index}-${finding.rule}-${finding.start}`}>
                  <button
                    type="button"
                    onClick={() => select(index)}
                    className="w-full rounded-md border border-gray-200 p-2 text-left text-sm hover:border-brand-600"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <LevelBadge level={finding.level} />
                      <strong className="font-bold">{finding.term}</strong>
                      <span className="text-xs text-muted">第 {index + 1} 行 · 点击查看位置</span>
                    </span>
                    <span className="mt-1 block text-xs text-ink">{finding.why}</span>
                    <span className="block text-xs text-muted">依据：{finding.basis}</span>
                    {finding.rewrites.length ? (
                      <span className="block text-xs text-muted">
                        建议改为：{finding.rewrites.slice(0, 3).join(" / ")}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
              {notices.map((n) => (
                <li key={n.rule} className="rounded-md border border-gray-200 p-2 text-sm">
                  <LevelBadge level={n.level} /> {n.why}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
