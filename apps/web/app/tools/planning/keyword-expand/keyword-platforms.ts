/**
 * Keyword length limits and upload-template columns per ad platform (data with source, confidence
 * and checkedAt, README "Tools that run here"). Neither platform publishes its keyword template in
 * a public document we could read: the columns follow the fields of each platform's keyword API
 * (巨量引擎 Marketing API `keyword`: word, match_type, bid; 百度营销 凤巢 keyword: 推广计划, 推广单元,
 * 关键词, 匹配模式, 出价, 访问 URL) and the page asks the user to compare them with the template
 * their own back end offers for download.
 */
import type { ToolSource } from "../../tool-definition";

export type LengthUnit = "char" | "byte";

export type KeywordPlatform = {
  key: "oceanengine" | "baidu";
  name: string;
  /** Longest keyword the platform accepts, in `unit`s. */
  maxLength: number;
  /** `byte`: a Chinese or other wide character counts 2, ASCII 1 (GBK-style). */
  unit: LengthUnit;
  lengthSource: ToolSource;
  /** Keywords one ad or unit may hold. */
  perGroup: number;
  perGroupSource: ToolSource;
  /** The match types as the template spells them, default first. */
  matchTypes: string[];
  /** Export columns, in order. */
  columns: string[];
  columnsSource: ToolSource;
};

const CHECKED = "2026-11-27";

export const KEYWORD_PLATFORMS: readonly KeywordPlatform[] = [
  {
    key: "oceanengine",
    name: "巨量引擎（搜索广告）",
    maxLength: 20,
    unit: "char",
    lengthSource: {
      label: "未找到巨量引擎公开的关键词长度上限；20 字为参考值，可在页面上修改",
      confidence: "reference",
      checkedAt: CHECKED,
    },
    perGroup: 1000,
    perGroupSource: {
      label: "巨量引擎 Marketing API「创建关键词」：一个广告最多可添加 1000 个（bububa/oceanengine SDK 注释）",
      url: "https://github.com/bububa/oceanengine/blob/master/marketing-api/model/keyword/v3/create.go",
      confidence: "community",
      checkedAt: CHECKED,
    },
    matchTypes: ["短语匹配", "广泛匹配", "精准匹配"],
    columns: ["关键词", "匹配方式", "出价（元）"],
    columnsSource: {
      label:
        "巨量引擎 Marketing API 关键词字段 word / match_type（PHRASE 短语、EXTENSIVE 广泛、PRECISION 精准）/ bid（bububa/oceanengine SDK）",
      url: "https://github.com/bububa/oceanengine/blob/master/marketing-api/model/keyword/keyword.go",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
  {
    key: "baidu",
    name: "百度营销（搜索推广）",
    maxLength: 30,
    unit: "byte",
    lengthSource: {
      label: "Adobe Advertising「Baidu keyword settings」：每个关键词最长 30 个单字节或 15 个双字节字符（第三方文档）",
      url: "https://experienceleague.adobe.com/en/docs/advertising/search-social-commerce/new-ui/manage/keywords/keyword-settings-by-network/keyword-settings-baidu",
      confidence: "community",
      checkedAt: CHECKED,
    },
    perGroup: 2000,
    perGroupSource: {
      label: "Adobe Advertising「Baidu keyword settings」：一次最多输入 2000 个关键词（第三方文档）",
      url: "https://experienceleague.adobe.com/en/docs/advertising/search-social-commerce/new-ui/manage/keywords/keyword-settings-by-network/keyword-settings-baidu",
      confidence: "community",
      checkedAt: CHECKED,
    },
    matchTypes: ["短语", "智能", "精确"],
    columns: [
      "推广计划名称",
      "推广单元名称",
      "关键词名称",
      "匹配模式",
      "出价",
      "计算机访问URL",
      "移动访问URL",
      "启用/暂停",
    ],
    columnsSource: {
      label:
        "百度营销搜索推广关键词字段：推广计划、推广单元、关键词、匹配模式（精确/短语/智能）、出价、访问 URL、启用/暂停（Adobe Advertising 文档与百度营销客户端的常见导入格式，社区整理）",
      url: "https://experienceleague.adobe.com/en/docs/advertising/search-social-commerce/new-ui/manage/keywords/keyword-settings-by-network/keyword-settings-baidu",
      confidence: "community",
      checkedAt: CHECKED,
    },
  },
];

export function platformByKey(key: string | null): KeywordPlatform {
  return KEYWORD_PLATFORMS.find((p) => p.key === key) ?? KEYWORD_PLATFORMS[0]!;
}

/** Length in the platform's unit: characters, or bytes with a wide character counting 2. */
export function keywordLength(text: string, unit: LengthUnit): number {
  let n = 0;
  for (const ch of text) n += unit === "byte" && ch.codePointAt(0)! > 0x7f ? 2 : 1;
  return n;
}
