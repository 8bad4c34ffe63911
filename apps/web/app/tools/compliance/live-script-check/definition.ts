import type { ToolFolderDefinition } from "../../tool-definition";
import {
  AD_LAW,
  ABSOLUTE_GUIDE,
  CITATION_GUIDE,
  PLATFORM_DIVERSION,
  DISCLAIMER_FAQ,
  PRIVACY_FAQ,
} from "../definition-parts";
import { INDUSTRIES } from "../../engines/compliance/meta";

/** 直播话术检测: the page's copy and the catalogue's facts (app/tools/README.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 106, name: "直播话术检测", category: "compliance", isVip: true, icon: "lucide:mic" },
  intro:
    "逐句检查直播口播脚本：每一句给出「通过」「需修改」「需证明」的结论，标出夸大承诺、极限词、功效用语和导流话术，并可导出逐句报告。",
  howTo: [
    "选择行业，把脚本粘贴进来，每行一句。",
    "点击「开始检测」（会员功能）。",
    "按每句的结论和问题逐条修改，导出报告给主播和运营对稿。",
  ],
  sources: [AD_LAW, ABSOLUTE_GUIDE, CITATION_GUIDE, PLATFORM_DIVERSION],
  faq: [
    {
      q: "「只剩最后 10 单」这类话术会被标出来吗？",
      a: "会标为「需证明」：限时、限量的说法必须真实且可证明，否则可能构成虚假宣传（广告法第四条、第二十八条）。",
    },
    {
      q: "直播口播也算广告吗？",
      a: "直播带货中介绍商品的口播一般按广告或商业宣传管理，主播和商家都可能承担责任，建议开播前对稿。",
    },
    DISCLAIMER_FAQ,
    PRIVACY_FAQ,
  ],
  related: ["banned-words", "video-subtitle-check", "diversion-words"],
  templateQuery: "直播预告",
  settings: {
    industry: { label: "行业", kind: "enum", values: INDUSTRIES.map((i) => i.key), default: "general" },
  },
};
