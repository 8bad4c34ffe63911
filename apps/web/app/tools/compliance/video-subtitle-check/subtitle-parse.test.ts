import { describe, expect, it } from "vitest";
import { formatTime, parseAss, parseSubtitles } from "./subtitle-parse";

const SRT =
  "1\r\n00:00:01,000 --> 00:00:03,500\r\n这是全网最好的面霜\r\n\r\n2\r\n00:00:04,000 --> 00:00:06,000\r\n<i>家人们</i>赶紧下单\r\n第二行\r\n";
const VTT =
  "WEBVTT\n\nNOTE 口播稿\n\n00:01.000 --> 00:02.000 align:start\n<v 主播>加微信领券\n\nintro\n00:00:02.500 --> 00:00:04.000\n第二句\n";
const ASS = `[Script Info]
Title: demo

[V4+ Styles]
Format: Name, Fontname
Style: Default,Arial

[Events]
Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text
Dialogue: 0,0:00:05.20,0:00:07.00,Default,,0,0,0,,{\\b1}第一名的品质,值得信赖\\N第二行
Comment: 0,0:00:08.00,0:00:09.00,Default,,0,0,0,,不是字幕
Dialogue: 0,0:00:01.00,0:00:02.50,Default,,0,0,0,,开场
`;

describe("subtitle parsing (in the browser, no upload)", () => {
  it("reads SRT cues with CRLF line ends, strips markup and keeps multi-line text", () => {
    const result = parseSubtitles("口播.SRT", SRT);
    expect(result).toEqual({
      cues: [
        { index: 0, from: 1000, to: 3500, text: "这是全网最好的面霜" },
        { index: 1, from: 4000, to: 6000, text: "家人们赶紧下单\n第二行" },
      ],
    });
  });

  it("reads VTT with notes, cue ids, cue settings and voice tags", () => {
    const result = parseSubtitles("a.vtt", VTT);
    expect(result).toEqual({
      cues: [
        { index: 0, from: 1000, to: 2000, text: "加微信领券" },
        { index: 1, from: 2500, to: 4000, text: "第二句" },
      ],
    });
  });

  it("reads ASS Dialogue lines in time order (commas in text, override tags, \\N) and skips comments", () => {
    expect(parseAss(ASS)).toEqual([
      { index: 0, from: 1000, to: 2500, text: "开场" },
      { index: 1, from: 5200, to: 7000, text: "第一名的品质,值得信赖\n第二行" },
    ]);
  });

  it("refuses other files and broken or empty ones with a Chinese message", () => {
    expect(parseSubtitles("video.mp4", "x")).toEqual({ error: "只支持 .srt、.vtt 和 .ass 字幕文件。" });
    expect(parseSubtitles("a.ass", "[Events]\n")).toEqual({ error: "没有在文件里找到字幕内容。" });
    const broken = parseSubtitles("a.srt", "1\n00:00:01,000\n文字\n");
    expect("error" in broken).toBe(true);
  });

  it("formats timestamps as HH:MM:SS.mmm", () => {
    expect(formatTime(0)).toBe("00:00:00.000");
    expect(formatTime(3_723_045)).toBe("01:02:03.045");
  });
});
