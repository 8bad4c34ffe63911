/**
 * 视频字幕合规检测 for a video file (no subtitle file needed): burned-in
 * subtitles and on-screen text are read in this browser (read-video.ts +
 * the OCR engine), merged into cues with times and checked like subtitle
 * files. Click a cue to see its frame. Nothing is uploaded.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { createOcrEngine, OcrError, type LoadProgress, type OcrEngine } from "../../engines/ocr/ocr-client";
import type { ToolRunnerProps } from "../../tool-definition";
import { check, type CheckOptions } from "../check";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { LevelBadge } from "../findings-list";
import { HighlightedText } from "../highlighted-text";
import { summarize } from "../levels";
import { downloadText, findingsCsv, findingsMarkdown, reportFilename } from "../report-export";
import { formatTime } from "./subtitle-parse";
import { ModelProgress } from "../../engines/ocr/model-progress";
import { mergeCues, type VideoCue } from "./merge-cues";
import { readVideo, VideoDecodeError } from "./read-video";

type Props = Pick<ToolRunnerProps, "requestRun" | "saveHistory"> & {
  file: File;
  options: CheckOptions;
  industryName: string;
};
type Done = {
  cues: VideoCue[];
  frames: Map<number, string>;
  ms: number;
  flickers: number;
  brokenAt: number | null;
  decoder: "webcodecs" | "seek";
};

export function VideoOcrCheck({ file, options, industryName, requestRun, saveHistory }: Props) {
  const [load, setLoad] = useState<LoadProgress | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState("");
  const [done, setDone] = useState<Done | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const engine = useRef<OcrEngine | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      abort.current?.abort();
      engine.current?.dispose();
    },
    [],
  );
  useEffect(() => () => done?.frames.forEach((u) => URL.revokeObjectURL(u)), [done]);

  const checked = useMemo(
    () => done?.cues.map((cue) => ({ cue, findings: check(cue.text, options) })) ?? [],
    [done, options],
  );

  async function start() {
    setBusy(true);
    setError("");
    const controller = new AbortController();
    abort.current = controller;
    try {
      if (!(await requestRun({ vipOnly: true }))) return;
      const ocr = (engine.current ??= createOcrEngine());
      setLoad({ loaded: 0, total: 1 });
      await ocr.load(setLoad).finally(() => setLoad(null));
      const t0 = performance.now();
      setProgress({ done: 0, total: 1 });
      const read = await readVideo(file, ocr, {
        signal: controller.signal,
        onProgress: (d, total) => setProgress({ done: d, total }),
      });
      const { cues, flickers } = mergeCues(read.readings, read.step, read.duration);
      setDone({
        cues,
        frames: read.frames,
        ms: Math.round(performance.now() - t0),
        flickers,
        brokenAt: read.brokenAt,
        decoder: read.decoder,
      });
      setSelected(null);
      const all = cues.flatMap((c) => check(c.text, options));
      saveHistory({
        input: cues.map((c) => c.text).join("\n"),
        summary: `${file.name}：${cues.length} 条文字，${summarize(all)}`,
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === "AbortError") setError("已取消，可以重新开始。");
      else if (e instanceof OcrError && e.code === "cancelled") setError("已取消，可以重新开始。");
      else if (e instanceof OcrError || e instanceof VideoDecodeError) setError(e.message);
      else setError("读取视频失败，请重试。");
    } finally {
      setBusy(false);
      setProgress(null);
      abort.current = null;
    }
  }

  function exportReport(kind: "md" | "csv") {
    const items = checked.flatMap(({ cue, findings }) =>
      findings.map((finding) => ({
        finding,
        where: `${formatTime(cue.start * 1000)} – ${formatTime(cue.end * 1000)}（${cue.place}）`,
      })),
    );
    const content =
      kind === "md"
        ? findingsMarkdown({
            title: "视频文字合规检测报告",
            settings: [`视频：${file.name}`, `行业：${industryName}`],
            items,
          })
        : findingsCsv(items, "时间");
    downloadText(reportFilename("视频文字合规检测报告", kind), content, kind === "md" ? "text/markdown" : "text/csv");
  }

  const frameOf = (time: number) => {
    let best: string | undefined;
    for (const [t, url] of done?.frames ?? []) if (t <= time + 1e-6) best = url;
    return best;
  };
  const pct = progress ? Math.floor((progress.done / Math.max(1, progress.total)) * 100) : 0;
  const current = selected !== null ? checked[selected] : null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-ink">{file.name}：识别视频画面里的字幕和文字（每秒取 2 帧，只在本浏览器中进行）</span>
        <button type="button" className={primaryButtonClass} disabled={busy} onClick={() => void start()}>
          {busy ? "识别中…" : done ? "重新识别" : "开始识别视频"}
        </button>
        {busy ? (
          <button type="button" className={buttonClass} onClick={() => abort.current?.abort()}>
            取消
          </button>
        ) : null}
      </div>
      {load ? <ModelProgress progress={load} /> : null}
      {progress ? (
        <div className="space-y-1">
          <p className="text-sm text-ink">
            正在读取画面：{progress.done} / {progress.total} 帧（{pct}%）
          </p>
          <div
            role="progressbar"
            aria-label="读取视频画面"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            className="h-2 w-full overflow-hidden rounded bg-gray-200"
          >
            <div className="h-full bg-brand-600" style={{ width: `${pct}%` }} />
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {done ? (
        <section
          aria-label="视频文字检测结果"
          data-ocr-done=""
          data-file={file.name}
          data-ms={done.ms}
          className="space-y-3"
        >
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-bold text-ink">
              识别出 {done.cues.length} 条文字：{summarize(checked.flatMap((c) => c.findings))}
            </h3>
            <button type="button" className={buttonClass} onClick={() => exportReport("md")}>
              导出报告（Markdown）
            </button>
            <button type="button" className={buttonClass} onClick={() => exportReport("csv")}>
              导出报告（CSV）
            </button>
          </div>
          {done.brokenAt !== null ? (
            <p role="alert" className="text-sm text-amber-900">
              视频在 {formatTime(done.brokenAt * 1000)} 之后无法解码（文件可能不完整或已损坏），下面只列出这之前的文字。
            </p>
          ) : null}
          <p className="text-xs text-muted">
            时间按取样间隔（0.5 秒）估计；识别可能有错字，请以画面为准。
            {done.flickers > 0
              ? `另有 ${done.flickers} 处只在一帧里出现的零星字符（多为背景纹理被误认成文字）未列出。`
              : ""}
            {done.decoder === "seek" ? "这个视频无法按顺序解码，改为逐帧跳转读取，速度较慢。" : ""}
          </p>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <ol className="space-y-1">
              {checked.map(({ cue, findings }, i) => (
                <li key={i}>
                  <button
                    type="button"
                    aria-pressed={selected === i}
                    onClick={() => setSelected(i)}
                    className="flex w-full items-start gap-2 rounded-md border border-gray-200 bg-white px-2 py-1.5 text-left text-sm hover:bg-gray-50 aria-pressed:border-brand-600"
                  >
                    <time className="shrink-0 font-mono text-xs text-muted">
                      {formatTime(cue.start * 1000)} → {formatTime(cue.end * 1000)}
                    </time>
                    <span className="shrink-0 text-xs text-muted">{cue.place}</span>
                    <span
                      data-cue=""
                      data-start={cue.start.toFixed(2)}
                      data-end={cue.end.toFixed(2)}
                      className="min-w-0 flex-1"
                    >
                      <HighlightedText text={cue.text} findings={findings} className="leading-6" />
                    </span>
                    {findings[0] ? <LevelBadge level={findings[0].level} /> : null}
                  </button>
                </li>
              ))}
            </ol>
            {current ? (
              <figure className="space-y-2">
                {frameOf(current.cue.frameTime) ? (
                  <img
                    src={frameOf(current.cue.frameTime)}
                    alt={`${formatTime(current.cue.start * 1000)} 的画面`}
                    className="max-h-96 rounded-md border border-gray-200"
                  />
                ) : null}
                <figcaption className="text-sm text-ink">
                  {formatTime(current.cue.start * 1000)}：{current.cue.text}
                  {current.findings.map((f) => (
                    <span key={`${f.rule}-${f.start}`} className="mt-1 block text-xs text-muted">
                      <LevelBadge level={f.level} /> 「{f.term}」{f.why}
                    </span>
                  ))}
                </figcaption>
              </figure>
            ) : null}
          </div>
        </section>
      ) : null}
    </div>
  );
}
