// Scoring for the OCR evaluation (scripts/bench-ocr.mjs, score.test.ts).
//
// normalize: whitespace removed; full-width ASCII folded to half-width; ¥/￥, ℃/°C,
// the dash family and 【】/〔〕 brackets treated alike (the same to a reader).
//
// characterAccuracy: 1 − Levenshtein distance / label length over the lines joined in
// reading order — the figure of the rendered kinds, whose reading order is unambiguous.
//
// lineScores: for real posters, photos and screens, where a person's reading order of side-by-side
// blocks is not the engine's row order. Each labelled line is aligned to its best stretch of the
// recognised text (all lines joined; longest labels first, a stretch is used once); its errors
// are that alignment's edits. Recognised characters no label claims count as errors too
// (insertions), so reading a texture as text costs as much as missing a line. A line is
// "found" when at least half of its characters are right.
export function normalize(text) {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/¥/g, "￥")
    .replace(/℃/g, "°C")
    .replace(/[‐‑‒–—―−]/g, "-")
    .replace(/[【〔]/g, "[")
    .replace(/[】〕]/g, "]")
    .replace(/\s+/g, "");
}

export function levenshtein(a, b) {
  const x = [...a];
  const y = [...b];
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length];
}

/** @param {string[]} expected @param {string[]} predicted */
export function characterAccuracy(expected, predicted) {
  const a = normalize(expected.join(""));
  const b = normalize(predicted.join(""));
  const chars = [...a].length;
  const errors = Math.min(chars, levenshtein(a, b));
  return { chars, errors, accuracy: chars ? 1 - errors / chars : 1 };
}

/**
 * Best alignment of `needle` to a stretch of `hay` (free start and end in `hay`);
 * positions in `used` cannot match. Returns the edits and the stretch [start, end).
 * @param {string[]} needle @param {string[]} hay @param {boolean[]} used
 */
function alignInside(needle, hay, used) {
  const n = needle.length;
  const m = hay.length;
  // cost[i][j]: edits aligning needle[0..i) to a stretch of hay ending at j; from[i][j]: that stretch's start.
  let cost = new Array(m + 1).fill(0);
  let from = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const c = [i];
    const f = [0];
    for (let j = 1; j <= m; j++) {
      const same = !used[j - 1] && needle[i - 1] === hay[j - 1];
      let best = cost[j - 1] + (same ? 0 : 1);
      let start = from[j - 1];
      if (cost[j] + 1 < best) [best, start] = [cost[j] + 1, from[j]];
      if (c[j - 1] + 1 < best) [best, start] = [c[j - 1] + 1, f[j - 1]];
      c[j] = best;
      f[j] = start;
    }
    cost = c;
    from = f;
  }
  let end = 0;
  // On a tie the longer stretch wins: a misread last character is a substitution, not a deletion plus an insertion.
  for (let j = 1; j <= m; j++) if (cost[j] <= cost[end]) end = j;
  return { errors: cost[end], start: from[end], end };
}

/**
 * @param {string[]} expected labelled lines
 * @param {string[]} predicted recognised lines, in the engine's order
 */
export function lineScores(expected, predicted) {
  const hay = [...normalize(predicted.join(""))];
  const used = new Array(hay.length).fill(false);
  const lines = expected.map((text) => ({ text, chars: [...normalize(text)] }));
  const order = lines.map((_, i) => i).sort((a, b) => lines[b].chars.length - lines[a].chars.length);
  const errorsOf = new Array(lines.length).fill(0);
  for (const i of order) {
    const { chars } = lines[i];
    if (!chars.length) continue;
    const { errors, start, end } = alignInside(chars, hay, used);
    errorsOf[i] = Math.min(chars.length, errors);
    // A line read as nothing claims no stretch.
    if (errors < chars.length) for (let j = start; j < end; j++) used[j] = true;
  }
  const chars = lines.reduce((a, l) => a + l.chars.length, 0);
  const extra = used.filter((u) => !u).length;
  const missed = errorsOf.reduce((a, b) => a + b, 0);
  const errors = Math.min(chars, missed + extra);
  const found = lines.filter((l, i) => l.chars.length && errorsOf[i] <= l.chars.length / 2).length;
  return {
    chars,
    errors,
    extra,
    accuracy: chars ? 1 - errors / chars : 1,
    lines: lines.filter((l) => l.chars.length).length,
    found,
    missing: lines.filter((l, i) => l.chars.length && errorsOf[i] > l.chars.length / 2).map((l) => l.text),
  };
}

/**
 * Drops recognised lines whose box centre lies in a region the label marks as unreadable.
 * @template {{ box: { x: number, y: number, w: number, h: number } }} T
 * @param {T[]} lines @param {{ box: number[] }[] | undefined} ignore
 */
export function withoutIgnored(lines, ignore) {
  if (!ignore?.length) return lines;
  return lines.filter(({ box }) => {
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    return !ignore.some(({ box: [x, y, w, h] }) => cx >= x && cx <= x + w && cy >= y && cy <= y + h);
  });
}
