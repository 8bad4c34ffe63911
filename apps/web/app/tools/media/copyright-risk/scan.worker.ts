/**
 * Reads PSD, SVG, Office and image files off the main thread (a 200 MB PSD takes seconds to walk). PDF
 * and AI go through PDF.js, which runs its own worker (pdf-loader.ts). Nothing leaves this worker but the
 * scan: fonts and rights fields.
 */
import { scanFile } from "./scan-file";

type Request = { id: number; name: string; buffer: ArrayBuffer };

self.onmessage = async (event: MessageEvent<Request>) => {
  const { id, name, buffer } = event.data;
  try {
    const scan = await scanFile(name, new Uint8Array(buffer), () => Promise.reject(new Error("PDF 在页面里读取")));
    self.postMessage({ id, ok: true, scan });
  } catch (e) {
    const message =
      e instanceof Error && /[\u4e00-\u9fff]/.test(e.message)
        ? e.message
        : "文件无法解析，可能已损坏或不是它扩展名所说的格式。";
    self.postMessage({ id, ok: false, message });
  }
};
