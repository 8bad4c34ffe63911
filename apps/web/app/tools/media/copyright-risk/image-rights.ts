/**
 * Rights fields from an image's own metadata, read from the bytes (no library: the formats are small and
 * the fields few). JPEG: APP1 Exif (IFD0 Artist, Copyright, ImageDescription, Software, XPAuthor), APP1 XMP,
 * APP13 Photoshop IRB with IPTC-IIM (2:80 By-line, 2:110 Credit, 2:115 Source, 2:116 Copyright Notice,
 * 2:103 Original Transmission Reference, which agencies fill with the asset ID). PNG: eXIf, iTXt/tEXt/zTXt
 * (XMP in "XML:com.adobe.xmp", Author, Copyright, Source). WebP: EXIF and "XMP " chunks. TIFF: IFD0. Any
 * other file: an XMP packet found anywhere in the bytes.
 */
import { unzlibSync } from "fflate";
import type { RightsField, RightsKey } from "./report-types";

type Field = RightsField;
const utf8 = new TextDecoder("utf-8", { fatal: true });
const latin1 = new TextDecoder("latin1");

function text(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

function push(out: Field[], key: RightsKey, value: string, from: Field["from"]) {
  const v = value.replace(/\0+$/g, "").replace(/\s+/g, " ").trim();
  if (!v) return;
  if (!out.some((f) => f.key === key && f.value === v)) out.push({ key, value: v, from });
}

// --- TIFF / EXIF ---
const TIFF_TAGS: Record<number, RightsKey> = {
  0x013b: "creator",
  0x8298: "copyright",
  0x010e: "description",
  0x0131: "software",
};

export function readTiffRights(tiff: Uint8Array, out: Field[]): void {
  if (tiff.length < 8) return;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  if (!little && tiff[0] !== 0x4d) return;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) break;
    const tag = view.getUint16(at, little);
    const type = view.getUint16(at + 2, little);
    const n = view.getUint32(at + 4, little);
    const size = type === 2 || type === 1 || type === 7 ? n : 0;
    if (!size) continue;
    const offset = size <= 4 ? at + 8 : view.getUint32(at + 8, little);
    if (offset + size > tiff.length) continue;
    const raw = tiff.subarray(offset, offset + size);
    if (tag === 0x9c9d) {
      // XPAuthor: UCS-2 little-endian whatever the file's byte order (Windows writes it).
      push(out, "creator", new TextDecoder("utf-16le").decode(raw), "EXIF");
    } else if (TIFF_TAGS[tag] && type === 2) {
      // Copyright may hold "photographer\0editor": keep both parts.
      push(out, TIFF_TAGS[tag]!, text(raw).split("\0").filter(Boolean).join(" / "), "EXIF");
    }
  }
}

// --- XMP ---
function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, "&");
}

/** The values of an XMP property: an attribute (`dc:rights="…"`), a simple element, or rdf:li items. */
function xmpValues(xml: string, prop: string): string[] {
  const values: string[] = [];
  const esc = prop.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const m of xml.matchAll(new RegExp(`\\s${esc}="([^"]*)"`, "g"))) values.push(m[1]!);
  for (const m of xml.matchAll(new RegExp(`<${esc}(?:\\s[^>]*)?>([\\s\\S]*?)</${esc}>`, "g"))) {
    const inner = m[1]!;
    const items = [...inner.matchAll(/<rdf:li(?:\s[^>]*)?>([\s\S]*?)<\/rdf:li>/g)].map((x) => x[1]!);
    if (items.length) values.push(...items);
    else if (!inner.includes("<")) values.push(inner);
    else for (const nested of inner.matchAll(/<[\w-]+:[\w-]+(?:\s[^>]*)?>([^<]+)</g)) values.push(nested[1]!);
  }
  return values.map((v) => unescapeXml(v.trim())).filter(Boolean);
}

const XMP_PROPS: [string, RightsKey][] = [
  ["dc:creator", "creator"],
  ["dc:rights", "copyright"],
  ["xmpRights:UsageTerms", "usage"],
  ["xmpRights:WebStatement", "web-statement"],
  ["xmpRights:Marked", "marked"],
  ["photoshop:Credit", "credit"],
  ["photoshop:Source", "source"],
  ["photoshop:TransmissionReference", "asset-id"],
  ["plus:ImageSupplierImageID", "asset-id"],
  ["plus:LicensorName", "credit"],
  ["plus:ImageSupplierName", "credit"],
  ["plus:CopyrightOwnerName", "copyright"],
  ["GettyImagesGIFT:AssetID", "asset-id"],
  ["dc:identifier", "asset-id"],
  ["dc:description", "description"],
  ["xmp:CreatorTool", "software"],
];

export function readXmpRights(xml: string, out: Field[]): void {
  for (const [prop, key] of XMP_PROPS) for (const v of xmpValues(xml, prop)) push(out, key, v, "XMP");
}

function findXmp(bytes: Uint8Array): string | null {
  const s = latin1.decode(bytes);
  const start = s.indexOf("<x:xmpmeta");
  if (start < 0) return null;
  const end = s.indexOf("</x:xmpmeta>", start);
  if (end < 0) return null;
  return text(bytes.subarray(start, end + 12));
}

// --- IPTC-IIM inside a Photoshop image resource block ---
const IPTC: Record<number, RightsKey> = {
  80: "creator",
  110: "credit",
  115: "source",
  116: "copyright",
  103: "asset-id",
  120: "description",
};

export function readIptc(iim: Uint8Array, out: Field[]): void {
  let i = 0;
  while (i + 5 <= iim.length && iim[i] === 0x1c) {
    const record = iim[i + 1]!;
    const dataset = iim[i + 2]!;
    const len = (iim[i + 3]! << 8) | iim[i + 4]!;
    const start = i + 5;
    if (len & 0x8000 || start + len > iim.length) break;
    if (record === 2 && IPTC[dataset]) push(out, IPTC[dataset]!, text(iim.subarray(start, start + len)), "IPTC");
    i = start + len;
  }
}

export function readPhotoshopIrb(irb: Uint8Array, out: Field[]): void {
  let i = 0;
  while (i + 12 <= irb.length) {
    if (latin1.decode(irb.subarray(i, i + 4)) !== "8BIM") break;
    const id = (irb[i + 4]! << 8) | irb[i + 5]!;
    const nameLen = irb[i + 6]!;
    let p = i + 7 + nameLen;
    if ((nameLen + 1) % 2) p++;
    if (p + 4 > irb.length) break;
    const size = ((irb[p]! << 24) | (irb[p + 1]! << 16) | (irb[p + 2]! << 8) | irb[p + 3]!) >>> 0;
    const data = irb.subarray(p + 4, p + 4 + size);
    if (id === 0x0404) readIptc(data, out);
    i = p + 4 + size + (size % 2);
  }
}

// --- containers ---
function readJpeg(b: Uint8Array, out: Field[]) {
  let i = 2;
  while (i + 4 <= b.length && b[i] === 0xff) {
    const marker = b[i + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const len = (b[i + 2]! << 8) | b[i + 3]!;
    const seg = b.subarray(i + 4, i + 2 + len);
    const head = latin1.decode(seg.subarray(0, 32));
    if (marker === 0xe1 && head.startsWith("Exif\0")) readTiffRights(seg.subarray(6), out);
    else if (marker === 0xe1 && head.startsWith("http://ns.adobe.com/xap/1.0/")) {
      const xmp = findXmp(seg);
      if (xmp) readXmpRights(xmp, out);
    } else if (marker === 0xed && head.startsWith("Photoshop 3.0\0")) readPhotoshopIrb(seg.subarray(14), out);
    i += 2 + len;
  }
}

const PNG_TEXT_KEYS: Record<string, RightsKey> = {
  author: "creator",
  copyright: "copyright",
  source: "source",
  description: "description",
  software: "software",
  disclaimer: "usage",
};

function readPng(b: Uint8Array, out: Field[]) {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 8;
  while (i + 12 <= b.length) {
    const len = view.getUint32(i);
    const type = latin1.decode(b.subarray(i + 4, i + 8));
    const data = b.subarray(i + 8, Math.min(b.length, i + 8 + len));
    if (type === "eXIf") readTiffRights(data, out);
    else if (type === "tEXt" || type === "zTXt" || type === "iTXt") {
      const nul = data.indexOf(0);
      const keyword = latin1.decode(data.subarray(0, nul));
      let value: string | null = null;
      try {
        if (type === "tEXt") value = latin1.decode(data.subarray(nul + 1));
        else if (type === "zTXt") value = latin1.decode(unzlibSync(data.subarray(nul + 2)));
        else {
          const compressed = data[nul + 1] === 1;
          let p = nul + 3;
          p = data.indexOf(0, p) + 1; // language tag
          p = data.indexOf(0, p) + 1; // translated keyword
          const body = data.subarray(p);
          value = text(compressed ? unzlibSync(body) : body);
        }
      } catch {
        value = null;
      }
      if (value !== null) {
        if (keyword === "XML:com.adobe.xmp") readXmpRights(value, out);
        else if (PNG_TEXT_KEYS[keyword.toLowerCase()])
          push(out, PNG_TEXT_KEYS[keyword.toLowerCase()]!, value, "PNG 文本");
      }
    }
    if (type === "IEND") break;
    i += 12 + len;
  }
}

function readWebp(b: Uint8Array, out: Field[]) {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 12;
  while (i + 8 <= b.length) {
    const type = latin1.decode(b.subarray(i, i + 4));
    const len = view.getUint32(i + 4, true);
    const data = b.subarray(i + 8, Math.min(b.length, i + 8 + len));
    if (type === "EXIF")
      readTiffRights(latin1.decode(data.subarray(0, 6)).startsWith("Exif") ? data.subarray(6) : data, out);
    else if (type === "XMP ") readXmpRights(text(data), out);
    i += 8 + len + (len % 2);
  }
}

/** Every rights field the image's metadata carries, in file order, deduplicated per key and value. */
export function readImageRights(bytes: Uint8Array): RightsField[] {
  const out: Field[] = [];
  const b = bytes;
  if (b[0] === 0xff && b[1] === 0xd8) readJpeg(b, out);
  else if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) readPng(b, out);
  else if (latin1.decode(b.subarray(0, 4)) === "RIFF" && latin1.decode(b.subarray(8, 12)) === "WEBP") readWebp(b, out);
  else if ((b[0] === 0x49 && b[1] === 0x49 && b[2] === 42) || (b[0] === 0x4d && b[1] === 0x4d && b[3] === 42))
    readTiffRights(b, out);
  if (!out.some((f) => f.from === "XMP")) {
    const xmp = findXmp(b);
    if (xmp) readXmpRights(xmp, out);
  }
  return out;
}
