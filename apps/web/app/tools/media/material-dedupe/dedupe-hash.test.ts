import { describe, expect, test } from "vitest";
import {
  centreCrop,
  dHash,
  frameHashes,
  mirrorGray,
  grayFromRgba,
  groupDuplicates,
  groupsCsv,
  hamming,
  hashHex,
  resampleGray,
  similarity,
  type Hash64,
} from "./dedupe-hash";

/** A synthetic "photo": a diagonal gradient with a few bright blocks, drawn at any size (same scene). */
function scene(w: number, h: number, variant = 0): Float32Array {
  const g = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const v = y / h;
      let value = variant === 0 ? 60 + 120 * u + 40 * v : 200 - 150 * v + 30 * Math.sin(u * 12);
      if (variant === 0 && u > 0.2 && u < 0.45 && v > 0.3 && v < 0.7) value = 240;
      if (variant === 0 && u > 0.6 && u < 0.8 && v > 0.1 && v < 0.35) value = 20;
      if (variant === 1 && u > 0.5 && v > 0.5) value = 10;
      g[y * w + x] = value;
    }
  }
  return g;
}

describe("dHash", () => {
  test("the same scene at another size (a resized copy) has the same or a near hash", () => {
    const a = dHash(scene(640, 480), 640, 480);
    const b = dHash(scene(200, 150), 200, 150);
    expect(hamming(a, b)).toBeLessThanOrEqual(3);
  });

  test("noise like re-encoding barely moves it; a different scene is far away", () => {
    const clean = scene(320, 240);
    const noisy = clean.map((v, i) => v + (((i * 2654435761) >>> 0) % 7) - 3);
    expect(hamming(dHash(clean, 320, 240), dHash(noisy, 320, 240))).toBeLessThanOrEqual(3);
    expect(hamming(dHash(clean, 320, 240), dHash(scene(320, 240, 1), 320, 240))).toBeGreaterThan(20);
  });

  test("bits follow left < right per row: a left-to-right ramp is all ones, its mirror all zeros", () => {
    const ramp = new Float32Array(90 * 80).map((_, i) => i % 90);
    expect(hashHex(dHash(ramp, 90, 80))).toBe("ffffffffffffffff");
    const mirror = new Float32Array(90 * 80).map((_, i) => 90 - (i % 90));
    expect(hashHex(dHash(mirror, 90, 80))).toBe("0000000000000000");
  });

  test("grayscale from RGBA weighs green most and treats transparency as white", () => {
    expect(
      [...grayFromRgba(new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0]), 3, 1)].map(Math.round),
    ).toEqual([76, 150, 255]);
  });

  test("area-average resampling keeps the mean", () => {
    const src = new Float32Array([0, 100, 200, 300]);
    expect([...resampleGray(src, 4, 1, 2, 1)]).toEqual([50, 250]);
    expect([...resampleGray(src, 4, 1, 1, 1)]).toEqual([150]);
  });
});

describe("Hamming distance and similarity", () => {
  const h = (hi: number, lo: number): Hash64 => ({ hi: hi >>> 0, lo: lo >>> 0 });
  test("counts differing bits in both halves", () => {
    expect(hamming(h(0, 0), h(0, 0))).toBe(0);
    expect(hamming(h(0xffffffff, 0), h(0, 0))).toBe(32);
    expect(hamming(h(0xffffffff, 0xffffffff), h(0, 0))).toBe(64);
    expect(hamming(h(0b1011, 0x80000000), h(0b0001, 0))).toBe(3);
  });

  test("an image matching one keyframe of a video is a duplicate; a video matches another export frame by frame", () => {
    const frames = [h(1, 1), h(0xff00, 7), h(0xabcdef, 0x1234)];
    expect(similarity([h(0xff00, 7)], frames)).toBe(1);
    expect(similarity(frames, [h(1, 3), h(0xff00, 7), h(0xabcdef, 0x1234)])).toBeCloseTo(1 - 1 / 3 / 64);
    expect(similarity([], frames)).toBe(0);
  });
});

describe("grouping", () => {
  const base = dHash(scene(640, 480), 640, 480);
  const other = dHash(scene(640, 480, 1), 640, 480);
  const flip = (x: Hash64, bits: number): Hash64 => ({ hi: (x.hi ^ ((1 << bits) - 1)) >>> 0, lo: x.lo });

  test("near-duplicates chain into one group; a different item stays out; the threshold decides", () => {
    const items = [
      { id: 1, frames: [{ full: base }] },
      { id: 2, frames: [{ full: other }] },
      { id: 3, frames: [{ full: flip(base, 2) }] },
      { id: 4, frames: [{ full: flip(base, 5) }] },
    ];
    const groups = groupDuplicates(items, 0.9);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.ids).toEqual([1, 3, 4]);
    expect(groups[0]!.maxSimilarity).toBeCloseTo(1 - 2 / 64);
    // 1–3 are 2 bits apart (96.9 %), 3–4 are 3 bits (95.3 %), 1–4 are 5 bits (92.2 %): 4 joins through 3.
    expect(groupDuplicates(items, 0.95).map((g) => g.ids)).toEqual([[1, 3, 4]]);
    expect(groupDuplicates(items, 0.96).map((g) => g.ids)).toEqual([[1, 3]]);
    expect(groupDuplicates(items, 0.97)).toEqual([]);
    expect(
      groupDuplicates(
        [
          { id: 1, frames: [{ full: base }] },
          { id: 2, frames: [{ full: other }] },
        ],
        0.9,
      ),
    ).toEqual([]);
  });

  test("CSV: one row per grouped file with its closest match, quoted and spreadsheet-safe", () => {
    const groups = groupDuplicates(
      [
        { id: 1, frames: [{ full: base }] },
        { id: 2, frames: [{ full: flip(base, 1) }] },
      ],
      0.9,
    );
    const csv = groupsCsv(
      groups,
      new Map([
        [1, { name: "主图,终版.jpg", kind: "图片" }],
        [2, { name: "=主图.png", kind: "图片" }],
      ]),
    );
    expect(csv.startsWith("\uFEFF分组,文件名,类型,与组内最相似素材,相似度,匹配方式\r\n")).toBe(true);
    expect(csv).toContain(`1,"主图,终版.jpg",图片,'=主图.png,98%,画面相同\r\n`);
    expect(csv).toContain(`1,'=主图.png,图片,"主图,终版.jpg",98%,画面相同\r\n`);
  });
});

/** A detailed "photo" (several waves and a block): unlike `scene`, an 85 % crop moves most of its edges. */
function busy(w: number, h: number): Float32Array {
  const g = new Float32Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const u = x / w;
      const v = y / h;
      const block = u > 0.55 && u < 0.7 && v > 0.2 && v < 0.5 ? 60 : 0;
      g[y * w + x] =
        128 + 50 * Math.sin(11 * u + 3 * v) + 40 * Math.cos(9 * v - 4 * u) + 30 * Math.sin(17 * u * v + 1) + block;
    }
  return g;
}

describe("mirrored and cropped re-uploads", () => {
  // The page's default threshold (runner: 90 %) and the hash input size (dedupe.worker.ts: 64 × 64).
  const AT = 0.9;
  const N = 64;
  const frame = (gray: Float32Array, w = N, h = N) => frameHashes(gray, w, h);
  /** A scene drawn at N×N after an edit made at full size (640×480), as the browser decodes it at hash size. */
  const edited = (
    edit: (g: Float32Array, w: number, h: number) => { gray: Float32Array; width: number; height: number },
  ) => {
    const e = edit(busy(640, 480), 640, 480);
    return resampleGray(e.gray, e.width, e.height, N, N);
  };
  const original = resampleGray(busy(640, 480), 640, 480, N, N);
  const mirrored = edited((g, w, h) => ({ gray: mirrorGray(g, w, h), width: w, height: h }));
  const cropped = edited((g, w, h) => centreCrop(g, w, h, 0.85));
  const both = edited((g, w, h) => {
    const c = centreCrop(g, w, h, 0.85);
    return { gray: mirrorGray(c.gray, c.width, c.height), width: c.width, height: c.height };
  });
  const unrelated = resampleGray(scene(640, 480, 1), 640, 480, N, N);

  test("a plain hash misses a mirror and an 85 % crop (why the variants exist)", () => {
    expect(similarity([dHash(original, N, N)], [dHash(mirrored, N, N)])).toBeLessThan(AT);
    expect(similarity([dHash(original, N, N)], [dHash(cropped, N, N)])).toBeLessThan(AT);
  });

  test("crops from 95 % to 75 % of each side all stay at or above the default threshold", () => {
    for (const share of [0.95, 0.9, 0.85, 0.8, 0.75]) {
      const c = edited((g, w, h) => centreCrop(g, w, h, share));
      expect(
        groupDuplicates(
          [
            { id: 1, frames: [frame(original)] },
            { id: 2, frames: [frame(c)] },
          ],
          AT,
        ),
      ).toHaveLength(1);
    }
  });

  test("a mirrored copy, an 85 % centre crop and both group with the original at the default threshold, saying why", () => {
    const items = [original, mirrored, cropped, both, unrelated].map((g, i) => ({ id: i + 1, frames: [frame(g)] }));
    const groups = groupDuplicates(items, AT);
    expect(groups.map((g) => g.ids)).toEqual([[1, 2, 3, 4]]);
    const how = (a: number, b: number) => groups[0]!.pairs.find((p) => p.a === a && p.b === b);
    expect(how(1, 2)).toMatchObject({ how: "mirror" });
    expect(how(1, 3)).toMatchObject({ how: "crop" });
    expect(how(1, 4)).toMatchObject({ how: "mirror-crop" });
    for (const p of groups[0]!.pairs.filter((p) => p.a === 1)) expect(p.similarity).toBeGreaterThanOrEqual(0.95);
  });

  test("the variants do not pull unrelated pictures together (every pair of 5 different scenes stays apart)", () => {
    const scenes = [resampleGray(busy(640, 480), 640, 480, N, N), unrelated];
    // Three more: stripes, a radial blob, a checkerboard.
    const draw = (f: (u: number, v: number) => number) =>
      new Float32Array(N * N).map((_, i) => f((i % N) / N, Math.floor(i / N) / N));
    scenes.push(draw((u) => 128 + 100 * Math.sin(u * 20)));
    scenes.push(draw((u, v) => 255 - 300 * Math.hypot(u - 0.3, v - 0.6)));
    scenes.push(draw((u, v) => ((Math.floor(u * 6) + Math.floor(v * 6)) % 2 ? 220 : 40)));
    const items = scenes.map((g, i) => ({ id: i + 1, frames: [frame(g)] }));
    expect(groupDuplicates(items, AT)).toEqual([]);
  });

  test("pictures without left–right detail are not all alike: flat, top-to-bottom and left-to-right ramps stay apart", () => {
    // A plain dHash reads only left–right differences: all three hash to the same 64 bits (the hostile-input
    // sweep put a black 100 MP picture at 100 % with every gradient fixture).
    const draw = (f: (u: number, v: number) => number) =>
      new Float32Array(N * N).map((_, i) => f((i % N) / N, Math.floor(i / N) / N));
    const flat = draw(() => 30);
    const down = draw((_, v) => 40 + 180 * v);
    const across = draw((u) => 220 - 180 * u);
    const items = [flat, down, across].map((g, i) => ({ id: i + 1, frames: [frame(g)] }));
    expect(groupDuplicates(items, AT)).toEqual([]);
    // A ramp still matches itself resized.
    const downAgain = resampleGray(
      new Float32Array(640 * 480).map((_, i) => 40 + 180 * (Math.floor(i / 640) / 480)),
      640,
      480,
      N,
      N,
    );
    expect(groupDuplicates([...items, { id: 4, frames: [frame(downAgain)] }], AT).map((g) => g.ids)).toEqual([[2, 4]]);
  });

  test("the CSV says how a pair matches", () => {
    const groups = groupDuplicates(
      [
        { id: 1, frames: [frame(original)] },
        { id: 2, frames: [frame(mirrored)] },
      ],
      AT,
    );
    expect(
      groupsCsv(
        groups,
        new Map([
          [1, { name: "a.jpg", kind: "图片" }],
          [2, { name: "b.jpg", kind: "图片" }],
        ]),
      ),
    ).toContain(",左右镜像\r\n");
  });
});
