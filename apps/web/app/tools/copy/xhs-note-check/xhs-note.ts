/**
 * 小红书笔记体检: title, body and topics against the limits in platform-rules,
 * keyword placement, compliance and 导流 findings, as a pass/fail checklist.
 */
import { checkField, graphemes, type FieldResult } from "../counting";
import { platformFieldByKey } from "../platform-rules";
import type { RiskCheck, RiskFinding } from "../title-analyzer";

/** Topics allowed per note in publishing tools (community, low confidence; tools-facts §2). */
export const XHS_MAX_TOPICS = 10;

export type NoteInput = { title: string; body: string };

/** The share/history form of a note: the title on the first line, the body after. */
export function serializeNote(note: NoteInput): string {
  return `${note.title.replace(/\n/g, " ")}\n${note.body}`;
}
export function parseNote(input: string): NoteInput {
  const i = input.indexOf("\n");
  return i === -1 ? { title: input, body: "" } : { title: input.slice(0, i), body: input.slice(i + 1) };
}

/** #话题 as 小红书 writes them: "#话题" or "#话题[话题]#". */
export function extractTopics(body: string): string[] {
  const out: string[] = [];
  for (const m of body.matchAll(/#([^\s#[\]]{1,30})(?:\[话题\])?#?/g)) out.push(m[1]!);
  return out;
}

/**
 * Contact and off-platform hints (站外导流). Community-sourced platform rule (tools-facts
 * §1.4 H), not law: shown as 平台规则 with a 社区来源 label.
 */
const DIVERSION: { re: RegExp; why: string }[] = [
  { re: /(?<!\d)1[3-9]\d{9}(?!\d)/g, why: "手机号" },
  {
    re: /加\s*(?:微信|v|V|vx|VX|wx|WX|薇|威)|微信号|vx号|V信|私信我|私我|评论区扣|扣\s*1|二维码|淘口令|某宝|主页链接|QQ\s*群?\s*\d*/g,
    why: "引导到站外或私下联系",
  },
];

export type ChecklistItem = { id: string; label: string; status: "pass" | "warn" | "fail"; detail: string };

export type NoteReport = {
  title: FieldResult;
  body: FieldResult;
  topics: string[];
  items: ChecklistItem[];
  risks: RiskFinding[];
  diversion: { text: string; start: number; why: string }[];
  passed: number;
};

export function checkNote(note: NoteInput, options: { keyword?: string; riskCheck?: RiskCheck } = {}): NoteReport {
  const title = checkField(graphemes(note.title.trim()), platformFieldByKey.get("xiaohongshu-title")!);
  const body = checkField(graphemes(note.body), platformFieldByKey.get("xiaohongshu-body")!);
  const topics = extractTopics(note.body);
  const keyword = options.keyword?.trim() ?? "";
  const risks = options.riskCheck ? options.riskCheck(`${note.title}\n${note.body}`) : [];
  const diversion: NoteReport["diversion"] = [];
  const full = `${note.title}\n${note.body}`;
  for (const d of DIVERSION)
    for (const m of full.matchAll(d.re)) diversion.push({ text: m[0], start: m.index ?? 0, why: d.why });

  const items: ChecklistItem[] = [];
  items.push(
    note.title.trim() === ""
      ? { id: "title", label: "标题 ≤ 20 字", status: "fail", detail: "还没有标题。" }
      : title.verdict === "ok"
        ? {
            id: "title",
            label: "标题 ≤ 20 字",
            status: "pass",
            detail: `${title.usedChars} 字（中文算 1、英文数字算 0.5）。`,
          }
        : { id: "title", label: "标题 ≤ 20 字", status: "fail", detail: `${title.usedChars} 字，超出部分会被截断。` },
  );
  items.push(
    body.verdict === "ok" && body.used > 0
      ? { id: "body", label: "正文 ≤ 1000 字", status: "pass", detail: `${body.used} 字。` }
      : body.used === 0
        ? { id: "body", label: "正文 ≤ 1000 字", status: "fail", detail: "还没有正文。" }
        : { id: "body", label: "正文 ≤ 1000 字", status: "fail", detail: `${body.used} 字，超过 1000 字。` },
  );
  items.push(
    topics.length === 0
      ? { id: "topics", label: `话题 1–${XHS_MAX_TOPICS} 个`, status: "warn", detail: "没有 #话题，加几个能帮助分发。" }
      : topics.length > XHS_MAX_TOPICS
        ? {
            id: "topics",
            label: `话题 1–${XHS_MAX_TOPICS} 个`,
            status: "fail",
            detail: `${topics.length} 个话题，发布工具最多填 ${XHS_MAX_TOPICS} 个。`,
          }
        : {
            id: "topics",
            label: `话题 1–${XHS_MAX_TOPICS} 个`,
            status: "pass",
            detail: `${topics.length} 个：${topics.map((t) => `#${t}`).join(" ")}`,
          },
  );
  if (keyword) {
    items.push(
      note.title.includes(keyword)
        ? { id: "kw-title", label: "标题含关键词", status: "pass", detail: `标题含「${keyword}」。` }
        : { id: "kw-title", label: "标题含关键词", status: "fail", detail: `标题没有「${keyword}」。` },
    );
    const first50 = graphemes(note.body.replace(/\s+/g, ""))
      .slice(0, 50)
      .map((g) => g.text)
      .join("");
    items.push(
      first50.includes(keyword)
        ? { id: "kw-first50", label: "正文前 50 字含关键词", status: "pass", detail: `前 50 字出现「${keyword}」。` }
        : { id: "kw-first50", label: "正文前 50 字含关键词", status: "fail", detail: `前 50 字没有「${keyword}」。` },
    );
  } else {
    items.push({
      id: "kw-title",
      label: "标题与正文前 50 字含关键词",
      status: "warn",
      detail: "未设置关键词，填写后检查关键词位置。",
    });
  }
  const banned = risks.filter((r) => r.level === "禁用");
  const review = risks.filter((r) => r.level !== "禁用" && r.level !== "提示");
  items.push(
    !options.riskCheck
      ? { id: "compliance", label: "无广告法风险词", status: "warn", detail: "违禁词检测引擎未加载。" }
      : banned.length
        ? {
            id: "compliance",
            label: "无广告法风险词",
            status: "fail",
            detail: `禁用：${banned.map((r) => r.term).join("、")}`,
          }
        : review.length
          ? {
              id: "compliance",
              label: "无广告法风险词",
              status: "warn",
              detail: `需核实：${review.map((r) => `${r.term}（${r.level}）`).join("、")}`,
            }
          : { id: "compliance", label: "无广告法风险词", status: "pass", detail: "未发现风险词。" },
  );
  items.push(
    diversion.length
      ? {
          id: "diversion",
          label: "无站外导流（平台规则）",
          status: "fail",
          detail: diversion.map((d) => `「${d.text}」${d.why}`).join("；"),
        }
      : { id: "diversion", label: "无站外导流（平台规则）", status: "pass", detail: "未发现联系方式或站外引导。" },
  );
  return { title, body, topics, items, risks, diversion, passed: items.filter((i) => i.status === "pass").length };
}
