/**
 * The media family's image rules: ratio matching, placement verdicts, crop geometry and the quality
 * search used by 一键修正, over the header facts the image-probe engine reads from the bytes
 * (engines/image-probe/header.ts, re-exported here for the family). Runs in the worker and in unit tests.
 */
import { formatLabel } from "../engines/image-probe/header";
import { HEIC_TO_JPG } from "../engines/image-probe/unreadable";
import type { MediaFormat, Placement } from "./placement-specs";

export {
  formatLabel,
  gifFrameCount,
  inspectBytes,
  orientedSize,
  sniffFormat,
  type ImageFacts,
} from "../engines/image-probe/header";
export { cropRect, searchQuality, targetSize } from "./image-fix-geometry";

export const standardRatios: { label: string; value: number }[] = [
  { label: "1:1", value: 1 },
  { label: "4:3", value: 4 / 3 },
  { label: "3:4", value: 3 / 4 },
  { label: "4:5", value: 4 / 5 },
  { label: "3:2", value: 3 / 2 },
  { label: "2:3", value: 2 / 3 },
  { label: "16:9", value: 16 / 9 },
  { label: "9:16", value: 9 / 16 },
  { label: "16:10", value: 16 / 10 },
  { label: "1.91:1", value: 1.91 },
  { label: "2.35:1", value: 2.35 },
  { label: "1.52:1", value: 1.52 },
  { label: "21:9", value: 21 / 9 },
];

/** The standard ratio closest to width/height (compared on a log scale, so 2:1 and 1:2 are symmetric). */
export function nearestRatio(width: number, height: number): { label: string; value: number; deviation: number } {
  const r = width / height;
  let best = standardRatios[0]!;
  for (const s of standardRatios) if (Math.abs(Math.log(r / s.value)) < Math.abs(Math.log(r / best.value))) best = s;
  return { ...best, deviation: r / best.value - 1 };
}

export type ImageForCheck = {
  width: number;
  height: number;
  bytes: number;
  format: MediaFormat | null;
  frames: number;
  cmyk?: boolean;
  truncated?: boolean;
};
export type PlacementVerdict = { placement: Placement; verdict: "pass" | "fail"; failures: string[] };

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(n < 10 * 1024 ? 1 : 0)} KB`;
  return `${(n / 1024 / 1024).toFixed(2).replace(/\.?0+$/, "")} MB`;
}

const HEIC_HINT = `：${HEIC_TO_JPG}`;
/** One answer for CMYK everywhere: ad platforms and browsers expect RGB, so it fails every placement. */
export const CMYK_FAILURE =
  "色彩模式 CMYK（印刷用）：投放平台和浏览器按 RGB 处理，颜色会偏差或上传失败，请转为 RGB（sRGB）后再上传";

export const TRUNCATED_FAILURE =
  "文件不完整：图片数据在中途断掉（下载或拷贝被中断），平台会拒收或只显示半张，请重新导出或重新下载";

/** Every rule of the placement the image breaks, in words a marketer can act on. */
export function checkPlacement(img: ImageForCheck, p: Placement): PlacementVerdict {
  const failures: string[] = [];
  if (img.format === null || !p.formats.includes(img.format)) {
    failures.push(
      `格式 ${img.format ? formatLabel[img.format] : "无法识别"} 不在允许范围（${p.formats.map((f) => formatLabel[f]).join("/")}）${img.format === "heic" ? HEIC_HINT : ""}`,
    );
  } else if (img.cmyk) failures.push(CMYK_FAILURE);
  if (img.truncated) failures.push(TRUNCATED_FAILURE);
  if (p.ratio !== undefined) {
    const r = img.width / img.height;
    const dev = r / p.ratio - 1;
    const tol = p.ratioTolerance ?? 0.01;
    if (Math.abs(dev) > tol)
      failures.push(
        `宽高比 ${r.toFixed(2)} 不符合 ${p.ratioLabel ?? p.ratio.toFixed(2)}（允许 ±${(tol * 100).toFixed(1).replace(/\.0$/, "")}%）`,
      );
  }
  const exact = p.minWidth !== undefined && p.minWidth === p.maxWidth && p.minHeight === p.maxHeight;
  if (exact) {
    if (img.width !== p.minWidth || img.height !== p.minHeight)
      failures.push(`尺寸 ${img.width}×${img.height} 不是要求的 ${p.minWidth}×${p.minHeight}`);
  } else {
    if (p.minWidth !== undefined && img.width < p.minWidth)
      failures.push(`宽 ${img.width} px 小于最小 ${p.minWidth} px`);
    if (p.minHeight !== undefined && img.height < p.minHeight)
      failures.push(`高 ${img.height} px 小于最小 ${p.minHeight} px`);
    if (p.maxWidth !== undefined && img.width > p.maxWidth)
      failures.push(`宽 ${img.width} px 大于最大 ${p.maxWidth} px`);
    if (p.maxHeight !== undefined && img.height > p.maxHeight)
      failures.push(`高 ${img.height} px 大于最大 ${p.maxHeight} px`);
  }
  if (p.maxBytes !== undefined && img.bytes > p.maxBytes)
    failures.push(`文件 ${formatBytes(img.bytes)} 超过 ${formatBytes(p.maxBytes)}`);
  if (img.frames > 1 && !p.formats.includes("gif")) failures.push(`动图（${img.frames} 帧），该版位只收静态图`);
  return { placement: p, verdict: failures.length ? "fail" : "pass", failures };
}
