/**
 * 版权风险检测: drop design files and images; fonts named in them are matched against the licence data
 * (font-licences.ts) and images' own rights fields and stock-agency clues are listed. Everything is read
 * in this browser (a worker for PSD/SVG/Office/images, PDF.js for PDF/AI). The wording follows the
 * README's rules: 需授权 is not 侵权, and 未发现 is not 无风险.
 */
import { useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { buttonClass } from "../../../components/ui/button";
import { FileDrop } from "../../kit/file-drop";
import { SourceBadge } from "../../kit/source-badge";
import { downloadBlob } from "../media-kit";
import type { LicenceVerdict } from "./font-licences";
import { loadPdfJs } from "./pdf-loader";
import { scanPdf } from "./pdf-fonts";
import { buildReport, kindLabel, reportCsv, rightsLabel, summarise, type FileReport } from "./report";
import type { FileScan } from "./report-types";
import { sniffKind } from "./sniff-kind";
import { useWatermarkReader, WatermarkProgress, WatermarkResult, type WatermarkState } from "./watermark-panel";
import { EmptyState } from "../../kit/batch-status";

const MAX_BYTES = 300 * 1024 * 1024;
const ACCEPT = ".psd,.pdf,.ai,.eps,.svg,.docx,.pptx,.xlsx,.jpg,.jpeg,.png,.webp,.tif,.tiff,.gif,image/*";

type Item = { id: number; name: string; status: "working" | "done" | "error"; report?: FileReport; error?: string };

const riskTone: Record<LicenceVerdict, string> = {
  需授权: "bg-red-50 text-red-800 border-red-200",
  未知: "bg-amber-50 text-amber-900 border-amber-200",
  可商用: "bg-emerald-50 text-emerald-800 border-emerald-200",
};

let nextId = 1;

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export default function CopyrightRiskRunner({ requestRun, saveHistory }: ToolRunnerProps) {
  const [items, setItems] = useState<Item[]>([]);
  const [blocked, setBlocked] = useState<string | null>(null);
  const workerRef = useRef<Worker | null>(null);
  const watermarks = useWatermarkReader();

  const update = (id: number, patch: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  const scanInWorker = (name: string, buffer: ArrayBuffer) =>
    new Promise<FileScan>((resolve, reject) => {
      const worker = (workerRef.current ??= new Worker(new URL("./scan.worker.ts", import.meta.url), {
        type: "module",
      }));
      const id = nextId++;
      const onMessage = (e: MessageEvent<{ id: number; ok: boolean; scan?: FileScan; message?: string }>) => {
        if (e.data.id !== id) return;
        worker.removeEventListener("message", onMessage);
        if (e.data.ok && e.data.scan) resolve(e.data.scan);
        else reject(new Error(e.data.message ?? "文件无法解析。"));
      };
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", () => reject(new Error("分析程序没能启动，请刷新页面后重试。")), { once: true });
      worker.postMessage({ id, name, buffer }, [buffer]);
    });

  const scanOne = async (file: File, id: number) => {
    try {
      if (file.size > MAX_BYTES)
        throw new Error("文件超过 300 MB，浏览器无法一次读入。请导出较小的副本（如 PDF）再检查。");
      if (file.size === 0) throw new Error("这是一个空文件。");
      const buffer = await file.arrayBuffer();
      const bytes = new Uint8Array(buffer);
      const kind = sniffKind(file.name, bytes);
      let scan: FileScan;
      if (kind === "pdf" || kind === "ai") {
        let pdfjs;
        try {
          pdfjs = await loadPdfJs();
        } catch {
          throw new Error("PDF 读取组件没能加载（网络中断或被拦截），请刷新页面后重试。");
        }
        scan = await scanPdf(bytes, pdfjs, kind);
      } else scan = await scanInWorker(file.name, buffer);
      const report = buildReport(file.name, scan);
      update(id, { status: "done", report });
      return report;
    } catch (e) {
      update(id, { status: "error", error: e instanceof Error ? e.message : "文件无法解析。" });
      return null;
    }
  };

  const onFiles = async (files: File[]) => {
    if (!(await requestRun({ batchSize: files.length }))) {
      setBlocked(`暂时不能检查这 ${files.length} 个文件，已选的文件没有丢失，满足条件后重新选择即可。`);
      return;
    }
    setBlocked(null);
    const queued = files.map((f) => ({ id: nextId++, name: f.name, status: "working" as const }));
    setItems(queued);
    watermarks.reset();
    const scanned = await Promise.all(files.map((f, i) => scanOne(f, queued[i]!.id)));
    const done = scanned.filter((r) => r !== null);
    if (done.length) {
      const s = summarise(done);
      // History keeps the verdict counts and file names only, never the files (README: history in this browser).
      saveHistory({
        input: "",
        summary: `${done.map((r) => r.file).join("、")}：需授权字体 ${s.fonts.需授权}，未知 ${s.fonts.未知}，可商用 ${s.fonts.可商用}，图库线索 ${s.agencies}`,
      });
    }
    // Watermarks need OCR: its models load only now, and only when images were dropped.
    await watermarks.read(
      files.flatMap((file, i) => (scanned[i]?.kind === "image" ? [{ id: queued[i]!.id, file }] : [])),
    );
  };

  const reports = items.flatMap((i) => (i.report ? [i.report] : []));
  const summary = summarise(reports);
  const working = items.some((i) => i.status === "working");
  const doneOnce = items.length > 0 && !working;

  const exportCsv = () => {
    downloadBlob(
      new Blob([reportCsv(reports, today(), watermarkHits(items, watermarks.states))], {
        type: "text/csv;charset=utf-8",
      }),
      `版权风险检测-${today()}.csv`,
    );
  };

  return (
    <div className="space-y-4">
      <FileDrop
        label="选择或拖入设计文件和图片"
        accept={ACCEPT}
        multiple
        onFiles={onFiles}
        hint="支持 PSD、PDF、AI、SVG、Word/PPT/Excel（docx/pptx/xlsx）和 JPG/PNG/WebP/TIFF。文件只在本机浏览器里读取，不会上传。"
      />
      {blocked ? (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {blocked}
        </p>
      ) : null}
      {items.length === 0 ? (
        <EmptyState>
          放入文件后，这里列出文件里用到的每款字体、它属于哪家字库、商用是否需要授权（附依据和核对日期），以及图片自带的作者、版权声明和图库线索。
        </EmptyState>
      ) : null}
      {working ? (
        <p role="status" className="text-sm text-muted">
          正在读取 {items.filter((i) => i.status === "working").length} 个文件…
        </p>
      ) : null}

      <WatermarkProgress progress={watermarks.progress} />

      {doneOnce && reports.length ? (
        <div
          className="flex flex-wrap items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm"
          data-testid="copyright-summary"
        >
          <span>共 {summary.files} 个文件</span>
          <span className="text-red-800">需授权字体 {summary.fonts.需授权}</span>
          <span className="text-amber-900">未知 {summary.fonts.未知}</span>
          <span className="text-emerald-800">可商用 {summary.fonts.可商用}</span>
          <span>版权信息 {summary.rights} 条</span>
          <span>图库线索 {summary.agencies} 条</span>
          <button type="button" className={`${buttonClass} ml-auto`} onClick={exportCsv}>
            导出报告 CSV
          </button>
        </div>
      ) : null}

      {items.map((item) => (
        <FileResult key={item.id} item={item} watermark={watermarks.states.get(item.id)} />
      ))}

      {items.length ? (
        <p className="rounded-lg border border-gray-200 p-3 text-xs text-muted" data-testid="copyright-limits">
          这是基于文件内容的自查提醒，不是法律意见。「需授权」表示商用前需确认你持有对应授权，不代表侵权；「未发现」不等于没有风险：已栅格化、转曲的文字和图片中的文字无法识别字体；图片上的图库水印文字由本机文字识别查找，很淡或只有图形标志的水印可能查不到，请同时目视检查。
        </p>
      ) : null}
    </div>
  );
}

/** Watermark hits per file name, for the CSV (null: the file was not checked for watermarks). */
function watermarkHits(items: Item[], states: Map<number, WatermarkState>) {
  const out = new Map<string, WatermarkState>();
  for (const item of items) {
    const state = states.get(item.id);
    if (state) out.set(item.name, state);
  }
  return out;
}

function FileResult({ item, watermark }: { item: Item; watermark: WatermarkState | undefined }) {
  const r = item.report;
  const headingId = `cr-file-${item.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-gray-200 p-3 text-sm"
      data-item={item.name}
      data-status={item.status}
    >
      <h3 id={headingId} className="font-medium break-all">
        {item.name}
        {r ? (
          <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs font-normal text-gray-700">
            {kindLabel[r.kind]}
          </span>
        ) : null}
      </h3>
      {item.status === "working" ? <p className="mt-1 text-muted">读取中…</p> : null}
      {item.status === "error" ? (
        <p role="alert" className="mt-2 rounded border border-red-200 bg-red-50 p-2 text-red-800">
          {item.error}
        </p>
      ) : null}
      {r ? (
        <>
          {r.fonts.length ? (
            <div className="mt-2 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-xs">
                <caption className="sr-only">{item.name} 中的字体</caption>
                <thead>
                  <tr className="border-b border-gray-200 text-muted">
                    <th scope="col" className="py-1 pr-2 font-medium">
                      文件中的写法
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      识别为
                    </th>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      结论
                    </th>
                    <th scope="col" className="py-1 font-medium">
                      说明与依据
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.fonts.map((f) => (
                    <tr
                      key={f.name}
                      className="border-b border-gray-100 align-top"
                      data-font={f.name}
                      data-risk={f.match.verdict}
                      data-file={r.file}
                    >
                      <td className="py-1.5 pr-2 font-mono break-all">
                        {f.name}
                        <span className="block font-sans text-muted">
                          {f.where.slice(0, 3).join("、")}
                          {f.where.length > 3 ? ` 等 ${f.where.length} 处` : ""}
                          {f.embedded === false ? " · 未嵌入" : f.embedded ? " · 已嵌入" : ""}
                        </span>
                      </td>
                      <td className="py-1.5 pr-2">
                        {f.match.record?.family ?? "—"}
                        <span className="block text-muted">{f.match.foundry?.name ?? "未收录"}</span>
                      </td>
                      <td className="py-1.5 pr-2">
                        <span
                          className={`inline-block rounded border px-1.5 py-0.5 font-medium whitespace-nowrap ${riskTone[f.match.verdict]}`}
                        >
                          {f.match.verdict}
                        </span>
                      </td>
                      <td className="py-1.5">
                        <span className="block">{f.condition}</span>
                        {f.source ? <SourceBadge source={f.source} /> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {r.rights.length ? (
            <ul className="mt-2 space-y-1" aria-label={`${item.name} 的版权信息`}>
              {r.rights.map((m) => (
                <li key={`${m.key}-${m.value}`} data-meta={m.key} data-file={r.file} className="break-all">
                  <span className="text-muted">
                    {rightsLabel[m.key]}（{m.from}）：
                  </span>
                  {m.value}
                </li>
              ))}
            </ul>
          ) : null}
          {r.agencies.length ? (
            <ul className="mt-2 space-y-1">
              {r.agencies.map((a) => (
                <li
                  key={a.agency.key}
                  data-agency={a.agency.key}
                  data-file={r.file}
                  className="rounded border border-amber-200 bg-amber-50 p-2 text-amber-900"
                >
                  {a.clue}提示可能来自<strong className="font-medium">{a.agency.name}</strong>（{a.agency.kind}）：
                  {a.agency.note}
                  <span className="mt-1 block">
                    <SourceBadge source={a.agency.source} />
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <WatermarkResult state={watermark} file={r.file} />
          {!r.fonts.length && !r.rights.length && !r.agencies.length ? (
            <p className="mt-2 text-muted" data-testid="nothing-found">
              未发现字体名称、版权信息或图库线索。这不代表没有风险：请确认素材来源和授权记录。
            </p>
          ) : null}
          {r.notes.length ? (
            <ul className="mt-2 list-disc space-y-0.5 pl-5 text-xs text-muted">
              {r.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
