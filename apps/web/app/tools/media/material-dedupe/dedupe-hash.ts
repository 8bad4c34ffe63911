/**
 * 素材查重's pure part: a 64-bit difference hash (dHash: a 9×8 grayscale
 * thumbnail, one bit per pair of horizontal neighbours) and its vertical twin
 * (8×9, one bit per pair of vertical neighbours), which survive resizing,
 * re-encoding and format changes, taken of each frame as is, mirrored and
 * centre-cropped (so a mirrored or trimmed re-upload still matches); Hamming
 * distance; similarity of two items (an image is one frame, a video a few
 * keyframes) and how they line up; and groups of near-duplicates at a
 * threshold (union-find over the pairs). A picture with no detail at all (one
 * flat colour) has no bits to compare: it matches only another of about the
 * same brightness.
 */

/** A 64-bit hash as two unsigned 32-bit halves (no BigInt in the hot loop). */
export type Hash64 = { hi: number; lo: number };

/** RGBA pixels → luma (Rec. 601), as the eye weighs brightness. */
export function grayFromRgba(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    const a = rgba[p + 3]! / 255;
    // Transparent pixels count as white, like the pages they end up on.
    out[i] = (0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!) * a + 255 * (1 - a);
  }
  return out;
}

/** Area-average resample of a grayscale image to w×h (every source pixel weighs by the area it covers). */
export function resampleGray(
  src: Float32Array | Uint8Array,
  sw: number,
  sh: number,
  w: number,
  h: number,
): Float32Array {
  const out = new Float32Array(w * h);
  const fx = sw / w;
  const fy = sh / h;
  for (let y = 0; y < h; y++) {
    const y0 = y * fy;
    const y1 = y0 + fy;
    for (let x = 0; x < w; x++) {
      const x0 = x * fx;
      const x1 = x0 + fx;
      let sum = 0;
      let area = 0;
      for (let sy = Math.floor(y0); sy < Math.min(sh, Math.ceil(y1)); sy++) {
        const wy = Math.min(y1, sy + 1) - Math.max(y0, sy);
        for (let sx = Math.floor(x0); sx < Math.min(sw, Math.ceil(x1)); sx++) {
          const wgt = wy * (Math.min(x1, sx + 1) - Math.max(x0, sx));
          sum += src[sy * sw + sx]! * wgt;
          area += wgt;
        }
      }
      out[y * w + x] = area > 0 ? sum / area : 0;
    }
  }
  return out;
}

/** dHash of a grayscale image of any size. */
export function dHash(gray: Float32Array | Uint8Array, width: number, height: number): Hash64 {
  const g = resampleGray(gray, width, height, 9, 8);
  let hi = 0;
  let lo = 0;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const bit = g[y * 9 + x]! < g[y * 9 + x + 1]! ? 1 : 0;
      const i = y * 8 + x;
      if (i < 32) hi = ((hi << 1) | bit) >>> 0;
      else lo = ((lo << 1) | bit) >>> 0;
    }
  }
  return { hi, lo };
}

/** The vertical twin of dHash: one bit per pair of vertical neighbours of an 8×9 thumbnail. */
export function dHashV(gray: Float32Array | Uint8Array, width: number, height: number): Hash64 {
  const g = resampleGray(gray, width, height, 8, 9);
  let hi = 0;
  let lo = 0;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      const bit = g[y * 8 + x]! < g[(y + 1) * 8 + x]! ? 1 : 0;
      const i = y * 8 + x;
      if (i < 32) hi = ((hi << 1) | bit) >>> 0;
      else lo = ((lo << 1) | bit) >>> 0;
    }
  }
  return { hi, lo };
}

/** Below this step between neighbours of a 9×9 thumbnail (gray levels) a picture is one flat colour. */
const FLAT_STEP = 3;
/** Two flat pictures within this many gray levels of each other are the same. */
const FLAT_SAME = 12;

/** The mean gray of a picture with no detail (every neighbour step under FLAT_STEP), else undefined. */
export function flatLevel(gray: Float32Array | Uint8Array, width: number, height: number): number | undefined {
  const g = resampleGray(gray, width, height, 9, 9);
  let sum = 0;
  for (let y = 0; y < 9; y++)
    for (let x = 0; x < 9; x++) {
      const v = g[y * 9 + x]!;
      sum += v;
      if (x < 8 && Math.abs(v - g[y * 9 + x + 1]!) >= FLAT_STEP) return undefined;
      if (y < 8 && Math.abs(v - g[(y + 1) * 9 + x]!) >= FLAT_STEP) return undefined;
    }
  return sum / 81;
}

export function hashHex(h: Hash64): string {
  return h.hi.toString(16).padStart(8, "0") + h.lo.toString(16).padStart(8, "0");
}

function popcount(n: number): number {
  n = n - ((n >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function hamming(a: Hash64, b: Hash64): number {
  return popcount((a.hi ^ b.hi) >>> 0) + popcount((a.lo ^ b.lo) >>> 0);
}

/**
 * One frame's hashes: the picture as it is, its horizontal mirror and its centre crop (CROP of each side).
 * Mirroring and a slight crop are the commonest edits that get a reused clip past a platform's duplicate
 * check, and a plain dHash misses both (a mirror flips most bits; an 85 % crop moves every edge), so two
 * frames are compared in the six ways those edits line up (`frameMatch`).
 */
export type FrameHashes = {
  full: Hash64;
  mirror?: Hash64;
  crop?: Hash64;
  /** The vertical twins (dHashV) of the three; without them the horizontal hash counts twice. */
  fullV?: Hash64;
  mirrorV?: Hash64;
  cropV?: Hash64;
  /** Set when the frame is one flat colour: its mean gray (flatLevel). */
  flat?: number;
};

/** How a pair lines up: as is, one mirrored, one a centre crop of the other, or both. */
export type MatchKind = "same" | "mirror" | "crop" | "mirror-crop";

/** Share of each side the crop variant keeps (a typical "cut the edges" re-upload). */
export const CROP = 0.85;

/** Left–right mirror of a grayscale image. */
export function mirrorGray(src: Float32Array | Uint8Array, width: number, height: number): Float32Array {
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[y * width + x] = src[y * width + width - 1 - x]!;
  return out;
}

/** The centre `share` × `share` of a grayscale image, as its own image. */
export function centreCrop(
  src: Float32Array | Uint8Array,
  width: number,
  height: number,
  share = CROP,
): { gray: Float32Array; width: number; height: number } {
  const w = Math.max(1, Math.round(width * share));
  const h = Math.max(1, Math.round(height * share));
  const x0 = Math.floor((width - w) / 2);
  const y0 = Math.floor((height - h) / 2);
  const gray = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) gray[y * w + x] = src[(y0 + y) * width + x0 + x]!;
  return { gray, width: w, height: h };
}

/** The three hashes of one frame (what the worker sends back per image or keyframe). */
export function frameHashes(gray: Float32Array | Uint8Array, width: number, height: number): FrameHashes {
  const crop = centreCrop(gray, width, height);
  const mirrored = mirrorGray(gray, width, height);
  const flat = flatLevel(gray, width, height);
  return {
    full: dHash(gray, width, height),
    mirror: dHash(mirrored, width, height),
    crop: dHash(crop.gray, crop.width, crop.height),
    fullV: dHashV(gray, width, height),
    mirrorV: dHashV(mirrored, width, height),
    cropV: dHashV(crop.gray, crop.width, crop.height),
    ...(flat === undefined ? {} : { flat }),
  };
}

/** Bits a frame pair may differ in: 64 horizontal + 64 vertical. */
const BITS = 128;

/** The closest way two frames line up (ties go to the plainest explanation). */
export function frameMatch(a: FrameHashes, b: FrameHashes): { distance: number; how: MatchKind } {
  // A flat colour has no bits worth comparing (every dHash bit is a tie): it matches only a flat colour.
  if (a.flat !== undefined || b.flat !== undefined) {
    const same = a.flat !== undefined && b.flat !== undefined && Math.abs(a.flat - b.flat) <= FLAT_SAME;
    return { distance: same ? 0 : BITS, how: "same" };
  }
  type Variant = "full" | "mirror" | "crop";
  const ways: [Variant, Variant, MatchKind][] = [
    ["full", "full", "same"],
    ["full", "mirror", "mirror"],
    ["mirror", "full", "mirror"],
    ["crop", "full", "crop"],
    ["full", "crop", "crop"],
    ["crop", "mirror", "mirror-crop"],
    ["mirror", "crop", "mirror-crop"],
  ];
  let best = { distance: BITS + 1, how: "same" as MatchKind };
  for (const [x, y, how] of ways) {
    const h1 = a[x];
    const h2 = b[y];
    if (!h1 || !h2) continue;
    const v1 = a[`${x}V`];
    const v2 = b[`${y}V`];
    const h = hamming(h1, h2);
    const d = h + (v1 && v2 ? hamming(v1, v2) : h);
    if (d < best.distance) best = { distance: d, how };
  }
  return best;
}

/**
 * Similarity of two items (0–1) and how they line up. Each frame of the item with fewer frames is
 * matched to its nearest frame in the other; the mean distance counts. So an image equal to one
 * keyframe of a video is a duplicate of it, and two exports of the same video match frame by frame.
 */
export function match(a: FrameHashes[], b: FrameHashes[]): { similarity: number; how: MatchKind } {
  if (a.length === 0 || b.length === 0) return { similarity: 0, how: "same" };
  const [few, many] = a.length <= b.length ? [a, b] : [b, a];
  let total = 0;
  const votes = new Map<MatchKind, number>();
  for (const f of few) {
    let best = { distance: BITS + 1, how: "same" as MatchKind };
    for (const g of many) {
      const m = frameMatch(f, g);
      if (m.distance < best.distance) best = m;
    }
    total += Math.min(BITS, best.distance);
    votes.set(best.how, (votes.get(best.how) ?? 0) + 1);
  }
  const how = [...votes.entries()].sort((x, y) => y[1] - x[1])[0]![0];
  return { similarity: 1 - total / few.length / BITS, how };
}

/** Similarity of two items by their plain hashes (one per frame). */
export function similarity(a: Hash64[], b: Hash64[]): number {
  return match(
    a.map((full) => ({ full })),
    b.map((full) => ({ full })),
  ).similarity;
}

export type DedupeItem = { id: number; frames: FrameHashes[] };
export type DedupePair = { a: number; b: number; similarity: number; how: MatchKind };
export type DedupeGroup = {
  ids: number[];
  pairs: DedupePair[];
  /** The lowest similarity that links the group. */ minSimilarity: number;
  maxSimilarity: number;
};

/** Every pair at or above the threshold, most similar first. */
export function similarPairs(items: DedupeItem[], threshold: number): DedupePair[] {
  const pairs: DedupePair[] = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const m = match(items[i]!.frames, items[j]!.frames);
      if (m.similarity >= threshold) pairs.push({ a: items[i]!.id, b: items[j]!.id, ...m });
    }
  }
  return pairs.sort((x, y) => y.similarity - x.similarity);
}

/** Connected groups over the similar pairs (a ~ b and b ~ c put a, b, c together), largest first. */
export function groupDuplicates(items: DedupeItem[], threshold: number): DedupeGroup[] {
  const pairs = similarPairs(items, threshold);
  const parent = new Map<number, number>(items.map((i) => [i.id, i.id]));
  const find = (x: number): number => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    parent.set(x, r);
    return r;
  };
  for (const p of pairs) parent.set(find(p.a), find(p.b));
  const groups = new Map<number, DedupeGroup>();
  for (const p of pairs) {
    const root = find(p.a);
    const g = groups.get(root) ?? { ids: [], pairs: [], minSimilarity: 1, maxSimilarity: 0 };
    g.pairs.push(p);
    for (const id of [p.a, p.b]) if (!g.ids.includes(id)) g.ids.push(id);
    g.minSimilarity = Math.min(g.minSimilarity, p.similarity);
    g.maxSimilarity = Math.max(g.maxSimilarity, p.similarity);
    groups.set(root, g);
  }
  const order = new Map(items.map((it, i) => [it.id, i]));
  return [...groups.values()]
    .map((g) => ({ ...g, ids: g.ids.sort((x, y) => order.get(x)! - order.get(y)!) }))
    .sort((x, y) => y.ids.length - x.ids.length || y.maxSimilarity - x.maxSimilarity);
}

/** Why two files match, as the page and the CSV say it. */
export const MATCH_LABEL: Record<MatchKind, string> = {
  same: "画面相同",
  mirror: "左右镜像",
  crop: "裁边/放大",
  "mirror-crop": "镜像且裁边",
};

/** RFC 4180 cell: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvCell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The groups as CSV (BOM first so Excel reads the Chinese): 分组, 文件名, 类型, 与组内最相似素材, 相似度, 匹配方式. */
export function groupsCsv(groups: DedupeGroup[], names: Map<number, { name: string; kind: string }>): string {
  const rows: (string | number)[][] = [["分组", "文件名", "类型", "与组内最相似素材", "相似度", "匹配方式"]];
  groups.forEach((g, gi) => {
    for (const id of g.ids) {
      let best: DedupePair | null = null;
      for (const p of g.pairs) if ((p.a === id || p.b === id) && (!best || p.similarity > best.similarity)) best = p;
      const other = best ? (best.a === id ? best.b : best.a) : null;
      rows.push([
        gi + 1,
        names.get(id)?.name ?? "",
        names.get(id)?.kind ?? "",
        other === null ? "" : (names.get(other)?.name ?? ""),
        best ? `${Math.round(best.similarity * 100)}%` : "",
        best ? MATCH_LABEL[best.how] : "",
      ]);
    }
  });
  return "\uFEFF" + rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
