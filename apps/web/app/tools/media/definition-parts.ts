/** What several media tools' definitions share (each tool's own copy is in <slug>/definition.ts). */
import type { ToolSource } from "../tool-definition";
import { imagePlacements, videoPlacements } from "./placement-specs";

/** Every distinct source of the image placements, for the 来源 section. */
export function imageSources(): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const p of imagePlacements) if (!seen.has(p.source.label)) seen.set(p.source.label, p.source);
  return [...seen.values()];
}

export const imageKeyList = imagePlacements.map((p) => `${p.key}（${p.platform}${p.name}）`).join("；");

export const privacyFaq = {
  q: "我的图片会上传吗？",
  a: "不会。图片只在你的浏览器里读取和处理（在后台线程里进行，页面不会卡住），服务器只记录这个工具被使用了一次（用于每日次数），收不到任何图片内容。",
};

/** Every distinct source of the video placements (and the pages their rules cite). */
export function videoSources(): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const p of videoPlacements)
    for (const s of [p.source, ...Object.values(p.ruleSources ?? {})]) if (!seen.has(s.label)) seen.set(s.label, s);
  return [...seen.values()];
}

export const videoKeyList = videoPlacements.map((p) => `${p.key}（${p.platform} ${p.name}）`).join("；");
