/** 二维码生成 in the browser: PNG blobs, downloads and the read-back self-check. */
export type Check = { state: "ok" | "fail"; message: string } | null;

export function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const canvasBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob"))), "image/png"),
  );

/** Reads the code back from the pixels (jsQR, Apache-2.0): what a phone camera would get. */
export async function selfCheck(canvas: HTMLCanvasElement, expected: string): Promise<Check> {
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const { default: jsQR } = await import("jsqr");
  const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const found = jsQR(image.data, image.width, image.height, { inversionAttempts: "attemptBoth" });
  if (!found)
    return { state: "fail", message: "自检未通过：生成的图片没能被识别，请提高对比度、缩小 Logo 或提高容错等级" };
  if (found.data !== expected) return { state: "fail", message: "自检未通过：识别出的内容和输入不一致" };
  return { state: "ok", message: "自检通过：已从生成的图片中读出相同内容" };
}
