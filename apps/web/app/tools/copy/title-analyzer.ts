/**
 * 标题打分: transparent checks with visible weights. The 经验评分 is a weighted
 * share of the checks a title passes; it describes the title, it does not predict
 * clicks or traffic (the page says so).
 */
import { checkField, graphemes, type FieldResult } from "./counting";
import type { Finding } from "../engines/compliance/engine";
import type { PlatformField } from "./platform-rules";

/** The parts of a compliance finding the copy tools use (../compliance/engine). */
export type RiskFinding = Pick<Finding, "term" | "start" | "end" | "level" | "rule" | "why" | "rewrites">;
export type RiskCheck = (text: string) => RiskFinding[];

export type CheckStatus = "pass" | "partial" | "fail" | "skip";

export type TitleCheck = {
  id: string;
  label: string;
  weight: number;
  status: CheckStatus;
  reason: string;
};

/** Weights shown to the user, with why each matters (经验规则, not a model). */
export const titleWeights: { id: string; label: string; weight: number; why: string }[] = [
  { id: "length", label: "长度符合平台", weight: 25, why: "超长会被截断或无法提交，过短信息量不足。" },
  { id: "number", label: "含数字", weight: 10, why: "数字让信息具体、可扫读（3 个方法、7 天）。" },
  { id: "question", label: "问句或感叹", weight: 10, why: "问句制造悬念，感叹表达情绪；一个就够。" },
  { id: "audience", label: "第二人称或身份锚点", weight: 15, why: "「你」「学生党」「新手」让目标读者认出自己。" },
  { id: "benefit", label: "利益点或痛点", weight: 15, why: "说清读完能得到什么、能避开什么。" },
  { id: "time", label: "时间词", weight: 5, why: "时效（今天、2026、7 天）提高相关感。" },
  { id: "keyword", label: "包含关键词", weight: 10, why: "搜索与推荐都要靠关键词识别内容；未设置关键词时不计入。" },
  { id: "clickbait", label: "无标题党用语", weight: 10, why: "「震惊」「不看后悔」类说法易被平台限流，也伤信任。" },
  {
    id: "risk",
    label: "无广告法风险词",
    weight: 15,
    why: "绝对化、功效承诺等用语有合规风险（由违禁词检测引擎判断）。",
  },
];

const NUMBER_RE = /\d|[一二三四五六七八九十百千万两]+\s*(?:个|种|招|步|天|分钟|秒|件|条|点|款|年|次|倍|块|元)/;
const QUESTION_RE = /[?？!！]|吗|呢|为什么|怎么|如何|哪些|什么|居然|竟然/;
const AUDIENCE_RE =
  /你|您|姐妹|宝子|宝宝们|家人们|打工人|学生党|上班族|新手|小白|宝妈|新娘|男生|女生|懒人|社恐|黄皮|油皮|干皮|敏感肌|矮个子|梨形|微胖|程序员|设计师|运营|老板|创业者|大学生|考研|职场人/;
const BENEFIT_RE =
  /省钱|省时|免费|干货|攻略|教程|清单|合集|模板|技巧|方法|秘诀|指南|避坑|踩雷|踩坑|后悔|别再|千万别|焦虑|烦恼|难题|痛点|翻车|误区|提升|变美|显瘦|显白|涨粉|变现|赚钱|高效|搞定|学会|收藏|必看|平价|好用|实用|保姆级|一次讲清/;
const TIME_RE =
  /今天|今日|明天|本周|这周|本月|今年|明年|年底|年终|春节|双十一|双11|618|周末|夏天|冬天|春天|秋天|开学|20\d\d|\d+\s*(?:天|分钟|小时|秒|周|个月)|[一二三四五六七八九十两]+\s*(?:天|分钟|小时|周|个月)/;
const CLICKBAIT_RE =
  /震惊|惊呆|吓死|速看|速速|不看后悔|不转不是|删前|马上删|紧急通知|疯传|转疯|99%的人|百分之九十九的人|看完沉默|看哭了|太可怕|出大事/;

export type TitleResult = {
  title: string;
  length: FieldResult;
  checks: TitleCheck[];
  /** 0–100, weighted share of applicable checks. */
  score: number;
  risks: RiskFinding[];
};

function match(re: RegExp, text: string): string | null {
  return text.match(re)?.[0] ?? null;
}

export function analyzeTitle(
  title: string,
  field: PlatformField,
  options: { keyword?: string; riskCheck?: RiskCheck } = {},
): TitleResult {
  const t = title.trim();
  const length = checkField(graphemes(t), field);
  const risks = options.riskCheck ? options.riskCheck(t) : [];
  const keyword = options.keyword?.trim() ?? "";
  const checks: TitleCheck[] = [];
  const push = (id: string, status: CheckStatus, reason: string) => {
    const w = titleWeights.find((x) => x.id === id)!;
    checks.push({ id, label: w.label, weight: w.weight, status, reason });
  };

  const unit = field.count === "grapheme" ? "字" : "字（按平台口径）";
  if (length.verdict === "ok")
    push("length", "pass", `${length.usedChars} ${unit}，在 ${field.min ?? 0}–${field.max} 以内。`);
  else if (length.verdict === "under")
    push("length", "partial", `${length.usedChars} ${unit}，少于 ${field.min} 字的下限。`);
  else if (length.verdict === "over")
    push("length", "fail", `${length.usedChars} ${unit}，超过 ${field.max} 字，会被截断或无法提交。`);
  else push("length", "fail", `含平台不允许的字符：${length.findings.map((f) => f.text).join(" ")}`);

  const num = match(NUMBER_RE, t);
  push("number", num ? "pass" : "fail", num ? `有数字「${num}」。` : "没有数字，可考虑写清数量或时长。");
  const q = match(QUESTION_RE, t);
  const bangs = (t.match(/[!！]/g) ?? []).length;
  if (bangs > 1) push("question", "partial", `有 ${bangs} 个感叹号，一个就够。`);
  else push("question", q ? "pass" : "fail", q ? `有「${q}」。` : "没有问句或感叹。");
  const who = match(AUDIENCE_RE, t);
  push("audience", who ? "pass" : "fail", who ? `有「${who}」。` : "没有点名读者（你、学生党、新手…）。");
  const gain = match(BENEFIT_RE, t);
  push("benefit", gain ? "pass" : "fail", gain ? `有「${gain}」。` : "没有利益点或痛点词。");
  const when = match(TIME_RE, t);
  push("time", when ? "pass" : "fail", when ? `有「${when}」。` : "没有时间词。");
  if (!keyword) push("keyword", "skip", "未设置关键词，不计入评分。");
  else if (t.includes(keyword))
    push(
      "keyword",
      t.indexOf(keyword) <= 8 ? "pass" : "partial",
      t.indexOf(keyword) <= 8 ? `关键词「${keyword}」在标题前部。` : `含关键词「${keyword}」，但位置靠后。`,
    );
  else push("keyword", "fail", `不含关键词「${keyword}」。`);
  const bait = match(CLICKBAIT_RE, t);
  push("clickbait", bait ? "fail" : "pass", bait ? `「${bait}」属于标题党用语。` : "未发现标题党用语。");
  if (!options.riskCheck) push("risk", "skip", "违禁词检测引擎未加载，不计入评分。");
  else if (risks.some((r) => r.level === "禁用"))
    push(
      "risk",
      "fail",
      `有禁用词：${risks
        .filter((r) => r.level === "禁用")
        .map((r) => `「${r.term}」`)
        .join("")}。`,
    );
  else if (risks.some((r) => r.level !== "提示"))
    push(
      "risk",
      "partial",
      `有需要核实的用语：${risks
        .filter((r) => r.level !== "提示")
        .map((r) => `「${r.term}」(${r.level})`)
        .join("")}。`,
    );
  else push("risk", "pass", "未发现广告法风险词。");

  let got = 0;
  let total = 0;
  for (const c of checks) {
    if (c.status === "skip") continue;
    total += c.weight;
    got += c.status === "pass" ? c.weight : c.status === "partial" ? c.weight / 2 : 0;
  }
  const score = total === 0 ? 0 : Math.round((got / total) * 100);
  return { title: t, length, checks, score, risks };
}

/** Index of the best-scoring title (first on ties); -1 when none. */
export function bestTitle(results: TitleResult[]): number {
  let best = -1;
  for (let i = 0; i < results.length; i += 1) {
    if (results[i]!.title === "") continue;
    if (best === -1 || results[i]!.score > results[best]!.score) best = i;
  }
  return best;
}
