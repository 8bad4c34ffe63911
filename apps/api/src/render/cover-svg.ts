/**
 * Deterministic template covers: the same template always gives byte-identical SVG.
 * The canvas uses the template's real pixel size as viewBox (so the aspect ratio is right),
 * the style picks the background, the scene picks the decoration, and the colour palette
 * colours both. Self-contained: no external fonts, images or links; the title is escaped.
 */
import { createRng, type Rng } from "../data/prng.ts";
import type { SceneLayout } from "../data/template-facets.ts";
import { darken, lighten, luminance, mix, readableOn } from "../lib/color.ts";
import { escapeHtml } from "../lib/html.ts";

/** Bump when the drawing changes: it is part of every cover URL's cache-busting version. */
export const COVER_RENDERER_VERSION = "3";

export type CoverInput = {
  id: number;
  title: string;
  layout: SceneLayout;
  sceneName: string;
  style: string;
  width: number;
  height: number;
  palette: string[];
};

type Canvas = { w: number; h: number; u: number; main: string; light: string; dark: string; accent: string; rng: Rng };

const SERIF_STYLES = new Set(["guochao", "retro", "luxury"]);

/**
 * CJK faces by name before the generic family. A generic `sans-serif` resolves to a Latin face on most
 * systems, so every Chinese glyph went through per-character font fallback inside each cover's own
 * SVG document: on a phone that doubled the covers' layout and paint time. The same order as the
 * site's own `--font-sans` (app.css): on Linux each family name missing from the system is a
 * synchronous lookup in the browser process while the page waits. Single quotes: the list sits
 * inside a double-quoted attribute.
 */
const SANS_FAMILIES = "'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";
const SERIF_FAMILIES = "'Noto Serif CJK SC', 'Source Han Serif SC', 'Songti SC', SimSun, serif";

const n = (value: number) => Math.round(value * 10) / 10;

/** Ratio between neighbouring text sizes a cover may use. */
const TEXT_STEP = 1.25;

/**
 * A text size snapped down to a step of one scale relative to the canvas width. Covers are drawn at the
 * card's width, so a size that is the same share of the width is the same pixel size on screen in every
 * cover. The browser looks up hinting settings (a synchronous call to its browser process, on the page's
 * main thread) once per pixel size and weight: titles sized freely gave every cover sizes of its
 * own; on this scale every cover draws from the same eleven sizes (template-cover.test.ts holds them to 12).
 */
export function textSize(value: number, width: number): number {
  const step = Math.floor(Math.log(value / width) / Math.log(TEXT_STEP) + 1e-9);
  // Not rounded: the browser keys fonts by size to 1/100 px, and a rounded size would part sizes that
  // should be one once scaled to the card.
  return width * TEXT_STEP ** step;
}

/** Visual width in em: CJK and full-width glyphs ≈ 1em, Latin and digits ≈ 0.56em. */
function textUnits(text: string): number {
  let units = 0;
  for (const ch of text) units += /[\u2E80-\uFFEF]/.test(ch) ? 1 : 0.56;
  return units;
}

/** Greedy wrap that prefers breaking after ｜，or a space near the end of a line. */
function greedyWrap(title: string, maxUnits: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const ch of title) {
    if (textUnits(line + ch) > maxUnits && line) {
      const cut = Math.max(line.lastIndexOf("｜"), line.lastIndexOf("，"), line.lastIndexOf(" "));
      if (cut > 0 && cut >= line.length - 3) {
        lines.push(line.slice(0, cut + 1).trim());
        line = line.slice(cut + 1).trimStart();
      } else {
        lines.push(line);
        line = "";
      }
    }
    line += ch;
  }
  if (line.trim()) lines.push(line.trim());
  return lines.map((l) => l.replace(/^｜|｜$/g, "")).filter(Boolean);
}

/**
 * Wraps to lines of at most `maxUnits`, balanced (5 + 4 characters reads better than 8 + 1),
 * and cuts to `maxLines` with an ellipsis.
 */
export function wrapTitle(title: string, maxUnits: number, maxLines: number): string[] {
  let lines = greedyWrap(title, maxUnits);
  const count = lines.length;
  for (let width = Math.ceil(textUnits(title) / count); count > 1 && width < maxUnits; width++) {
    const balanced = greedyWrap(title, width);
    if (balanced.length <= count) {
      lines = balanced;
      break;
    }
  }
  if (lines.length > maxLines) {
    lines = lines.slice(0, maxLines);
    lines[maxLines - 1] = `${[...lines[maxLines - 1]!].slice(0, -1).join("")}…`;
  }
  return lines;
}

/** Background colour each style paints most of the canvas with; the title ink is chosen against it. */
function baseColour(style: string, c: Canvas): string {
  switch (style) {
    case "minimal":
      return lighten(c.main, 0.9);
    case "guochao":
      return darken(c.main, 0.1);
    case "illustration":
      return c.light;
    case "business":
      return darken(c.main, 0.7);
    case "cute":
      return lighten(c.main, 0.82);
    case "tech":
      return "#0B1020";
    case "retro":
      return mix(c.light, "#F3E3C3", 0.5);
    case "fresh":
      return lighten(c.main, 0.7);
    default:
      return "#15120E";
  }
}

function background(style: string, c: Canvas): string {
  const { w, h, u, main, light, dark, accent, rng } = c;
  switch (style) {
    case "minimal":
      return `<rect width="${w}" height="${h}" fill="${baseColour(style, c)}"/><rect x="${n(u * 4)}" y="${n(u * 4)}" width="${n(w - u * 8)}" height="${n(h - u * 8)}" fill="none" stroke="${main}" stroke-width="${n(u * 0.4)}"/>`;
    case "guochao": {
      const clouds = [0, 1, 2, 3]
        .map((i) => {
          const cx = n(w * (0.15 + 0.25 * i)),
            cy = n(h * (0.82 + (i % 2) * 0.08)),
            r = n(u * (10 + rng.int(0, 6)));
          return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${n(u * 0.8)}"/><circle cx="${cx}" cy="${cy}" r="${n(Number(r) * 0.6)}" fill="none" stroke="${accent}" stroke-width="${n(u * 0.8)}"/>`;
        })
        .join("");
      return `<rect width="${w}" height="${h}" fill="${baseColour(style, c)}"/>${clouds}`;
    }
    case "illustration":
      return `<rect width="${w}" height="${h}" fill="${light}"/><ellipse cx="${n(w * 0.85)}" cy="${n(h * 0.15)}" rx="${n(u * 30)}" ry="${n(u * 24)}" fill="${main}" opacity="0.55"/><ellipse cx="${n(w * 0.1)}" cy="${n(h * 0.9)}" rx="${n(u * 36)}" ry="${n(u * 26)}" fill="${accent}" opacity="0.45"/><circle cx="${n(w * 0.78)}" cy="${n(h * 0.72)}" r="${n(u * 9)}" fill="${dark}" opacity="0.3"/>`;
    case "business": {
      const stripes = [0, 1, 2]
        .map(
          (i) =>
            `<polygon points="${n(w * (0.55 + i * 0.15))},0 ${n(w * (0.7 + i * 0.15))},0 ${n(w * (0.3 + i * 0.15))},${h} ${n(w * (0.15 + i * 0.15))},${h}" fill="${main}" opacity="${0.18 + i * 0.1}"/>`,
        )
        .join("");
      return `<rect width="${w}" height="${h}" fill="${baseColour(style, c)}"/>${stripes}`;
    }
    case "cute": {
      const dots = Array.from(
        { length: 14 },
        () =>
          `<circle cx="${n(rng.next() * w)}" cy="${n(rng.next() * h)}" r="${n(u * (1.5 + rng.next() * 3))}" fill="${rng.next() > 0.5 ? main : accent}" opacity="0.35"/>`,
      ).join("");
      return `<rect width="${w}" height="${h}" fill="${baseColour(style, c)}"/>${dots}<rect x="${n(u * 5)}" y="${n(u * 5)}" width="${n(w - u * 10)}" height="${n(h - u * 10)}" rx="${n(u * 6)}" fill="none" stroke="${main}" stroke-width="${n(u * 1.2)}" stroke-dasharray="${n(u * 3)} ${n(u * 2)}"/>`;
    }
    case "tech": {
      const step = u * 10;
      const lines: string[] = [];
      for (let x = step; x < w; x += step) lines.push(`M${n(x)} 0V${h}`);
      for (let y = step; y < h; y += step) lines.push(`M0 ${n(y)}H${w}`);
      return `<rect width="${w}" height="${h}" fill="#0B1020"/><path d="${lines.join("")}" stroke="${main}" stroke-width="${n(u * 0.15)}" opacity="0.35"/><circle cx="${n(w * 0.75)}" cy="${n(h * 0.3)}" r="${n(u * 28)}" fill="${main}" opacity="0.25"/><circle cx="${n(w * 0.75)}" cy="${n(h * 0.3)}" r="${n(u * 16)}" fill="none" stroke="${accent}" stroke-width="${n(u * 0.6)}"/>`;
    }
    case "retro": {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a1 = (i / 12) * Math.PI * 2,
          a2 = a1 + Math.PI / 12,
          r = Math.max(w, h) * 1.2;
        const cx = w / 2,
          cy = h * 1.05;
        return `<polygon points="${n(cx)},${n(cy)} ${n(cx + Math.cos(a1) * r)},${n(cy + Math.sin(a1) * r)} ${n(cx + Math.cos(a2) * r)},${n(cy + Math.sin(a2) * r)}" fill="${main}" opacity="0.16"/>`;
      }).join("");
      return `<rect width="${w}" height="${h}" fill="${baseColour(style, c)}"/>${rays}`;
    }
    case "fresh":
      return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(main, 0.7)}"/><stop offset="1" stop-color="#FFFFFF"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><ellipse cx="${n(w * 0.88)}" cy="${n(h * 0.88)}" rx="${n(u * 14)}" ry="${n(u * 6)}" transform="rotate(-35 ${n(w * 0.88)} ${n(h * 0.88)})" fill="${main}" opacity="0.5"/><ellipse cx="${n(w * 0.78)}" cy="${n(h * 0.93)}" rx="${n(u * 10)}" ry="${n(u * 4)}" transform="rotate(20 ${n(w * 0.78)} ${n(h * 0.93)})" fill="${accent}" opacity="0.45"/>`;
    case "luxury":
    default:
      return `<rect width="${w}" height="${h}" fill="#15120E"/><rect x="${n(u * 4)}" y="${n(u * 4)}" width="${n(w - u * 8)}" height="${n(h - u * 8)}" fill="none" stroke="#C9A227" stroke-width="${n(u * 0.5)}"/><rect x="${n(u * 6)}" y="${n(u * 6)}" width="${n(w - u * 12)}" height="${n(h - u * 12)}" fill="none" stroke="${main}" stroke-width="${n(u * 0.25)}" opacity="0.8"/>`;
  }
}

/** Scene decoration plus where the title block goes (as fractions of the canvas). */
type Decoration = {
  svg: string;
  /** Title block: top, x, anchor, and the share of the canvas width/height it may fill. */
  titleY: number;
  titleX: number;
  anchor: "start" | "middle";
  maxWidth: number;
  maxHeight: number;
  ink?: string;
};

function decoration(layout: SceneLayout, c: Canvas, ink: string): Decoration {
  const { w, h, u, main, accent } = c;
  const pill = (x: number, y: number, text: string, fill: string) =>
    `<rect x="${n(x)}" y="${n(y)}" width="${n(u * (6 + text.length * 5))}" height="${n(u * 8)}" rx="${n(u * 4)}" fill="${fill}"/><text x="${n(x + u * (3 + text.length * 2.5))}" y="${n(y + u * 5.6)}" font-size="${textSize(u * 4.6, w)}" text-anchor="middle" fill="${readableOn(fill)}" font-weight="700">${text}</text>`;
  switch (layout) {
    case "product":
      return {
        svg: `<rect x="${n(w * 0.2)}" y="${n(h * 0.42)}" width="${n(w * 0.6)}" height="${n(h * 0.4)}" rx="${n(u * 4)}" fill="${main}" opacity="0.85"/><circle cx="${n(w * 0.8)}" cy="${n(h * 0.42)}" r="${n(u * 12)}" fill="${accent}"/><text x="${n(w * 0.8)}" y="${n(h * 0.42 + u * 3)}" font-size="${textSize(u * 8, w)}" text-anchor="middle" fill="${readableOn(accent)}" font-weight="700">¥</text>`,
        titleY: 0.16,
        titleX: 0.5,
        anchor: "middle",
        maxWidth: 0.84,
        maxHeight: 0.22,
      };
    case "live":
      return {
        svg: `${pill(u * 6, u * 6, "LIVE", "#E53935")}<circle cx="${n(w / 2)}" cy="${n(h * 0.62)}" r="${n(Math.min(w, h) * 0.22)}" fill="${main}" opacity="0.8"/><circle cx="${n(w / 2)}" cy="${n(h * 0.62)}" r="${n(Math.min(w, h) * 0.28)}" fill="none" stroke="${accent}" stroke-width="${n(u * 1)}"/>`,
        titleY: 0.16,
        titleX: 0.5,
        anchor: "middle",
        maxWidth: 0.84,
        maxHeight: 0.2,
      };
    case "note":
      return {
        svg: `<rect x="${n(w * 0.08)}" y="${n(h * 0.1)}" width="${n(w * 0.84)}" height="${n(h * 0.8)}" rx="${n(u * 4)}" fill="#FFFFFF" opacity="0.92"/><rect x="${n(w * 0.14)}" y="${n(h * 0.55)}" width="${n(w * 0.72)}" height="${n(h * 0.28)}" rx="${n(u * 3)}" fill="${main}" opacity="0.75"/>`,
        // The title sits on the white card, whatever the background is.
        titleY: 0.16,
        titleX: 0.5,
        anchor: "middle",
        maxWidth: 0.72,
        maxHeight: 0.3,
        ink: luminance(main) > 0.6 ? "#2A2A2A" : darken(main, 0.55),
      };
    case "banner":
      return {
        svg: `<circle cx="${n(w * 0.82)}" cy="${n(h * 0.5)}" r="${n(h * 0.36)}" fill="${main}" opacity="0.85"/><circle cx="${n(w * 0.82)}" cy="${n(h * 0.5)}" r="${n(h * 0.22)}" fill="${accent}" opacity="0.8"/>`,
        titleY: 0.28,
        titleX: 0.07,
        anchor: "start",
        maxWidth: 0.6,
        maxHeight: 0.44,
      };
    case "poster":
      return {
        svg: `<rect x="${n(w - u * 26)}" y="${n(h - u * 26)}" width="${n(u * 20)}" height="${n(u * 20)}" fill="#FFFFFF" stroke="${main}" stroke-width="${n(u * 0.6)}"/><path d="M${n(w - u * 23)} ${n(h - u * 23)}h${n(u * 6)}v${n(u * 6)}h${n(-u * 6)}zM${n(w - u * 15)} ${n(h - u * 23)}h${n(u * 6)}v${n(u * 6)}h${n(-u * 6)}zM${n(w - u * 23)} ${n(h - u * 15)}h${n(u * 6)}v${n(u * 6)}h${n(-u * 6)}z" fill="${darken(main, 0.3)}"/><rect x="${n(u * 6)}" y="${n(h * 0.55)}" width="${n(w * 0.5)}" height="${n(u * 1.2)}" fill="${accent}"/>`,
        titleY: 0.2,
        titleX: 0.08,
        anchor: "start",
        maxWidth: 0.84,
        maxHeight: 0.3,
      };
    case "video": {
      const r = Math.min(w, h) * 0.14;
      return {
        svg: `<circle cx="${n(w / 2)}" cy="${n(h * 0.62)}" r="${n(r)}" fill="${main}" opacity="0.9"/><polygon points="${n(w / 2 - r * 0.35)},${n(h * 0.62 - r * 0.5)} ${n(w / 2 - r * 0.35)},${n(h * 0.62 + r * 0.5)} ${n(w / 2 + r * 0.5)},${n(h * 0.62)}" fill="#FFFFFF"/>`,
        titleY: 0.16,
        titleX: 0.5,
        anchor: "middle",
        maxWidth: 0.86,
        maxHeight: 0.26,
      };
    }
    case "invite":
      return {
        svg: `<rect x="${n(u * 8)}" y="${n(u * 8)}" width="${n(w - u * 16)}" height="${n(h - u * 16)}" fill="none" stroke="${main}" stroke-width="${n(u * 0.8)}"/><rect x="${n(u * 10)}" y="${n(u * 10)}" width="${n(w - u * 20)}" height="${n(h - u * 20)}" fill="none" stroke="${accent}" stroke-width="${n(u * 0.3)}"/><text x="${n(w / 2)}" y="${n(h * 0.2)}" font-size="${textSize(u * 5, w)}" letter-spacing="${n(u * 1.2)}" text-anchor="middle" fill="${ink}" opacity="0.75">INVITATION</text>`,
        titleY: 0.32,
        titleX: 0.5,
        anchor: "middle",
        maxWidth: 0.7,
        maxHeight: 0.3,
      };
    case "hiring":
      return {
        svg: `<text x="${n(w / 2)}" y="${n(h * 0.78)}" font-size="${textSize(u * 18, w)}" font-weight="700" text-anchor="middle" fill="none" stroke="${main}" stroke-width="${n(u * 0.6)}">JOIN US</text>${pill(w / 2 - u * 10.5, h * 0.84, "招聘", main)}`,
        titleY: 0.16,
        titleX: 0.5,
        anchor: "middle",
        maxWidth: 0.84,
        maxHeight: 0.3,
      };
    case "festival":
      return {
        svg: `<circle cx="${n(w / 2)}" cy="${n(h * 0.64)}" r="${n(Math.min(w, h) * 0.26)}" fill="${main}" opacity="0.9"/><circle cx="${n(w / 2 + Math.min(w, h) * 0.09)}" cy="${n(h * 0.6)}" r="${n(Math.min(w, h) * 0.2)}" fill="${accent}" opacity="0.35"/>`,
        titleY: 0.12,
        titleX: 0.5,
        anchor: "middle",
        maxWidth: 0.84,
        maxHeight: 0.22,
      };
    case "long":
    default: {
      const bands = [0, 1, 2, 3]
        .map((i) => {
          const y = h * (0.3 + i * 0.17);
          return `<rect x="${n(u * 8)}" y="${n(y)}" width="${n(w - u * 16)}" height="${n(h * 0.14)}" rx="${n(u * 4)}" fill="${i % 2 ? accent : main}" opacity="0.8"/><text x="${n(u * 14)}" y="${n(y + u * 14)}" font-size="${textSize(u * 9, w)}" font-weight="700" fill="#FFFFFF">0${i + 1}</text>`;
        })
        .join("");
      return { svg: bands, titleY: 0.06, titleX: 0.5, anchor: "middle", maxWidth: 0.84, maxHeight: 0.17 };
    }
  }
}

export function renderCoverSvg(input: CoverInput, displayWidth?: number): string {
  const { width: w, height: h } = input;
  const [main = "#FB8C00", light = lighten(main, 0.8), dark = darken(main, 0.35), accent = "#FBC02D"] = input.palette;
  const canvas: Canvas = { w, h, u: Math.min(w, h) / 100, main, light, dark, accent, rng: createRng(input.id) };
  const base = baseColour(input.style, canvas);
  const darkBg = luminance(base) < 0.3;
  const ink = darkBg
    ? input.style === "guochao"
      ? lighten(accent, 0.6)
      : "#FFFFFF"
    : luminance(main) > 0.6
      ? "#2A2A2A"
      : darken(main, 0.55);
  const deco = decoration(input.layout, canvas, ink);
  const titleInk = deco.ink ?? ink;
  const family = SERIF_STYLES.has(input.style) ? SERIF_FAMILIES : SANS_FAMILIES;

  // Size the title so the longest line fits the block width and all lines fit its height.
  const blockWidth = w * deco.maxWidth;
  const blockHeight = h * deco.maxHeight;
  const maxFont = Math.min(w, h) * (input.layout === "banner" ? 0.16 : 0.12);
  const firstTry = wrapTitle(input.title, blockWidth / maxFont, 3);
  const longest = Math.max(...firstTry.map(textUnits), 1);
  const fit = (lineCount: number) => blockHeight / (lineCount * 1.25 + 0.6);
  const fontSize = textSize(Math.min(maxFont, blockWidth / longest, fit(firstTry.length)), w);
  const lines = wrapTitle(input.title, blockWidth / fontSize, 3);
  const x = n(w * deco.titleX);
  const title = lines
    .map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : n(fontSize * 1.25)}">${escapeHtml(line)}</tspan>`)
    .join("");
  const lastBaseline = h * deco.titleY + fontSize + (lines.length - 1) * fontSize * 1.25;
  const label = `<text x="${x}" y="${n(lastBaseline + fontSize * 0.75)}" font-size="${textSize(fontSize * 0.38, w)}" text-anchor="${deco.anchor}" fill="${titleInk}" opacity="0.7">${escapeHtml(input.sceneName)}</text>`;
  const size = displayWidth
    ? ` width="${displayWidth}" height="${Math.round((displayWidth * h) / w)}"`
    : ` width="${w}" height="${h}"`;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${size} role="img" aria-label="${escapeHtml(input.title)}" xml:lang="zh-CN" font-family="${family}">` +
    `<title>${escapeHtml(input.title)}</title>` +
    background(input.style, canvas) +
    deco.svg +
    `<text x="${x}" y="${n(h * deco.titleY + fontSize)}" font-size="${fontSize}" font-weight="700" text-anchor="${deco.anchor}" fill="${titleInk}">${title}</text>` +
    label +
    `</svg>`
  );
}
