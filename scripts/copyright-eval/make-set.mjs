// The evaluation set of 版权风险检测 (docs/decisions/013-file-tools.md): files made by other programs than
// the tool's own readers, each with the fonts and rights fields it must report. PSDs are written by ag-psd,
// PDFs by Chromium's print-to-PDF (real embedded subsets) and by a small PDF writer below (named,
// embedded and non-embedded fonts, compressed streams), DOCX by `docx`, PPTX by `pptxgenjs`, XLSX by
// `exceljs`, JPEG EXIF by `piexifjs`, IPTC and PNG text by ImageMagick (skipped when `convert` is
// missing). `heldOut` cases were written after the matcher was tuned and never used to change it.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { deflateSync } from "node:zlib";

const require = createRequire(path.resolve(import.meta.dirname, "../../apps/web/package.json"));

/** @typedef {{ file: string, fonts?: [string, string][], rights?: [string, string][], agencies?: string[], heldOut?: boolean }} Case */

function pdf(fonts, { compress = false } = {}) {
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

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

async function psds(dir, cases) {
  const { writePsdBuffer } = require("ag-psd");
  const layer = (name, fonts) => ({
    name,
    text: {
      text: "促销标题文字".slice(0, Math.max(2, fonts.length)),
      style: { font: { name: fonts[0] } },
      styleRuns: fonts.map((f) => ({ length: 1, style: { font: { name: f } } })),
    },
  });
  const sets = [
    [
      "主图-双十一.psd",
      [
        ["标题", ["FZLTHJW--GB1-0"]],
        ["价格", ["DINAlternate-Bold"]],
        ["卖点", ["SourceHanSansCN-Medium", "SourceHanSansCN-Bold"]],
      ],
      [
        ["方正兰亭黑", "需授权"],
        ["DIN", "需授权"],
        ["思源黑体", "可商用"],
      ],
    ],
    [
      "海报-开学季.psd",
      [
        ["标题", ["HYQiHei-85J"]],
        ["副标题", ["MicrosoftYaHei-Bold"]],
      ],
      [
        ["汉仪旗黑", "需授权"],
        ["微软雅黑", "需授权"],
      ],
    ],
    [
      "详情页.psd",
      [
        ["正文", ["AlibabaPuHuiTi-2-55-Regular"]],
        ["标签", ["ZCOOLKuaiLe-Regular"]],
        ["英文", ["Montserrat-SemiBold"]],
      ],
      [
        ["阿里巴巴普惠体", "可商用"],
        ["站酷快乐体", "可商用"],
        ["Montserrat", "可商用"],
      ],
    ],
    [
      "直播封面.psd",
      [
        ["标题", ["MFLiHei_Noncommercial-Regular"]],
        ["时间", ["HarmonyOS_Sans_SC_Bold"]],
      ],
      [
        ["造字工房力黑", "需授权"],
        ["HarmonyOS Sans", "可商用"],
      ],
    ],
  ];
  const held = [
    [
      "banner-新品.psd",
      [
        ["标题", ["FZZZHONGJW--GB1-0"]],
        ["说明", ["PingFangSC-Semibold"]],
        ["数字", ["Helvetica-Bold"]],
      ],
      [
        ["FZZZHONGJW--GB1-0", "需授权"],
        ["苹方", "需授权"],
        ["Helvetica", "需授权"],
      ],
    ],
    [
      "公众号头图.psd",
      [
        ["标题", ["LXGWWenKai-Bold"]],
        ["落款", ["DFPWaWaW5"]],
        ["英文", ["Inter-Bold"]],
      ],
      [
        ["霞鹜文楷", "可商用"],
        ["华康娃娃体", "需授权"],
        ["Inter", "可商用"],
      ],
    ],
    [
      "小红书封面.psd",
      [
        ["标题", ["MiSans-Heavy"]],
        ["贴纸", ["YouSheBiaoTiHei"]],
        ["签名", ["MyStudioHand-Regular"]],
      ],
      [
        ["MiSans", "可商用"],
        ["优设标题黑", "可商用"],
        ["MyStudioHand-Regular", "未知"],
      ],
    ],
  ];
  for (const [sets_, heldOut] of [
    [sets, false],
    [held, true],
  ])
    for (const [file, layers, fonts] of sets_) {
      writeFileSync(
        path.join(dir, file),
        writePsdBuffer({
          width: 400,
          height: 300,
          children: [{ name: "背景" }, ...layers.map(([n, f]) => layer(n, f))],
        }),
      );
      cases.push({ file, fonts, heldOut });
    }
}

async function pdfs(dir, cases) {
  const made = [
    [
      "宣传单-嵌入.pdf",
      [
        { name: "ABCDEF+FZLTCHK--GBK1-0", embed: DEJAVU },
        { name: "BCDEFG+SourceHanSerifCN-Bold", embed: DEJAVU },
      ],
      {},
      [
        ["方正兰亭粗黑", "需授权"],
        ["思源宋体", "可商用"],
      ],
      false,
    ],
    [
      "画册-压缩.pdf",
      [{ name: "CDEFGH+HYYaKuHei", embed: DEJAVU }, { name: "Arial-BoldMT" }],
      { compress: true },
      [
        ["汉仪雅酷黑", "需授权"],
        ["Arial", "未知"],
      ],
      false,
    ],
    [
      "折页.ai",
      [
        { name: "DEFGHI+DFPLiJinHeiW8", embed: DEJAVU },
        { name: "EFGHIJ+OPPOSans-B", embed: DEJAVU },
      ],
      { compress: true },
      [
        ["华康俪金黑", "需授权"],
        ["OPPO Sans", "可商用"],
      ],
      false,
    ],
    [
      "菜单.pdf",
      [
        { name: "FGHIJK+STXingkai", embed: DEJAVU },
        { name: "GHIJKL+SmileySans-Oblique", embed: DEJAVU },
        { name: "TimesNewRomanPSMT" },
      ],
      {},
      [
        ["华文行楷", "需授权"],
        ["得意黑", "可商用"],
        ["Times New Roman", "未知"],
      ],
      true,
    ],
    [
      "包装.pdf",
      [
        { name: "HIJKLM+FZCuYuan-M03", embed: DEJAVU },
        { name: "IJKLMN+Alimama-ShuHeiTi-Bold", embed: DEJAVU },
      ],
      { compress: true },
      [
        ["FZCuYuan-M03", "需授权"],
        ["阿里妈妈数黑体", "可商用"],
      ],
      true,
    ],
  ];
  for (const [file, fonts, opts, expected, heldOut] of made) {
    writeFileSync(path.join(dir, file), pdf(fonts, opts));
    cases.push({ file, fonts: expected, heldOut });
  }
  // Chromium's print-to-PDF embeds real subsets of the fonts installed here.
  const { chromium } = require("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  });
  const page = await browser.newPage();
  const docs = [
    [
      "网页导出-思源.pdf",
      `<p style="font-family:'Noto Sans CJK SC'">双十一大促 全场五折</p><p style="font-family:'Liberation Sans'">Sale</p>`,
      [
        ["Noto Sans CJK", "可商用"],
        ["Liberation Sans", "可商用"],
      ],
      false,
    ],
    [
      "网页导出-宋体.pdf",
      `<p style="font-family:'Noto Serif CJK SC'">春季新品发布</p><p style="font-family:'DejaVu Serif'">New</p>`,
      [
        ["Noto Serif CJK", "可商用"],
        ["DejaVu Sans", "可商用"],
      ],
      true,
    ],
  ];
  for (const [file, html, expected, heldOut] of docs) {
    await page.setContent(`<!doctype html><meta charset="utf-8"><body style="font-size:32px">${html}</body>`);
    writeFileSync(path.join(dir, file), await page.pdf({ format: "A5" }));
    cases.push({ file, fonts: expected, heldOut });
  }
  await browser.close();
}

function svgs(dir, cases) {
  const files = [
    [
      "logo.svg",
      `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><text x="10" y="50" font-family="FZZongYi-M05S" font-size="40">品牌</text></svg>`,
      [["方正综艺", "需授权"]],
      false,
    ],
    [
      "图标-css.svg",
      `<svg xmlns="http://www.w3.org/2000/svg"><style>.a{font-family:"Source Han Sans SC",sans-serif;font-weight:700}.b{font:italic 12px/1.5 'Roboto',Arial}</style><text class="a">标题</text><text class="b">x</text></svg>`,
      [
        ["思源黑体", "可商用"],
        ["Roboto", "可商用"],
        ["Arial", "未知"],
      ],
      false,
    ],
    ["转曲.svg", `<svg xmlns="http://www.w3.org/2000/svg"><path d="M10 10h20v20z"/></svg>`, [], false],
    [
      "banner.svg",
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- Generator: Adobe Illustrator 27.0 -->\n<svg xmlns="http://www.w3.org/2000/svg"><text style="font-family:'HYShangWeiShouShuW'; font-size:30px">手写</text><text font-family="'ZCOOL QingKe HuangYou'">可爱</text></svg>`,
      [
        ["汉仪尚巍手书", "需授权"],
        ["站酷庆科黄油体", "可商用"],
      ],
      true,
    ],
  ];
  for (const [file, svg, fonts, heldOut] of files) {
    writeFileSync(path.join(dir, file), svg);
    cases.push({ file, fonts, heldOut });
  }
}

async function office(dir, cases) {
  const docx = require("docx");
  const d = new docx.Document({
    sections: [
      {
        children: [
          new docx.Paragraph({
            children: [new docx.TextRun({ text: "活动方案", font: { ascii: "Arial", eastAsia: "方正小标宋简体" } })],
          }),
          new docx.Paragraph({ children: [new docx.TextRun({ text: "正文内容", font: "微软雅黑" })] }),
        ],
      },
    ],
  });
  writeFileSync(path.join(dir, "活动方案.docx"), await docx.Packer.toBuffer(d));
  cases.push({
    file: "活动方案.docx",
    fonts: [
      ["方正小标宋", "需授权"],
      ["微软雅黑", "需授权"],
      ["Arial", "未知"],
    ],
    heldOut: false,
  });

  const PptxGenJS = require("pptxgenjs");
  const pptx = new PptxGenJS();
  const slide = pptx.addSlide();
  slide.addText("年度发布会", { x: 1, y: 1, fontFace: "汉仪菱心体简", fontSize: 40 });
  slide.addText("Speaker", { x: 1, y: 2, fontFace: "Poppins" });
  const slide2 = pptx.addSlide();
  slide2.addText("谢谢", { x: 1, y: 1, fontFace: "站酷高端黑" });
  writeFileSync(path.join(dir, "发布会.pptx"), await pptx.write({ outputType: "nodebuffer" }));
  cases.push({
    file: "发布会.pptx",
    fonts: [
      ["汉仪菱心体", "需授权"],
      ["Poppins", "可商用"],
      ["站酷高端黑", "可商用"],
    ],
    heldOut: false,
  });

  const ExcelJS = require("exceljs");
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("排期");
  ws.getCell("A1").value = "投放排期";
  ws.getCell("A1").font = { name: "等线", bold: true };
  ws.getCell("A2").value = "预算";
  ws.getCell("A2").font = { name: "HarmonyOS Sans SC" };
  writeFileSync(path.join(dir, "排期.xlsx"), await wb.xlsx.writeBuffer());
  cases.push({
    file: "排期.xlsx",
    fonts: [
      ["等线", "需授权"],
      ["HarmonyOS Sans", "可商用"],
    ],
    heldOut: true,
  });
}

async function images(dir, cases) {
  const { chromium } = require("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  });
  const page = await browser.newPage({ viewport: { width: 160, height: 120 } });
  await page.setContent(`<body style="margin:0;background:linear-gradient(45deg,#f60,#09c)"></body>`);
  const jpeg = await page.screenshot({ type: "jpeg", quality: 80 });
  const png = await page.screenshot({ type: "png" });
  await browser.close();

  const piexif = require("piexifjs");
  const withExif = (fields) => {
    const exif = piexif.dump({ "0th": fields, Exif: {}, GPS: {} });
    return Buffer.from(piexif.insert(exif, jpeg.toString("binary")), "binary");
  };
  const enc = (s) => Buffer.from(s, "utf8").toString("binary"); // piexif writes ASCII fields byte for byte
  writeFileSync(
    path.join(dir, "摄影-exif.jpg"),
    withExif({ [piexif.ImageIFD.Artist]: "Zhang San", [piexif.ImageIFD.Copyright]: "(c) 2025 Zhang San Studio" }),
  );
  cases.push({
    file: "摄影-exif.jpg",
    rights: [
      ["creator", "Zhang San"],
      ["copyright", "(c) 2025 Zhang San Studio"],
    ],
    agencies: [],
    heldOut: false,
  });
  writeFileSync(
    path.join(dir, "图库下载.jpg"),
    withExif({ [piexif.ImageIFD.Copyright]: "Shutterstock", [piexif.ImageIFD.ImageDescription]: enc("海边日落") }),
  );
  cases.push({
    file: "图库下载.jpg",
    rights: [
      ["copyright", "Shutterstock"],
      ["description", "海边日落"],
    ],
    agencies: ["shutterstock"],
    heldOut: false,
  });
  for (const [file, agency] of [
    ["shutterstock_1234567890.jpg", "shutterstock"],
    ["gettyimages-1147853211-612x612.jpg", "getty"],
    ["VCG41N1163420496.jpg", "vcg"],
    ["AdobeStock_287614211.jpeg", "adobe-stock"],
    ["pexels-photo-3184292.jpg", "pexels"],
  ]) {
    writeFileSync(path.join(dir, file), jpeg);
    cases.push({ file, rights: [], agencies: [agency], heldOut: agency === "vcg" || agency === "pexels" });
  }
  for (const file of ["IMG_20240518_101010.jpg", "主图-最终版.jpg"]) {
    writeFileSync(path.join(dir, file), jpeg);
    cases.push({ file, rights: [], agencies: [], heldOut: file.startsWith("主") });
  }
  writeFileSync(path.join(dir, "无元数据.png"), png);
  cases.push({ file: "无元数据.png", rights: [], agencies: [], heldOut: false });

  let convert = true;
  try {
    execFileSync("convert", ["-version"], { stdio: "ignore" });
  } catch {
    convert = false;
  }
  if (!convert) return;
  const jpgPath = path.join(dir, "base.tmp.jpg");
  writeFileSync(jpgPath, jpeg);
  const iptc = path.join(dir, "iptc.tmp.txt");
  writeFileSync(
    iptc,
    '2#80#By-line="李四"\n2#116#Copyright Notice="视觉中国"\n2#110#Credit="VCG"\n2#103#Original Transmission Reference="VCG211234567"\n',
  );
  execFileSync("convert", [jpgPath, "-profile", `8BIMTEXT:${iptc}`, path.join(dir, "新闻图-iptc.jpg")]);
  cases.push({
    file: "新闻图-iptc.jpg",
    rights: [
      ["creator", "李四"],
      ["copyright", "视觉中国"],
      ["credit", "VCG"],
      ["asset-id", "VCG211234567"],
    ],
    agencies: ["vcg"],
    heldOut: true,
  });
  const pngPath = path.join(dir, "base.tmp.png");
  writeFileSync(pngPath, png);
  execFileSync("convert", [
    pngPath,
    "-set",
    "Copyright",
    "Copyright Getty Images",
    "-set",
    "Author",
    "John Doe",
    path.join(dir, "插画-png.png"),
  ]);
  cases.push({
    file: "插画-png.png",
    rights: [
      ["copyright", "Copyright Getty Images"],
      ["creator", "John Doe"],
    ],
    agencies: ["getty"],
    heldOut: false,
  });
}

/** Writes the set into `dir` and returns its cases. */
export async function makeSet(dir) {
  mkdirSync(dir, { recursive: true });
  /** @type {Case[]} */
  const cases = [];
  await psds(dir, cases);
  await pdfs(dir, cases);
  svgs(dir, cases);
  await office(dir, cases);
  await images(dir, cases);
  return cases;
}
