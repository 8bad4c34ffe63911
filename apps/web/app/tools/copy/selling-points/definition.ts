import type { ToolFolderDefinition } from "../../tool-definition";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 卖点提炼: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 206, name: "卖点提炼", category: "copywriting", isVip: true, icon: "lucide:sparkles" },
  intro:
    "粘贴商品描述或详情页文字，按功效、成分、规格、工艺、服务、价格、场景分组找出候选卖点，每条附上原句和可修改的 FAB（特性-优势-利益）草稿，并逐条做广告法合规检查。",
  howTo: [
    "粘贴商品标题、卖点和详情页文字，选择行业（决定合规检查的口径）。",
    "点「提炼卖点」，逐条核对：删掉不准确的，改写 FAB 草稿。",
    "留意红色合规提示：「需证明」的说法要有证明材料，对比说法要有依据。",
    "导出 CSV，交给设计或达人 Brief 使用。",
  ],
  sources: [
    {
      label: "分词：jieba-wasm（MIT），词典和程序从本站加载",
      url: "https://github.com/fengkx/jieba-wasm",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label: "分组规则：本站整理的详情页常见说法（经验规则，自动提取，请人工确认）",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label:
        "准确度测试文本：ADGEN 淘宝服装文案数据集（Shao et al., EMNLP 2019）、公开网页上的商品介绍、WHG 微博数据集样例，人工标注",
      url: "https://aclanthology.org/D19-1321.pdf",
      confidence: "reference",
      checkedAt: "2026-11-27",
    },
    {
      label: "合规检查：本站违禁词引擎（《广告法》及《广告绝对化用语执法指南》，见违禁词检测工具的来源）",
      confidence: "official",
      checkedAt: "2026-11-26",
    },
  ],
  faq: [
    {
      q: "我的商品文字会上传吗？",
      a: "不会。分词、提炼和合规检查都在你的浏览器里完成，服务器只记录这个工具被使用了一次。",
    },
    {
      q: "卖点是怎么找出来的？准吗？",
      a: "先用 jieba 分词，再按词表和规则判断每个分句属于哪一组：数字加单位算规格，价格和折扣算价格，「适合、通勤、户外」等算场景。这是经验规则，会有漏掉和分错的情况，所以标注为「自动提取，请人工确认」。我们在不是自己写的公开商品文案上人工标注后测过：留作检验、从未用来调规则的那部分里，找出的卖点约九成是对的，标注的卖点约七成能找出来；样本不大，只作参考。",
    },
    {
      q: "FAB 是什么？",
      a: "特性（Feature，产品是什么）、优势（Advantage，好在哪）、利益（Benefit，对用户意味着什么）。草稿里【】内是需要你补充的内容。",
    },
    {
      q: "页面元素能被脚本读取吗？",
      a: "每条卖点的文字元素带 data-point。",
    },
  ],
  related: ["banned-words", "kol-brief", "title-analyzer"],
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
  },
};
