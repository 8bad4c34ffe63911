/**
 * 图片文字合规检测 (VIP, lazy chunk): drop or pick images; the text on them is
 * read in this browser (PP-OCR in a worker, app/tools/engines/ocr) and
 * checked by the compliance engine like 违禁词检测. One quota run per image;
 * members batch as their plan allows. Nothing is uploaded.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { createOcrEngine, OcrError, type LoadProgress, type OcrEngine } from "../../engines/ocr/ocr-client";
import type { OcrResult } from "../../engines/ocr/types";
import type { ToolRunnerProps } from "../../tool-definition";
import { useAllowList } from "../allow-list";
import { DropZone, FileButton } from "../../kit/file-drop";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { Disclaimer, IndustrySelect } from "../check-options";
import { industryLabel, parseIndustry } from "../industries";
import { summarize } from "../levels";
import { DISCLAIMER, downloadText, reportFilename } from "../report-export";
import { annotatedPng } from "./annotated-png";
import { checkImageHeader } from "./image-header";
import { checkLines, reportCsv, reportMarkdown, worstLevel, type ReportLine } from "./image-text-findings";
import { ModelProgress } from "../../engines/ocr/model-progress";
import { OcrFileCard } from "./ocr-file-card";

type Item = {
  key: string;
  file: File;
  name: string;
  url: string;
  status: "waiting" | "reading" | "done" | "error";
  message?: string;
  result?: OcrResult;
  texts: string[];
};

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif";

export default function ImageTextCheckTool(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory, wordList, plan } = props;
  const industry = parseIndustry(settings.get("industry"));
  const allow = useAllowList();
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<LoadProgress | null>(null);
  const [notice, setNotice] = useState("");
  const engine = useRef<OcrEngine | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      engine.current?.dispose();
      abort.current?.abort();
    },
    [],
  );
  // Object URLs live as long as their item.
  const urls = useRef(new Set<string>());
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const options = useMemo(
    () => ({ industry, allowList: allow.terms, extraTerms: wordList.words ?? [] }),
    [industry, allow.terms, wordList.words],
  );
  const checked = useMemo(
    () => items.map((item) => (item.status === "done" ? checkLines(item.texts, options) : null)),
    [items, options],
  );

  const update = (key: string, patch: Partial<Item>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));

  function addFiles(files: FileList | File[] | null | undefined) {
    if (!files?.length) return;
    setNotice("");
    const added = [...files].map((file, i) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return {
        key: `${Date.now()}-${i}-${file.name}`,
        file,
        name: file.name,
        url,
        status: "waiting" as const,
        texts: [],
      };
    });
    setItems((list) => [...list, ...added]);
  }

  function remove(key: string) {
    setItems((list) => {
      const gone = list.find((it) => it.key === key);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return list.filter((it) => it.key !== key);
    });
  }

  async function run() {
    const todo = items.filter((it) => it.status === "waiting" || it.status === "error");
    if (todo.length === 0 || busy) return;
    setBusy(true);
    setNotice("");
    const controller = new AbortController();
    abort.current = controller;
    try {
      if (!(await requestRun({ vipOnly: true, batchSize: todo.length }))) return;
      const ocr = (engine.current ??= createOcrEngine());
      setProgress({ loaded: 0, total: 1 });
      try {
        await ocr.load(setProgress);
      } catch (error) {
        setNotice(error instanceof OcrError ? error.message : "识别模型加载失败，请重试。");
        return;
      } finally {
        setProgress(null);
      }
      const summaries: string[] = [];
      for (const [n, item] of todo.entries()) {
        if (controller.signal.aborted) break;
        // One quota run per image; the first one was asked above with the batch size.
        if (n > 0 && !(await requestRun({ vipOnly: true }))) break;
        update(item.key, { status: "reading", message: undefined });
        const header = await checkImageHeader(item.file);
        if (!header.ok) {
          update(item.key, { status: "error", message: header.message });
          continue;
        }
        try {
          const result = await ocr.recognize(item.file, { signal: controller.signal });
          const texts = result.lines.map((l) => l.text);
          update(item.key, { status: "done", result, texts });
          summaries.push(
            `${item.name}：${result.lines.length} 行，${summarize(checkLines(texts, options).perLine.flatMap((p) => p.all))}`,
          );
        } catch (error) {
          update(item.key, {
            status: "error",
            message: error instanceof OcrError ? error.message : "文字识别失败，请重试。",
          });
        }
      }
      if (summaries.length) saveHistory({ input: summaries.join("\n"), summary: summaries.join("；").slice(0, 200) });
    } finally {
      setBusy(false);
      abort.current = null;
    }
  }

  const done = items.flatMap((item, i) =>
    item.status === "done" && checked[i] ? [{ item, checked: checked[i]! }] : [],
  );
  function reportLines(): ReportLine[] {
    return done.flatMap(({ item, checked: c }) =>
      (item.result?.lines ?? []).map((line, index) => ({
        file: item.name,
        index,
        box: line.box,
        text: item.texts[index] ?? "",
        findings: c.perLine[index]?.all ?? [],
      })),
    );
  }
  function exportReport(kind: "md" | "csv") {
    const lines = reportLines();
    const content =
      kind === "md"
        ? reportMarkdown(lines, [`行业：${industryLabel(industry)}`, `图片：${done.length} 张`], DISCLAIMER)
        : reportCsv(lines);
    downloadText(reportFilename("图片文字合规检测报告", kind), content, kind === "md" ? "text/markdown" : "text/csv");
  }
  async function exportPng(item: Item, index: number) {
    const c = checked[index];
    if (!item.result || !c) return;
    try {
      const blob = await annotatedPng(
        item.file,
        item.result.lines,
        c.perLine.map((p) => worstLevel(p.all) ?? "none"),
      );
      const url = URL.createObjectURL(blob);
      const a = document.createElement("a");
      a.href = url;
      a.download = `${item.name.replace(/\.[^.]+$/, "")}-标注.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setNotice("标注图生成失败：浏览器无法重新读取这张图片。");
    }
  }

  const waiting = items.filter((it) => it.status === "waiting" || it.status === "error").length;

  return (
    <div className="space-y-4">
      <IndustrySelect value={industry} onChange={(key) => setSettings({ industry: key })} />
      <DropZone onFiles={addFiles} multiple testId="image-drop" className="space-y-2 p-6 text-center">
        <p className="text-sm text-ink">把海报、主图、封面拖到这里，或</p>
        <FileButton accept={ACCEPT} multiple={plan.batchLimit > 1} onFiles={addFiles}>
          选择图片（JPG / PNG / WebP / GIF）
        </FileButton>
        <p className="text-xs text-muted">
          图片只在本浏览器中识别和检测，不会上传。当前套餐单次最多 {plan.batchLimit} 张；每张图计 1 次检测。
        </p>
      </DropZone>
      {items.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={busy || waiting === 0}
            onClick={() => void run()}
          >
            {busy ? "识别中…" : `开始识别（${waiting} 张）`}
          </button>
          {busy ? (
            <button type="button" className={buttonClass} onClick={() => abort.current?.abort()}>
              取消
            </button>
          ) : null}
          {done.length ? (
            <>
              <button type="button" className={buttonClass} onClick={() => exportReport("md")}>
                导出报告（Markdown）
              </button>
              <button type="button" className={buttonClass} onClick={() => exportReport("csv")}>
                导出报告（CSV）
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      {progress ? <ModelProgress progress={progress} /> : null}
      {notice ? (
        <p role="alert" className="text-sm text-red-800">
          {notice}
        </p>
      ) : null}
      <ul className="space-y-6">
        {items.map((item, i) => (
          <li key={item.key} className="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <strong className="font-bold text-ink">{item.name}</strong>
              <span className="text-muted" aria-live="polite">
                {item.status === "waiting" ? "待识别" : item.status === "reading" ? "识别中…" : ""}
                {item.status === "done" && checked[i] ? summarize(checked[i]!.perLine.flatMap((p) => p.all)) : ""}
              </span>
              {!busy ? (
                <button type="button" className="text-xs text-brand-700 underline" onClick={() => remove(item.key)}>
                  移除
                </button>
              ) : null}
            </div>
            {item.status === "error" ? (
              <p role="alert" className="text-sm text-red-800">
                {item.message}
              </p>
            ) : null}
            {item.status === "done" && item.result && checked[i] ? (
              <div
                data-ocr-done=""
                data-file={item.name}
                data-ms={item.result.ms}
                data-lines={item.result.lines.length}
              >
                <OcrFileCard
                  name={item.name}
                  url={item.url}
                  result={item.result}
                  texts={item.texts}
                  perLine={checked[i]!.perLine}
                  notices={checked[i]!.notices}
                  onEdit={(index, text) =>
                    update(item.key, { texts: item.texts.map((t, k) => (k === index ? text : t)) })
                  }
                  onExportPng={() => void exportPng(item, i)}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <Disclaimer />
    </div>
  );
}
