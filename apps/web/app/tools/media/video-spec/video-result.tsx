/**
 * 视频规格检测's result for one video: its facts (duration, resolution, frame rate, codecs, bitrate, size,
 * audio), the first frame and the first 3 seconds, and a verdict per chosen placement with every failed rule
 * and its source.
 */
import { memo, useMemo } from "react";
import { formatNumber } from "../../../lib/format";
import { SourceBadge } from "../../kit/source-badge";
import type { GrabbedFrames } from "../video-frames";
import type { VideoPlacement } from "../placement-specs";
import { checkVideoPlacement, formatMB, orientationOf, seconds, type VideoFacts } from "./video-check";

export type Entry = {
  id: number;
  file: File;
  status: "queued" | "reading" | "done" | "error" | "cancelled";
  position: number;
  /** Bytes MediaInfo actually read (headers and index; it seeks past the media data). */
  read?: number;
  facts?: VideoFacts;
  error?: string;
  frames?: { state: "loading" } | { state: "done"; frames: GrabbedFrames } | { state: "error"; message: string };
};

function Fact({ label, value, test }: { label: string; value: string; test: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words font-medium" data-fact={test}>
        {value}
      </dd>
    </div>
  );
}

export const VideoResult = memo(function VideoResult({
  entry,
  placements,
}: {
  entry: Entry;
  placements: VideoPlacement[];
}) {
  const { facts, file } = entry;
  const verdicts = useMemo(
    () => (facts ? placements.map((p) => ({ p, v: checkVideoPlacement(facts, p) })) : []),
    [facts, placements],
  );
  return (
    <div>
      <h3 className="break-all text-sm font-bold">{file.name}</h3>
      {entry.status === "queued" || entry.status === "reading" ? (
        <div className="mt-1 flex items-center gap-2 text-sm text-muted">
          <progress
            max={Math.max(1, file.size)}
            value={entry.position}
            aria-label={`${file.name} 读取进度`}
            className="h-2 w-32"
          />
          <span>{entry.status === "queued" ? "等待读取…" : `正在读取文件信息（${formatMB(file.size)}）…`}</span>
        </div>
      ) : null}
      {entry.status === "cancelled" ? <p className="text-sm text-muted">已取消</p> : null}
      {entry.status === "error" ? (
        <p role="alert" className="text-sm text-red-700">
          {entry.error}
        </p>
      ) : null}
      {facts ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
            <Fact
              label="时长"
              value={facts.durationSeconds === null ? "未知" : seconds(facts.durationSeconds)}
              test="duration"
            />
            <Fact
              label="分辨率"
              value={
                facts.width && facts.height
                  ? `${facts.width}×${facts.height}${facts.rotation ? `（旋转 ${facts.rotation}°）` : ""}`
                  : "未知"
              }
              test="resolution"
            />
            <Fact label="方向" value={orientationOf(facts.width, facts.height)} test="orientation" />
            <Fact
              label="帧率"
              value={
                facts.frameRate === null
                  ? "未知"
                  : `${Number(facts.frameRate.toFixed(3))} fps${facts.variableFrameRate ? "（可变）" : ""}`
              }
              test="fps"
            />
            <Fact label="视频编码" value={facts.videoCodec ?? "无视频轨道"} test="codec" />
            <Fact
              label="码率"
              value={facts.bitrateKbps === null ? "未知" : `${formatNumber(Math.round(facts.bitrateKbps))} kbps`}
              test="bitrate"
            />
            <Fact
              label="文件大小 · 格式"
              value={`${formatMB(facts.bytes)} · ${facts.containerLabel}${entry.read !== undefined && entry.read < facts.bytes ? `（只读取了 ${formatMB(entry.read)}）` : ""}`}
              test="bytes"
            />
            <Fact
              label="音轨"
              value={
                facts.audio
                  ? `${facts.audio.codec}${facts.audio.channels ? ` ${facts.audio.channels} 声道` : ""}${facts.audio.sampleRate ? ` ${(facts.audio.sampleRate / 1000).toFixed(1)} kHz` : ""}`
                  : "无音轨"
              }
              test="audio"
            />
          </dl>
          <Frames entry={entry} />
          {placements.length === 0 ? (
            <p className="mt-3 text-sm text-muted">没有选择版位：勾选上面的版位查看是否通过。</p>
          ) : (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={`${file.name} 各版位结论`}>
              {verdicts.map(({ p, v }) => (
                <li
                  key={p.key}
                  data-placement={p.key}
                  data-file={file.name}
                  data-verdict={v.pass ? "pass" : "fail"}
                  className={`rounded-lg border p-2 text-sm ${v.pass ? "border-emerald-200 bg-emerald-50/40" : "border-red-200 bg-red-50/40"}`}
                >
                  <p className="font-medium">
                    <span className={v.pass ? "text-emerald-800" : "text-red-700"}>
                      {v.pass ? "✓ 通过" : "✗ 不通过"}
                    </span>{" "}
                    {p.platform} · {p.name}
                    {v.shape ? <span className="font-normal text-muted">（按 {v.shape}）</span> : null}
                  </p>
                  {p.note ? <p className="text-xs text-muted">{p.note}</p> : null}
                  {v.pass ? (
                    <div className="mt-1">
                      <SourceBadge source={p.source} />
                    </div>
                  ) : (
                    <ul className="mt-1 space-y-1">
                      {v.failures.map((f) => (
                        <li key={f.rule + f.message} data-rule={f.rule}>
                          <span className="text-red-700">{f.message}</span>
                          <div>
                            <SourceBadge source={f.source} />
                          </div>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
});

function Frames({ entry }: { entry: Entry }) {
  const f = entry.frames;
  if (!f) return null;
  if (f.state === "loading") return <p className="mt-2 text-sm text-muted">正在截取首帧和前 3 秒画面…</p>;
  if (f.state === "error")
    return (
      <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="frames-error">
        {f.message}
      </p>
    );
  return (
    <div className="mt-3 flex flex-wrap items-start gap-3">
      <figure>
        <img
          src={f.frames.thumbnail}
          alt={`${entry.file.name} 首帧`}
          className="max-h-48 w-auto rounded border border-gray-200"
          data-testid="video-thumbnail"
        />
        <figcaption className="text-xs text-muted">首帧（封面候选）</figcaption>
      </figure>
      <figure className="min-w-0 flex-1">
        <ol className="flex flex-wrap gap-1 pb-1" data-testid="hook-strip" aria-label="前 3 秒画面">
          {f.frames.strip.map((s) => (
            <li key={s.time} className="shrink-0 text-center text-xs text-muted">
              <img src={s.url} alt={`第 ${s.time} 秒画面`} className="h-24 w-auto rounded border border-gray-200" />
              {s.time} 秒
            </li>
          ))}
        </ol>
        <figcaption className="text-xs text-muted">
          前 3 秒（开头钩子）：每 0.5 秒一帧，看主体、字幕和卖点是否在 3 秒内出现。
        </figcaption>
      </figure>
    </div>
  );
}
