/**
 * Greedy CTC decoding of PP-OCR recognition output: the model gives, per time
 * step, a probability for each class (0 = blank, 1… = the dictionary's
 * characters, last = space). Repeats collapse, blanks drop; confidence is the
 * mean probability of the kept characters, like PaddleOCR's CTCLabelDecode.
 */
export function loadDictionary(text: string): string[] {
  const chars = text.split(/\r?\n/);
  if (chars[chars.length - 1] === "") chars.pop();
  return ["", ...chars, " "];
}

export function ctcDecode(
  probs: Float32Array,
  steps: number,
  classes: number,
  dictionary: string[],
): { text: string; confidence: number } {
  let text = "";
  let sum = 0;
  let kept = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    const row = t * classes;
    let best = 0;
    let bestP = probs[row]!;
    for (let c = 1; c < classes; c++) {
      const p = probs[row + c]!;
      if (p > bestP) {
        bestP = p;
        best = c;
      }
    }
    if (best !== 0 && best !== previous) {
      text += dictionary[best] ?? "";
      sum += bestP;
      kept += 1;
    }
    previous = best;
  }
  return { text: text.trim(), confidence: kept ? sum / kept : 0 };
}
