/**
 * 视频字幕合规检测 (VIP, lazy chunk): drop or pick an .srt / .vtt / .ass file;
 * it is read and checked here (never uploaded). Every finding carries its cue's
 * timestamp; choosing one shows the cue between its neighbours.
 */
import { useMemo, useState } from "react";
import type { Finding } from "../../engines/compliance/engine";
import type { ToolRunnerProps } from "../../tool-definition";
import { useAllowList } from "../allow-list";
import { nextFrame, readText } from "../batch-input";
import { check } from "../check";
import { Disclaimer, IndustrySelect } from "../check-options";
import { FindingsList, LevelBadge } from "../findings-list";
import { HighlightedText } from "../highlighted-text";
import { industryLabel, parseIndustry } from "../industries";
import { summarize } from "../levels";
import { downloadText, findingsCsv, findingsMarkdown, reportFilename } from "../report-export";
import { formatTime, parseSubtitles, type Cue } from "./subtitle-parse";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { VideoOcrCheck } from "./video-ocr-check";
import { DropZone, FileButton } from "../../kit/file-drop";

type CueResult = { cue: Cue; findings: Finding[] };
type Hit = { cueIndex: number; finding: Finding };

const CONTEXT = 2;

export default function VideoSubtitleTool(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory, wordList } = props;
  const industry = parseIndustry(settings.get("industry"));
  const allow = useAllowList();
  const [file, setFile] = useState<{ name: string; cues: Cue[] } | null>(null);
  const [results, setResults] = useState<CueResult[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  // A video instead of a subtitle file: its burned-in text is read by OCR (../video-ocr).
  const [video, setVideo] = useState<File | null>(null);
  const ocrOptions = useMemo(
    () => ({ industry, allowList: allow.terms, extraTerms: wordList.words ?? [] }),
    [industry, allow.terms, wordList.words],
  );

  async function analyse(current: { name: string; cues: Cue[] }) {
    setBusy(true);
    try {
      if (!(await requestRun({ vipOnly: true }))) return;
      const out: CueResult[] = [];
      let since = performance.now();
      for (const cue of current.cues) {
        out.push({
          cue,
          findings: check(cue.text, { industry, allowList: allow.terms, extraTerms: wordList.words ?? [] }),
        });
        if (performance.now() - since > 16) {
          await nextFrame();
          since = performance.now();
        }
      }
      setResults(out);
      setSelected(null);
      const all = out.flatMap((r) => r.findings);
      saveHistory({ input: current.cues.map((c) => c.text).join("\n"), summary: `${current.name}：${summarize(all)}` });
    } finally {
      setBusy(false);
    }
  }

  async function onFile(picked: File | undefined) {
    if (!picked) return;
    setError("");
    if (picked.type.startsWith("video/") || /\.(mp4|m4v|mov|webm)$/i.test(picked.name)) {
      setVideo(picked);
      setFile(null);
      setResults(null);
      return;
    }
    setVideo(null);
    const parsed = parseSubtitles(picked.name, await readText(picked));
    if ("error" in parsed) {
      setError(parsed.error);
      return;
    }
    const next = { name: picked.name, cues: parsed.cues };
    setFile(next);
    setResults(null);
    await analyse(next);
  }

  const hits: Hit[] = results
    ? results.flatMap((r) => r.findings.map((finding) => ({ cueIndex: r.cue.index, finding })))
    : [];

  function exportReport(kind: "md" | "csv") {
    if (!results || !file) return;
    const items = hits.map(({ cueIndex, finding }) => {
      const cue = results[cueIndex]?.cue;
      return { finding, where: cue ? `${formatTime(cue.from)} – ${formatTime(cue.to)}` : "" };
    });
    const content =
      kind === "md"
        ? findingsMarkdown({
            title: "视频字幕合规检测报告",
            settings: [`字幕文件：${file.name}`, `行业：${industryLabel(industry)}`],
            items,
          })
        : findingsCsv(items, "时间");
    downloadText(reportFilename("字幕合规检测报告", kind), content, kind === "md" ? "text/markdown" : "text/csv");
  }

  const context =
    selected !== null && results ? results.slice(Math.max(0, selected - CONTEXT), selected + CONTEXT + 1) : [];

  return (
    <div className="space-y-4">
      <IndustrySelect value={industry} onChange={(key) => setSettings({ industry: key })} />
      <DropZone onFiles={([f]) => void onFile(f)} testId="subtitle-drop" className="space-y-2 p-6 text-center">
        <p className="text-sm text-ink">把字幕文件拖到这里，或</p>
        <FileButton accept=".srt,.vtt,.ass,.ssa" onFiles={([f]) => void onFile(f)}>
          选择字幕文件（.srt / .vtt / .ass）
        </FileButton>
        <span className="text-sm text-ink"> 或 </span>
        <FileButton accept="video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm" onFiles={([f]) => void onFile(f)}>
          选择视频（MP4 / MOV / WebM，识别画面里的字幕）
        </FileButton>
        <p className="text-xs text-muted">文件只在本浏览器中读取和检测，不会上传。</p>
      </DropZone>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {video ? (
        <VideoOcrCheck
          key={`${video.name}-${video.size}-${video.lastModified}`}
          file={video}
          options={ocrOptions}
          industryName={industryLabel(industry)}
          requestRun={requestRun}
          saveHistory={saveHistory}
        />
      ) : null}
      {file ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink">
            {file.name}：{file.cues.length} 条字幕
          </span>
          <button type="button" className={primaryButtonClass} disabled={busy} onClick={() => void analyse(file)}>
            {busy ? "检测中…" : "开始检测"}
          </button>
        </div>
      ) : null}
      {results ? (
        <section aria-label="检测结果" className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-base font-bold text-ink">检测结果：{summarize(hits.map((h) => h.finding))}</h3>
            <button type="button" className={buttonClass} onClick={() => exportReport("md")}>
              导出报告（Markdown）
            </button>
            <button type="button" className={buttonClass} onClick={() => exportReport("csv")}>
              导出报告（CSV）
            </button>
          </div>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <div>
              <h4 className="mb-2 text-sm font-bold text-ink">问题出现的时间点</h4>
              {hits.length === 0 ? (
                <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-muted">
                  字幕里未发现风险表述。
                </p>
              ) : (
                <ul className="space-y-1">
                  {hits.map((h, i) => {
                    const cue = results[h.cueIndex]?.cue;
                    return (
                      <li key={i}>
                        <button
                          type="button"
                          aria-pressed={selected === h.cueIndex}
                          onClick={() => setSelected(h.cueIndex)}
                          className="flex w-full items-center gap-2 rounded-md border border-gray-200 bg-white px-2 py-1.5 text-left text-sm hover:bg-gray-50 aria-pressed:border-brand-600"
                        >
                          <time className="font-mono text-xs text-muted">{cue ? formatTime(cue.from) : ""}</time>
                          <LevelBadge level={h.finding.level} />
                          <span className="text-ink">「{h.finding.term}」</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
            {selected !== null ? (
              <section aria-label="字幕上下文" className="space-y-2">
                <h4 className="text-sm font-bold text-ink">字幕上下文</h4>
                <ol className="space-y-1 rounded-md border border-gray-200 bg-white p-2 text-sm">
                  {context.map((r) => (
                    <li
                      key={r.cue.index}
                      aria-current={r.cue.index === selected ? "true" : undefined}
                      className={`flex gap-2 rounded px-2 py-1 ${r.cue.index === selected ? "bg-brand-50 font-medium" : ""}`}
                    >
                      <time className="shrink-0 font-mono text-xs text-muted">
                        {formatTime(r.cue.from)} → {formatTime(r.cue.to)}
                      </time>
                      <HighlightedText text={r.cue.text} findings={r.findings} className="min-w-0 flex-1 leading-6" />
                    </li>
                  ))}
                </ol>
                <FindingsList findings={results[selected]?.findings ?? []} />
              </section>
            ) : null}
          </div>
        </section>
      ) : null}
      <Disclaimer />
    </div>
  );
}
