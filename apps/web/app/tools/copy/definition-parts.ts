/** What several copy tools' definitions share (each tool's own copy is in <slug>/definition.ts). */
import type { ToolSource } from "../tool-definition";
import { platformFields } from "./platform-rules";

/** Every distinct rule source, for the 来源 section of the tools that use platform limits. */
export function platformSources(keys?: string[]): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const f of platformFields) {
    if (keys && !keys.includes(f.key)) continue;
    if (!seen.has(f.source.label)) seen.set(f.source.label, f.source);
  }
  return [...seen.values()];
}

/** The machine-readable keys, listed in the FAQ (stable: scripts and tests select rows by them). */
export const platformKeyList = platformFields
  .map((f) => `${f.key}（${f.platform}${f.field}${f.preset ? `·${f.preset}` : ""}）`)
  .join("；");

export const hooksFaq = {
  q: "表格能被脚本读取吗？平台键有哪些？",
  a:
    "每个平台字段的结论行都带有 data-platform（平台键）、data-used（已用）、data-limit（上限）和 data-verdict（ok 符合 / over 超出 / under 不足 / forbidden 含禁用字符）属性。" +
    "已用和上限按平台口径计数：中文算 2 的平台（小红书标题、腾讯广告、TikTok 广告、巨量引擎）两个数都是翻倍后的单位。平台键：" +
    platformKeyList +
    "。",
};

export const privacyFaq = {
  q: "我的文案会上传吗？",
  a: "不会。统计和检查都在你的浏览器里完成，服务器只记录这个工具被使用了一次（用于每日次数），不接收文案内容。分享链接把文案放在 # 之后，也不会发给服务器。",
};

export const ruleFaq = {
  q: "字数上限从哪里来？准吗？",
  a: "每条规则都标了来源、可信度和最后核对日期：标「官方文档」的来自平台开发者文档并附链接；标「社区来源」的来自开源发布工具或文章，平台可能随时调整。来源不一致时（公众号后台编辑器 64/120 与接口发布 32/128；巨量信息流 5–30 与本地推 5–55）两种都列出，按你的发布方式选。",
};
