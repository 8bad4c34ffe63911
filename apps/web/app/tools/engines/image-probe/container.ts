/**
 * What the image header reader (image-inspect.ts) needs beyond the first segments: the pixel size of
 * HEIF files (HEIC from an iPhone, AVIF) from their own header, and whether a file is whole.
 *
 * HEIF (ISO/IEC 23008-12) keeps each image item's size in an `ispe` property (meta → iprp → ipco),
 * tied to items by `ipma`. An iPhone photo is a grid of 512×512 tiles plus the grid item, which is the
 * primary item (`pitm`): its `ispe` is the picture (a tile's can even be larger, when the grid crops
 * the tiles' padding). `irot` (a quarter-turn count, anticlockwise) turns it on screen.
 */

function ascii(b: Uint8Array, at: number, len: number): string {
  let s = "";
  for (let i = at; i < at + len && i < b.length; i++) s += String.fromCharCode(b[i]!);
  return s;
}
const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

/** Boxes in [from, to): type, payload start, end. A box running past the data is cut at its end. */
function* boxes(b: Uint8Array, from: number, to: number): Generator<{ type: string; start: number; end: number }> {
  let i = from;
  while (i + 8 <= to) {
    let size = u32(b, i);
    let header = 8;
    if (size === 1 && i + 16 <= to) {
      size = u32(b, i + 12); // 64-bit size; images here stay under 4 GB
      header = 16;
    } else if (size === 0) size = to - i;
    if (size < header) return;
    yield { type: ascii(b, i + 4, 4), start: i + header, end: Math.min(to, i + size) };
    i += size;
  }
}

export function heifSize(b: Uint8Array): { width: number; height: number; quarterTurns: number } | null {
  const meta = [...boxes(b, 0, b.length)].find((x) => x.type === "meta");
  if (!meta) return null;
  // `meta` is a full box: 4 bytes of version and flags before its children.
  const children = [...boxes(b, meta.start + 4, meta.end)];
  const iprp = children.find((x) => x.type === "iprp");
  if (!iprp) return null;
  const iprpChildren = [...boxes(b, iprp.start, iprp.end)];
  const ipco = iprpChildren.find((x) => x.type === "ipco");
  if (!ipco) return null;
  const props = [...boxes(b, ipco.start, ipco.end)];
  const pitm = children.find((x) => x.type === "pitm");
  const primary = pitm
    ? b[pitm.start] === 0
      ? (b[pitm.start + 4]! << 8) | b[pitm.start + 5]!
      : u32(b, pitm.start + 4)
    : -1;
  // ipma: which properties (1-based indexes into ipco) belong to which item.
  let mine: number[] | null = null;
  const ipma = iprpChildren.find((x) => x.type === "ipma");
  if (ipma && primary >= 0) {
    const version = b[ipma.start]!;
    const wide = (b[ipma.start + 3]! & 1) === 1;
    let i = ipma.start + 4;
    const count = u32(b, i);
    i += 4;
    for (let e = 0; e < count && i < ipma.end; e++) {
      const id = version < 1 ? (b[i]! << 8) | b[i + 1]! : u32(b, i);
      i += version < 1 ? 2 : 4;
      const n = b[i]!;
      i += 1;
      const list: number[] = [];
      for (let k = 0; k < n; k++) {
        list.push(wide ? ((b[i]! << 8) | b[i + 1]!) & 0x7fff : b[i]! & 0x7f);
        i += wide ? 2 : 1;
      }
      // An entry cut by the end of the data is not the whole list.
      if (id === primary && i <= ipma.end) mine = list;
    }
  }
  let best: { width: number; height: number } | null = null;
  let quarterTurns = 0;
  // A primary item whose properties cannot be read (a header cut inside ipma), or several sizes without
  // ipma, cannot be told apart: an iPhone's tiles can be larger than the picture. No size beats a wrong one.
  if (!mine && (pitm || props.filter((p) => p.type === "ispe").length > 1)) return null;
  props.forEach((p, index) => {
    if (mine && !mine.includes(index + 1)) return;
    if (p.type === "ispe" && p.start + 12 <= p.end) {
      best = { width: u32(b, p.start + 4), height: u32(b, p.start + 8) };
    } else if (p.type === "irot" && p.start < p.end) quarterTurns = b[p.start]! & 3;
  });
  const size = best as { width: number; height: number } | null;
  return size && size.width > 0 && size.height > 0 ? { ...size, quarterTurns } : null;
}

/**
 * A file cut short (an interrupted download or copy). JPEG: no EOI (FF D9) after the first scan —
 * entropy-coded data never holds FF D9, so the first one after SOS ends the image, and data a phone
 * appends after it (a motion photo's video) does not matter. PNG: the chunk walk never reaches IEND.
 * WebP: the RIFF size says more bytes than there are. GIF: no trailer byte. HEIC/AVIF: a top-level box
 * (the picture's data, mdat, is the last) says more bytes than there are.
 */
export function isTruncated(format: string | null, b: Uint8Array): boolean {
  if (format === "heic" || format === "avif") {
    const seen = new Set<string>();
    let i = 0;
    while (i + 8 <= b.length) {
      let size = u32(b, i);
      if (size === 1) size = i + 16 <= b.length ? u32(b, i + 12) + u32(b, i + 8) * 2 ** 32 : Infinity;
      else if (size === 0) size = b.length - i; // the last box runs to the end of the file
      if (size < 8) return true;
      const type = ascii(b, i + 4, 4);
      seen.add(type);
      // The picture's data: mdat, or (small files) an idat inside meta.
      if (type === "meta" && ascii(b.subarray(i, Math.min(b.length, i + size)), 0, size).includes("idat"))
        seen.add("mdat");
      i += size;
    }
    return i !== b.length || !seen.has("meta") || !seen.has("mdat");
  }
  if (format === "jpeg") {
    let sos = -1;
    for (let i = 2; i + 1 < b.length; i++) {
      if (b[i] === 0xff && b[i + 1] === 0xda) {
        sos = i;
        break;
      }
      // Skip whole marker segments so an embedded EXIF thumbnail's FF DA / FF D9 do not count.
      if (
        b[i] === 0xff &&
        b[i + 1]! >= 0xc0 &&
        b[i + 1]! !== 0xd8 &&
        b[i + 1]! !== 0xff &&
        (b[i + 1]! < 0xd0 || b[i + 1]! > 0xd7)
      )
        i += 1 + ((b[i + 2]! << 8) | b[i + 3]!);
    }
    if (sos < 0) return true;
    for (let i = sos + 2; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd9) return false;
    return true;
  }
  if (format === "png") {
    for (let i = 8; i + 8 <= b.length;) {
      if (ascii(b, i + 4, 4) === "IEND") return false;
      i += 12 + u32(b, i);
    }
    return true;
  }
  if (format === "webp") return b.length >= 8 && 8 + (b[4]! | (b[5]! << 8) | (b[6]! << 16) | (b[7]! << 24)) > b.length;
  if (format === "gif") return b[b.length - 1] !== 0x3b;
  return false;
}
