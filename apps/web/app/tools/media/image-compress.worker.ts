/**
 * 图片压缩 off the main thread (compress.ts with OffscreenCanvas). Its own
 * worker so the AVIF encoder's glue code is only ever fetched by this tool.
 */
import { compressImage } from "./compress";
import type { WorkerReply, WorkerRequest } from "./image-spec.worker";

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const msg = event.data;
  let reply: WorkerReply;
  if (msg.type !== "compress") reply = { type: "error", id: msg.id, message: "图片压缩线程只做压缩" };
  else {
    try {
      const r = await compressImage(msg.file, msg.options, (w, h) => new OffscreenCanvas(w, h));
      reply = r.ok
        ? { type: "fixed", id: msg.id, blob: r.blob, width: r.width, height: r.height, quality: r.quality }
        : { type: "error", id: msg.id, message: r.message };
    } catch {
      reply = { type: "error", id: msg.id, message: "处理失败，请重试或换一个文件。" };
    }
  }
  (self as unknown as Worker).postMessage(reply);
};
