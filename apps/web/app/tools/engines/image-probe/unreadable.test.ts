import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { HEIC_TO_JPG, undecodableReason } from "./unreadable";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/media-fixtures/${name}`, import.meta.url)));

test("the reason a picture could not be decoded comes from its bytes, never a blanket 'convert to JPG'", () => {
  expect(undecodableReason(fixture("zero-length.jpg"))).toBe("文件是空的（0 字节），请重新导出或重新下载。");
  expect(undecodableReason(fixture("truncated.jpg"))).toMatch(/^文件不完整：.*请重新导出或重新下载。$/);
  expect(undecodableReason(fixture("truncated.jpg"))).not.toMatch(/转成 JPG/);
  expect(undecodableReason(fixture("iphone-like.heic"))).toBe(`这个浏览器打不开 HEIC 图片：${HEIC_TO_JPG}。`);
  expect(undecodableReason(fixture("small.avif"))).toMatch(/AVIF.*请先转成 JPG 或 PNG/);
  expect(undecodableReason(new TextEncoder().encode("这不是图片 not an image\n".repeat(20)))).toMatch(
    /^这个文件不是图片（按文件内容识别，与扩展名无关）/,
  );
  // A whole JPEG the browser still refused: said plainly, with the format it really is.
  expect(undecodableReason(fixture("cmyk.jpg"))).toMatch(/^浏览器无法解码这张 JPG 图片/);
});
