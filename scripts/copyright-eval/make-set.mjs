// The evaluation set of 版权风险检测 (docs/decisions/013-file-tools.md): files made by other programs than
// the tool's own readers, each with the fonts and rights fields it must report. PSDs are written by ag-psd,
// PDFs by Chromium's print-to-PDF (real embedded subsets) and by a small PDF writer (pdf-writer.mjs: named,
// embedded and non-embedded fonts, compressed streams), DOCX by `docx`, PPTX by `pptxgenjs`, XLSX by
// `exceljs`, JPEG EXIF by `piexifjs`, IPTC and PNG text by ImageMagick (image-cases.mjs, skipped when
// `convert` is missing), stock watermarks drawn in Chromium (watermark-cases.mjs, scored through OCR).
// `heldOut` cases were written after the matcher was tuned and never used to change it.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { images } from "./image-cases.mjs";
import { pdf } from "./pdf-writer.mjs";
import { watermarks } from "./watermark-cases.mjs";

const require = createRequire(path.resolve(import.meta.dirname, "../../apps/web/package.json"));

/** @typedef {{ file: string, fonts?: [string, string][], rights?: [string, string][], agencies?: string[], watermarks?: string[], heldOut?: boolean }} Case */

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
  await watermarks(dir, cases);
  return cases;
}
