/**
 * 配色提取 maths: median-cut quantisation of a downscaled bitmap (opaque
 * pixels only), colour formats, WCAG 2.x contrast, and the nearest 模板社区
 * colour facet (keys and hexes of apps/api/src/data/template-facets.ts).
 */
export type Rgb = [number, number, number];
export type Swatch = { rgb: Rgb; share: number };

/** Dominant colours with their share of the opaque pixels, largest first. `rgba` is ImageData.data. */
export function medianCut(rgba: Uint8ClampedArray | Uint8Array, count: number): Swatch[] {
  const pixels: Rgb[] = [];
  for (let i = 0; i + 3 < rgba.length; i += 4)
    if (rgba[i + 3]! >= 128) pixels.push([rgba[i]!, rgba[i + 1]!, rgba[i + 2]!]);
  if (pixels.length === 0) return [];
  let boxes: Rgb[][] = [pixels];
  while (boxes.length < count) {
    // Split the box with the widest channel range (weighted by its size), at the median.
    let best = -1;
    let bestScore = 0;
    let bestChannel = 0;
    boxes.forEach((box, i) => {
      if (box.length < 2) return;
      for (let c = 0; c < 3; c++) {
        let lo = 255;
        let hi = 0;
        for (const p of box) {
          if (p[c]! < lo) lo = p[c]!;
          if (p[c]! > hi) hi = p[c]!;
        }
        const score = (hi - lo) * Math.sqrt(box.length);
        if (score > bestScore) {
          bestScore = score;
          best = i;
          bestChannel = c;
        }
      }
    });
    if (best < 0) break;
    const box = boxes[best]!.slice().sort((a, b) => a[bestChannel]! - b[bestChannel]!);
    // Split where the value changes nearest the median, so one colour never ends up in two boxes.
    let mid = box.length >> 1;
    const v = (i: number) => box[i]![bestChannel]!;
    let down = mid;
    let up = mid;
    while (down > 0 && v(down - 1) === v(down)) down--;
    while (up < box.length && v(up - 1) === v(up)) up++;
    // The chosen channel spans more than one value, so a change exists on one side.
    mid = down > 0 && (mid - down <= up - mid || up >= box.length) ? down : up;
    boxes = [...boxes.slice(0, best), box.slice(0, mid), box.slice(mid), ...boxes.slice(best + 1)];
  }
  // A few k-means passes from the box means tighten the clusters median cut leaves loose.
  let centres = boxes.filter((b) => b.length > 0).map(mean);
  let counts: number[] = [];
  for (let pass = 0; pass < 4; pass++) {
    const sums = centres.map(() => [0, 0, 0]);
    counts = centres.map(() => 0);
    for (const p of pixels) {
      let bi = 0;
      let bd = Infinity;
      for (let i = 0; i < centres.length; i++) {
        const c = centres[i]!;
        const d = (p[0] - c[0]) ** 2 + (p[1] - c[1]) ** 2 + (p[2] - c[2]) ** 2;
        if (d < bd) {
          bd = d;
          bi = i;
        }
      }
      counts[bi]!++;
      for (let c = 0; c < 3; c++) sums[bi]![c]! += p[c]!;
    }
    centres = centres.map((c, i) => (counts[i] ? (sums[i]!.map((s) => s / counts[i]!) as Rgb) : c));
  }
  const swatches = centres
    .map((c, i) => ({ rgb: c.map((v) => Math.round(v)) as Rgb, share: counts[i]! / pixels.length }))
    .filter((s) => s.share > 0);
  // Boxes that ended up the same colour are one swatch.
  const merged = new Map<string, Swatch>();
  for (const s of swatches) {
    const k = toHex(s.rgb);
    const m = merged.get(k);
    if (m) m.share += s.share;
    else merged.set(k, { ...s });
  }
  return [...merged.values()].sort((a, b) => b.share - a.share);
}

function mean(box: Rgb[]): Rgb {
  const sum: Rgb = [0, 0, 0];
  for (const p of box) for (let c = 0; c < 3; c++) sum[c]! += p[c]!;
  return sum.map((s) => s / box.length) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase()}`;
}

export function fromHex(hex: string): Rgb {
  const n = parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [Math.round(h * 60) % 360, Math.round(s * 100), Math.round(l * 100)];
}

/** WCAG 2.x relative luminance. */
export function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for body text needs 4.5, for large text (≥ 18 pt or 14 pt bold) 3; AAA 7. */
export function contrastGrade(ratio: number): "AAA" | "AA" | "AA 大字" | "不达标" {
  return ratio >= 7 ? "AAA" : ratio >= 4.5 ? "AA" : ratio >= 3 ? "AA 大字" : "不达标";
}

/** The 模板社区 colour facets (apps/api/src/data/template-facets.ts `colors`; kept equal by palette.test.ts). */
export const colorFacets = [
  { key: "red", name: "红色", hex: "#E53935" },
  { key: "orange", name: "橙色", hex: "#FB8C00" },
  { key: "yellow", name: "黄色", hex: "#FBC02D" },
  { key: "green", name: "绿色", hex: "#43A047" },
  { key: "cyan", name: "青色", hex: "#00ACC1" },
  { key: "blue", name: "蓝色", hex: "#1E88E5" },
  { key: "purple", name: "紫色", hex: "#8E24AA" },
  { key: "pink", name: "粉色", hex: "#EC407A" },
  { key: "gold", name: "金色", hex: "#C9A227" },
  { key: "black", name: "黑色", hex: "#212121" },
  { key: "white", name: "白色", hex: "#F5F5F5" },
] as const;

/**
 * The facet closest to a colour: greys go to 黑色/白色 by lightness, other
 * colours by hue distance (weighted with lightness, so dark yellow reads 金色).
 */
export function nearestFacet(rgb: Rgb): (typeof colorFacets)[number] {
  const [h, s, l] = toHsl(rgb);
  if (s < 15 || l < 12 || l > 92) return l < 50 ? colorFacets[9] : colorFacets[10];
  let best: (typeof colorFacets)[number] = colorFacets[0];
  let bestD = Infinity;
  for (const f of colorFacets.slice(0, 9)) {
    const [fh, , fl] = toHsl(fromHex(f.hex));
    const dh = Math.min(Math.abs(h - fh), 360 - Math.abs(h - fh));
    const d = dh * dh + ((l - fl) * 1.5) ** 2;
    if (d < bestD) {
      bestD = d;
      best = f;
    }
  }
  return best;
}
