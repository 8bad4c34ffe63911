// Character accuracy for the OCR evaluation (scripts/bench-ocr.mjs, score.test.ts):
// 1 − Levenshtein distance / label length, over the lines joined in reading
// order with whitespace removed; full-width ASCII folded to half-width and
// ¥/￥ treated alike (the same character to a reader).
export function normalize(text) {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/¥/g, "￥")
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
