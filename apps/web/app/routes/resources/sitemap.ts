/**
 * sitemap.xml text (sitemaps.org 0.9). Pure so it can be tested: the
 * resource route gathers the URLs, this escapes and formats them.
 */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

/** The protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!,
  );
}

export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc) || lines.length >= SITEMAP_MAX_URLS) continue;
    seen.add(entry.loc);
    const lastmod =
      entry.lastmod && /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod) ? `<lastmod>${entry.lastmod}</lastmod>` : "";
    lines.push(`  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join("\n")}\n</urlset>\n`;
}
