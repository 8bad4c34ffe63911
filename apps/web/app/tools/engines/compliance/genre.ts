/**
 * "Is this selling copy?" (decision 009, "Update, round 5"): a compact logistic regression over
 * hashed character unigrams and bigrams of one sentence plus the genre cues of data/genre-cues.ts.
 * Its weights (data/genre-weights.ts) are trained on the train fold of the labelled set only by
 * scripts/train-compliance-genre.mjs, so the dev fold and the held-back part measure it unseen.
 * The score never creates a finding and never supplies an article: the engine uses it to soften
 * listed superlatives and firsts in text that describes (news, statistics, encyclopedic text,
 * labels, standards) to 提示, with the reason shown. Runs in the browser and the CLI, no I/O.
 */
import { GENRE_CUES } from "./data/genre-cues";
import { GENRE_WEIGHTS } from "./data/genre-weights";

/** Hashed n-gram buckets; the cues follow them, then the bias. */
export const GENRE_DIM = 4096;
export const GENRE_FEATURES = GENRE_DIM + GENRE_CUES.length;

function bucket(a: number, b: number): number {
  let h = 0x811c9dc5;
  h = Math.imul(h ^ a, 0x01000193);
  h = Math.imul(h ^ b, 0x01000193);
  return (h >>> 0) % GENRE_DIM;
}

/** Active feature indices of one (normalised) sentence; each counts once. */
export function genreFeatures(raw: string): number[] {
  // Without its closing stop: the engine reads a sentence up to its 。/！/？ and the trainer reads whole rows;
  // the same sentence must give the same features in both (a stop changed the score across the threshold).
  const sentence = raw.replace(/[。！？!?.\s]+$/, "");
  const seen = new Set<number>();
  let prev = 0x20;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence.charCodeAt(i);
    seen.add(bucket(c, 0));
    seen.add(bucket(prev, c));
    prev = c;
  }
  seen.add(bucket(prev, 0x20));
  GENRE_CUES.forEach((cue, i) => {
    if (cue.pattern.test(sentence)) seen.add(GENRE_DIM + i);
  });
  return [...seen];
}

const DESCRIBING = GENRE_CUES.filter((c) => c.genre === "describing");
const ADDRESSING = GENRE_CUES.filter((c) => ["you", "we-sell", "price", "act", "goods"].includes(c.id));

/**
 * A sentence describes when the score says it does not sell AND it shows a describing structure
 * (a report, a date, a history, a statistic, a statute, a label, a manual, a weather report) AND it
 * neither addresses a buyer nor names a price or an action: the mere absence of selling words is no
 * evidence (a bare slogan has none).
 */
export function describes(sentence: string, threshold: number, weights?: ArrayLike<number>): boolean {
  if (!describingStructure(sentence)) return false;
  return NEWSROOM.test(sentence) || sellingScore(sentence, weights) < threshold;
}

/** Does the sentence address a buyer, name a price or call to act (the cues of selling copy)? */
export function addressesBuyer(sentence: string): boolean {
  return ADDRESSING.some((c) => c.pattern.test(sentence));
}

/**
 * A comparison with other sellers' goods (市面上没有任何一款同类产品能做到, 比同行便宜): a seller's claim, even when no
 * buyer is addressed — only a describing structure (a report, a statistic) makes it a quotation (decision 009,
 * "Update, rounds 16 to 18"). Narrower than context.ts's OTHERS, which also holds scopes (全国, 行业, 本地) that bar a
 * self-comparison exemption but name no rival: a report of 全国 figures is not selling copy.
 */
const RIVALS = /市面上|同类产品|同类商品|其他品牌|别家|同行|竞品|友商/;
export function comparesWithRivals(sentence: string): boolean {
  return RIVALS.test(sentence);
}

/** The structural half of `describes`: a describing cue and no buyer, price or action addressed. */
export function describingStructure(sentence: string): boolean {
  return DESCRIBING.some((c) => c.pattern.test(sentence)) && !ADDRESSING.some((c) => c.pattern.test(sentence));
}

/**
 * Words of a newsroom that advertising copy does not use (记者…获悉, 据悉, 日电, 当地时间): with no buyer
 * addressed, such a sentence reports whatever the score says. Not learned, written from how news is
 * written, so it does not move with the weights.
 */
const NEWSROOM =
  /记者|据悉|获悉|日电|新华社|中新社|报道称|据介绍|据了解|发布会上|当地时间|接受采访|采访时表示|消息称|传出/;

/** Probability that the sentence is selling copy that breaks a rule, from the trained weights. */
export function sellingScore(sentence: string, weights: ArrayLike<number> = GENRE_WEIGHTS): number {
  let z = weights[GENRE_FEATURES] ?? 0;
  for (const f of genreFeatures(sentence)) z += weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
}
