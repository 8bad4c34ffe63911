/**
 * Which parts of a sampled video frame need reading again, so OCR runs only when something changed
 * (docs/decisions/016-ocr-speed.md). Each region (the subtitle band, the rest of the frame) gets a cheap
 * signature: an edge map of a grey copy at about a quarter of the frame's size. Burned-in text is sharp and
 * does not move while it is on screen, so a caption over a slowly moving gradient leaves its region's edge map
 * nearly as it was, and a new caption changes the edges where it sits even when the mean brightness hardly
 * moves (a caption swap on a flat background). A busy moving background (foliage, noise, a test pattern)
 * changes edges everywhere: there the gate cannot tell and reads. The same edge map says where in the region
 * anything is drawn, so the OCR crop can leave out the empty part. Pure: callers fill the grey copies (a
 * canvas on the page, a decoded frame in a worker).
 */

/** A grey copy of one region, row by row, 0–255. */
export type Grey = { width: number; height: number; data: Uint8Array };
/** 1 where the grey copy has an edge (central differences over EDGE_THRESHOLD). */
export type EdgeMap = { width: number; height: number; edges: Uint8Array; count: number };

/** The lower part of a frame where subtitles sit (the share of the height). */
export const SUBTITLE_BAND = 0.35;
/** The grey copies are this many times smaller than the frame (1080×1920 → 270×480). */
export const SIGNATURE_SCALE = 4;

/**
 * |dx| + |dy| of the quarter-size grey copy over which a cell is an edge: text strokes (5–10 px at 1080 wide)
 * still differ by 100 and more after the averaging, a smooth gradient by a few levels per cell.
 */
const EDGE_THRESHOLD = 32;

export function edgeMap({ width, height, data }: Grey, threshold = EDGE_THRESHOLD): EdgeMap {
  const edges = new Uint8Array(width * height);
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const g = Math.abs(data[i + 1]! - data[i - 1]!) + Math.abs(data[i + width]! - data[i - width]!);
      if (g >= threshold) {
        edges[i] = 1;
        count++;
      }
    }
  }
  return { width, height, edges, count };
}

/**
 * How much the edges differ, 0–1: cells that are an edge in one map only, over all edge cells of both. Two
 * empty maps are the same (0); maps of different sizes are all different (1).
 */
export function edgeChange(a: EdgeMap | null, b: EdgeMap): number {
  if (!a || a.width !== b.width || a.height !== b.height) return 1;
  if (a.count + b.count === 0) return 0;
  let differ = 0;
  for (let i = 0; i < b.edges.length; i++) differ += a.edges[i]! ^ b.edges[i]!;
  return differ / (a.count + b.count);
}

export type Box = { x: number; y: number; w: number; h: number };

/**
 * The part of a region with anything drawn in it, in the region's own pixels (`scale` map cells per pixel
 * inverse), padded by `pad` pixels: rows and columns with at least two edge cells. Null when the map is empty.
 * Detection on this crop instead of the whole region costs as much less as the crop is smaller.
 */
export function drawnArea(map: EdgeMap, scale: number, pad: number, width: number, height: number): Box | null {
  const rows = new Uint16Array(map.height);
  const cols = new Uint16Array(map.width);
  for (let y = 0; y < map.height; y++)
    for (let x = 0; x < map.width; x++)
      if (map.edges[y * map.width + x]) {
        rows[y]!++;
        cols[x]!++;
      }
  const first = (a: Uint16Array) => a.findIndex((n) => n >= 2);
  const last = (a: Uint16Array) => a.length - 1 - [...a].reverse().findIndex((n) => n >= 2);
  const y0 = first(rows);
  const x0 = first(cols);
  if (y0 < 0 || x0 < 0) return null;
  const top = Math.max(0, Math.floor(y0 * scale - pad));
  const left = Math.max(0, Math.floor(x0 * scale - pad));
  const bottom = Math.min(height, Math.ceil((last(rows) + 1) * scale + pad));
  const right = Math.min(width, Math.ceil((last(cols) + 1) * scale + pad));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/**
 * A region's signature: its grey copy, its edge map and the mean grey of 8×8-cell blocks (32 px at a 1080
 * short side).
 */
export type Signature = { grey: Uint8Array; edges: EdgeMap; blocks: Float32Array };

const BLOCK = 8;

export function signatureOf(grey: Grey): Signature {
  const { width: w, height: h, data } = grey;
  const bw = Math.ceil(w / BLOCK);
  const bh = Math.ceil(h / BLOCK);
  const blocks = new Float32Array(bw * bh);
  const n = new Float32Array(bw * bh);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const b = Math.floor(y / BLOCK) * bw + Math.floor(x / BLOCK);
      blocks[b]! += data[y * w + x]!;
      n[b]!++;
    }
  for (let i = 0; i < blocks.length; i++) blocks[i]! /= n[i]! || 1;
  return { grey: Uint8Array.from(data), edges: edgeMap(grey), blocks };
}

/**
 * Mean grey change (0–255) at the cells that are an edge in either signature: where text is drawn. A caption
 * that stays reads the same there (a few levels of codec noise); another caption in its place turns strokes
 * into background and back (60–90 levels), even when both edge maps cover the same blobs, as bold CJK text
 * with an outline does at a quarter of its size.
 */
export function edgeGreyChange(a: Signature, b: Signature): number {
  if (a.grey.length !== b.grey.length) return 255;
  let n = 0;
  let d = 0;
  for (let i = 0; i < b.grey.length; i++)
    if (a.edges.edges[i] || b.edges.edges[i]) {
      n++;
      d += Math.abs(a.grey[i]! - b.grey[i]!);
    }
  return n ? d / n : 0;
}

/** Mean grey change (0–255) of a block that counts as changed. */
const BLOCK_CHANGE = 24;

/** Share of blocks whose mean grey moved by more than BLOCK_CHANGE (1 for signatures of different sizes). */
export function blockChange(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 1;
  let n = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > BLOCK_CHANGE) n++;
  return a.length ? n / a.length : 0;
}

/** Mean grey change of the blocks, 0–255: a new scene moves most of them a lot. */
export function meanBlockDiff(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 255;
  let d = 0;
  for (let i = 0; i < a.length; i++) d += Math.abs(a[i]! - b[i]!);
  return a.length ? d / a.length : 0;
}

/** One sampled frame as the gate sees it: its time and the two regions' signatures. */
export type GateSample = { time: number; band: Signature; rest: Signature };
export type GateDecision = { band: boolean; rest: boolean; cut: boolean };

export type GateOptions = {
  /** Edge change of a region since its last reading that makes it worth reading again. */
  edgeChange: number;
  /** Mean grey change at the edges (edgeGreyChange) that makes a region worth reading again. */
  edgeGreyChange: number;
  /**
   * Share of a region's blocks whose brightness moved that makes it worth reading again: a caption with a dark
   * box, or white text, appearing over a busy background darkens or lightens the blocks under it while the edge
   * map, full of the background's edges, barely changes its share.
   */
  blockChange: number;
  /** A region with this share of edge cells or more cannot be judged by its edges (foliage, noise): it is read. */
  busy: number;
  /** Seconds after which the band is read again whatever the gate says (a safety net). */
  bandReread: number;
  /** Mean block change between two samples (0–255) that counts as a new scene: the rest of the frame is read. */
  sceneChange: number;
  /** The rest of the frame is read at most this often on change alone (busy backgrounds change at every sample). */
  restMinGap: number;
  /** Seconds after which the rest is read again whatever the gate says. */
  restReread: number;
};

export const DEFAULT_GATE: GateOptions = {
  edgeChange: 0.2,
  edgeGreyChange: 24,
  blockChange: 0.05,
  busy: 0.5,
  bandReread: 5,
  sceneChange: 30,
  restMinGap: 2,
  restReread: 10,
};

/**
 * Decides per sample which regions to read, comparing each with its signature at its last reading (not with
 * the previous sample: a caption fading in over several samples is read again while it keeps changing). A new
 * scene reads the rest of the frame; the band is judged by its own signature only (a cut under a caption that
 * stays does not make the caption new).
 */
export class TextGate {
  private band: { time: number; sig: Signature } | null = null;
  private rest: { time: number; sig: Signature } | null = null;
  private previous: GateSample | null = null;

  constructor(private readonly options: GateOptions = DEFAULT_GATE) {}

  decide(sample: GateSample): GateDecision {
    const o = this.options;
    const { time } = sample;
    const p = this.previous;
    const cut =
      p !== null &&
      (meanBlockDiff(p.band.blocks, sample.band.blocks) * p.band.blocks.length +
        meanBlockDiff(p.rest.blocks, sample.rest.blocks) * p.rest.blocks.length) /
        Math.max(1, p.band.blocks.length + p.rest.blocks.length) >
        o.sceneChange;
    this.previous = sample;
    const changed = (last: Signature, now: Signature) =>
      now.edges.count >= o.busy * now.edges.edges.length ||
      edgeChange(last.edges, now.edges) >= o.edgeChange ||
      edgeGreyChange(last, now) >= o.edgeGreyChange ||
      blockChange(last.blocks, now.blocks) >= o.blockChange;
    const band = !this.band || time - this.band.time >= o.bandReread - 1e-6 || changed(this.band.sig, sample.band);
    const rest =
      !this.rest ||
      cut ||
      time - this.rest.time >= o.restReread - 1e-6 ||
      (time - this.rest.time >= o.restMinGap - 1e-6 && changed(this.rest.sig, sample.rest));
    if (band) this.band = { time, sig: sample.band };
    if (rest) this.rest = { time, sig: sample.rest };
    return { band, rest, cut };
  }
}
