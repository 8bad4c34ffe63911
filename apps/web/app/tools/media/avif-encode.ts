/**
 * AVIF through libavif + libaom compiled to WebAssembly (Squoosh's codec,
 * repackaged as @jsquash/avif; Apache-2.0, libavif and aom BSD-2-Clause).
 * compress.ts imports this module lazily, so the 3.5 MB wasm is fetched the
 * first time someone encodes AVIF and never on any page's first load. The
 * wasm is a hashed asset of this site (`?url`): no CDN. Single-threaded on
 * purpose: the threaded build needs SharedArrayBuffer, that is cross-origin
 * isolation (COEP) for the whole site.
 */
import moduleFactory from "@jsquash/avif/codec/enc/avif_enc.js";
import wasmUrl from "@jsquash/avif/codec/enc/avif_enc.wasm?url";
import { defaultOptions } from "@jsquash/avif/meta.js";

type AvifModule = {
  encode(data: BufferSource, width: number, height: number, options: typeof defaultOptions): Uint8Array | null;
};

let loading: Promise<AvifModule> | null = null;

/** Speed 8 of 0–10: at 12 MP about 3 s on one core with files as small as speed 6; 9–10 give 40 % bigger files. */
export const AVIF_SPEED = 8;

export async function encodeAvif(image: ImageData, quality: number): Promise<Blob> {
  loading ??= (moduleFactory as unknown as (o: object) => Promise<AvifModule>)({
    noInitialRun: true,
    locateFile: () => wasmUrl,
  });
  const codec = await loading;
  const out = codec.encode(
    new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    image.width,
    image.height,
    { ...defaultOptions, quality: Math.round(quality), speed: AVIF_SPEED },
  );
  if (!out) throw new Error("AVIF encoding failed");
  return new Blob([out as Uint8Array<ArrayBuffer>], { type: "image/avif" });
}
