/**
 * UTM 链接生成: the five standard parameters (Google Analytics' campaign URL
 * builder convention), channel presets for Chinese platforms, naming lint and
 * the link itself. The original query and #fragment are kept byte for byte;
 * only existing utm_* keys are replaced.
 */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Record<UtmKey, string>;

export const UTM_LABEL: Record<UtmKey, string> = {
  utm_source: "来源 utm_source",
  utm_medium: "媒介 utm_medium",
  utm_campaign: "活动 utm_campaign",
  utm_term: "关键词 utm_term",
  utm_content: "内容 utm_content",
};

export const REQUIRED: readonly UtmKey[] = ["utm_source", "utm_medium", "utm_campaign"];

/** Suggested source/medium per channel: lowercase, underscores, one spelling per team. */
export const CHANNEL_PRESETS = [
  { key: "douyin", name: "抖音", source: "douyin", medium: "short_video" },
  { key: "xiaohongshu", name: "小红书", source: "xiaohongshu", medium: "social" },
  { key: "wechat-mp", name: "公众号", source: "wechat_mp", medium: "article" },
  { key: "moments", name: "朋友圈", source: "wechat_moments", medium: "social" },
  { key: "weibo", name: "微博", source: "weibo", medium: "social" },
  { key: "bilibili", name: "B站", source: "bilibili", medium: "video" },
  { key: "sms", name: "短信", source: "sms", medium: "sms" },
  { key: "edm", name: "EDM", source: "edm", medium: "email" },
] as const;

export const emptyParams = (): UtmParams => ({
  utm_source: "",
  utm_medium: "",
  utm_campaign: "",
  utm_term: "",
  utm_content: "",
});

export type LintFinding = { key: UtmKey | "url"; level: "error" | "warning"; message: string };

/** The suggested spelling: trimmed, lowercase, spaces → the team's separator. */
export function normalizeValue(value: string, separator: "_" | "-" = "_"): string {
  return value.trim().toLowerCase().replace(/\s+/g, separator);
}

export function lintParams(params: UtmParams): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const key of REQUIRED) {
    if (!params[key].trim())
      findings.push({ key, level: "error", message: `${UTM_LABEL[key]} 必填，分析工具靠它区分流量` });
  }
  const separators = new Set<string>();
  for (const key of UTM_KEYS) {
    const value = params[key];
    if (!value) continue;
    if (/\s/.test(value))
      findings.push({
        key,
        level: "warning",
        message: `${UTM_LABEL[key]} 含空格，链接里会变成 %20 或 +，建议改成 ${normalizeValue(value)}`,
      });
    if (/[A-Z]/.test(value))
      findings.push({
        key,
        level: "warning",
        message: `${UTM_LABEL[key]} 含大写字母，多数分析工具区分大小写（Douyin 和 douyin 会算成两个来源），建议全部小写`,
      });
    if (/[^\x00-\x7f]/.test(value))
      findings.push({
        key,
        level: "warning",
        message: `${UTM_LABEL[key]} 含中文或全角字符，报表里会显示成编码，建议用拼音或英文`,
      });
    if (/[?&=#]/.test(value))
      findings.push({
        key,
        level: "warning",
        message: `${UTM_LABEL[key]} 含 ? & = # 等符号，已自动编码，但建议只用字母、数字、下划线和连字符`,
      });
    if (value.includes("_")) separators.add("_");
    if (value.includes("-")) separators.add("-");
  }
  if (separators.size > 1) {
    findings.push({
      key: "utm_campaign",
      level: "warning",
      message: "下划线 _ 和连字符 - 混用了，建议整个团队统一一种分隔符",
    });
  }
  return findings;
}

export type BuildResult = { ok: true; url: string; replaced: UtmKey[] } | { ok: false; message: string };

const encode = (value: string) => encodeURIComponent(value.trim());

/** Adds the UTM parameters to `base`, keeping its other query parameters and its #fragment as they were. */
export function buildUtmUrl(base: string, params: UtmParams): BuildResult {
  const input = base.trim();
  if (!input) return { ok: false, message: "请先填写落地页链接" };
  if (!/^https?:\/\//i.test(input)) return { ok: false, message: "请填写以 http:// 或 https:// 开头的完整链接" };
  try {
    new URL(input);
  } catch {
    return { ok: false, message: "链接格式不正确，请检查是否有多余的空格或符号" };
  }
  const hashAt = input.indexOf("#");
  const beforeHash = hashAt < 0 ? input : input.slice(0, hashAt);
  const fragment = hashAt < 0 ? "" : input.slice(hashAt);
  const queryAt = beforeHash.indexOf("?");
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt < 0 ? "" : beforeHash.slice(queryAt + 1);
  const replaced: UtmKey[] = [];
  const kept = query
    .split("&")
    .filter((part) => part !== "")
    .filter((part) => {
      let key: string;
      try {
        key = decodeURIComponent(part.split("=")[0]!.replace(/\+/g, " ")).toLowerCase();
      } catch {
        return true;
      }
      const utm = UTM_KEYS.find((k) => k === key);
      if (utm && params[utm].trim()) {
        replaced.push(utm);
        return false;
      }
      return true;
    });
  const added = UTM_KEYS.filter((key) => params[key].trim()).map((key) => `${key}=${encode(params[key])}`);
  const all = [...kept, ...added];
  return { ok: true, url: `${path}${all.length ? `?${all.join("&")}` : ""}${fragment}`, replaced };
}

/** CSV header names accepted for each column (English keys or the Chinese names marketers use). */
const HEADER_ALIASES: Record<UtmKey | "url" | "channel", string[]> = {
  url: ["url", "链接", "落地页", "落地页链接", "网址"],
  channel: ["channel", "渠道"],
  utm_source: ["utm_source", "source", "来源"],
  utm_medium: ["utm_medium", "medium", "媒介"],
  utm_campaign: ["utm_campaign", "campaign", "活动", "活动名称"],
  utm_term: ["utm_term", "term", "关键词"],
  utm_content: ["utm_content", "content", "内容"],
};

export type BatchRow = { line: number; input: Record<string, string>; url: string; findings: string[] };

/**
 * One output row per input row: the row's own values, else the channel preset (渠道 column),
 * else the defaults from the form. Bad rows keep their place with the reason.
 */
export function buildBatch(rows: Record<string, string>[], defaults: UtmParams): BatchRow[] {
  return rows.map((row, index) => {
    const pick = (key: keyof typeof HEADER_ALIASES) => {
      for (const alias of HEADER_ALIASES[key]) {
        const hit = Object.keys(row).find((k) => k.trim().toLowerCase() === alias);
        if (hit !== undefined && row[hit]?.trim()) return row[hit]!.trim();
      }
      return "";
    };
    const preset = CHANNEL_PRESETS.find((p) => p.name === pick("channel") || p.key === pick("channel"));
    const params = emptyParams();
    for (const key of UTM_KEYS)
      params[key] =
        pick(key) ||
        (key === "utm_source" && preset?.source) ||
        (key === "utm_medium" && preset?.medium) ||
        defaults[key];
    const built = buildUtmUrl(pick("url"), params);
    const findings = lintParams(params).map((f) => f.message);
    return {
      line: index + 2,
      input: row,
      url: built.ok ? built.url : "",
      findings: built.ok ? findings : [built.message, ...findings],
    };
  });
}

export const MAX_BATCH_ROWS = 5000;
