import { describe, expect, test } from "vitest";
import { checkVideoPlacement, factsFromTracks, type VideoFacts } from "./video-check";
import { defaultVideoPlacementKeys, videoPlacementByKey, videoPlacements } from "../placement-specs";

const MB = 1024 * 1024;
const facts = (patch: Partial<VideoFacts>): VideoFacts => ({
  container: "mp4",
  containerLabel: "MP4",
  durationSeconds: 15,
  width: 1080,
  height: 1920,
  rotation: 0,
  frameRate: 30,
  variableFrameRate: false,
  videoCodec: "H.264 (AVC)",
  bitrateKbps: 4000,
  videoBitrateKbps: 3800,
  audio: null,
  bytes: 20 * MB,
  ...patch,
});
const place = (key: string) => videoPlacementByKey.get(key)!;

describe("MediaInfo tracks → facts", () => {
  test("a phone MOV stored landscape with Rotation 90 reads as portrait; QuickTime brand → mov; audio and bitrate", () => {
    const f = factsFromTracks(
      [
        { "@type": "General", Format: "MPEG-4", CodecID: "qt  ", Duration: 12.5, OverallBitRate: 8_000_000 },
        {
          "@type": "Video",
          Format: "HEVC",
          Width: 1920,
          Height: 1080,
          Rotation: "90.000",
          FrameRate: 29.97,
          FrameRate_Mode: "VFR",
          BitRate: 7_800_000,
        },
        { "@type": "Audio", Format: "AAC", Channels: 2, SamplingRate: 44100, BitRate: 128000 },
      ],
      12 * MB,
    );
    expect(f).toMatchObject({
      container: "mov",
      width: 1080,
      height: 1920,
      rotation: 90,
      videoCodec: "H.265 (HEVC)",
      frameRate: 29.97,
      variableFrameRate: true,
      bitrateKbps: 8000,
      audio: { codec: "AAC", channels: 2, sampleRate: 44100 },
    });
  });

  test("no overall bitrate: computed from bytes and duration; WebM and 3GP recognised; no audio track", () => {
    const f = factsFromTracks(
      [
        { "@type": "General", Format: "WebM", Duration: 8 },
        { "@type": "Video", Format: "VP9", Width: 720, Height: 1280 },
      ],
      1_000_000,
    );
    expect(f).toMatchObject({ container: "webm", bitrateKbps: 1000, audio: null, videoCodec: "VP9" });
    expect(factsFromTracks([{ "@type": "General", Format: "MPEG-4", CodecID: "3gp4" }], 1).container).toBe("3gp");
  });
});

describe("placement verdicts", () => {
  test("every placement has a source with a date; defaults exist", () => {
    for (const p of videoPlacements) {
      expect(p.source.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.shapes.length).toBeGreaterThan(0);
    }
    for (const k of defaultVideoPlacementKeys) expect(videoPlacementByKey.has(k)).toBe(true);
  });

  test("a 1080×1920 15 s MP4 passes 巨量竖版 and TikTok, fails 巨量横版 on the ratio and 穿山甲开屏 on the duration", () => {
    const f = facts({});
    expect(checkVideoPlacement(f, place("oceanengine-video-vertical")).pass).toBe(true);
    expect(checkVideoPlacement(f, place("tiktok-auction-infeed"))).toMatchObject({ pass: true, shape: "9:16" });
    const h = checkVideoPlacement(f, place("oceanengine-video-horizontal"));
    expect(h.failures.map((x) => [x.rule, x.message])).toEqual([["shape", "宽高比 0.56（1080×1920）不符合 16:9"]]);
    expect(h.failures[0]!.source.confidence).toBe("community");
    expect(checkVideoPlacement(f, place("pangle-splash-video")).failures.map((x) => x.message)).toEqual([
      "时长 15.0 秒，要求大于 1 秒且小于 6 秒",
    ]);
  });

  test("穿山甲开屏 excludes both ends; bitrate floors; TikTok reservation takes its shape rule from the auction page", () => {
    const splash = place("pangle-splash-video");
    expect(checkVideoPlacement(facts({ durationSeconds: 6 }), splash).pass).toBe(false);
    expect(checkVideoPlacement(facts({ durationSeconds: 5.9 }), splash).pass).toBe(true);
    expect(
      checkVideoPlacement(facts({ durationSeconds: 5, bitrateKbps: 400 }), splash).failures.map((x) => x.message),
    ).toEqual(["码率 400 kbps 低于 516 kbps"]);
    const r = checkVideoPlacement(
      facts({ width: 500, height: 500, bitrateKbps: 2000, container: "webm", containerLabel: "WebM" }),
      place("tiktok-reservation-infeed"),
    );
    expect(r.failures.map((x) => x.rule)).toEqual(["shape", "format", "bitrate"]);
    expect(r.failures[0]!.message).toBe("分辨率 500×500 低于 1:1 要求的 640×640");
    expect(r.failures[0]!.source.url).toContain("tiktok-kyte-set-up-guide");
    expect(r.failures[1]!.message).toBe("格式 WebM 不在 MP4/MOV/MPEG/3GP/AVI 之内");
  });

  test("size and length limits: 巨量竖版 ≤ 100 MB, TikTok ≤ 10 min, Google ≥ 5 s; unknowns fail", () => {
    expect(
      checkVideoPlacement(facts({ bytes: 101 * MB }), place("oceanengine-video-vertical")).failures.map(
        (x) => x.message,
      ),
    ).toEqual(["文件 101.0 MB 超过 100.0 MB"]);
    expect(
      checkVideoPlacement(facts({ durationSeconds: 601 }), place("tiktok-auction-infeed")).failures.map(
        (x) => x.message,
      ),
    ).toEqual(["时长 10 分 1.0 秒 超过 10 分钟"]);
    expect(
      checkVideoPlacement(facts({ durationSeconds: 4 }), place("google-demandgen-video")).failures.map(
        (x) => x.message,
      ),
    ).toEqual(["时长 4.00 秒 短于 5 秒"]);
    expect(checkVideoPlacement(facts({ width: null, height: null }), place("channels-video-vertical")).pass).toBe(
      false,
    );
  });
});
