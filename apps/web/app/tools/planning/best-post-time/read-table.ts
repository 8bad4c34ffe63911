/**
 * A dropped or pasted export → rows of cells, in the browser. CSV through papaparse (UTF-8, or
 * GB18030 when the bytes are not UTF-8: Excel on Chinese Windows saves CSV that way), XLSX through
 * exceljs (MIT; `xlsx` on the registry is stuck at an old release), both imported only when a file
 * arrives, so neither is in the page's first load.
 */

export type Table = unknown[][];

export class TableError extends Error {}

/** Bytes → text: UTF-8 (BOM dropped) or, when that fails, GB18030 (a superset of GBK). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("gb18030").decode(bytes);
  }
}

export async function parseCsv(text: string): Promise<Table> {
  const Papa = (await import("papaparse")).default;
  // Pasted from a spreadsheet: tabs. Papa's delimiter guess handles both.
  const result = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  return result.data;
}

type ExcelCell = { value: unknown; text?: string };

function cellValue(cell: ExcelCell): unknown {
  const v = cell.value;
  if (v === null || v === undefined) return "";
  if (v instanceof Date || typeof v !== "object") return v;
  const o = v as { result?: unknown; richText?: { text: string }[]; text?: string; error?: string };
  if ("result" in o) return o.result ?? "";
  if (o.richText) return o.richText.map((r) => r.text).join("");
  if (typeof o.text === "string") return o.text;
  return cell.text ?? "";
}

/** The first worksheet with data. */
export async function parseXlsx(bytes: ArrayBuffer): Promise<Table> {
  const ExcelJS = await import("exceljs");
  const Workbook =
    (ExcelJS as unknown as { Workbook?: typeof import("exceljs").Workbook }).Workbook ??
    (ExcelJS as unknown as { default: { Workbook: typeof import("exceljs").Workbook } }).default.Workbook;
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    throw new TableError("这个 XLSX 文件打不开（可能已损坏或加了密码），请在 Excel 里另存为 .xlsx 或 .csv 再试。");
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) return [];
  const rows: Table = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = cellValue(cell as unknown as ExcelCell);
    });
    rows.push(Array.from(cells, (c) => c ?? ""));
  });
  return rows;
}

/** Blob.arrayBuffer is missing in WebViews before iOS 14 (and jsdom): FileReader there. */
function fileBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === "function") return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsArrayBuffer(file);
  });
}

export const MAX_FILE_BYTES = 30 * 1024 * 1024;

export async function readTableFile(file: File): Promise<Table> {
  if (file.size > MAX_FILE_BYTES) throw new TableError("文件超过 30 MB，请只导出需要的时间段再试。");
  const name = file.name.toLowerCase();
  const bytes = await fileBytes(file);
  if (name.endsWith(".xlsx")) return parseXlsx(bytes);
  if (name.endsWith(".xls")) throw new TableError("不支持旧版 .xls，请在 Excel 里另存为 .xlsx 或 .csv。");
  if (name.endsWith(".csv") || name.endsWith(".txt") || name.endsWith(".tsv") || file.type.startsWith("text/")) {
    return parseCsv(decodeText(new Uint8Array(bytes)));
  }
  throw new TableError("请选择 CSV 或 XLSX 文件（后台导出的数据表）。");
}
