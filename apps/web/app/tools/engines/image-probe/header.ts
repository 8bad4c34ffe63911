/**
 * Image facts from the file's bytes alone, no decoding (a shared engine: 图片规格检测, 图片压缩 and
 * 图片文字合规检测 read headers with it): format by magic bytes, pixel size from the header (HEIF's
 * `ispe` too, container.ts), EXIF orientation (JPEG), colour space where the file says it, frame count of
 * GIF / APNG / WebP, and whether the file is cut short. Runs in workers and unit tests alike.
 */
import { heifSize, isTruncated } from "./container";

/** A file's real format, read from its first bytes (never from its name). */
export type MediaFormat =
  "jpeg" | "png" | "gif" | "webp" | "bmp" | "heic" | "avif" | "mp4" | "mov" | "mpeg" | "3gp" | "avi";

export type ImageFacts = {
  format: MediaFormat | null;
  /** Stored pixel size (before orientation). */
  storedWidth: number | null;
  storedHeight: number | null;
  /** EXIF orientation 1–8 (1 when absent). */
  orientation: number;
  colorSpace: string | null;
  frames: number;
  /** Cut short: the header may be whole, the picture is not (container.ts). */
  truncated: boolean;
  /** A CMYK JPEG: browsers and ad platforms expect RGB. */
  cmyk: boolean;
};

export const formatLabel: Record<MediaFormat, string> = {
  jpeg: "JPG",
  png: "PNG",
  gif: "GIF",
  webp: "WebP",
  bmp: "BMP",
  heic: "HEIC",
  avif: "AVIF",
  mp4: "MP4",
  mov: "MOV",
  mpeg: "MPEG",
  "3gp": "3GP",
  avi: "AVI",
};

function ascii(b: Uint8Array, at: number, len: number): string {
  let s = "";
  for (let i = at; i < at + len && i < b.length; i++) s += String.fromCharCode(b[i]!);
  return s;
}
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);
const u32le = (b: Uint8Array, i: number) => ((b[i + 3]! << 24) >>> 0) + ((b[i + 2]! << 16) | (b[i + 1]! << 8) | b[i]!);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);

/** The real format from the first bytes, whatever the file name says. */
export function sniffFormat(b: Uint8Array): MediaFormat | null {
  if (b.length < 12) return null;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b[0] === 0x89 && ascii(b, 1, 3) === "PNG") return "png";
  if (ascii(b, 0, 4) === "GIF8") return "gif";
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return "webp";
  if (ascii(b, 0, 2) === "BM") return "bmp";
  if (ascii(b, 4, 4) === "ftyp") {
    const brand = ascii(b, 8, 4);
    if (brand === "avif" || brand === "avis") return "avif";
    if (["heic", "heix", "hevc", "heim", "heis", "mif1", "msf1"].includes(brand)) return "heic";
  }
  return null;
}

/** EXIF orientation from a TIFF block starting at `t` (0 when unreadable). */
function tiffOrientation(b: Uint8Array, t: number, end: number): number {
  if (t + 8 > end) return 0;
  const le = ascii(b, t, 2) === "II";
  if (!le && ascii(b, t, 2) !== "MM") return 0;
  const r16 = (i: number) => (le ? u16le(b, i) : u16be(b, i));
  const r32 = (i: number) => (le ? u32le(b, i) : u32be(b, i));
  const ifd = t + r32(t + 4);
  if (ifd + 2 > end) return 0;
  const count = r16(ifd);
  for (let k = 0; k < count; k++) {
    const e = ifd + 2 + k * 12;
    if (e + 12 > end) return 0;
    if (r16(e) === 0x0112) {
      const v = r16(e + 8);
      return v >= 1 && v <= 8 ? v : 0;
    }
  }
  return 0;
}

function jpegFacts(b: Uint8Array): Omit<HeaderFacts, "format" | "frames"> {
  let i = 2;
  let orientation = 1;
  let icc: string | null = null;
  let adobe = false;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) {
      i++;
      continue;
    }
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const len = u16be(b, i + 2);
    const start = i + 4;
    const end = Math.min(b.length, i + 2 + len);
    if (marker === 0xe1 && ascii(b, start, 4) === "Exif") {
      orientation = tiffOrientation(b, start + 6, end) || 1;
    } else if (marker === 0xe2 && ascii(b, start, 11) === "ICC_PROFILE" && icc === null) {
      // ICC header follows the 14-byte APP2 prefix; data colour space at offset 16.
      icc = ascii(b, start + 14 + 16, 4).trim();
    } else if (marker === 0xee && ascii(b, start, 5) === "Adobe") {
      adobe = true;
    } else if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = u16be(b, start + 1);
      const width = u16be(b, start + 3);
      const components = b[start + 5];
      const base = components === 1 ? "灰度" : components === 4 ? "CMYK" : adobe ? "RGB" : "YCbCr（RGB）";
      const colorSpace = icc
        ? `${base} · 内嵌 ICC（${icc === "RGB" ? "RGB" : icc}）`
        : components === 4
          ? "CMYK（网页和投放平台多不支持）"
          : `${base} · 未嵌入配置（按 sRGB 显示）`;
      return { storedWidth: width, storedHeight: height, orientation, colorSpace };
    } else if (marker === 0xda) break;
    i = i + 2 + len;
  }
  return { storedWidth: null, storedHeight: null, orientation, colorSpace: null };
}

const pngColorType: Record<number, string> = { 0: "灰度", 2: "RGB", 3: "索引色", 4: "灰度 + 透明", 6: "RGB + 透明" };

function pngFacts(b: Uint8Array): Omit<HeaderFacts, "format" | "orientation"> {
  const width = u32be(b, 16);
  const height = u32be(b, 20);
  let profile = "未嵌入配置（按 sRGB 显示）";
  let frames = 1;
  let i = 8;
  while (i + 8 <= b.length) {
    const len = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    if (type === "acTL") frames = Math.max(1, u32be(b, i + 8));
    else if (type === "sRGB") profile = "sRGB";
    else if (type === "iCCP") profile = "内嵌 ICC";
    else if (type === "IDAT" || type === "IEND") break;
    i += 12 + len;
  }
  return {
    storedWidth: width,
    storedHeight: height,
    colorSpace: `${pngColorType[b[25]!] ?? "未知"} · ${profile}`,
    frames,
  };
}

/** Number of image descriptors in a GIF (walks the block structure). */
export function gifFrameCount(b: Uint8Array): number {
  let i = 13;
  if (b[10]! & 0x80) i += 3 * (1 << ((b[10]! & 0x07) + 1));
  let frames = 0;
  const skipSubBlocks = (at: number) => {
    let p = at;
    while (p < b.length && b[p] !== 0) p += b[p]! + 1;
    return p + 1;
  };
  while (i < b.length) {
    const block = b[i];
    if (block === 0x3b) break;
    if (block === 0x21) i = skipSubBlocks(i + 2);
    else if (block === 0x2c) {
      frames++;
      const packed = b[i + 9]!;
      i += 10;
      if (packed & 0x80) i += 3 * (1 << ((packed & 0x07) + 1));
      i = skipSubBlocks(i + 1);
    } else break;
  }
  return frames;
}

function webpFacts(b: Uint8Array): Omit<HeaderFacts, "format" | "orientation"> {
  let width: number | null = null;
  let height: number | null = null;
  let frames = 0;
  let profile = "未嵌入配置（按 sRGB 显示）";
  let i = 12;
  while (i + 8 <= b.length) {
    const type = ascii(b, i, 4);
    const len = u32le(b, i + 4);
    const d = i + 8;
    if (type === "VP8X") {
      width = u24le(b, d + 4) + 1;
      height = u24le(b, d + 7) + 1;
      if (b[d]! & 0x20) profile = "内嵌 ICC";
    } else if (type === "VP8 " && width === null) {
      width = u16le(b, d + 6) & 0x3fff;
      height = u16le(b, d + 8) & 0x3fff;
    } else if (type === "VP8L" && width === null) {
      const bits = u32le(b, d + 1);
      width = (bits & 0x3fff) + 1;
      height = ((bits >> 14) & 0x3fff) + 1;
    } else if (type === "ANMF") frames++;
    i = d + len + (len & 1);
  }
  return { storedWidth: width, storedHeight: height, colorSpace: `RGB · ${profile}`, frames: Math.max(1, frames) };
}

type HeaderFacts = Omit<ImageFacts, "truncated" | "cmyk">;

function headerFacts(b: Uint8Array, format: MediaFormat | null): HeaderFacts {
  const empty: HeaderFacts = {
    format,
    storedWidth: null,
    storedHeight: null,
    orientation: 1,
    colorSpace: null,
    frames: 1,
  };
  switch (format) {
    case "jpeg":
      return { format, frames: 1, ...jpegFacts(b) };
    case "png":
      return { format, orientation: 1, ...pngFacts(b) };
    case "gif":
      return {
        format,
        storedWidth: u16le(b, 6),
        storedHeight: u16le(b, 8),
        orientation: 1,
        colorSpace: "索引色（最多 256 色）",
        frames: gifFrameCount(b),
      };
    case "webp":
      return { format, orientation: 1, ...webpFacts(b) };
    case "bmp": {
      const h = u32le(b, 22) | 0;
      return {
        format,
        storedWidth: u32le(b, 18) | 0,
        storedHeight: Math.abs(h),
        orientation: 1,
        colorSpace: "RGB",
        frames: 1,
      };
    }
    case "heic":
    case "avif": {
      const size = heifSize(b);
      if (!size) return empty;
      // An odd number of quarter turns shows the picture on its side: orientation 6 swaps the sides the same way.
      return {
        ...empty,
        storedWidth: size.width,
        storedHeight: size.height,
        orientation: size.quarterTurns % 2 ? 6 : 1,
      };
    }
    default:
      return empty;
  }
}

/** `b` is the whole file (truncation is read from its end). */
export function inspectBytes(b: Uint8Array): ImageFacts {
  const format = sniffFormat(b);
  const facts = headerFacts(b, format);
  return {
    ...facts,
    truncated: isTruncated(format, b),
    cmyk: format === "jpeg" && (facts.colorSpace?.startsWith("CMYK") ?? false),
  };
}

/** Pixel size as displayed: orientations 5–8 swap width and height. */
export function orientedSize(width: number, height: number, orientation: number): { width: number; height: number } {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}
