/**
 * 图片压缩 with 移除元数据 off: the source JPEG's EXIF goes back into the re-encoded file. Re-encoding drops
 * every metadata block, so the segment is copied from the source and patched to tell the truth about the
 * new file: Orientation 1 (the pixels are already upright), PixelXDimension/PixelYDimension the output's
 * size, and no IFD1 thumbnail (it shows the old crop, sideways when the source was rotated; where it sits
 * at the end of the segment, as cameras write it, its bytes are cut too). The segment's length is known
 * before encoding, so a byte target counts it (image-compress/runner.tsx).
 */

const TYPE_BYTES = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8];
const ORIENTATION = 0x0112;
const EXIF_IFD = 0x8769;
const GPS_IFD = 0x8825;
const INTEROP_IFD = 0xa005;
const PIXEL_X = 0xa002;
const PIXEL_Y = 0xa003;

/** The source JPEG's EXIF APP1 segment, patched for an output of `size` (see above), or null. */
export function exifSegment(src: Uint8Array, size?: { width: number; height: number }): Uint8Array | null {
  if (src[0] !== 0xff || src[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= src.length && src[i] === 0xff) {
    const marker = src[i + 1]!;
    const len = (src[i + 2]! << 8) | src[i + 3]!;
    if (marker === 0xda) break;
    if (marker === 0xe1 && String.fromCharCode(...src.subarray(i + 4, i + 8)) === "Exif") {
      if (i + 2 + len > src.length) return null;
      return patch(src.slice(i, i + 2 + len), size);
    }
    i += 2 + len;
  }
  return null;
}

function patch(seg: Uint8Array, size?: { width: number; height: number }): Uint8Array {
  const t = 10; // FF E1, length, "Exif\0\0"
  if (seg.length < t + 8) return seg;
  const le = seg[t] === 0x49;
  const r16 = (k: number) => (le ? seg[k]! | (seg[k + 1]! << 8) : (seg[k]! << 8) | seg[k + 1]!);
  const r32 = (k: number) =>
    le
      ? (seg[k]! | (seg[k + 1]! << 8) | (seg[k + 2]! << 16)) + seg[k + 3]! * 2 ** 24
      : seg[k]! * 2 ** 24 + ((seg[k + 1]! << 16) | (seg[k + 2]! << 8) | seg[k + 3]!);
  const w16 = (k: number, v: number) => {
    seg[k + (le ? 0 : 1)] = v & 0xff;
    seg[k + (le ? 1 : 0)] = (v >> 8) & 0xff;
  };
  const w32 = (k: number, v: number) => {
    for (let b = 0; b < 4; b++) seg[k + (le ? b : 3 - b)] = (v >>> (8 * b)) & 0xff;
  };
  const inside = (k: number, n: number) => k >= t && k + n <= seg.length;
  // Where the data of the IFDs we keep ends: a thumbnail after it can be cut.
  let keptEnd = t + 8;
  const visit = (at: number, onEntry: (tag: number, type: number, e: number) => void) => {
    if (!inside(at, 2)) return 0;
    const count = r16(at);
    keptEnd = Math.max(keptEnd, at + 2 + count * 12 + 4);
    for (let k = 0; k < count; k++) {
      const e = at + 2 + k * 12;
      if (!inside(e, 12)) break;
      const type = r16(e + 2);
      const bytes = (TYPE_BYTES[type] ?? 1) * r32(e + 4);
      if (bytes > 4) keptEnd = Math.max(keptEnd, t + r32(e + 8) + bytes);
      onEntry(r16(e), type, e);
    }
    return at + 2 + count * 12;
  };
  const subIfds: number[] = [];
  const writeDim = (type: number, e: number, v: number) => {
    if (type === 3) w16(e + 8, Math.min(v, 0xffff));
    else if (type === 4) w32(e + 8, v);
  };
  const ifd0 = t + r32(t + 4);
  const linkAt = visit(ifd0, (tag, _type, e) => {
    if (tag === ORIENTATION) w16(e + 8, 1);
    if (tag === EXIF_IFD || tag === GPS_IFD) subIfds.push(t + r32(e + 8));
  });
  for (const at of subIfds)
    visit(at, (tag, type, e) => {
      if (tag === PIXEL_X && size) writeDim(type, e, size.width);
      if (tag === PIXEL_Y && size) writeDim(type, e, size.height);
      if (tag === INTEROP_IFD) visit(t + r32(e + 8), () => {});
    });
  if (!linkAt || !inside(linkAt, 4)) return seg;
  const ifd1 = r32(linkAt) ? t + r32(linkAt) : 0;
  if (!ifd1) return seg;
  w32(linkAt, 0);
  if (ifd1 < keptEnd || ifd1 >= seg.length) return seg;
  const cut = seg.slice(0, ifd1);
  cut[2] = ((cut.length - 2) >> 8) & 0xff;
  cut[3] = (cut.length - 2) & 0xff;
  return cut;
}

/** Insert the segment right after the output's SOI (the browser's JPEG carries no EXIF of its own). */
export function withSegment(jpeg: Uint8Array, segment: Uint8Array): Uint8Array {
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}
