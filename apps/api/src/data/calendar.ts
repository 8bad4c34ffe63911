/**
 * Marketing calendar for 2026–2027. Public holidays, their rest days and 调休 working days
 * and the 24 solar terms come from the maintained `chinese-days` package (real State
 * Council arrangements, not guesses); lunar festivals are converted with it too. The
 * shopping festivals are the platforms' well-known dates.
 *
 * `chinese-days` 1.5.7 carries official arrangements up to 2026; for 2027 it knows the
 * dates but not the rest days, so those events say the arrangement is still to be announced.
 */
// The package ships a minified CommonJS bundle whose named exports Node cannot detect,
// so take the module object and destructure it.
import chineseDays from "chinese-days";
import { marketingNodes, type MarketingNode } from "./marketing-nodes.ts";

const { getDayDetail, getSolarDateFromLunar, getSolarTerms } = chineseDays;

export type CalendarKind = "holiday" | "solar-term" | "festival" | "shopping";

export type SeedCalendarEvent = {
  id: string;
  date: string;
  name: string;
  kind: CalendarKind;
  prepareFrom: string;
  tip: string;
  note: string | null;
  restFrom: string | null;
  restTo: string | null;
  restDays: number | null;
  makeupWorkdays: string[] | null;
};

export const CALENDAR_FIRST_DAY = "2026-01-01";
export const CALENDAR_LAST_DAY = "2027-12-31";

/** Lead time before each kind of date, in days (易企秀's "建议开始推广日" idea). */
export const leadDays: Record<CalendarKind, number> = { shopping: 30, holiday: 14, festival: 10, "solar-term": 7 };
/** Big dates whose pre-sales start earlier than the default lead. */
export const leadOverride: Record<string, number> = { 双11: 45, 春节: 30, "618": 40 };

export const tips: Record<string, string> = {
  元旦: "新年新计划是天然话题，适合做年度盘点、新年 flag 和开年福利。",
  春节: "提前一个月备好年货礼盒和拜年素材，节前物流截止日要写进主图。",
  清明节: "踏青出游和春季上新是主线，文案语气要克制，避免喜庆促销用语。",
  劳动节: "五天长假的出游、家装和换季消费集中，提前上架组合套餐。",
  端午节: "粽子礼盒和企业团购是重点，配合龙舟、香囊等传统元素做内容。",
  中秋节: "月饼礼盒与团圆场景是核心，B 端团购要比 C 端更早启动。",
  国庆节: "七天长假带动旅游、婚庆和大件消费，提前锁定假期前的投放预算。",
  元宵节: "灯会、汤圆和猜灯谜适合做互动内容，也是春节活动的收尾。",
  情人节: "礼物清单和双人套餐最受欢迎，提前两周种草，节前三天集中转化。",
  除夕: "年夜饭和红包互动是全民话题，准备好祝福海报和春节不打烊公告。",
  小年: "进入春节倒计时，适合推年货清单和发货截止提醒。",
  消费者权益日: "借 3·15 讲品质与售后承诺，检查素材里的夸大宣传用语。",
  母亲节: "以感恩为主题的故事型内容更打动人，礼盒加贺卡提升客单价。",
  儿童节: "亲子互动和玩具、绘本、童装是重点，活动规则要对家长友好。",
  父亲节: "父亲节礼物偏实用，数码、剃须、运动装备清单效果好。",
  教师节: "感恩老师的 UGC 征集互动性强，教育行业可做开学续费活动。",
  重阳节: "敬老主题适合健康、保险和旅游行业，内容宜温情少促销。",
  万圣节: "装扮、南瓜和糖果元素适合年轻人社群活动与门店打卡。",
  感恩节: "感谢用户的回馈活动和会员专享价，适合做老客召回。",
  平安夜: "苹果礼盒和圣诞装饰热卖，门店可做平安夜限定款。",
  圣诞节: "圣诞氛围海报、礼物指南和年底清仓可一起做，节后马上衔接元旦。",
};

export const solarTermTips: Record<string, string> = {
  小寒: "天冷进补，火锅、羊肉和暖冬用品是应季内容。",
  大寒: "一年最冷时节，结合年前备货推暖冬和年货。",
  立春: "春天第一个节气，适合新品预告和“咬春”美食话题。",
  雨水: "降雨增多，雨具、除湿和春季护肤可以借势。",
  惊蛰: "万物复苏，适合户外、运动和春季焕新内容。",
  春分: "昼夜平分，春游踏青与春日穿搭正当时。",
  清明: "清明节气与假期重合，内容以踏青、春茶和缅怀为主。",
  谷雨: "春茶上新和防晒护肤是谷雨前后的热点。",
  立夏: "入夏节点，清凉饮品、防晒和夏装开始走量。",
  小满: "“小满即安”寓意好，适合品牌做态度型内容。",
  芒种: "忙种时节，可讲毕业季和农产品助农故事。",
  夏至: "一年白昼最长，冷饮、夜经济和夏日出游是主线。",
  小暑: "高温开始，清凉家电和避暑游需求上升。",
  大暑: "一年最热，冰品、空调和防暑话题互动高。",
  立秋: "“贴秋膘”和秋季第一杯奶茶是固定热点。",
  处暑: "暑气渐消，开学和秋装上新可以一起预热。",
  白露: "早晚转凉，秋季护肤和养生茶饮是应季内容。",
  秋分: "秋收时节，农产品、丰收节和赏秋出游正当时。",
  寒露: "天气转凉，秋冬换季清单和保暖用品开始预热。",
  霜降: "秋季最后一个节气，柿子、进补和换季护肤热度高。",
  立冬: "入冬节点，饺子和暖冬好物内容易出圈。",
  小雪: "天气渐冷，羽绒服和取暖电器进入销售旺季。",
  大雪: "雪景和冬季出游适合做氛围感内容。",
  冬至: "“冬至大如年”，饺子汤圆和家人团聚是主题。",
};

const pad = (value: number) => String(value).padStart(2, "0");

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const lunar = (year: number, month: number, day: number) =>
  getSolarDateFromLunar(`${year}-${pad(month)}-${pad(day)}`).date;

/** nth weekday (0 = Sunday) of a month, e.g. 母亲节 = 2nd Sunday of May. */
export function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - first + 7) % 7) + (n - 1) * 7;
  return `${year}-${pad(month)}-${pad(day)}`;
}

export type Draft = {
  date: string;
  name: string;
  kind: CalendarKind;
  tip?: string;
  lead?: number;
  extra?: Partial<SeedCalendarEvent>;
};

/** Official holidays: rest days and 调休 working days grouped by the package's holiday name. */
function holidayArrangements(): Map<string, { rest: string[]; work: string[] }> {
  const groups = new Map<string, { rest: string[]; work: string[] }>();
  for (let day = CALENDAR_FIRST_DAY; day <= CALENDAR_LAST_DAY; day = addDays(day, 1)) {
    const detail = getDayDetail(day);
    // Holiday-related days are named "English,中文,n"; ordinary days carry a weekday name.
    const parts = detail.name.split(",");
    if (parts.length < 2) continue;
    const key = `${day.slice(0, 4)}:${parts[1]}`;
    const group = groups.get(key) ?? { rest: [], work: [] };
    (detail.work ? group.work : group.rest).push(day);
    groups.set(key, group);
  }
  return groups;
}

function holidays(year: number, arrangements: Map<string, { rest: string[]; work: string[] }>): Draft[] {
  const pureBrightness = getSolarTerms(`${year}-04-01`, `${year}-04-10`).find(
    (term) => term.term === "pure_brightness",
  );
  const list: { name: string; packageName: string; date: string }[] = [
    { name: "元旦", packageName: "元旦", date: `${year}-01-01` },
    { name: "春节", packageName: "春节", date: lunar(year, 1, 1) },
    { name: "清明节", packageName: "清明", date: pureBrightness?.date ?? `${year}-04-05` },
    { name: "劳动节", packageName: "劳动节", date: `${year}-05-01` },
    { name: "端午节", packageName: "端午", date: lunar(year, 5, 5) },
    { name: "中秋节", packageName: "中秋", date: lunar(year, 8, 15) },
    { name: "国庆节", packageName: "国庆节", date: `${year}-10-01` },
  ];
  return list.map(({ name, packageName, date }) => {
    const arrangement = arrangements.get(`${year}:${packageName}`);
    if (!arrangement || arrangement.rest.length === 0) {
      return { date, name, kind: "holiday", extra: { note: `${year} 年放假安排以国务院办公厅通知为准` } };
    }
    const rest = [...arrangement.rest].sort();
    const restFrom = rest[0]!;
    const restTo = rest[rest.length - 1]!;
    const work = [...arrangement.work].sort();
    const fmt = (d: string) => `${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;
    const workText = work.length ? `；${work.map(fmt).join("、")}调休上班` : "；不调休";
    return {
      date,
      name,
      kind: "holiday",
      extra: {
        note: `${fmt(restFrom)}至${fmt(restTo)}放假，共 ${rest.length} 天${workText}`,
        restFrom,
        restTo,
        restDays: rest.length,
        makeupWorkdays: work,
      },
    };
  });
}

export function festivals(year: number): Draft[] {
  return [
    { date: lunar(year, 1, 15), name: "元宵节", kind: "festival" },
    { date: `${year}-02-14`, name: "情人节", kind: "festival" },
    { date: `${year}-03-15`, name: "消费者权益日", kind: "festival" },
    { date: nthWeekday(year, 5, 0, 2), name: "母亲节", kind: "festival" },
    { date: `${year}-06-01`, name: "儿童节", kind: "festival" },
    { date: nthWeekday(year, 6, 0, 3), name: "父亲节", kind: "festival" },
    { date: `${year}-09-10`, name: "教师节", kind: "festival" },
    { date: lunar(year, 9, 9), name: "重阳节", kind: "festival" },
    { date: `${year}-10-31`, name: "万圣节", kind: "festival" },
    { date: nthWeekday(year, 11, 4, 4), name: "感恩节", kind: "festival" },
    { date: `${year}-12-24`, name: "平安夜", kind: "festival" },
    { date: `${year}-12-25`, name: "圣诞节", kind: "festival" },
    // The lunar year that ends early next year: 小年 and 除夕 fall in January/February.
    { date: lunar(year, 12, 23), name: "小年", kind: "festival" },
    { date: addDays(lunar(year + 1, 1, 1), -1), name: "除夕", kind: "festival" },
  ];
}

/** The date of an editable node (marketing-nodes.ts) in a given year. */
export function nodeDate(node: MarketingNode, year: number): string {
  const rule = node.rule;
  switch (rule.type) {
    case "fixed":
      return `${year}-${pad(rule.month)}-${pad(rule.day)}`;
    case "lunar":
      return lunar(year + (rule.yearOffset ?? 0), rule.month, rule.day);
    case "nth-weekday":
      return nthWeekday(year, rule.month, rule.weekday, rule.n);
    case "solar-term": {
      const last = new Date(Date.UTC(year, rule.month, 0)).getUTCDate();
      const found = getSolarTerms(`${year}-${pad(rule.month)}-01`, `${year}-${pad(rule.month)}-${pad(last)}`).find(
        (t) => t.term === rule.term,
      );
      if (!found) throw new Error(`marketing node ${node.key}: no ${rule.term} in ${year}-${rule.month}`);
      return found.date;
    }
  }
}

/** The 首页 strip's shopping dates: the e-commerce nodes of the editable data file. */
function shopping(year: number): Draft[] {
  return marketingNodes
    .filter((node) => node.kind === "ecommerce")
    .map((node) => ({
      date: nodeDate(node, year),
      name: node.name,
      kind: "shopping" as const,
      tip: node.tip,
      lead: node.leadDays,
    }));
}

export function solarTerms(year: number): Draft[] {
  return getSolarTerms(`${year}-01-01`, `${year}-12-31`).map((term) => ({
    date: term.date,
    name: term.name,
    kind: "solar-term" as const,
    tip: solarTermTips[term.name],
  }));
}

export function buildCalendarEvents(): SeedCalendarEvent[] {
  const arrangements = holidayArrangements();
  const firstYear = Number(CALENDAR_FIRST_DAY.slice(0, 4));
  const lastYear = Number(CALENDAR_LAST_DAY.slice(0, 4));
  const drafts: Draft[] = [];
  // One year either side so lunar dates that cross the new year (除夕, 年货节) are caught.
  for (let year = firstYear - 1; year <= lastYear + 1; year++) {
    drafts.push(...holidays(year, arrangements), ...festivals(year), ...shopping(year), ...solarTerms(year));
  }
  const seen = new Set<string>();
  return drafts
    .filter((draft) => draft.date >= CALENDAR_FIRST_DAY && draft.date <= CALENDAR_LAST_DAY)
    .map((draft): SeedCalendarEvent => {
      const lead = draft.lead ?? leadOverride[draft.name] ?? leadDays[draft.kind];
      return {
        id: `${draft.date}:${draft.kind}:${draft.name}`,
        date: draft.date,
        name: draft.name,
        kind: draft.kind,
        prepareFrom: addDays(draft.date, -lead),
        tip: draft.tip ?? tips[draft.name] ?? `${draft.name}前后适合做节点借势内容，提前规划选题和素材。`,
        note: null,
        restFrom: null,
        restTo: null,
        restDays: null,
        makeupWorkdays: null,
        ...draft.extra,
      };
    })
    .filter((event) => (seen.has(event.id) ? false : (seen.add(event.id), true)))
    .sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
}
