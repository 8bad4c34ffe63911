/**
 * Real MP4 files for the video tools' tests, made without binaries in the repo
 * or ffmpeg on the machine: the browser encodes a few seconds of canvas frames
 * to H.264 (WebCodecs VideoEncoder), and `muxMp4` writes an ordinary
 * progressive MP4 around the samples (ftyp, moov first, one mdat), like a
 * "fast start" export. `repeat` lists the same samples again and again (every
 * repetition starts on a key frame, so the file plays through): a 500 MB+
 * file whose media data the page assembles lazily from Blob parts.
 */
import type { Page } from "@playwright/test";

export type EncodedClip = {
  avcC: Buffer;
  samples: Buffer[];
  keys: boolean[];
  width: number;
  height: number;
  fps: number;
};

/** Encode `seconds` of moving, grainy canvas frames to H.264 in the page (needs a secure context: any page of the site). */
export async function encodeClip(
  page: Page,
  {
    width,
    height,
    fps,
    seconds,
    bitrate,
  }: { width: number; height: number; fps: number; seconds: number; bitrate: number },
): Promise<EncodedClip> {
  const out = await page.evaluate(
    async ({ width, height, fps, seconds, bitrate }) => {
      const chunks: { data: string; key: boolean }[] = [];
      let avcC: ArrayBuffer | null = null;
      const b64 = (bytes: Uint8Array) => {
        let s = "";
        for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(s);
      };
      const encoder = new VideoEncoder({
        output: (chunk, meta) => {
          if (meta?.decoderConfig?.description && !avcC) {
            const d = meta.decoderConfig.description;
            avcC = ArrayBuffer.isView(d)
              ? (d.buffer.slice(d.byteOffset, d.byteOffset + d.byteLength) as ArrayBuffer)
              : (d as ArrayBuffer).slice(0);
          }
          const bytes = new Uint8Array(chunk.byteLength);
          chunk.copyTo(bytes);
          chunks.push({ data: b64(bytes), key: chunk.type === "key" });
        },
        error: (e) => {
          throw e;
        },
      });
      encoder.configure({
        codec: "avc1.42001f",
        width,
        height,
        bitrate,
        framerate: fps,
        avc: { format: "avc" },
        latencyMode: "quality",
      });
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext("2d")!;
      // Grain tiles so the encoder spends its bitrate like on camera footage.
      const tiles = Array.from({ length: 4 }, (_, t) => {
        const img = new ImageData(128, 128);
        let x = 12345 + t * 777;
        for (let i = 0; i < img.data.length; i += 4) {
          x = (x * 1103515245 + 12345) >>> 0;
          const v = x >>> 24;
          img.data[i] = img.data[i + 1] = img.data[i + 2] = v;
          img.data[i + 3] = 40;
        }
        return img;
      });
      const tileCanvas = new OffscreenCanvas(128, 128);
      const tctx = tileCanvas.getContext("2d")!;
      const frames = Math.round(seconds * fps);
      for (let f = 0; f < frames; f++) {
        const g = ctx.createLinearGradient(0, 0, width, height);
        g.addColorStop(0, `hsl(${(f * 3) % 360} 70% 55%)`);
        g.addColorStop(1, "#1d3f8a");
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, width, height);
        ctx.fillStyle = "#ffd23f";
        ctx.fillRect(((f * 9) % (width - 200)) + 20, height * 0.3, 180, 180);
        ctx.fillStyle = "#fff";
        ctx.font = "bold 96px sans-serif";
        ctx.fillText(`${(f / fps).toFixed(1)}s`, 40, height * 0.7);
        tctx.putImageData(tiles[f % 4]!, 0, 0);
        for (let y = 0; y < height; y += 128) for (let x = 0; x < width; x += 128) ctx.drawImage(tileCanvas, x, y);
        const frame = new VideoFrame(canvas, {
          timestamp: Math.round((f * 1e6) / fps),
          duration: Math.round(1e6 / fps),
        });
        encoder.encode(frame, { keyFrame: f % fps === 0 });
        frame.close();
        if (encoder.encodeQueueSize > 8) await new Promise((r) => setTimeout(r, 5));
      }
      await encoder.flush();
      encoder.close();
      return { avcC: b64(new Uint8Array(avcC!)), chunks };
    },
    { width, height, fps, seconds, bitrate },
  );
  return {
    avcC: Buffer.from(out.avcC, "base64"),
    samples: out.chunks.map((c) => Buffer.from(c.data, "base64")),
    keys: out.chunks.map((c) => c.key),
    width,
    height,
    fps,
  };
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}
const full = (type: string, version: number, flags: number, ...parts: Buffer[]) => {
  const vf = Buffer.alloc(4);
  vf.writeUInt32BE(((version << 24) | flags) >>> 0, 0);
  return box(type, vf, ...parts);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(4 * values.length);
  values.forEach((v, i) => b.writeUInt32BE(v >>> 0, i * 4));
  return b;
};
const u16 = (...values: number[]) => {
  const b = Buffer.alloc(2 * values.length);
  values.forEach((v, i) => b.writeUInt16BE(v & 0xffff, i * 2));
  return b;
};
const MATRIX = u32(0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000);

/**
 * A progressive MP4 (moov before mdat) for the clip, its samples listed
 * `repeat` times. Returns the header (everything up to and including the mdat
 * box header) and one repetition of the media data: the file is
 * `header + data × repeat`.
 */
export function muxMp4(clip: EncodedClip, repeat = 1): { header: Buffer; data: Buffer; bytes: number } {
  const data = Buffer.concat(clip.samples);
  const count = clip.samples.length * repeat;
  const timescale = clip.fps * 1000;
  const duration = count * 1000; // media timescale units (1000 per frame)
  const movieDuration = Math.round((count / clip.fps) * 1000); // ms
  const sizes = Buffer.alloc(4 * count);
  const keys: number[] = [];
  for (let r = 0; r < repeat; r++) {
    clip.samples.forEach((s, i) => {
      const n = r * clip.samples.length + i;
      sizes.writeUInt32BE(s.length, n * 4);
      if (clip.keys[i]) keys.push(n + 1);
    });
  }
  const ftyp = box("ftyp", Buffer.from("isom", "latin1"), u32(512), Buffer.from("isomiso2avc1mp41", "latin1"));
  const build = (chunkOffset: number) => {
    const avc1 = box(
      "avc1",
      Buffer.alloc(6),
      u16(1), // data reference index
      Buffer.alloc(16),
      u16(clip.width, clip.height),
      u32(0x480000, 0x480000, 0),
      u16(1),
      Buffer.alloc(32),
      u16(0x18, 0xffff),
      box("avcC", clip.avcC),
    );
    const stbl = box(
      "stbl",
      full("stsd", 0, 0, u32(1), avc1),
      full("stts", 0, 0, u32(1, count, 1000)),
      full("stss", 0, 0, u32(keys.length, ...keys)),
      full("stsc", 0, 0, u32(1, 1, count, 1)),
      full("stsz", 0, 0, u32(0, count), sizes),
      full("stco", 0, 0, u32(1, chunkOffset)),
    );
    const minf = box(
      "minf",
      full("vmhd", 0, 1, u16(0, 0, 0, 0)),
      box("dinf", full("dref", 0, 0, u32(1), full("url ", 0, 1))),
      stbl,
    );
    const mdia = box(
      "mdia",
      full("mdhd", 0, 0, u32(0, 0, timescale, duration), u16(0x55c4, 0)),
      full(
        "hdlr",
        0,
        0,
        u32(0),
        Buffer.from("vide", "latin1"),
        Buffer.alloc(12),
        Buffer.from("VideoHandler\0", "latin1"),
      ),
      minf,
    );
    const tkhd = full(
      "tkhd",
      0,
      3,
      u32(0, 0, 1, 0, movieDuration, 0, 0),
      u16(0, 0, 0, 0),
      MATRIX,
      u32(clip.width * 0x10000, clip.height * 0x10000),
    );
    const mvhd = full(
      "mvhd",
      0,
      0,
      u32(0, 0, 1000, movieDuration, 0x10000),
      u16(0x100, 0),
      Buffer.alloc(8),
      MATRIX,
      Buffer.alloc(24),
      u32(2),
    );
    return box("moov", mvhd, box("trak", tkhd, mdia));
  };
  const moovSize = build(0).length;
  const moov = build(ftyp.length + moovSize + 8);
  const mdatHead = u32(8 + data.length * repeat);
  const header = Buffer.concat([ftyp, moov, mdatHead, Buffer.from("mdat", "latin1")]);
  return { header, data, bytes: header.length + data.length * repeat };
}
