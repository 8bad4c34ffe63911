// The image cases of 版权风险检测's evaluation set (make-set.mjs): EXIF written by piexifjs, IPTC and PNG
// text by ImageMagick (skipped when `convert` is missing), stock agencies' download file names.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.resolve(import.meta.dirname, "../../apps/web/package.json"));

export async function images(dir, cases) {
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
