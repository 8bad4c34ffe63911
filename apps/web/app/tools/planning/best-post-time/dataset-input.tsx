/**
 * Where a data set comes from: a dropped or chosen CSV/XLSX, pasted rows, or one of the sample
 * exports (hashed assets of this site, emitted by Vite from samples/: fetching one sends nothing of
 * the user's). Reading happens here, in the browser (read-table.ts).
 */
import { useId, useState } from "react";
import { DropZone, FileButton } from "../../kit/file-drop";
import channelsUrl from "./samples/channels.csv?url";
import douyinUrl from "./samples/douyin.csv?url";
import wechatUrl from "./samples/wechat.csv?url";
import xiaohongshuUrl from "./samples/xiaohongshu.csv?url";
import { detectColumns, findHeaderRow, type ColumnMapping } from "./columns";
import { parseCsv, readTableFile, TableError, type Table } from "./read-table";

export type Dataset = { name: string; table: Table; header: number; mapping: ColumnMapping };

export const SAMPLES = [
  { url: douyinUrl, label: "抖音" },
  { url: xiaohongshuUrl, label: "小红书" },
  { url: channelsUrl, label: "视频号" },
  { url: wechatUrl, label: "公众号" },
] as const;

const BTN =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";

/** Rows → a data set, or a Chinese error that says what to fix. */
export function toDataset(name: string, table: Table): Dataset {
  if (table.length === 0) throw new TableError("文件里没有数据行。");
  const found = findHeaderRow(table);
  if (found < 0) {
    throw new TableError("没有找到表头：前 10 行里需要有「发布时间」和至少一列互动数据（播放、点赞、评论等）。");
  }
  if (table.length - found - 1 < 1) throw new TableError("表头下面没有数据行。");
  return { name, table, header: found, mapping: detectColumns(table[found]!) };
}

export function DatasetInput({
  label,
  busy,
  onLoad,
}: {
  label: string;
  busy: boolean;
  /** Called with a loader; the parent asks for a run first and shows errors. */
  onLoad: (load: () => Promise<Dataset>) => void;
}) {
  const ids = useId();
  const [pasted, setPasted] = useState("");
  const fromFile = (file: File | undefined) => {
    if (file) onLoad(async () => toDataset(file.name, await readTableFile(file)));
  };
  return (
    <div className="flex flex-col gap-3">
      <DropZone className="p-4 text-sm" onFiles={(files) => !busy && fromFile(files[0])}>
        <label htmlFor={`${ids}-file`} className="block font-medium">
          {label}：选择或拖入后台导出的帖子数据（CSV / XLSX）
        </label>
        <div className="mt-2">
          <FileButton
            id={`${ids}-file`}
            accept=".csv,.xlsx,.tsv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onFiles={(files) => {
              if (!busy) fromFile(files[0]);
            }}
          >
            选择文件
          </FileButton>
        </div>
        <p className="mt-2 text-xs text-gray-700">文件只在你的浏览器里读取，不会上传。</p>
      </DropZone>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span>没有数据？用示例数据试试（模拟账号，非真实数据）：</span>
        {SAMPLES.map((s) => (
          <button
            key={s.label}
            type="button"
            className={BTN}
            disabled={busy}
            onClick={() =>
              onLoad(async () => {
                const res = await fetch(s.url);
                if (!res.ok) throw new TableError("示例数据加载失败，请稍后重试。");
                return toDataset(`${s.label}示例数据`, await parseCsv((await res.text()).replace(/^\uFEFF/, "")));
              })
            }
          >
            {s.label}示例
          </button>
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer">或者粘贴表格内容（从 Excel 复制，含表头）</summary>
        <label htmlFor={`${ids}-paste`} className="sr-only">
          粘贴的表格内容
        </label>
        <textarea
          id={`${ids}-paste`}
          rows={5}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
          placeholder={"发布时间\t播放量\t点赞\n2026-05-04 20:30\t12000\t340"}
          className="mt-2 block w-full rounded-md border border-gray-300 p-2 font-mono text-xs"
        />
        <button
          type="button"
          className={`${BTN} mt-2`}
          disabled={busy || pasted.trim() === ""}
          onClick={() => onLoad(async () => toDataset("粘贴的数据", await parseCsv(pasted)))}
        >
          分析粘贴的数据
        </button>
      </details>
    </div>
  );
}
