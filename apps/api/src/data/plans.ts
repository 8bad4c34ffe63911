/**
 * VIP plans (prices in fen) and the benefit comparison. The original price is the
 * monthly list price times the months, so "省 ¥X" is honest arithmetic, not a made-up anchor.
 */

export type SeedPlan = {
  id: string;
  audience: "personal" | "team";
  period: "month" | "quarter" | "year";
  name: string;
  level: 1 | 2;
  months: number;
  price: number;
  originalPrice: number;
  recommended: boolean;
  seats: number;
  perks: string[];
};

const PERSONAL_MONTHLY_LIST = 4_800;
const TEAM_MONTHLY_LIST = 12_900;

const personalPerks = ["全部 VIP 工具不限次数", "VIP 模板免费用", "个人商用授权", "无水印高清导出"];
const teamPerks = ["团队共享 VIP 权益", "企业商用授权", "团队词库与素材库", "专属客户经理", "支持对公转账与增值税专票"];

export const plans: SeedPlan[] = [
  {
    id: "personal-month",
    audience: "personal",
    period: "month",
    name: "个人 VIP 月卡",
    level: 1,
    months: 1,
    price: 3_800,
    originalPrice: PERSONAL_MONTHLY_LIST,
    recommended: false,
    seats: 1,
    perks: personalPerks,
  },
  {
    id: "personal-quarter",
    audience: "personal",
    period: "quarter",
    name: "个人 VIP 季卡",
    level: 1,
    months: 3,
    price: 9_800,
    originalPrice: PERSONAL_MONTHLY_LIST * 3,
    recommended: false,
    seats: 1,
    perks: personalPerks,
  },
  {
    id: "personal-year",
    audience: "personal",
    period: "year",
    name: "个人 VIP 年卡",
    level: 1,
    months: 12,
    price: 29_800,
    originalPrice: PERSONAL_MONTHLY_LIST * 12,
    recommended: true,
    seats: 1,
    perks: [...personalPerks, "历史记录保存 365 天"],
  },
  {
    id: "team-month",
    audience: "team",
    period: "month",
    name: "团队 VIP 月卡",
    level: 2,
    months: 1,
    price: 9_900,
    originalPrice: TEAM_MONTHLY_LIST,
    recommended: false,
    seats: 5,
    perks: teamPerks,
  },
  {
    id: "team-quarter",
    audience: "team",
    period: "quarter",
    name: "团队 VIP 季卡",
    level: 2,
    months: 3,
    price: 26_900,
    originalPrice: TEAM_MONTHLY_LIST * 3,
    recommended: false,
    seats: 5,
    perks: teamPerks,
  },
  {
    id: "team-year",
    audience: "team",
    period: "year",
    name: "团队 VIP 年卡",
    level: 2,
    months: 12,
    price: 89_900,
    originalPrice: TEAM_MONTHLY_LIST * 12,
    recommended: true,
    seats: 5,
    perks: [...teamPerks, "席位可按需加购"],
  },
];

export const benefits = [
  { key: "daily-uses", name: "工具每日使用次数", free: "20 次", personal: "500 次", team: "不限次数" },
  { key: "batch-size", name: "单次批量检测", free: "1 条", personal: "50 条", team: "200 条" },
  { key: "history-days", name: "历史记录保存", free: "3 天", personal: "180 天（年卡 365 天）", team: "365 天" },
  { key: "vip-tools", name: "VIP 工具", free: "不可用", personal: "全部可用", team: "全部可用" },
  { key: "vip-templates", name: "VIP 模板", free: "不可用", personal: "全部可用", team: "全部可用" },
  { key: "commercial-licence", name: "商用授权", free: "仅限个人学习", personal: "个人商用", team: "企业商用" },
  { key: "watermark-free", name: "无水印导出", free: "带水印", personal: "支持", team: "支持" },
  { key: "word-lists", name: "自定义违禁词库", free: "—", personal: "1 个", team: "团队共享 10 个" },
  { key: "team-seats", name: "团队席位", free: "—", personal: "1 人", team: "5 人起，可加购" },
  { key: "support", name: "客服支持", free: "帮助中心", personal: "在线客服优先响应", team: "专属客户经理" },
];

export const levelNames: Record<0 | 1 | 2, string> = { 0: "普通用户", 1: "个人 VIP", 2: "团队 VIP" };
