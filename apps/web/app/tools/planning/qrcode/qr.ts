/**
 * 二维码生成: the symbol comes from `qrcode` (MIT); drawing, colours, logo and the
 * warnings are ours. Error-correction capacity per ISO/IEC 18004: L ≈ 7 %, M ≈ 15 %,
 * Q ≈ 25 %, H ≈ 30 % of codewords can be restored — a logo covers modules, so it
 * must stay well inside that share (and the finder patterns must stay clear).
 */
import QRCode from "qrcode";

export const EC_LEVELS = ["L", "M", "Q", "H"] as const;
export type EcLevel = (typeof EC_LEVELS)[number];

export const EC_LABEL: Record<EcLevel, string> = {
  L: "L（约 7% 容错）",
  M: "M（约 15% 容错）",
  Q: "Q（约 25% 容错）",
  H: "H（约 30% 容错）",
};

/** Largest logo width as a share of the code width we consider safe per level (area ≈ a third of the capacity). */
export const MAX_LOGO_RATIO: Record<EcLevel, number> = { L: 0, M: 0.16, Q: 0.2, H: 0.24 };

export type QrOptions = { size: number; margin: number; level: EcLevel; fg: string; bg: string; logoRatio: number };

export const DEFAULT_QR: QrOptions = { size: 512, margin: 4, level: "M", fg: "#111827", bg: "#ffffff", logoRatio: 0.2 };

export type QrMatrix = { count: number; dark: (x: number, y: number) => boolean };

export function qrMatrix(text: string, level: EcLevel): QrMatrix {
  const code = QRCode.create(text, { errorCorrectionLevel: level });
  const { size, data } = code.modules;
  return { count: size, dark: (x, y) => Boolean(data[y * size + x]) };
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const HEX_RE = /^#[0-9a-fA-F]{6}$/;

export type QrWarning = { level: "error" | "warning"; message: string };

export function qrWarnings(text: string, options: QrOptions, hasLogo: boolean): QrWarning[] {
  const warnings: QrWarning[] = [];
  if (!text.trim()) warnings.push({ level: "error", message: "请先填写要生成二维码的文字或链接" });
  if (!HEX_RE.test(options.fg) || !HEX_RE.test(options.bg)) {
    warnings.push({ level: "error", message: "颜色请用 #RRGGBB 格式" });
    return warnings;
  }
  const ratio = contrastRatio(options.fg, options.bg);
  if (ratio < 3)
    warnings.push({
      level: "error",
      message: `前景和背景对比度只有 ${ratio.toFixed(1)}:1，很多手机扫不出来，建议至少 4:1`,
    });
  else if (ratio < 4)
    warnings.push({ level: "warning", message: `对比度 ${ratio.toFixed(1)}:1 偏低，光线差时可能扫不出，建议至少 4:1` });
  if (luminance(options.fg) > luminance(options.bg))
    warnings.push({
      level: "warning",
      message: "浅色码点配深色背景（反色）时，部分扫码器识别不了，印刷前请多试几款手机",
    });
  if (options.margin < 2)
    warnings.push({ level: "warning", message: "白边小于 2 格时，贴在深色背景上容易扫不出，标准建议 4 格" });
  if (hasLogo) {
    const max = MAX_LOGO_RATIO[options.level];
    if (max === 0)
      warnings.push({ level: "error", message: "L 级容错太低，加 Logo 容易扫不出，请把容错等级调到 M 以上" });
    else if (options.logoRatio > max)
      warnings.push({
        level: "error",
        message: `Logo 占宽度 ${Math.round(options.logoRatio * 100)}%，超过 ${options.level} 级建议的 ${Math.round(max * 100)}%，请缩小 Logo 或提高容错等级`,
      });
  }
  if (text.length > 300)
    warnings.push({
      level: "warning",
      message: `内容有 ${text.length} 个字符，码点会很密，小尺寸印刷难扫，链接建议先缩短`,
    });
  return warnings;
}

/** Pixel size of one module and the drawn code size (whole pixels per module keeps edges sharp). */
export function layout(matrix: QrMatrix, options: Pick<QrOptions, "size" | "margin">) {
  const modules = matrix.count + options.margin * 2;
  const cell = Math.max(1, Math.floor(options.size / modules));
  return { cell, px: cell * modules, modules };
}

export function logoBox(px: number, ratio: number) {
  const side = Math.round(px * ratio);
  return { x: Math.round((px - side) / 2), y: Math.round((px - side) / 2), side };
}

/** The code as SVG: one path for all dark modules, the logo (a data URL) on a background pad. */
export function qrSvg(matrix: QrMatrix, options: QrOptions, logoDataUrl: string | null): string {
  const { cell, px } = layout(matrix, options);
  let path = "";
  for (let y = 0; y < matrix.count; y++) {
    for (let x = 0; x < matrix.count; x++) {
      if (matrix.dark(x, y))
        path += `M${(x + options.margin) * cell} ${(y + options.margin) * cell}h${cell}v${cell}h-${cell}z`;
    }
  }
  let logo = "";
  if (logoDataUrl) {
    const box = logoBox(px, options.logoRatio);
    const pad = Math.round(box.side * 0.08);
    logo = `<rect x="${box.x - pad}" y="${box.y - pad}" width="${box.side + pad * 2}" height="${box.side + pad * 2}" rx="${pad}" fill="${options.bg}"/><image x="${box.x}" y="${box.y}" width="${box.side}" height="${box.side}" href="${logoDataUrl}" preserveAspectRatio="xMidYMid meet"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${px} ${px}" shape-rendering="crispEdges"><rect width="${px}" height="${px}" fill="${options.bg}"/><path fill="${options.fg}" d="${path}"/>${logo}</svg>`;
}

/** Draws the code on a 2D context already sized to `layout(...).px`. */
export function drawQr(
  ctx: CanvasRenderingContext2D,
  matrix: QrMatrix,
  options: QrOptions,
  logo: CanvasImageSource | null,
): void {
  const { cell, px } = layout(matrix, options);
  ctx.fillStyle = options.bg;
  ctx.fillRect(0, 0, px, px);
  ctx.fillStyle = options.fg;
  for (let y = 0; y < matrix.count; y++) {
    for (let x = 0; x < matrix.count; x++)
      if (matrix.dark(x, y)) ctx.fillRect((x + options.margin) * cell, (y + options.margin) * cell, cell, cell);
  }
  if (logo) {
    const box = logoBox(px, options.logoRatio);
    const pad = Math.round(box.side * 0.08);
    ctx.fillStyle = options.bg;
    ctx.fillRect(box.x - pad, box.y - pad, box.side + pad * 2, box.side + pad * 2);
    ctx.drawImage(logo, box.x, box.y, box.side, box.side);
  }
}

/** Safe file names for the batch zip: no path characters, unique. */
export function batchFileNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw, i) => {
    const base = (raw.trim() || `qrcode-${i + 1}`).replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_").slice(0, 80);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `${n ? `${base}-${n + 1}` : base}.png`;
  });
}
