/**
 * The contact sheet PNG (接触印样): one tile per shot, its picture with the
 * shot number, start time and length under it, and a title line with the
 * file's pace. Drawn on a canvas in the browser; nothing is uploaded.
 */
import { formatTime, type Pace, type Shot } from "./shots";

export type SheetTile = { shot: Shot; image: CanvasImageSource & { width: number; height: number } };

const COLUMNS = 6;
const TILE_W = 160;
const PAD = 12;
const CAPTION = 36;
const HEADER = 56;

export function contactSheetSize(tiles: number, aspect: number): { width: number; height: number; tileH: number } {
  const tileH = Math.round(TILE_W / (aspect > 0 ? aspect : 1));
  const rows = Math.max(1, Math.ceil(tiles / COLUMNS));
  return {
    width: PAD + COLUMNS * (TILE_W + PAD),
    height: HEADER + rows * (tileH + CAPTION + PAD) + PAD,
    tileH,
  };
}

export async function drawContactSheet(file: string, pace: Pace, tiles: SheetTile[], aspect: number): Promise<Blob> {
  const { width, height, tileH } = contactSheetSize(tiles.length, aspect);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = "#111827";
  ctx.font = "bold 16px sans-serif";
  ctx.textBaseline = "top";
  ctx.fillText(file, PAD, PAD);
  ctx.font = "13px sans-serif";
  ctx.fillStyle = "#4b5563";
  ctx.fillText(
    `${pace.shots} 个镜头 · 硬切 ${pace.cuts} 次 · 每 10 秒 ${pace.cutsPer10s.toFixed(1)} 次 · 平均 ${pace.averageShot.toFixed(2)} 秒 · 最短 ${pace.shortestShot.toFixed(2)} 秒`,
    PAD,
    PAD + 22,
  );
  tiles.forEach(({ shot, image }, i) => {
    const x = PAD + (i % COLUMNS) * (TILE_W + PAD);
    const y = HEADER + Math.floor(i / COLUMNS) * (tileH + CAPTION + PAD);
    ctx.drawImage(image, x, y, TILE_W, tileH);
    ctx.strokeStyle = "#d1d5db";
    ctx.strokeRect(x + 0.5, y + 0.5, TILE_W - 1, tileH - 1);
    ctx.fillStyle = "#111827";
    ctx.font = "bold 13px sans-serif";
    ctx.fillText(`#${shot.index}  ${formatTime(shot.start)}`, x, y + tileH + 4);
    ctx.fillStyle = "#4b5563";
    ctx.font = "12px sans-serif";
    ctx.fillText(`时长 ${shot.length.toFixed(2)} 秒`, x, y + tileH + 20);
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("canvas"))), "image/png"),
  );
}
