/** Numbers as every screen shows them. */

/** 12345 → "1.2万": the way Chinese template sites show counts. */
export function formatCount(n: number): string {
  if (n >= 100_000_000) return `${trimZero((n / 100_000_000).toFixed(1))}亿`;
  if (n >= 10_000) return `${trimZero((n / 10_000).toFixed(1))}万`;
  return String(n);
}

function trimZero(text: string) {
  return text.endsWith(".0") ? text.slice(0, -2) : text;
}
