/**
 * BlazeFace in a worker (worker-only): the whole image and, for tall or wide ones, overlapping squares
 * along the long side (faceCrops), each letterboxed to 256 × 256; candidates from every crop mapped back
 * to the image and merged by NMS. Used by this engine's worker and by 创意元素标注's.
 */
import * as tf from "@tensorflow/tfjs-core";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import { blazefaceAnchors, decodeBlazeface, FACE_SIZE, faceCrops } from "./blazeface";
import { fromCrop, letterbox, nms, type Crop, type Detection } from "./boxes";
import { outputs, square } from "./tfjs-runtime";

const anchors = blazefaceAnchors(FACE_SIZE);

/** BlazeFace on one crop: NHWC, RGB scaled to −1…1 (MediaPipe's input); boxes as shares of the crop. */
async function facesInCrop(
  model: GraphModel,
  bitmap: ImageBitmap,
  crop: Crop,
  threshold: number,
): Promise<Detection[]> {
  const lb = letterbox(crop.w, crop.h, FACE_SIZE);
  const rgba = square(bitmap, lb, crop);
  const input = new Float32Array(FACE_SIZE * FACE_SIZE * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    input[j] = rgba[i]! / 127.5 - 1;
    input[j + 1] = rgba[i + 1]! / 127.5 - 1;
    input[j + 2] = rgba[i + 2]! / 127.5 - 1;
  }
  const tensor = tf.tensor4d(input, [1, FACE_SIZE, FACE_SIZE, 3]);
  const out = await outputs(model, tensor);
  tensor.dispose();
  const pick = (n: number, d: number) => out.find((o) => o.shape[1] === n && o.shape[2] === d)!.data;
  const logits = new Float32Array(896);
  logits.set(pick(512, 1), 0);
  logits.set(pick(384, 1), 512);
  const regs = new Float32Array(896 * 16);
  regs.set(pick(512, 16), 0);
  regs.set(pick(384, 16), 512 * 16);
  return decodeBlazeface(logits, regs, anchors, lb, threshold);
}

/** Faces scoring `threshold` or more anywhere in the image, boxes as shares of it, NMS at IoU 0.3. */
export async function findFaces(model: GraphModel, bitmap: ImageBitmap, threshold: number): Promise<Detection[]> {
  const { width, height } = bitmap;
  const found: Detection[] = [];
  for (const crop of faceCrops(width, height))
    for (const f of await facesInCrop(model, bitmap, crop, threshold))
      found.push({ ...f, box: fromCrop(f.box, crop, width, height) });
  return nms(found, 0.3);
}
