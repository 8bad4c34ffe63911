import { describe, expect, test } from "vitest";
import { exifSegment, withSegment } from "./exif-carry";
import { inspectBytes } from "./image-inspect";

type Entry = { tag: number; type: number; count: number; value: number | number[] };

/**
 * A camera-like EXIF APP1 in either byte order: IFD0 (Orientation, Make, the Exif IFD pointer), the
 * Exif IFD (PixelXDimension LONG, PixelYDimension SHORT), then IFD1 with a JPEG thumbnail at the end.
 */
function cameraExif(le: boolean, opts: { orientation: number; width: number; height: number; thumbFirst?: boolean }) {
  const bytes: number[] = [];
  const u16 = (v: number) => (le ? [v & 255, v >> 8] : [v >> 8, v & 255]);
  const u32 = (v: number) => {
    const b = [v & 255, (v >>> 8) & 255, (v >>> 16) & 255, v >>> 24];
    return le ? b : b.reverse();
  };
  const ifd = (entries: Entry[], next: number) => [
    ...u16(entries.length),
    ...entries.flatMap((e) => [
      ...u16(e.tag),
      ...u16(e.type),
      ...u32(e.count),
      ...(e.type === 3 && typeof e.value === "number" ? [...u16(e.value), 0, 0] : u32(e.value as number)),
    ]),
    ...u32(next),
  ];
  const make = [..."Apple"].map((c) => c.charCodeAt(0)).concat(0, 0, 0); // 8 bytes, stored out of line
  const thumb = [0xff, 0xd8, ...new Array(96).fill(0x11), 0xff, 0xd9];
  // Layout: header 8 | IFD0 (3 entries) 42 | make 8 | Exif IFD (2) 30 | IFD1 (2) 30 | thumbnail.
  const ifd0At = 8;
  const makeAt = ifd0At + 2 + 3 * 12 + 4;
  const exifAt = makeAt + 8;
  const ifd1At = exifAt + 2 + 2 * 12 + 4;
  const thumbAt = ifd1At + 2 + 2 * 12 + 4;
  bytes.push(...(le ? [0x49, 0x49] : [0x4d, 0x4d]), ...u16(42), ...u32(ifd0At));
  bytes.push(
    ...ifd(
      [
        { tag: 0x010f, type: 2, count: 8, value: makeAt },
        { tag: 0x0112, type: 3, count: 1, value: opts.orientation },
        { tag: 0x8769, type: 4, count: 1, value: exifAt },
      ],
      ifd1At,
    ),
  );
  bytes.push(...make);
  bytes.push(
    ...ifd(
      [
        { tag: 0xa002, type: 4, count: 1, value: opts.width },
        { tag: 0xa003, type: 3, count: 1, value: opts.height },
      ],
      0,
    ),
  );
  bytes.push(
    ...ifd(
      [
        { tag: 0x0201, type: 4, count: 1, value: thumbAt },
        { tag: 0x0202, type: 4, count: 1, value: thumb.length },
      ],
      0,
    ),
  );
  bytes.push(...thumb);
  const body = [..."Exif"].map((c) => c.charCodeAt(0)).concat(0, 0, ...bytes);
  return new Uint8Array([0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 255, ...body]);
}

/** A JPEG-shaped file (SOI, the segment, SOF0 of the size, EOI): enough for inspectBytes. */
function jpegWith(segment: Uint8Array | null, width: number, height: number) {
  const sof = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  for (let c = 1; c <= 3; c++) sof.push(c, 0x11, 0);
  return new Uint8Array([0xff, 0xd8, ...(segment ?? []), ...sof, 0xff, 0xd9]);
}

/** An independent little TIFF reader for the assertions: tag → first value, per IFD. */
function readTags(seg: Uint8Array) {
  const t = 10;
  const le = seg[t] === 0x49;
  const dv = new DataView(seg.buffer, seg.byteOffset, seg.byteLength);
  const ifd = (at: number) => {
    const n = dv.getUint16(at, le);
    const tags = new Map<number, number>();
    for (let k = 0; k < n; k++) {
      const e = at + 2 + k * 12;
      const type = dv.getUint16(e + 2, le);
      tags.set(dv.getUint16(e, le), type === 3 ? dv.getUint16(e + 8, le) : dv.getUint32(e + 8, le));
    }
    return { tags, next: dv.getUint32(at + 2 + n * 12, le) };
  };
  const ifd0 = ifd(t + dv.getUint32(t + 4, le));
  const exif = ifd(t + ifd0.tags.get(0x8769)!);
  return { ifd0, exif, declaredLength: (seg[2]! << 8) | seg[3]! };
}

describe("图片压缩 keeps the EXIF truthful (移除元数据 off)", () => {
  for (const le of [true, false])
    test(`${le ? "Intel" : "Motorola"} order: Orientation 1, the output's pixel size, the sideways thumbnail gone`, () => {
      const src = jpegWith(cameraExif(le, { orientation: 6, width: 4000, height: 3000 }), 4000, 3000);
      const before = exifSegment(src)!;
      const seg = exifSegment(src, { width: 1200, height: 1600 })!;
      // Same length with or without the size (so the runner can count it before encoding).
      expect(seg.length).toBe(before.length);
      const { ifd0, exif, declaredLength } = readTags(seg);
      expect(ifd0.tags.get(0x0112)).toBe(1);
      expect(exif.tags.get(0xa002)).toBe(1200);
      expect(exif.tags.get(0xa003)).toBe(1600);
      // IFD1 unlinked and its 100-byte thumbnail (plus the IFD itself) cut from the end.
      expect(ifd0.next).toBe(0);
      expect(seg.length).toBe(src.length - 2 - 19 - 2 - 30 - 100);
      expect(declaredLength).toBe(seg.length - 2);
      const out = withSegment(jpegWith(null, 1200, 1600), seg);
      expect(inspectBytes(out)).toMatchObject({
        format: "jpeg",
        storedWidth: 1200,
        storedHeight: 1600,
        orientation: 1,
      });
      // The source is untouched.
      expect(inspectBytes(src).orientation).toBe(6);
    });

  test("no EXIF, or a file that is not a JPEG: nothing to carry", () => {
    expect(exifSegment(jpegWith(null, 10, 10))).toBeNull();
    expect(exifSegment(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    // A segment that claims more bytes than the file has is not copied.
    const cut = jpegWith(cameraExif(true, { orientation: 1, width: 10, height: 10 }), 10, 10).slice(0, 60);
    expect(exifSegment(cut)).toBeNull();
  });
});
