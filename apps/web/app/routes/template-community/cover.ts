/** Template cover boxes and URLs (模板社区 grid and detail). */

/**
 * Width/height ratio of a cover box. The template's own ratio, clamped so a
 * 750×2800 long image or a 900×383 banner still fits a grid cell: the box
 * keeps its size before the image arrives, so nothing below it moves. The
 * card shows the cover from its top left corner: a long image's title is at
 * its top, and a banner's title starts at its left (the right is cut).
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
