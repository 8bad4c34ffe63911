/**
 * Fonts an SVG names: `font-family` attributes, `font-family` / `font` declarations in style attributes and
 * <style> sheets, and @font-face rules. Text converted to outlines (paths) names no font, so an SVG with
 * no <text> says so rather than reporting "no fonts".
 */
import { isGenericFamily } from "./font-match";
import { addFont, type FileScan, type FontUse } from "./report-types";

/** Splits a CSS font-family list into names, dropping quotes and generic families. */
export function splitFamilyList(value: string): string[] {
  return value
    .split(",")
    .map((part) =>
      part
        .trim()
        .replace(/^['"]|['"]$/g, "")
        .trim(),
    )
    .filter((n) => n && !isGenericFamily(n) && !/^var\(/.test(n));
}

/** The family list inside a `font:` shorthand: what follows the size (and optional /line-height). */
function familyFromShorthand(value: string): string {
  const m = /(?:^|\s)[\d.]+(?:px|pt|em|rem|%|vw|vh)?(?:\/[\d.]+\w*)?\s+(.+)$/.exec(value.trim());
  return m ? m[1]! : "";
}

function unescapeAttr(v: string): string {
  return v
    .replace(/&quot;/g, '"')
    .replace(/&apos;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

export function scanSvg(source: string): FileScan {
  const fonts: FontUse[] = [];
  const notes: string[] = [];
  const add = (list: string, where: string) => splitFamilyList(list).forEach((n) => addFont(fonts, n, where));
  for (const m of source.matchAll(/\sfont-family\s*=\s*("([^"]*)"|'([^']*)')/g))
    add(unescapeAttr(m[2] ?? m[3] ?? ""), "font-family 属性");
  const css = [
    ...[...source.matchAll(/\sstyle\s*=\s*"([^"]*)"/g)].map((m) => unescapeAttr(m[1]!)),
    ...[...source.matchAll(/\sstyle\s*=\s*'([^']*)'/g)].map((m) => unescapeAttr(m[1]!)),
    ...[...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!.replace(/<!\[CDATA\[|\]\]>/g, "")),
  ];
  for (const block of css) {
    const faces = [...block.matchAll(/@font-face\s*{([^}]*)}/g)];
    for (const face of faces) {
      const fam = /font-family\s*:\s*([^;]+)/.exec(face[1]!);
      if (fam) add(fam[1]!, "@font-face 网页字体");
    }
    const rest = block.replace(/@font-face\s*{[^}]*}/g, "");
    for (const m of rest.matchAll(/(?:^|[;{\s])font-family\s*:\s*([^;}]+)/g)) add(m[1]!, "样式");
    for (const m of rest.matchAll(/(?:^|[;{\s])font\s*:\s*([^;}]+)/g)) add(familyFromShorthand(m[1]!), "样式");
  }
  const hasText = /<text[\s>]/.test(source);
  if (!hasText && fonts.length === 0)
    notes.push("这个 SVG 里没有文字元素：文字若已转成路径（转曲），就不再带字体名，这里无法识别是哪款字体。");
  if (/<image[\s>]/.test(source))
    notes.push("SVG 里嵌有位图（<image>），位图里的文字和图片版权这里读不到，请单独检查。");
  return { kind: "svg", fonts, rights: [], notes };
}
