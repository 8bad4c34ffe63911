/**
 * Download helpers the media runners share (the source badge and the file drop zone are every family's:
 * tools/kit/source-badge.tsx, tools/kit/file-drop.tsx).
 */

export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** file.jpg → file-<suffix>.jpg */
export function renamed(name: string, suffix: string, ext: string): string {
  const base = name.replace(/\.[^.]+$/, "");
  return `${base}-${suffix}.${ext}`;
}

/** Unique names inside a zip (two photos can share IMG_0001.jpg). */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = seen.get(n) ?? 0;
    seen.set(n, k + 1);
    return k === 0 ? n : n.replace(/(\.[^.]+)?$/, `(${k})$1`);
  });
}
