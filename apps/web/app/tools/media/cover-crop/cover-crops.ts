/**
 * The cover crops of 封面裁切预览 (ratios: 公众号 pic_crop_235_1 /
 * pic_crop_1_1 from the draft/add API, tools-facts §3.1; 小红书 3:4 community;
 * B站 16:10, 抖音 9:16 and 横版 16:9 common cover formats), and the geometry
 * of one crop: the shared focus point or the crop's own, and a zoom.
 */
import { cropRect } from "../image-inspect";

export type CoverCrop = { key: string; name: string; ratio: number; ratioLabel: string; note: string };

export const coverCrops: CoverCrop[] = [
  {
    key: "wechat-cover-2.35",
    name: "公众号封面",
    ratio: 2.35,
    ratioLabel: "2.35:1",
    note: "首条图文封面（接口字段 pic_crop_235_1）",
  },
  {
    key: "wechat-cover-1x1",
    name: "公众号转发卡片",
    ratio: 1,
    ratioLabel: "1:1",
    note: "次条与分享卡片（pic_crop_1_1）",
  },
  { key: "xiaohongshu-3x4", name: "小红书笔记", ratio: 3 / 4, ratioLabel: "3:4", note: "社区通行比例，非官方规格" },
  { key: "bilibili-16x10", name: "B站视频封面", ratio: 16 / 10, ratioLabel: "16:10", note: "投稿封面常用比例" },
  { key: "douyin-9x16", name: "抖音竖版封面", ratio: 9 / 16, ratioLabel: "9:16", note: "竖版视频封面" },
  { key: "landscape-16x9", name: "横版通用", ratio: 16 / 9, ratioLabel: "16:9", note: "横版视频、视频号横版封面" },
];

export type CropSetting = { focus: { x: number; y: number } | null; zoom: number };

/** The crop's source rectangle: its own focus or the shared one, shrunk by `zoom` (≥ 1) around it. */
export function coverRect(
  src: { width: number; height: number },
  ratio: number,
  shared: { x: number; y: number },
  setting: CropSetting,
) {
  const full = cropRect(src, ratio, setting.focus ?? shared);
  const zoom = Math.max(1, setting.zoom);
  if (zoom === 1) return full;
  const width = full.width / zoom;
  const height = full.height / zoom;
  const f = setting.focus ?? shared;
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  return {
    x: clamp(f.x * src.width - width / 2, src.width - width),
    y: clamp(f.y * src.height - height / 2, src.height - height),
    width,
    height,
  };
}

/** Output size: the crop's own pixels, the long side capped at 2560 (larger covers are downscaled by every platform). */
export function outputSize(rect: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(1, 2560 / Math.max(rect.width, rect.height));
  return { width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) };
}

export function clampFocus(p: { x: number; y: number }) {
  return { x: Math.min(1, Math.max(0, p.x)), y: Math.min(1, Math.max(0, p.y)) };
}
