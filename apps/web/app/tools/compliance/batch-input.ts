/** Turning a batch input (one text per line, or one CSV column) into texts. */

export function linesOf(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

export type ParsedCsv = { columns: string[]; rows: Record<string, string>[] };

/**
 * Header row required: the user picks the column that holds the copy. The CSV parser loads when a CSV is
 * picked (as in the planning tools), not with every compliance page.
 */
export async function parseCsv(raw: string): Promise<ParsedCsv | { error: string }> {
  const Papa = (await import("papaparse")).default;
  const parsed = Papa.parse<Record<string, string>>(raw.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
  });
  const columns = (parsed.meta.fields ?? []).filter((c) => c.trim() !== "");
  if (columns.length === 0) return { error: "没有读到表头：CSV 第一行应是列名，例如「标题,正文」。" };
  if (parsed.data.length === 0) return { error: "CSV 里只有表头，没有数据行。" };
  return { columns, rows: parsed.data };
}

export function columnTexts(csv: ParsedCsv, column: string): string[] {
  return csv.rows.map((r) => (r[column] ?? "").trim()).filter(Boolean);
}

/** Lets the browser paint between chunks so a long batch never blocks for > 50 ms. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A picked or dropped file's text, read locally (FileReader works everywhere, incl. older WebViews). */
export function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsText(blob);
  });
}
