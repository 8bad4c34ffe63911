import type { ToolFolderDefinition } from "../../tool-definition";
import { BID_TYPES, ROI_FIELDS } from "./roi";

/** ROI 计算器: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 403, name: "ROI 计算器", category: "delivery", isVip: false, icon: "lucide:calculator" },
  intro:
    "填客单价、毛利率和转化率，选出价方式，算出保本 ROI、保本出价和目标 ROI 对应的出价，公式和不同 ROI 下的利润表都列出来，链接可直接发给同事复算。",
  howTo: [
    "选择出价方式：按转化（oCPM/oCPX 目标转化成本）、按点击（CPC）或按千次展示（CPM）。",
    "填写客单价、毛利率（扣除退货、佣金、运费后的实际毛利率更准）和转化率；CPM 还要填点击率。",
    "填目标 ROI，查看对应出价和每单利润；下方表格对比不同 ROI 下的出价与净利率。",
    "复制地址栏链接发给同事，打开就是同一组数字。",
  ],
  sources: [
    {
      label: "ROI = 成交金额 ÷ 广告消耗（巨量千川、淘宝直通车等平台报表的投产比口径）",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
    {
      label: "保本与出价公式为通用的单位经济模型推导，页面上列出了每一步",
      confidence: "reference",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "保本 ROI 为什么是 1 ÷ 毛利率？",
      a: "保本时每单广告费正好等于每单毛利：客单价 × 毛利率。ROI = 客单价 ÷ 每单广告费 = 1 ÷ 毛利率。例如毛利率 40%，保本 ROI 是 2.5。",
    },
    {
      q: "转化率怎么填？",
      a: "填“点击到成交”的转化率：成交单数 ÷ 点击数。按转化出价时它不影响出价，只用于换算 CPC/CPM。",
    },
    {
      q: "算出来的出价能直接用吗？",
      a: "是上限参考。平台实际扣费、起量速度和退款都会影响结果，建议先按目标 ROI 出价，再看数据微调。",
    },
  ],
  related: ["budget-planner", "utm-builder", "marketing-calendar"],
  settings: {
    bid: { label: "出价方式", kind: "enum", values: BID_TYPES.map((b) => b.key), default: "cpa" },
    price: { label: "客单价（元）", kind: "number", min: ROI_FIELDS.price.min, max: ROI_FIELDS.price.max },
    margin: { label: "毛利率（%）", kind: "number", min: ROI_FIELDS.margin.min, max: ROI_FIELDS.margin.max },
    cvr: { label: "转化率（%）", kind: "number", min: ROI_FIELDS.cvr.min, max: ROI_FIELDS.cvr.max },
    ctr: { label: "点击率（%）", kind: "number", min: ROI_FIELDS.ctr.min, max: ROI_FIELDS.ctr.max },
    target: { label: "目标 ROI", kind: "number", min: ROI_FIELDS.target.min, max: ROI_FIELDS.target.max, default: "3" },
  },
};
