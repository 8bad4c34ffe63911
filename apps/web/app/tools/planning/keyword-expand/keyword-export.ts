/**
 * Downloads of the keyword table: CSV (UTF-8 with BOM, so Excel shows the Chinese headers) and
 * XLSX through exceljs, imported only when the user asks for it.
 */

function save(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadCsv(name: string, csv: string) {
  save(name, new Blob([`\uFEFF${csv}`], { type: "text/csv;charset=utf-8" }));
}

export async function downloadXlsx(name: string, sheetName: string, rows: readonly (readonly string[])[]) {
  const ExcelJS = await import("exceljs");
  const Workbook =
    (ExcelJS as unknown as { Workbook?: typeof import("exceljs").Workbook }).Workbook ??
    (ExcelJS as unknown as { default: { Workbook: typeof import("exceljs").Workbook } }).default.Workbook;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => (c.width = 18));
  const buffer = await workbook.xlsx.writeBuffer();
  save(name, new Blob([buffer], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }));
}
