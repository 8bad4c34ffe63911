/**
 * The annotated image the user downloads: the original pixels (upright, at
 * most 4096 px on the long side) with each line's box and number drawn in the
 * colour of its most severe finding. Made here from the dropped file.
 */
import type { OcrLine } from "../../engines/ocr/types";
import { BOX_COLOR } from "./box-colors";

export async function annotatedPng(
  file: Blob,
  lines: readonly Pick<OcrLine, "quad">[],
  levels: readonly (keyof typeof BOX_COLOR)[],
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, 4096 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext("2d")!;
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const stroke = Math.max(2, Math.round(Math.max(canvas.width, canvas.height) / 400));
  ctx.lineWidth = stroke;
  ctx.font = `bold ${stroke * 8}px sans-serif`;
  ctx.textBaseline = "bottom";
  lines.forEach(({ quad }, i) => {
    const color = BOX_COLOR[levels[i] ?? "none"];
    ctx.strokeStyle = color;
    ctx.beginPath();
    quad.forEach(([x, y], k) => (k === 0 ? ctx.moveTo(x * scale, y * scale) : ctx.lineTo(x * scale, y * scale)));
    ctx.closePath();
    ctx.stroke();
    const label = String(i + 1);
    const [x, y] = quad[0];
    const w = ctx.measureText(label).width + stroke * 2;
    ctx.fillStyle = color;
    ctx.fillRect(x * scale, Math.max(0, y * scale - stroke * 9), w, stroke * 9);
    ctx.fillStyle = "#ffffff";
    ctx.fillText(label, x * scale + stroke, Math.max(stroke * 9, y * scale));
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("toBlob"))), "image/png"),
  );
}
