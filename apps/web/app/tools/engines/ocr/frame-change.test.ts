import { describe, expect, it } from "vitest";
import {
  DEFAULT_GATE,
  drawnArea,
  edgeChange,
  edgeMap,
  signatureOf,
  TextGate,
  type Grey,
  type Signature,
} from "./frame-change";

const W = 120;
const H = 60;

/** A grey region filled by `fill(x, y)`. */
const region = (fill: (x: number, y: number) => number, w = W, h = H): Grey => {
  const data = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) data[y * w + x] = Math.max(0, Math.min(255, fill(x, y)));
  return { width: w, height: h, data };
};

/** A caption: white strokes in rows 24–35 over `bg`; `seed` changes which columns carry strokes (another text). */
const caption =
  (bg: (x: number, y: number) => number, seed: number) =>
  (x: number, y: number): number => {
    if (y < 24 || y > 35 || x < 20 || x > 100) return bg(x, y);
    const stroke = (x * 7 + seed * 13 + (y > 29 ? seed : 0)) % 5 < 2;
    return stroke ? 240 : 30;
  };

const flat = () => 90;
/** A smooth gradient drifting sideways by `shift` cells. */
const gradient = (shift: number) => (x: number) => 60 + (x + shift) * 0.8;
/** Seeded noise: a busy texture that changes completely with `seed`. */
const noise = (seed: number) => (x: number, y: number) => {
  let h = (x * 374761393 + y * 668265263 + seed * 982451653) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177) >>> 0;
  return (h & 255) > 127 ? 200 : 40;
};

const sig = (fill: (x: number, y: number) => number): Signature => signatureOf(region(fill));
const sample = (time: number, band: Signature, rest: Signature = sig(flat)) => ({ time, band, rest });

describe("edge maps", () => {
  it("see text strokes and not a smooth gradient; an empty map is unchanged, a swapped text is not", () => {
    expect(edgeMap(region(gradient(0))).count).toBe(0);
    const a = edgeMap(region(caption(flat, 1)));
    expect(a.count).toBeGreaterThan(100);
    expect(edgeChange(a, edgeMap(region(caption(flat, 1))))).toBe(0);
    expect(edgeChange(a, edgeMap(region(caption(flat, 2))))).toBeGreaterThan(0.2);
    expect(edgeChange(edgeMap(region(flat)), edgeMap(region(flat)))).toBe(0);
    expect(edgeChange(null, a)).toBe(1);
  });

  it("find where something is drawn, padded and clamped; nothing drawn is null", () => {
    const area = drawnArea(edgeMap(region(caption(flat, 1))), 4, 8, W * 4, H * 4)!;
    // Strokes in cells x 20–100, y 24–35 (edges one cell around them), ×4 px, 8 px of margin.
    expect(area.y).toBeGreaterThanOrEqual(22 * 4 - 8);
    expect(area.y).toBeLessThanOrEqual(24 * 4);
    expect(area.y + area.h).toBeLessThanOrEqual(38 * 4 + 8);
    expect(area.x).toBeGreaterThanOrEqual(18 * 4 - 8);
    expect(area.x + area.w).toBeLessThanOrEqual(W * 4);
    expect(drawnArea(edgeMap(region(flat)), 4, 8, W * 4, H * 4)).toBeNull();
  });
});

describe("TextGate", () => {
  it("reads a caption once while it stays over a drifting gradient, and again when it changes on a flat background", () => {
    const gate = new TextGate();
    expect(gate.decide(sample(0, sig(caption(gradient(0), 1))))).toMatchObject({ band: true, rest: true });
    for (const [t, shift] of [
      [0.5, 1],
      [1, 2],
      [1.5, 3],
    ] as const)
      expect(gate.decide(sample(t, sig(caption(gradient(shift), 1)))).band).toBe(false);
    // Another caption of the same size on a flat background: the mean brightness hardly moves, the edges do.
    const g2 = new TextGate();
    g2.decide(sample(0, sig(caption(flat, 1))));
    expect(g2.decide(sample(0.5, sig(caption(flat, 1)))).band).toBe(false);
    expect(g2.decide(sample(1, sig(caption(flat, 2)))).band).toBe(true);
  });

  it("reads a busy band at every sample (its edges cannot tell), and a caption appearing over it", () => {
    const gate = new TextGate();
    gate.decide(sample(0, sig(noise(1))));
    expect(gate.decide(sample(0.5, sig(noise(2)))).band).toBe(true);
    expect(gate.decide(sample(1, sig(caption(noise(3), 1)))).band).toBe(true);
  });

  it("reads the rest of the frame on a new scene, not the unchanged band; busy change at most every restMinGap", () => {
    const gate = new TextGate();
    const band = sig(caption(flat, 1));
    gate.decide(
      sample(
        0,
        band,
        sig(() => 40),
      ),
    );
    // A cut: the whole rest of the frame turns bright.
    expect(
      gate.decide(
        sample(
          0.5,
          band,
          sig(() => 200),
        ),
      ),
    ).toEqual({ band: false, rest: true, cut: true });
    // A busy, changing rest: read again only after restMinGap seconds since its last reading.
    expect(gate.decide(sample(1, band, sig(noise(1)))).rest).toBe(true);
    expect(gate.decide(sample(1.5, band, sig(noise(2)))).rest).toBe(false);
    expect(gate.decide(sample(2.5, band, sig(noise(3)))).rest).toBe(false);
    expect(gate.decide(sample(3, band, sig(noise(4)))).rest).toBe(true);
  });

  it("reads the band again after bandReread seconds whatever it shows (a safety net)", () => {
    const gate = new TextGate();
    const band = sig(caption(flat, 1));
    gate.decide(sample(0, band));
    expect(gate.decide(sample(DEFAULT_GATE.bandReread - 0.5, band)).band).toBe(false);
    expect(gate.decide(sample(DEFAULT_GATE.bandReread, band)).band).toBe(true);
  });
});
