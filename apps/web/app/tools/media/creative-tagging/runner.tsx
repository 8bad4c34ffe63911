/**
 * 创意元素标注 (VIP, lazy chunk): drop images; faces (BlazeFace), people and 79 kinds of everyday
 * objects (NanoDet, COCO), on-screen text (the OCR engine, app/tools/engines/ocr) and dominant colours
 * (配色提取's median cut) are found in this browser, drawn over each image and compared in one table,
 * exportable as CSV. One quota run per image; nothing is uploaded. docs/decisions/018-creative-tagging.md.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { createOcrEngine, OcrError, type OcrEngine } from "../../engines/ocr/ocr-client";
import { TOTAL_ASSET_BYTES as OCR_BYTES } from "../../engines/ocr/asset-sizes";
import { inspectBytes, orientedSize } from "../../engines/image-probe/header";
import { MAX_PIXELS } from "../../engines/ocr/worker-protocol";
import type { ToolRunnerProps } from "../../tool-definition";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { useScrollFocus } from "../../../lib/use-scroll-focus";
import { createTagger, TaggingError, type Tagger } from "./tagging-client";
import { TAGGING_TOTAL_BYTES } from "./tagging-asset-sizes";
import { buildTags, percent, summaryCsv, summaryRow, SUMMARY_HEADERS, type Tag } from "./tag-summary";
import { TaggedFileCard } from "./tagged-file-card";
import { StillsError, videoStills } from "./video-stills";

type Item = {
  key: string;
  file: File;
  name: string;
  url: string;
  status: "waiting" | "reading" | "done" | "error";
  message?: string;
  tags?: Tag[];
  row?: ReturnType<typeof summaryRow>;
  ms?: number;
};

const ACCEPT =
  "image/jpeg,image/png,image/webp,video/mp4,video/webm,video/quicktime,.jpg,.jpeg,.png,.webp,.mp4,.webm,.mov";
const isVideo = (f: File) => f.type.startsWith("video/") || /\.(mp4|webm|mov|m4v)$/i.test(f.name);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function headerProblem(file: File): Promise<string | null> {
  const facts = inspectBytes(new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer()));
  if (!facts.format || !["jpeg", "png", "webp"].includes(facts.format))
    return "不是可识别的图片：请使用 JPG、PNG 或 WebP。";
  if (facts.storedWidth && facts.storedHeight) {
    const { width, height } = orientedSize(facts.storedWidth, facts.storedHeight, facts.orientation);
    if (width * height > MAX_PIXELS)
      return `图片太大（${width} × ${height}）：请缩小到 ${MAX_PIXELS / 1e6} MP 以内再标注。`;
  }
  return null;
}

export default function CreativeTaggingTool(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory, plan } = props;
  const readText = settings.get("text") !== "0";
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ loaded: number; total: number } | null>(null);
  const [notice, setNotice] = useState("");
  const tagger = useRef<Tagger | null>(null);
  const ocr = useRef<OcrEngine | null>(null);
  const stop = useRef(false);
  const urls = useRef(new Set<string>());
  // The wide table scrolls sideways on phones; focusable only while it overflows.
  const { ref: tableRef, tabIndex: tableTabIndex } = useScrollFocus<HTMLDivElement>();

  useEffect(
    () => () => {
      tagger.current?.dispose();
      ocr.current?.dispose();
      urls.current.forEach((u) => URL.revokeObjectURL(u));
    },
    [],
  );

  const update = (key: string, patch: Partial<Item>) =>
    setItems((list) => list.map((it) => (it.key === key ? { ...it, ...patch } : it)));

  /** A video becomes 4 stills (video-stills.ts), each tagged like an image. */
  async function addDropped(files: File[]) {
    const images = files.filter((f) => !isVideo(f));
    for (const video of files.filter(isVideo)) {
      setNotice(`正在从「${video.name}」截取画面…`);
      try {
        images.push(...(await videoStills(video)));
      } catch (error) {
        setNotice(error instanceof StillsError ? `「${video.name}」：${error.message}` : `「${video.name}」无法读取。`);
        if (images.length) addFiles(images, true);
        return;
      }
    }
    addFiles(images);
  }

  function addFiles(files: File[], keepNotice = false) {
    if (!keepNotice) setNotice("");
    const room = Math.max(0, plan.batchLimit - items.length);
    if (files.length > room)
      setNotice(`当前套餐单次最多 ${plan.batchLimit} 张，已保留前 ${room} 张；开通或升级会员可一次标注更多。`);
    const added = files.slice(0, room).map((file, i) => {
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      return { key: `${Date.now()}-${i}-${file.name}`, file, name: file.name, url, status: "waiting" as const };
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

  async function loadModels(): Promise<boolean> {
    const t = (tagger.current ??= createTagger());
    const o = readText ? (ocr.current ??= createOcrEngine()) : null;
    const total = TAGGING_TOTAL_BYTES + (o ? OCR_BYTES : 0);
    const parts = { tag: 0, ocr: 0 };
    const show = () => setProgress({ loaded: parts.tag + parts.ocr, total });
    show();
    try {
      await Promise.all([
        t.load((p) => {
          parts.tag = p.loaded;
          show();
        }),
        o?.load((p) => {
          parts.ocr = p.loaded;
          show();
        }),
      ]);
      return true;
    } catch (error) {
      setNotice(error instanceof TaggingError || error instanceof OcrError ? error.message : "模型加载失败，请重试。");
      return false;
    } finally {
      setProgress(null);
    }
  }

  async function run() {
    const todo = items.filter((it) => it.status === "waiting" || it.status === "error");
    if (todo.length === 0 || busy) return;
    setBusy(true);
    setNotice("");
    stop.current = false;
    try {
      if (!(await requestRun({ vipOnly: true, batchSize: todo.length }))) return;
      if (!(await loadModels())) return;
      const summaries: string[] = [];
      for (const [n, item] of todo.entries()) {
        if (stop.current) break;
        // One quota run per image; the first was asked above with the batch size.
        if (n > 0 && !(await requestRun({ vipOnly: true }))) break;
        update(item.key, { status: "reading", message: undefined });
        const problem = await headerProblem(item.file);
        if (problem) {
          update(item.key, { status: "error", message: problem });
          continue;
        }
        try {
          const result = await tagger.current!.tag(item.file);
          const lines = readText && ocr.current ? (await ocr.current.recognize(item.file)).lines : null;
          const tags = buildTags(result, lines);
          const row = summaryRow(item.name, result, tags, lines !== null);
          update(item.key, { status: "done", tags, row, ms: result.ms });
          summaries.push(`${item.name}：人脸 ${row.faces}，人物 ${row.people}，物体 ${row.objects || "无"}`);
        } catch (error) {
          const message =
            error instanceof TaggingError || error instanceof OcrError ? error.message : "标注失败，请重试。";
          update(item.key, { status: "error", message });
        }
      }
      if (summaries.length) saveHistory({ input: summaries.join("\n"), summary: summaries.join("；").slice(0, 200) });
    } finally {
      setBusy(false);
    }
  }

  const rows = useMemo(() => items.flatMap((it) => (it.status === "done" && it.row ? [it.row] : [])), [items]);
  function exportCsv() {
    const blob = new Blob([summaryCsv(rows)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `创意元素标注-${rows.length}张.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  const waiting = items.filter((it) => it.status === "waiting" || it.status === "error").length;

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入图片"
        accept={ACCEPT}
        multiple={plan.batchLimit > 1}
        onFiles={(files) => void addDropped(files)}
        buttonText="选择图片或视频"
        hint={`JPG、PNG、WebP 图片；视频（MP4、WebM、MOV）取开头、1/4、1/2、3/4 处 4 张画面。只在本浏览器中分析，不会上传。当前套餐单次最多 ${plan.batchLimit} 张；每张图计 1 次。`}
      />
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-1"
          checked={readText}
          disabled={busy}
          onChange={(e) => setSettings({ text: e.target.checked ? null : "0" })}
        />
        <span>
          同时识别图中文字（文字面积占比和内容）
          <span className="block text-xs text-muted">
            首次使用需下载标注模型约 {mb(TAGGING_TOTAL_BYTES)} MB
            {readText ? `，加文字识别模型约 ${mb(OCR_BYTES)} MB` : ""}，之后从浏览器缓存读取。
          </span>
        </span>
      </label>
      {items.length ? (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={busy || waiting === 0}
            onClick={() => void run()}
          >
            {busy ? "标注中…" : `开始标注（${waiting} 张）`}
          </button>
          {busy ? (
            <button type="button" className={buttonClass} onClick={() => (stop.current = true)}>
              停止
            </button>
          ) : null}
          {rows.length ? (
            <button type="button" className={buttonClass} onClick={exportCsv}>
              导出对比表（CSV）
            </button>
          ) : null}
        </div>
      ) : null}
      {progress ? (
        <div className="space-y-1" data-testid="tagging-model-progress">
          <p className="text-sm text-ink">
            正在加载标注模型：{mb(progress.loaded)} / {mb(progress.total)} MB（
            {Math.min(100, Math.floor((progress.loaded / Math.max(1, progress.total)) * 100))}%）
            <span className="text-muted">。只在第一次下载；模型只从本站加载，图片不会上传。</span>
          </p>
          <div
            role="progressbar"
            aria-label="标注模型下载进度"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, Math.floor((progress.loaded / Math.max(1, progress.total)) * 100))}
            className="h-2 w-full overflow-hidden rounded bg-gray-200"
          >
            <div
              className="h-full bg-brand-600"
              style={{ width: `${Math.min(100, (progress.loaded / Math.max(1, progress.total)) * 100)}%` }}
            />
          </div>
        </div>
      ) : null}
      {notice ? (
        <p role="alert" className="text-sm text-red-800">
          {notice}
        </p>
      ) : null}
      {rows.length ? (
        <div
          ref={tableRef}
          tabIndex={tableTabIndex}
          role="region"
          aria-label="对比表"
          className="relative overflow-x-auto"
        >
          <table className="min-w-full text-left text-xs" data-testid="tagging-table">
            <caption className="mb-1 text-left text-sm font-medium text-ink">对比表（每张图一行）</caption>
            <thead>
              <tr className="border-b border-gray-200">
                {SUMMARY_HEADERS.map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-medium whitespace-nowrap text-ink">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.file} className="border-b border-gray-100 align-top" data-row-file={r.file}>
                  <th scope="row" className="max-w-40 truncate px-2 py-1 font-normal">
                    {r.file}
                  </th>
                  <td className="px-2 py-1 whitespace-nowrap">{r.size}</td>
                  <td className="px-2 py-1">{r.faces}</td>
                  <td className="px-2 py-1">{r.faces ? percent(r.largestFace) : "—"}</td>
                  <td className="px-2 py-1">{r.faces ? percent(r.faceArea) : "—"}</td>
                  <td className="px-2 py-1">{r.people}</td>
                  <td className="px-2 py-1">{r.objects || "—"}</td>
                  <td className="px-2 py-1">{r.textLines ?? "未识别"}</td>
                  <td className="px-2 py-1">{r.textArea === null ? "未识别" : percent(r.textArea)}</td>
                  <td className="max-w-48 truncate px-2 py-1">{r.words || "—"}</td>
                  <td className="px-2 py-1 whitespace-nowrap">{r.colors}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ul className="space-y-6">
        {items.map((item) => (
          <li
            key={item.key}
            data-file-entry={item.name}
            className="space-y-2 rounded-lg border border-gray-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <strong className="font-bold text-ink">{item.name}</strong>
              <span className="text-muted" aria-live="polite">
                {item.status === "waiting" ? "待标注" : item.status === "reading" ? "标注中…" : ""}
                {item.status === "done" && item.ms !== undefined ? `完成（人脸、人物和物体用时 ${item.ms} 毫秒）` : ""}
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
            {item.status === "done" && item.tags ? (
              <div data-tagging-done="" data-file={item.name} data-ms={item.ms}>
                <TaggedFileCard
                  name={item.name}
                  url={item.url}
                  tags={item.tags}
                  textRead={item.row?.textLines !== null}
                />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">
        能识别：人脸、人物、COCO 数据集的 79 类常见物体（如杯子、瓶子、手机、汽车、猫狗）、图中文字和主色。
        不能识别：品牌和 Logo、具体商品型号、场景与卖点、情绪与年龄；小于画面约 2% 的人脸和侧脸容易漏掉。
        结果是模型的自动判断，置信度越低越需要人工确认。
      </p>
    </div>
  );
}
