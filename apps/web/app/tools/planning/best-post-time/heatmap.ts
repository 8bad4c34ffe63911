/**
 * 最佳发布时间: the posts of an export → a weekday × hour heatmap and the best three slots.
 *
 * Normalisation (said on the page): every post gets its percentile rank (0–100) among all posts
 * by the chosen engagement figure, and a cell's score is the mean rank of its posts. A viral post
 * counts 100 at most, so one outlier cannot decide the answer as it would with averages of raw
 * counts. The best slots are ranked by that mean shrunk towards the mean of all ranks (empirical
 * Bayes: the prior's weight in posts is the within-slot variance over the between-slot variance
 * the data show, `shrinkWeight`), so a slot with one lucky post does not beat a slot with twenty
 * good ones; the confidence says how far the slot's mean is from 50 in standard errors of its sample.
 */
import { METRICS, type ColumnMapping, type MetricKey } from "./columns";
import { parseCount, parsePostTime, type PostTime } from "./post-values";

/** What a post's engagement is measured by. */
export type ScoreBasis = "engagement" | "views" | "rate";

export const SCORE_BASES: readonly { key: ScoreBasis; label: string }[] = [
  { key: "engagement", label: "互动量（互动总数，或点赞+评论+收藏+分享）" },
  { key: "views", label: "播放/阅读量" },
  { key: "rate", label: "互动率（互动量 ÷ 播放/阅读量）" },
];

export type Post = PostTime & { value: number; row: number };
export type SkippedRow = { row: number; reason: string };

export type Cell = {
  weekday: number;
  hour: number;
  posts: number;
  /** Mean percentile rank 0–100, null when the cell has no post. */
  score: number | null;
  /** Median of the raw figure, for the export. */
  median: number | null;
};

export type Confidence = "高" | "中" | "低";
export type Slot = { weekday: number; hour: number; posts: number; score: number; confidence: Confidence };

export type Heatmap = {
  cells: Cell[];
  posts: number;
  best: Slot[];
  /** Plain warning when the sample is too small to say much, else null. */
  warning: string | null;
  from: string | null;
  to: string | null;
};

/** Bounds of the prior's weight in posts (a data set with no visible slot effect gets the upper one). */
const SHRINK_MIN = 2;
const SHRINK_MAX = 40;
/** Fewer posts than this: the page warns that the answer is weak. */
export const MIN_POSTS = 30;
/** Standard deviation of a uniform percentile rank on 0–100: 100 / √12. */
const RANK_SD = 100 / Math.sqrt(12);

export const WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

export function slotKey(weekday: number, hour: number): string {
  return `${weekday}-${hour}`;
}

export function slotLabel(weekday: number, hour: number): string {
  return `${WEEKDAYS[weekday - 1]} ${String(hour).padStart(2, "0")}:00–${String(hour).padStart(2, "0")}:59`;
}

function metricLabel(key: MetricKey): string {
  return METRICS.find((m) => m.key === key)!.label;
}

/** The figure one row contributes, or a reason in Chinese why it cannot. */
function rowValue(row: readonly unknown[], mapping: ColumnMapping, basis: ScoreBasis): number | string {
  const read = (key: MetricKey) => {
    const i = mapping.metrics[key];
    return i === null ? null : parseCount(row[i]);
  };
  const engagement = (): number | string => {
    if (mapping.metrics.interactions !== null)
      return read("interactions") ?? `「${metricLabel("interactions")}」不是数字`;
    const parts = (["likes", "comments", "saves", "shares"] as const).filter((k) => mapping.metrics[k] !== null);
    if (parts.length === 0) return "没有选择互动列";
    let sum = 0;
    for (const k of parts) {
      const v = read(k);
      if (v === null) return `「${metricLabel(k)}」不是数字`;
      sum += v;
    }
    return sum;
  };
  if (basis === "engagement") return engagement();
  if (mapping.metrics.views === null) return "没有选择播放/阅读列";
  const views = read("views");
  if (views === null) return "播放/阅读量不是数字";
  if (basis === "views") return views;
  const e = engagement();
  if (typeof e === "string") return e;
  if (views === 0) return "播放/阅读量为 0，算不出互动率";
  return e / views;
}

/** The posts of the data rows (row numbers count from `firstRow`, as the user sees them in the file). */
export function readPosts(
  rows: readonly (readonly unknown[])[],
  mapping: ColumnMapping,
  basis: ScoreBasis,
  firstRow = 2,
): { posts: Post[]; skipped: SkippedRow[] } {
  const posts: Post[] = [];
  const skipped: SkippedRow[] = [];
  if (mapping.time === null) return { posts, skipped };
  const timeColumn = mapping.time;
  rows.forEach((row, i) => {
    const time = parsePostTime(row[timeColumn]);
    if (!time && row.every((c) => c === null || c === undefined || String(c).trim() === "")) return;
    if (!time) {
      skipped.push({ row: firstRow + i, reason: `发布时间「${String(row[timeColumn] ?? "").slice(0, 30)}」无法识别` });
      return;
    }
    const value = rowValue(row, mapping, basis);
    if (typeof value === "string") skipped.push({ row: firstRow + i, reason: value });
    else posts.push({ ...time, value, row: firstRow + i });
  });
  return { posts, skipped };
}

/** Percentile rank 0–100 of each value (ties share their mid rank). */
export function percentileRanks(values: readonly number[]): Float64Array {
  const n = values.length;
  const ranks = new Float64Array(n);
  if (n === 1) ranks[0] = 50;
  if (n <= 1) return ranks;
  const order = Array.from(values.keys()).sort((a, b) => values[a]! - values[b]!);
  for (let i = 0; i < n;) {
    let j = i;
    while (j + 1 < n && values[order[j + 1]!] === values[order[i]!]) j++;
    const rank = (((i + j) / 2) * 100) / (n - 1);
    for (let k = i; k <= j; k++) ranks[order[k]!] = rank;
    i = j + 1;
  }
  return ranks;
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  // Halves first: the sum of two huge figures would overflow to Infinity.
  return sorted.length % 2 ? sorted[mid]! : sorted[mid - 1]! / 2 + sorted[mid]! / 2;
}

export function confidenceOf(posts: number, score: number): Confidence {
  const z = (score - 50) / (RANK_SD / Math.sqrt(posts));
  if (posts >= 8 && z >= 2) return "高";
  if (posts >= 4 && z >= 1) return "中";
  return "低";
}

/**
 * The prior's weight in posts, by the method of moments: σ² (within a slot: the variance of a
 * uniform rank) over τ² (between slots: the spread of slot means beyond what sampling explains).
 */
export function shrinkWeight(cells: readonly Cell[], mean: number): number {
  const within = RANK_SD * RANK_SD;
  let spread = 0;
  let noise = 0;
  let count = 0;
  for (const c of cells) {
    if (c.posts < 2 || c.score === null) continue;
    spread += (c.score - mean) ** 2;
    noise += within / c.posts;
    count++;
  }
  if (count < 2) return SHRINK_MAX;
  const between = (spread - noise) / (count - 1);
  if (!(between > 0)) return SHRINK_MAX;
  return Math.min(SHRINK_MAX, Math.max(SHRINK_MIN, within / between));
}

export function buildHeatmap(posts: readonly Post[]): Heatmap {
  const ranks = percentileRanks(posts.map((p) => p.value));
  const sums = new Float64Array(168);
  const counts = new Uint32Array(168);
  const raw: number[][] = Array.from({ length: 168 }, () => []);
  let from: string | null = null;
  let to: string | null = null;
  posts.forEach((p, i) => {
    const c = (p.weekday - 1) * 24 + p.hour;
    sums[c] = sums[c]! + ranks[i]!;
    counts[c] = counts[c]! + 1;
    raw[c]!.push(p.value);
    if (from === null || p.date < from) from = p.date;
    if (to === null || p.date > to) to = p.date;
  });
  const cells: Cell[] = [];
  for (let c = 0; c < 168; c++) {
    const n = counts[c]!;
    cells.push({
      weekday: Math.floor(c / 24) + 1,
      hour: c % 24,
      posts: n,
      score: n ? sums[c]! / n : null,
      median: median(raw[c]!.sort((a, b) => a - b)),
    });
  }
  const mean = posts.length ? ranks.reduce((a, b) => a + b, 0) / posts.length : 50;
  const k = shrinkWeight(cells, mean);
  const best = cells
    .filter((c) => c.posts > 0)
    .map((c) => ({ c, shrunk: (c.posts * c.score! + k * mean) / (c.posts + k) }))
    .sort((a, b) => b.shrunk - a.shrunk || b.c.posts - a.c.posts)
    .slice(0, 3)
    .map(({ c }) => ({
      weekday: c.weekday,
      hour: c.hour,
      posts: c.posts,
      score: c.score!,
      confidence: confidenceOf(c.posts, c.score!),
    }));
  const warning =
    posts.length === 0
      ? "没有可用的帖子：请检查发布时间列和互动列的选择。"
      : posts.length < MIN_POSTS
        ? `只有 ${posts.length} 条帖子，一周 168 个时段里大多数没有数据，下面的结果只能参考。建议至少 ${MIN_POSTS} 条，最好 100 条以上。`
        : null;
  return { cells, posts: posts.length, best, warning, from, to };
}

/** Two periods of one account: posts before `splitDate` (YYYY-MM-DD) and from it on. */
export function splitByDate(posts: readonly Post[], splitDate: string): [Post[], Post[]] {
  const before: Post[] = [];
  const after: Post[] = [];
  for (const p of posts) (p.date < splitDate ? before : after).push(p);
  return [before, after];
}

/** The middle date of the posts, a sensible default split. */
export function middleDate(posts: readonly Post[]): string | null {
  if (posts.length === 0) return null;
  const dates = posts.map((p) => p.date).sort();
  return dates[dates.length >> 1]!;
}

function csvCell(v: string | number | null): string {
  if (v === null) return "";
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The table as CSV (UTF-8 with BOM so Excel opens the Chinese headers), one row per slot. */
export function heatmapCsv(map: Heatmap, label = ""): string {
  const rank = new Map(map.best.map((s, i) => [slotKey(s.weekday, s.hour), i + 1]));
  const lines = [
    ["对比组", "星期", "小时", "帖子数", "得分（排名百分位均值 0–100）", "原始值中位数", "推荐名次"].join(","),
  ];
  for (const c of map.cells) {
    lines.push(
      [
        label,
        WEEKDAYS[c.weekday - 1]!,
        c.hour,
        c.posts,
        c.score === null ? null : Math.round(c.score * 10) / 10,
        // Three decimals, without overflowing to Infinity on a huge figure.
        c.median === null
          ? null
          : Math.abs(c.median) < 1e12
            ? Math.round(c.median * 1000) / 1000
            : Math.round(c.median),
        rank.get(slotKey(c.weekday, c.hour)) ?? null,
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return lines.join("\n");
}
