/** 二维码生成's 批量生成: one code per CSV row, zipped (fflate), same styling as the single code. */
import { useId, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { primaryButtonClass } from "../../../components/ui/button";
import { batchFileNames, drawQr, layout, qrMatrix, type QrOptions } from "./qr";
import { canvasBlob, download } from "./qr-canvas";
import { FileButton } from "../../kit/file-drop";

const TEXT_COLUMNS = ["内容", "链接", "text", "url"];
const NAME_COLUMNS = ["文件名", "名称", "name", "filename"];

export function QrBatch({
  options,
  numbers,
  logo,
  requestRun,
}: {
  options: QrOptions;
  /** A refused 尺寸 or 白边 (qr-settings.ts): no batch until it is fixed. */
  numbers: string | null;
  logo: HTMLImageElement | null;
  requestRun: ToolRunnerProps["requestRun"];
}) {
  const [csv, setCsv] = useState("");
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const run = async () => {
    if (numbers) return setStatus(`暂时不能批量生成：${numbers}`);
    if (!csv.trim()) return setStatus("请先粘贴 CSV 内容或选择 CSV 文件");
    const Papa = (await import("papaparse")).default;
    const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: "greedy",
    }).data;
    const col = (row: Record<string, string>, names: string[]) => {
      const key = Object.keys(row).find((k) => names.includes(k.trim().toLowerCase()));
      return key ? (row[key] ?? "").trim() : "";
    };
    const items = rows
      .map((row) => ({ text: col(row, TEXT_COLUMNS), name: col(row, NAME_COLUMNS) }))
      .filter((item) => item.text);
    if (!items.length) return setStatus("没有找到内容：第一行表头需要有“内容”或“链接”列");
    if (items.length > 1000) return setStatus(`一次最多 1000 个，当前 ${items.length} 个，请拆开处理`);
    if (!(await requestRun({ batchSize: items.length }))) return;
    setBusy(true);
    try {
      const names = batchFileNames(items.map((i) => i.name));
      const files: Record<string, Uint8Array> = {};
      const skipped: string[] = [];
      const canvas = document.createElement("canvas");
      for (let i = 0; i < items.length; i++) {
        setStatus(`正在生成 ${i + 1}/${items.length}…`);
        try {
          const matrix = qrMatrix(items[i]!.text, options.level);
          const { px } = layout(matrix, options);
          canvas.width = px;
          canvas.height = px;
          const ctx = canvas.getContext("2d");
          if (!ctx) throw new Error("canvas");
          drawQr(ctx, matrix, options, logo);
          files[names[i]!] = new Uint8Array(await (await canvasBlob(canvas)).arrayBuffer());
        } catch {
          skipped.push(`第 ${i + 2} 行`);
        }
        // One code per task keeps the page responsive on big batches.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      const { zipSync } = await import("fflate");
      // PNG is already compressed: store, don't deflate again.
      download(
        new Blob([zipSync(files, { level: 0 }) as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
        "qrcodes.zip",
      );
      setStatus(
        `已打包 ${Object.keys(files).length} 个二维码${skipped.length ? `；${skipped.join("、")}内容太长，已跳过` : ""}。`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <h3 id={`${id}-h`} className="font-bold">
        批量生成（CSV → ZIP）
      </h3>
      <label htmlFor={id} className="text-sm text-gray-800">
        CSV 内容（表头：内容 或 链接，可选 文件名；使用上面的样式设置）
      </label>
      <textarea
        id={id}
        rows={4}
        value={csv}
        onChange={(e) => setCsv(e.target.value)}
        className="rounded-lg border border-gray-300 p-2 font-mono text-sm"
        placeholder={"文件名,链接\n门店A,https://shop.example.com/a"}
      />
      <div className="flex flex-wrap items-center gap-2">
        <FileButton accept=".csv,text/csv" onFiles={async ([file]) => file && setCsv(await file.text())}>
          选择 CSV 文件
        </FileButton>
        <button type="button" className={primaryButtonClass} onClick={run} disabled={busy}>
          {busy ? "正在生成…" : "批量生成并下载 ZIP"}
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-gray-800">
        {status}
      </p>
    </section>
  );
}
