/** 达人合作 Brief: the form's data → a brief in plain text and Markdown (pure). */
export type BriefInput = {
  brand: string;
  product: string;
  sellingPoints: string;
  deliverables: string;
  draftDue: string;
  publishFrom: string;
  publishTo: string;
  budget: string;
  mustSay: string;
  mustAvoid: string;
  notes: string;
};

export const EMPTY_BRIEF: BriefInput = {
  brand: "",
  product: "",
  sellingPoints: "",
  deliverables: "",
  draftDue: "",
  publishFrom: "",
  publishTo: "",
  budget: "",
  mustSay: "",
  mustAvoid: "",
  notes: "",
};

/** Standing reminders for every paid collaboration (not tied to the text). */
export const STANDING_REMINDERS = [
  "商业合作内容须能让用户辨明是广告，按平台要求标注“广告”或使用平台的商业合作标识（《广告法》第十四条：广告应当具有可识别性）。",
  "卖点、数据和对比须真实并有依据，达人不得夸大或改写为绝对化用语（《广告法》第四条、第九条）。",
  "涉及医疗、药品、保健食品、化妆品功效等内容时，只能使用已备案/注册的表述。",
];

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export type BriefError = { field: keyof BriefInput; message: string };

export function validateBrief(input: BriefInput): BriefError[] {
  const errors: BriefError[] = [];
  if (!input.brand.trim()) errors.push({ field: "brand", message: "请填写品牌" });
  if (!input.product.trim()) errors.push({ field: "product", message: "请填写产品" });
  if (!lines(input.sellingPoints).length) errors.push({ field: "sellingPoints", message: "至少写一个卖点" });
  if (!lines(input.deliverables).length)
    errors.push({ field: "deliverables", message: "请写明交付内容，如“抖音 60 秒视频 1 条”" });
  if (input.publishFrom && input.publishTo && input.publishTo < input.publishFrom)
    errors.push({ field: "publishTo", message: "发布结束日期不能早于开始日期" });
  if (input.draftDue && input.publishFrom && input.draftDue > input.publishFrom)
    errors.push({ field: "draftDue", message: "初稿时间应早于发布开始日期" });
  return errors;
}

type Section = { title: string; items: string[] };

function sections(input: BriefInput): Section[] {
  const period =
    input.publishFrom || input.publishTo ? `${input.publishFrom || "待定"} 至 ${input.publishTo || "待定"}` : "待定";
  return [
    { title: "合作产品", items: [`品牌：${input.brand.trim()}`, `产品：${input.product.trim()}`] },
    { title: "核心卖点", items: lines(input.sellingPoints) },
    { title: "交付内容", items: lines(input.deliverables) },
    { title: "时间安排", items: [`初稿提交：${input.draftDue || "待定"}`, `发布时间：${period}`] },
    { title: "合作预算", items: [input.budget.trim() || "面议"] },
    { title: "必须提到", items: lines(input.mustSay) },
    { title: "不要出现", items: lines(input.mustAvoid) },
    { title: "合规要求", items: STANDING_REMINDERS },
    { title: "其他说明", items: lines(input.notes) },
  ].filter((s) => s.items.length);
}

export function briefMarkdown(input: BriefInput): string {
  const body = sections(input).map((s) => `## ${s.title}\n\n${s.items.map((i) => `- ${i}`).join("\n")}`);
  return [`# ${input.brand.trim()} × 达人合作 Brief`, ...body].join("\n\n") + "\n";
}

export function briefText(input: BriefInput): string {
  const body = sections(input).map((s) => `【${s.title}】\n${s.items.map((i, n) => `${n + 1}. ${i}`).join("\n")}`);
  return [`${input.brand.trim()} × 达人合作 Brief`, ...body].join("\n\n");
}

export function briefSections(input: BriefInput): Section[] {
  return sections(input);
}

/** The fields whose wording a creator will repeat, checked by the compliance engine. */
export const CHECKED_FIELDS: { key: keyof BriefInput; label: string }[] = [
  { key: "product", label: "产品" },
  { key: "sellingPoints", label: "核心卖点" },
  { key: "mustSay", label: "必须提到" },
  { key: "notes", label: "其他说明" },
];
