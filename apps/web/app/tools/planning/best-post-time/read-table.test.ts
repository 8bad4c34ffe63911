import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { decodeText, parseCsv, parseXlsx, readTableFile, TableError } from "./read-table";

describe("read-table", () => {
  it("decodes UTF-8 with a BOM and falls back to GB18030", () => {
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, 0xe5, 0x8f, 0x91]))).toBe("发");
    // 「发布时间」 in GBK.
    expect(decodeText(new Uint8Array([0xb7, 0xa2, 0xb2, 0xbc, 0xca, 0xb1, 0xbc, 0xe4]))).toBe("发布时间");
  });

  it("parses CSV and tab-separated paste", async () => {
    expect(await parseCsv('发布时间,点赞\n2026-05-04 20:00,"1,234"\n')).toEqual([
      ["发布时间", "点赞"],
      ["2026-05-04 20:00", "1,234"],
    ]);
    expect(await parseCsv("发布时间\t点赞\n2026-05-04 20:00\t12")).toEqual([
      ["发布时间", "点赞"],
      ["2026-05-04 20:00", "12"],
    ]);
  });

  it("reads the first XLSX sheet with dates, numbers, formulas and rich text", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("数据");
    ws.addRow(["标题", "发布时间", "点赞"]);
    ws.addRow([{ richText: [{ text: "示例" }, { text: "笔记" }] }, new Date(Date.UTC(2026, 4, 4, 20, 30)), 12]);
    ws.addRow(["第二条", "2026-05-05 08:00", { formula: "1+1", result: 2 }]);
    const buffer = await wb.xlsx.writeBuffer();
    const table = await parseXlsx(buffer as ArrayBuffer);
    expect(table[0]).toEqual(["标题", "发布时间", "点赞"]);
    expect(table[1]![0]).toBe("示例笔记");
    expect((table[1]![1] as Date).toISOString()).toBe("2026-05-04T20:30:00.000Z");
    expect(table[2]).toEqual(["第二条", "2026-05-05 08:00", 2]);
  });

  it("says in Chinese what is wrong with a file", async () => {
    await expect(readTableFile(new File(["x"], "a.xls"))).rejects.toThrow(TableError);
    await expect(readTableFile(new File(["x"], "a.pdf", { type: "application/pdf" }))).rejects.toThrow(
      "请选择 CSV 或 XLSX",
    );
    await expect(readTableFile(new File(["not a zip"], "a.xlsx"))).rejects.toThrow("打不开");
  });
});
