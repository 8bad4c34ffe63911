// A small PDF writer for 版权风险检测's evaluation set (make-set.mjs): one page naming `fonts`, each
// either only named (no font program: the viewer substitutes it) or embedded from a TTF, with plain or
// Flate-compressed streams — the cases print-to-PDF cannot make.
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

export function pdf(fonts, { compress = false } = {}) {
  // fonts: [{ name, embed?: path of a TTF }]
  const objects = [];
  const add = (body) => (objects.push(body), objects.length);
  const stream = (dict, data) => {
    const bytes = compress ? deflateSync(data) : Buffer.from(data);
    return Buffer.concat([
      Buffer.from(`<< ${dict} ${compress ? "/Filter /FlateDecode " : ""}/Length ${bytes.length} >>\nstream\n`),
      bytes,
      Buffer.from("\nendstream"),
    ]);
  };
  const fontRefs = fonts.map((f, i) => {
    let descriptor = "";
    if (f.embed) {
      const ttf = readFileSync(f.embed);
      const file = add(stream(`/Length1 ${ttf.length}`, ttf));
      const desc = add(
        Buffer.from(
          `<< /Type /FontDescriptor /FontName /${f.name} /Flags 32 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 900 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 ${file} 0 R >>`,
        ),
      );
      descriptor = ` /FontDescriptor ${desc} 0 R`;
    }
    return [
      `F${i + 1}`,
      add(
        Buffer.from(
          `<< /Type /Font /Subtype /TrueType /BaseFont /${f.name} /FirstChar 32 /LastChar 126 /Encoding /WinAnsiEncoding${descriptor} >>`,
        ),
      ),
    ];
  });
  const text = fonts.map((_, i) => `BT /F${i + 1} 18 Tf 40 ${760 - i * 30} Td (Sample text ${i + 1}) Tj ET`).join("\n");
  const content = add(stream("", text));
  const resources = `<< /Font << ${fontRefs.map(([k, n]) => `/${k} ${n} 0 R`).join(" ")} >> >>`;
  const pagesId = objects.length + 2;
  const page = add(
    Buffer.from(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents ${content} 0 R >>`,
    ),
  );
  add(Buffer.from(`<< /Type /Pages /Kids [${page} 0 R] /Count 1 >>`));
  const catalog = add(Buffer.from(`<< /Type /Catalog /Pages ${pagesId} 0 R >>`));
  const parts = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets = [];
  let pos = parts[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    offsets.push(pos);
    parts.push(chunk);
    pos += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${pos}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref)]);
}
