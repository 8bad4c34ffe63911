/**
 * Which column of an export is the publish time and which are the engagement counts, guessed from
 * the header in Chinese or English (the user corrects the guess on the page). The words are the
 * ones the 抖音, 小红书, 视频号 and 公众号 back ends and their English UIs write (samples in
 * `samples/`, README "Tools that run here").
 */

export type MetricKey = "views" | "likes" | "comments" | "saves" | "shares" | "interactions";

export const METRICS: readonly { key: MetricKey; label: string }[] = [
  { key: "views", label: "播放/阅读/曝光" },
  { key: "likes", label: "点赞" },
  { key: "comments", label: "评论" },
  { key: "saves", label: "收藏" },
  { key: "shares", label: "分享/转发" },
  { key: "interactions", label: "互动总数" },
];

export type ColumnMapping = {
  /** Column index of the publish time, or null when none was found. */
  time: number | null;
  metrics: Record<MetricKey, number | null>;
};

const TIME_WORDS = [
  /发布时间|发表时间|发布日期|发表日期|首次发布时间|创建时间|上传时间|推送时间|群发时间|发文时间/,
  /publish(ed)?[\s_]*(time|date|at)|post(ed)?[\s_]*(time|date|at)|created[\s_]*(time|at)|create_time|upload(ed)?[\s_]*(time|at)/i,
  /^(时间|日期|date|time|datetime)$/i,
];

// Ratios (完播率, 互动率, CTR) are not counts; they are never picked as a metric.
const RATIO = /率|占比|rate|ratio|ctr|%|平均|avg|average|时长|duration|秒/i;

const METRIC_WORDS: Record<MetricKey, RegExp> = {
  views: /播放|阅读|曝光|浏览|观看|展现|view|play|read|impression|reach|exposure/i,
  likes: /点赞|获赞|赞|喜欢|在看|like/i,
  comments: /评论|留言|comment|repl(y|ies)/i,
  saves: /收藏|save|favou?rite|collect|bookmark/i,
  shares: /分享|转发|share|repost|forward/i,
  interactions: /互动|engagement|interaction/i,
};

// First hit wins within a metric: the total beats 人数 (公众号 writes 阅读人数 and 阅读次数).
const PREFERRED: Partial<Record<MetricKey, RegExp>> = {
  views: /播放量|阅读次数|阅读量|观看量|views?$|plays?$/i,
  likes: /点赞|likes?$/i,
};

export function normaliseHeader(header: unknown): string {
  return String(header ?? "")
    .replace(/^\uFEFF/, "")
    .replace(/[（(][^）)]*[）)]/g, "")
    .trim();
}

/** The best guess for each role; a column is used for one role at most. */
export function detectColumns(headers: readonly unknown[]): ColumnMapping {
  const names = headers.map(normaliseHeader);
  let time: number | null = null;
  for (const words of TIME_WORDS) {
    const i = names.findIndex((n) => words.test(n));
    if (i >= 0) {
      time = i;
      break;
    }
  }
  const used = new Set<number>(time === null ? [] : [time]);
  const metrics = {} as Record<MetricKey, number | null>;
  // Interactions first: 「互动量」 must not be taken as a like count by 赞-like words elsewhere.
  const order: MetricKey[] = ["interactions", "views", "comments", "saves", "shares", "likes"];
  for (const key of order) {
    const candidates = names
      .map((n, i) => ({ n, i }))
      .filter(({ n, i }) => !used.has(i) && n !== "" && !RATIO.test(n) && METRIC_WORDS[key].test(n));
    const preferred = PREFERRED[key];
    const pick = (preferred && candidates.find(({ n }) => preferred.test(n))) || candidates[0];
    metrics[key] = pick ? pick.i : null;
    if (pick) used.add(pick.i);
  }
  return { time, metrics };
}

/** Is this row a header (mostly text, at least one recognised word) rather than data? */
export function looksLikeHeader(row: readonly unknown[]): boolean {
  const mapping = detectColumns(row);
  const recognised = (mapping.time === null ? 0 : 1) + Object.values(mapping.metrics).filter((v) => v !== null).length;
  return recognised >= 2;
}

/**
 * The header row among the first rows: back ends put a title line or a blank line above it
 * (公众号's export starts with the date range). Returns -1 when none is found.
 */
export function findHeaderRow(rows: readonly (readonly unknown[])[], scan = 10): number {
  for (let i = 0; i < Math.min(scan, rows.length); i++) if (looksLikeHeader(rows[i]!)) return i;
  return -1;
}
