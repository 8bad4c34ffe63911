import { writePsdBuffer } from "ag-psd";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { fontRecords } from "./font-licences";
import { matchFont } from "./font-match";
import { readImageRights } from "./image-rights";
import { scanOoxml } from "./ooxml-fonts";
import { postScriptFonts } from "./pdf-fonts";
import { scanPsd } from "./psd-fonts";
import { buildReport, reportCsv, summarise } from "./report";
import { sniffKind } from "./scan-file";
import { findAgencies } from "./stock-agencies";
import { scanSvg } from "./svg-fonts";

describe("font licence data", () => {
  it("has at least 150 families, each with a verdict, source and checked date, and no alias claimed twice", () => {
    expect(fontRecords.length).toBeGreaterThanOrEqual(150);
    const seen = new Map<string, string>();
    for (const r of fontRecords) {
      expect(["可商用", "需授权", "未知"]).toContain(r.verdict);
      expect(r.source.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.condition.length).toBeGreaterThan(4);
      for (const a of [r.family, ...r.aliases]) {
        const k = a.toLowerCase().replace(/[\s\-_]/g, "");
        expect(seen.get(k) ?? r.family, `${a} in ${r.family} and ${seen.get(k)}`).toBe(r.family);
        seen.set(k, r.family);
      }
    }
  });
});

describe("matchFont", () => {
  it.each([
    ["FZLTHJW--GB1-0", "方正兰亭黑", "需授权"],
    ["ABCDEF+FZLTCHK--GBK1-0", "方正兰亭粗黑", "需授权"],
    ["SourceHanSansCN-Bold", "思源黑体", "可商用"],
    ["NotoSansCJKsc-Regular", "Noto Sans CJK", "可商用"],
    ["Microsoft YaHei UI Light", "微软雅黑", "需授权"],
    ["汉仪旗黑-55简", "汉仪旗黑", "需授权"],
    ["DFPShaoNvW5", "华康少女文字", "需授权"],
    ["LXGWWenKai-Regular", "霞鹜文楷", "可商用"],
    ["AlibabaPuHuiTi-2-85-Bold", "阿里巴巴普惠体", "可商用"],
    ["FZHei-B01S", "方正黑体", "可商用"],
    ["Arial-BoldMT", "Arial", "未知"],
    ["TimesNewRomanPSMT", "Times New Roman", "未知"],
    ["HarmonyOS_Sans_SC_Bold", "HarmonyOS Sans", "可商用"],
  ])("%s → %s (%s)", (name, family, verdict) => {
    const m = matchFont(name);
    expect(m.record?.family).toBe(family);
    expect(m.verdict).toBe(verdict);
  });

  it("attributes an unlisted foundry font by its prefix, and says nothing it does not know", () => {
    const fz = matchFont("FZQiTi-S14S");
    expect(fz.how).toBe("prefix");
    expect(fz.foundry?.key).toBe("founder");
    expect(fz.verdict).toBe("需授权");
    expect(matchFont("汉仪某新体W").foundry?.key).toBe("hanyi");
    const unknown = matchFont("MyStudioDisplay");
    expect(unknown).toMatchObject({ how: "none", verdict: "未知", record: null, foundry: null });
    // AR PL fonts are the free Arphic ones, not 文鼎's commercial range.
    expect(matchFont("AR PL UMing CN").verdict).toBe("可商用");
  });
});

describe("scanSvg", () => {
  it("reads attributes, style attributes, style sheets, shorthand and @font-face, without generic families", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><style>.t{font-family:'Source Han Sans CN',sans-serif}
      @font-face{font-family:"ZCOOL KuaiLe";src:url(a.woff2)} .b{font: bold 24px/1.2 "FZLanTingHei", serif}</style>
      <text font-family="Microsoft YaHei, Arial">a</text><text style="font-family: &quot;HYQiHei&quot;">b</text></svg>`;
    const names = scanSvg(svg).fonts.map((f) => f.name);
    expect(names.sort()).toEqual(
      ["Arial", "FZLanTingHei", "HYQiHei", "Microsoft YaHei", "Source Han Sans CN", "ZCOOL KuaiLe"].sort(),
    );
  });

  it("says text may be outlined when an SVG has no text", () => {
    const scan = scanSvg(`<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h10"/></svg>`);
    expect(scan.fonts).toEqual([]);
    expect(scan.notes.join("")).toContain("转曲");
  });
});

describe("scanOoxml", () => {
  const theme = `<a:theme><a:fontScheme><a:majorFont><a:latin typeface="Calibri Light"/><a:ea typeface=""/><a:font script="Jpan" typeface="游ゴシック Light"/><a:font script="Hans" typeface="等线 Light"/></a:majorFont><a:minorFont><a:latin typeface="Calibri"/><a:ea typeface=""/><a:font script="Hans" typeface="等线"/></a:minorFont></a:fontScheme></a:theme>`;

  it("reads Word theme, style and run fonts but not other scripts' theme defaults, and counts embedded fonts", () => {
    const zip = zipSync({
      "word/document.xml": strToU8(
        `<w:document><w:r><w:rPr><w:rFonts w:ascii="Arial" w:eastAsia="方正兰亭黑_GBK" w:hAnsi="Arial"/></w:rPr></w:r></w:document>`,
      ),
      "word/styles.xml": strToU8(`<w:styles><w:rFonts w:asciiTheme="minorHAnsi" w:eastAsia="微软雅黑"/></w:styles>`),
      "word/theme/theme1.xml": strToU8(theme),
      "word/fonts/font1.odttf": new Uint8Array(10),
    });
    const scan = scanOoxml(zip);
    expect(scan.kind).toBe("docx");
    const names = scan.fonts.map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining(["Arial", "方正兰亭黑_GBK", "微软雅黑", "Calibri", "等线", "等线 Light"]),
    );
    expect(names).not.toContain("游ゴシック Light");
    expect(scan.notes.join("")).toContain("嵌入了 1 个字体文件");
  });

  it("reads PowerPoint slides and Excel styles, and rejects other zips", () => {
    const pptx = zipSync({
      "ppt/presentation.xml": strToU8("<p:presentation/>"),
      "ppt/slides/slide2.xml": strToU8(
        `<p:sld><a:rPr><a:latin typeface="Montserrat"/><a:ea typeface="站酷快乐体"/><a:latin typeface="+mn-lt"/></a:rPr></p:sld>`,
      ),
    });
    const p = scanOoxml(pptx);
    expect(p.kind).toBe("pptx");
    expect(p.fonts).toEqual([
      { name: "Montserrat", where: ["第 2 页"] },
      { name: "站酷快乐体", where: ["第 2 页"] },
    ]);
    const xlsx = zipSync({
      "xl/workbook.xml": strToU8("<workbook/>"),
      "xl/styles.xml": strToU8(`<styleSheet><fonts><font><sz val="11"/><name val="宋体"/></font></fonts></styleSheet>`),
    });
    expect(scanOoxml(xlsx).fonts.map((f) => f.name)).toEqual(["宋体"]);
    expect(() => scanOoxml(zipSync({ "a.txt": strToU8("x") }))).toThrow("不是 Word");
  });
});

describe("scanPsd", () => {
  it("reads every text layer's fonts, in groups too, and counts what it cannot look into", () => {
    const psd = writePsdBuffer({
      width: 100,
      height: 100,
      children: [
        {
          name: "标题",
          text: {
            text: "双十一",
            style: { font: { name: "FZLTHJW--GB1-0" } },
            styleRuns: [
              { length: 2, style: { font: { name: "FZLTHJW--GB1-0" } } },
              { length: 1, style: { font: { name: "SourceHanSansCN-Bold" } } },
            ],
          },
        },
        {
          name: "组",
          children: [{ name: "价格", text: { text: "99", style: { font: { name: "DINAlternate-Bold" } } } }],
        },
        { name: "背景" },
      ],
    });
    const scan = scanPsd(new Uint8Array(psd));
    expect(scan.fonts.map((f) => f.name)).toEqual(["FZLTHJW--GB1-0", "SourceHanSansCN-Bold", "DINAlternate-Bold"]);
    expect(scan.fonts[2]!.where).toEqual(["图层「组 / 价格」"]);
    expect(scan.notes.join("")).toContain("1 个像素图层");
  });
});

describe("postScriptFonts", () => {
  it("reads DSC font comments with continuation lines", () => {
    const eps = strToU8(
      "%!PS-Adobe-3.0 EPSF-3.0\n%%DocumentNeededResources: font FZLTHJW--GB1-0\n%%+ font ArialMT\n%%+ procset Adobe_AGM_Image\n%%EndComments\n",
    );
    expect(postScriptFonts(eps)).toEqual(["FZLTHJW--GB1-0", "ArialMT"]);
  });
});

/** A JPEG with an EXIF APP1 (Artist, Copyright) and an XMP APP1, written by hand. */
function jpegWithMetadata(): Uint8Array {
  const enc = new TextEncoder();
  const artist = enc.encode("张三\0");
  const copyright = enc.encode("© Getty Images\0");
  const ifdSize = 2 + 2 * 12 + 4;
  const tiff = new Uint8Array(8 + ifdSize + artist.length + copyright.length);
  const v = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 42, 0]);
  v.setUint32(4, 8, true);
  v.setUint16(8, 2, true);
  const entry = (i: number, tag: number, data: Uint8Array, offset: number) => {
    const at = 10 + i * 12;
    v.setUint16(at, tag, true);
    v.setUint16(at + 2, 2, true);
    v.setUint32(at + 4, data.length, true);
    v.setUint32(at + 8, offset, true);
    tiff.set(data, offset);
  };
  entry(0, 0x013b, artist, 8 + ifdSize);
  entry(1, 0x8298, copyright, 8 + ifdSize + artist.length);
  const segment = (marker: number, body: Uint8Array) => {
    const out = new Uint8Array(4 + body.length);
    out.set([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]);
    out.set(body, 4);
    return out;
  };
  const exif = segment(0xe1, new Uint8Array([...enc.encode("Exif\0\0"), ...tiff]));
  const xmpBody = `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description xmpRights:WebStatement="https://www.gettyimages.com/eula" photoshop:Credit="Getty Images/iStockphoto"><dc:rights><rdf:Alt><rdf:li xml:lang="x-default">Copyright 2024 A &amp; B</rdf:li></rdf:Alt></dc:rights><xmpRights:UsageTerms><rdf:Alt><rdf:li>仅限编辑用途</rdf:li></rdf:Alt></xmpRights:UsageTerms></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const xmp = segment(0xe1, enc.encode(xmpBody));
  return new Uint8Array([0xff, 0xd8, ...exif, ...xmp, 0xff, 0xd9]);
}

describe("readImageRights and agencies", () => {
  it("reads EXIF and XMP rights fields from a JPEG", () => {
    const fields = readImageRights(jpegWithMetadata());
    expect(fields).toEqual(
      expect.arrayContaining([
        { key: "creator", value: "张三", from: "EXIF" },
        { key: "copyright", value: "© Getty Images", from: "EXIF" },
        { key: "copyright", value: "Copyright 2024 A & B", from: "XMP" },
        { key: "usage", value: "仅限编辑用途", from: "XMP" },
        { key: "credit", value: "Getty Images/iStockphoto", from: "XMP" },
        { key: "web-statement", value: "https://www.gettyimages.com/eula", from: "XMP" },
      ]),
    );
    expect(findAgencies("photo.jpg", fields).map((h) => h.agency.key)).toEqual(["getty", "istock"]);
  });

  it("finds agencies from download file names, and nothing in a plain name", () => {
    expect(findAgencies("shutterstock_1234567890.jpg", []).map((h) => h.agency.name)).toEqual(["Shutterstock"]);
    expect(findAgencies("VCG41N1234567890.jpg", [])[0]!.agency.name).toBe("视觉中国");
    expect(findAgencies("gettyimages-1234-612x612.jpg", [])[0]!.clue).toBe("文件名");
    expect(findAgencies("主图-最终版.jpg", [])).toEqual([]);
  });

  it("returns no fields for an image without metadata or a truncated file", () => {
    expect(readImageRights(new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toEqual([]);
    expect(readImageRights(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))).toEqual([]);
  });
});

describe("sniffKind, report and CSV", () => {
  it("decides the kind from the bytes, not the extension", () => {
    expect(sniffKind("x.png", new Uint8Array([0x38, 0x42, 0x50, 0x53]))).toBe("psd");
    expect(sniffKind("x.ai", strToU8("%PDF-1.6"))).toBe("ai");
    expect(sniffKind("x.txt", strToU8("<?xml version='1.0'?><svg>"))).toBe("svg");
    expect(sniffKind("x.pdf", strToU8("hello"))).toBe("unknown");
  });

  it("orders fonts by risk, summarises, and writes a CSV Excel opens safely", () => {
    const report = buildReport("海报.svg", {
      kind: "svg",
      fonts: [
        { name: "SourceHanSansCN-Bold", where: ["样式"] },
        { name: "=HYQiHei", where: ["样式"] },
        { name: "FZLTHJW--GB1-0", where: ["样式"] },
      ],
      rights: [],
      notes: [],
    });
    expect(report.fonts.map((f) => f.match.verdict)).toEqual(["需授权", "未知", "可商用"]);
    expect(summarise([report]).fonts).toEqual({ 需授权: 1, 未知: 1, 可商用: 1 });
    const csv = reportCsv(
      [report, buildReport("空白.svg", { kind: "svg", fonts: [], rights: [], notes: [] })],
      "2026-11-27",
    );
    expect(csv.startsWith("\uFEFF文件,类型")).toBe(true);
    expect(csv).toContain("'=HYQiHei");
    expect(csv).toContain("未发现字体或版权信息不代表没有风险");
    expect(csv).not.toMatch(/违法|侵权判断成立|无风险/);
  });
});
