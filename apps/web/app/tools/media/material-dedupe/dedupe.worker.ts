/**
 * 素材查重's worker: each image (decoded and shrunk by the browser, EXIF
 * orientation applied) or each video keyframe bitmap → 64×64 grayscale →
 * dHash as is, mirrored and centre-cropped (dedupe-hash.ts). Nothing is sent anywhere.
 */
import { frameHashes, grayFromRgba, type FrameHashes } from "./dedupe-hash";
import { undecodableReasonOf } from "../../engines/image-probe/unreadable";

const HASH_INPUT = 64;

export type DedupeRequest =
  { type: "image"; id: number; file: File } | { type: "frames"; id: number; frames: ImageBitmap[] };
export type DedupeReply =
  { type: "hashed"; id: number; frames: FrameHashes[] } | { type: "error"; id: number; message: string };

function hashBitmap(bitmap: ImageBitmap, canvas: OffscreenCanvas | HTMLCanvasElement): FrameHashes {
  canvas.width = HASH_INPUT;
  canvas.height = HASH_INPUT;
  const ctx = canvas.getContext("2d", { willReadFrequently: true }) as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
  ctx.clearRect(0, 0, HASH_INPUT, HASH_INPUT);
  ctx.drawImage(bitmap, 0, 0, HASH_INPUT, HASH_INPUT);
  const { data } = ctx.getImageData(0, 0, HASH_INPUT, HASH_INPUT);
  return frameHashes(grayFromRgba(data, HASH_INPUT, HASH_INPUT), HASH_INPUT, HASH_INPUT);
}

/** Decode an image file straight at hash size (the browser can shrink while decoding: a 50 MP photo never sits in memory at full size). */
async function hashImageFile(file: Blob, canvas: OffscreenCanvas | HTMLCanvasElement): Promise<FrameHashes> {
  const small = await createImageBitmap(file, {
    resizeWidth: HASH_INPUT,
    resizeHeight: HASH_INPUT,
    resizeQuality: "high",
  });
  const hash = hashBitmap(small, canvas);
  small.close();
  return hash;
}

const canvas = new OffscreenCanvas(HASH_INPUT, HASH_INPUT);
self.onmessage = async (e: MessageEvent<DedupeRequest>) => {
  const req = e.data;
  let reply: DedupeReply;
  try {
    if (req.type === "image") {
      reply = { type: "hashed", id: req.id, frames: [await hashImageFile(req.file, canvas)] };
    } else {
      const frames = req.frames.map((b) => hashBitmap(b, canvas));
      for (const b of req.frames) b.close();
      reply = { type: "hashed", id: req.id, frames };
    }
  } catch {
    reply = {
      type: "error",
      id: req.id,
      message:
        req.type === "image"
          ? `无法读取这个文件：${await undecodableReasonOf(req.file)}`
          : "无法读取这个文件：浏览器不能解码它（支持 JPG、PNG、WebP、GIF、BMP 和浏览器能播放的视频）。",
    };
  }
  (self as unknown as Worker).postMessage(reply);
};
