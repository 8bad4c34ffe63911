/**
 * The on-screen text of one video as timed cues (`[data-cue][data-start][data-end]`,
 * like 视频字幕合规检测; `data-place`: `band` for the subtitle band, `rest` for the
 * rest of the frame), each with what the compliance engine found in it.
 */
import { formatTime } from "./shots";
import type { TextReport } from "./read-text";

export function TextCueList({ report, step }: { report: TextReport; step: number }) {
  const flagged = report.cues.filter((c) => c.findings.length > 0).length;
  return (
    <div
      className="space-y-2"
      data-text-cues={report.cues.length}
      data-text-timing={JSON.stringify({
        ...report.timing,
        frames: report.frames,
        verified: report.verified,
        flickers: report.flickers,
      })}
    >
      <p>
        识别出 {report.cues.length} 条画面文字
        {report.cues.length ? `，其中 ${flagged} 条含广告法或平台规则提示词` : ""}（取样 {report.frames} 帧，识别{" "}
        {report.read} 次，其中 {report.verified} 次只核对已读出的字幕；用时 {report.seconds.toFixed(1)} 秒）。
      </p>
      {report.cues.length ? (
        <ol className="space-y-1">
          {report.cues.map((cue, i) => (
            <li key={i} className="rounded border border-gray-200 px-2 py-1">
              <span className="mr-2 font-mono text-xs text-muted">
                {formatTime(cue.start)} → {formatTime(cue.end)}
              </span>
              <span className="mr-2 text-xs text-muted">{cue.place === "band" ? "字幕" : "画面文字"}</span>
              <span data-cue="" data-start={cue.start.toFixed(2)} data-end={cue.end.toFixed(2)} data-place={cue.place}>
                {cue.text}
              </span>
              {cue.findings.map((f) => (
                <span
                  key={`${f.rule}-${f.start}`}
                  data-cue-finding={f.level}
                  className="mt-1 block text-xs text-red-800"
                >
                  【{f.level}】「{f.term}」{f.why}
                </span>
              ))}
            </li>
          ))}
        </ol>
      ) : null}
      <p className="text-xs text-muted">
        每 {step}{" "}
        秒取一帧：画面下方的字幕区有变化时才重新识别，画面其它位置在换镜头或明显变化时再读，没变就沿用上一次的结果；起止时间按取样间隔估计；识别可能有错字，请以画面为准。
        {report.flickers > 0
          ? `另有 ${report.flickers} 处只在一帧里出现的零星字符（多为背景纹理被误认成文字）未列出。`
          : ""}
        要按行业逐条核对，可用「视频字幕合规检测」。
      </p>
    </div>
  );
}
