/** 12345 → "1.2万": the way Chinese template sites show counts. */
export function formatCount(n: number): string {
  if (n >= 100_000_000) return `${trimZero((n / 100_000_000).toFixed(1))}亿`;
  if (n >= 10_000) return `${trimZero((n / 10_000).toFixed(1))}万`;
  return String(n);
}

function trimZero(text: string) {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}

/**
 * Width/height ratio of a cover box. The template's own ratio, clamped so a
 * 750×2800 long image or a 900×383 banner still fits a grid cell: the box
 * keeps its size before the image arrives, so nothing below it moves.
 */
export function coverRatio(width: number, height: number): number {
  const ratio = width / height;
  return Math.min(Math.max(ratio, 0.6), 1.6);
}

/** The provider's cover URL at a given render width (`?w=`), for sharper large previews and lighter cards. */
export function coverAt(cover: string, width: number): string {
  try {
    const url = new URL(cover);
    url.searchParams.set("w", String(width));
    return url.href;
  } catch {
    return cover;
  }
}
