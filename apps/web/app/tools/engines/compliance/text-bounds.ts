/**
 * Sentence and clause boundaries of one normalised text (decision 009), computed once per analyze() call:
 * each hit then reads its sentence with two array lookups instead of scanning (the speed floor). Read by
 * context.ts, genre-context.ts and engine.ts; prepareContext() (context.ts) resets them per text.
 */

/** 1 = sentence end (。!?; and line breaks), 2 = clause end (, and :), 0 = neither. */
function endKind(code: number): number {
  if (code === 0x3002 || code === 0x21 || code === 0x3f || code === 0x3b || code === 0x0a) return 1;
  if (code === 0x2c || code === 0x3a) return 2;
  return 0;
}
/** Closing quotes: a stop right before one ends a quotation, not the sentence that quotes it (“…返还收益。”类似承诺…). */
const QUOTE_CLOSE = new Set([0x201d, 0x2019, 0x300d, 0x300f, 0x22]);
function kindAt(norm: string, i: number): number {
  const k = endKind(norm.charCodeAt(i));
  return k === 1 && QUOTE_CLOSE.has(norm.charCodeAt(i + 1)) ? 2 : k;
}

type Bounds = {
  text: string;
  sentenceStart: Int32Array;
  sentenceEnd: Int32Array;
  clauseStart: Int32Array;
  clauseEnd: Int32Array;
};
let cached: Bounds | undefined;

/** Called once per analyze() (through prepareContext) before any hit is read: the bounds of this text. */
export function prepareBounds(norm: string): void {
  cached = undefined;
  bounds(norm);
}

function bounds(norm: string): Bounds {
  if (cached) return cached;
  const len = norm.length;
  const sentenceStart = new Int32Array(len + 1);
  const sentenceEnd = new Int32Array(len + 1);
  const clauseStart = new Int32Array(len + 1);
  const clauseEnd = new Int32Array(len + 1);
  let ss = 0;
  let cs = 0;
  for (let i = 0; i <= len; i++) {
    sentenceStart[i] = ss;
    clauseStart[i] = cs;
    const k = i < len ? kindAt(norm, i) : 0;
    if (k === 1) ss = cs = i + 1;
    else if (k === 2) cs = i + 1;
  }
  let se = len;
  let ce = len;
  for (let i = len; i >= 0; i--) {
    const k = i < len ? kindAt(norm, i) : 0;
    if (k === 1) se = ce = i;
    else if (k === 2) ce = i;
    sentenceEnd[i] = se;
    clauseEnd[i] = ce;
  }
  cached = { text: norm, sentenceStart, sentenceEnd, clauseStart, clauseEnd };
  return cached;
}

/** Text around one hit; each piece is cut once, when first read. */
export class Around {
  private cache: Array<string | undefined> = [];
  constructor(
    private readonly norm: string,
    private readonly s: number,
    private readonly e: number,
    private readonly a: number,
    private readonly b: number,
  ) {}
  get before(): string {
    return (this.cache[0] ??= this.norm.slice(this.a, this.s));
  }
  get after(): string {
    return (this.cache[1] ??= this.norm.slice(this.e, this.b));
  }
  get clause(): string {
    return (this.cache[2] ??= this.norm.slice(this.a, this.b));
  }
}

/** The sentence (up to 。!?;, at most 40 units each side) around a normalised span. */
export function sentenceAround(norm: string, s: number, e: number): Around {
  const b = bounds(norm);
  return new Around(norm, s, e, Math.max(b.sentenceStart[s]!, s - 40), Math.min(b.sentenceEnd[e]!, e + 40));
}
/** Start and end of the sentence (up to 。!?; and line breaks) holding normalised offset s. */
export function sentenceSpan(norm: string, s: number): [number, number] {
  const b = bounds(norm);
  return [b.sentenceStart[s]!, b.sentenceEnd[s]!];
}
/** The comma clause around a normalised span (at most 24 units each side). */
export function clauseAround(norm: string, s: number, e: number): Around {
  const b = bounds(norm);
  return new Around(norm, s, e, Math.max(b.clauseStart[s]!, s - 24), Math.min(b.clauseEnd[e]!, e + 24));
}
