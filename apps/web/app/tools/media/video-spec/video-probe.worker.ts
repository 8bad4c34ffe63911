/**
 * 视频规格检测's worker: MediaInfo (mediainfo.js, BSD-2, compiled to
 * WebAssembly) reads each dropped video in chunks through `file.slice()`, so
 * a 1 GB file is never held in memory (only the chunks MediaInfo asks for:
 * the headers and the index, it seeks past the media data). The .wasm is a
 * hashed asset of this site (`?url`), passed through `locateFile`: no CDN,
 * and only this worker loads it. Nothing is sent anywhere.
 */
import mediaInfoFactory from "mediainfo.js";
import type { MediaInfo } from "mediainfo.js";
import wasmUrl from "mediainfo.js/MediaInfoModule.wasm?url";
import { factsFromTracks, type TrackLike, type VideoFacts } from "./video-check";

export type ProbeRequest = { type: "probe"; id: number; file: File } | { type: "warm" };
export type ProbeReply =
  | { type: "progress"; id: number; read: number; position: number; size: number }
  | { type: "probed"; id: number; facts: VideoFacts; hasVideo: boolean; read: number }
  | { type: "error"; id: number; message: string };

let instance: Promise<MediaInfo<"object">> | null = null;
const mediainfo = () => (instance ??= mediaInfoFactory({ format: "object", locateFile: () => wasmUrl }));

const post = (reply: ProbeReply) => (self as unknown as Worker).postMessage(reply);

async function probe({ id, file }: { id: number; file: File }) {
  let mi: MediaInfo<"object">;
  try {
    mi = await mediainfo();
  } catch {
    post({ type: "error", id, message: "视频分析组件加载失败，请刷新页面重试。" });
    return;
  }
  let read = 0;
  let lastPost = 0;
  try {
    const result = await mi.analyzeData(file.size, async (size, offset) => {
      const chunk = new Uint8Array(await file.slice(offset, offset + size).arrayBuffer());
      read += chunk.length;
      const now = performance.now();
      if (now - lastPost > 100) {
        lastPost = now;
        post({ type: "progress", id, read, position: offset + chunk.length, size: file.size });
      }
      return chunk;
    });
    const tracks = (result.media?.track ?? []) as unknown as TrackLike[];
    const hasVideo = tracks.some((t) => t["@type"] === "Video");
    if (!tracks.some((t) => t["@type"] === "General") || (!hasVideo && !tracks.some((t) => t["@type"] === "Audio"))) {
      post({ type: "error", id, message: "不是可识别的视频文件（支持 MP4、MOV、WebM、AVI、MPEG、3GP、MKV 等）。" });
      return;
    }
    post({ type: "progress", id, read, position: file.size, size: file.size });
    post({ type: "probed", id, facts: factsFromTracks(tracks, file.size), hasVideo, read });
  } catch {
    post({ type: "error", id, message: "读取视频信息失败：文件可能已损坏或不完整。" });
  }
}

// One file at a time: MediaInfo keeps one parse state per instance.
let chain = Promise.resolve();
self.onmessage = (e: MessageEvent<ProbeRequest>) => {
  const req = e.data;
  // warm: compile the wasm ahead of the first file (a failure is reported with that file).
  if (req.type === "warm") mediainfo().catch(() => (instance = null));
  else chain = chain.then(() => probe(req));
};
