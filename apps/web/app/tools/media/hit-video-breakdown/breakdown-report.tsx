/**
 * One video's 拆解 report. Measured from the file: length, frame size, frame
 * rate, codec, every cut and transition (frame-exact times), shots, pace,
 * loudness and silences. Heuristics, labelled 经验判断 on the page: the pace
 * word, the motion level and the safe-area overlay's zones (参考值).
 */
import { useMemo } from "react";
import type { SafeZone, VideoPlacement } from "../placement-specs";
import { buttonClass } from "../../../components/ui/button";
import { SourceBadge } from "../../kit/source-badge";
import { downloadBlob, renamed } from "../media-kit";
import type { BreakdownResult } from "./breakdown.worker";
import { OCR_STEP } from "./text-cues";
import { drawContactSheet } from "./contact-sheet";
import { LoudnessChart } from "./loudness-chart";
import type { TextReport } from "./read-text";
import { TextCueList } from "./text-cue-list";
import type { OpeningFaces } from "./opening-faces";
import { OpeningFacesFact } from "./opening-faces-view";
import { formatTime, paceOf, shotsCsv, shotsFrom, transitionLabel } from "./shots";

const REF_W = 1080;
const REF_H = 1920;

function Fact({ label, value, heuristic }: { label: string; value: string; heuristic?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">
        {label}
        {heuristic ? <span className="ml-1 rounded bg-amber-50 px-1 text-amber-800">经验判断</span> : null}
      </dt>
      <dd className="break-words font-medium">{value}</dd>
    </div>
  );
}

function paceWord(cutsPer10s: number): string {
  if (cutsPer10s >= 5) return "快节奏（每 10 秒 5 次以上硬切）";
  if (cutsPer10s >= 2) return "中等节奏";
  return "慢节奏（每 10 秒不到 2 次硬切）";
}

function motionWord(level: number): string {
  // Mean brightness change per second of the 64×64 grid: calibrated by eye on the generated set.
  if (level >= 0.6) return "画面变化剧烈";
  if (level >= 0.2) return "画面有明显运动";
  return "画面基本静止";
}

function shapeFits(p: VideoPlacement, width: number, height: number): string | null {
  const ratio = width / height;
  const hit = p.shapes.find((s) => Math.abs(ratio / s.ratio - 1) <= s.tolerance);
  return hit ? hit.label : null;
}

export function BreakdownReport({
  file,
  result,
  urls,
  text,
  faces,
  placement,
  zone,
}: {
  file: string;
  result: BreakdownResult;
  urls: string[];
  text?: { report: TextReport } | { error: string };
  faces?: OpeningFaces;
  placement: VideoPlacement;
  zone: SafeZone;
}) {
  const { duration, cuts, transitions, pictures } = result;
  const shots = useMemo(() => shotsFrom(cuts, transitions, duration), [cuts, transitions, duration]);
  const pace = paceOf(shots, cuts.length, transitions.length, duration);
  const pictureAt = (t: number) => {
    let best = 0;
    for (let i = 0; i < pictures.length; i++) if (pictures[i]!.time <= t + 1e-3) best = i;
    return best;
  };
  // A shot's picture: the first one taken at or after its start (the cut frame itself is always kept).
  const shotPicture = (start: number) => {
    const i = pictures.findIndex((p) => p.time >= start - 1e-3);
    return i < 0 ? pictures.length - 1 : i;
  };
  const strip = [0, 0.5, 1, 1.5, 2, 2.5, 3].filter((t) => t < duration).map((t) => ({ t, i: pictureAt(t) }));
  const firstText = !text
    ? "未识别：勾选「识别画面文字」后重新分析。"
    : "error" in text
      ? text.error
      : text.report.cues
          .filter((c) => c.start < 3)
          .map((c) => c.text)
          .join(" / ") || "开头 3 秒没有识别到文字";
  const fits = shapeFits(placement, result.width, result.height);
  const aspect = result.width / result.height;
  const sx = 100 / REF_W;
  const sy = 100 / REF_H;

  const exportCsv = () =>
    downloadBlob(
      new Blob([shotsCsv(file, shots, transitions)], { type: "text/csv;charset=utf-8" }),
      renamed(file, "shots", "csv"),
    );
  const exportSheet = async () => {
    const tiles = await Promise.all(
      shots.map(async (shot) => ({ shot, image: await createImageBitmap(pictures[shotPicture(shot.start)]!.blob) })),
    );
    downloadBlob(await drawContactSheet(file, pace, tiles, aspect), renamed(file, "contact-sheet", "png"));
    for (const t of tiles) t.image.close();
  };

  return (
    <div className="mt-2 space-y-5 text-sm" data-timing={JSON.stringify(result.timing)}>
      <div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Fact label="时长" value={`${duration.toFixed(2)} 秒`} />
          <Fact label="画面" value={`${result.width}×${result.height}`} />
          <Fact label="帧率（按帧时间计算）" value={`${result.fps.toFixed(2)} fps，共 ${result.frames} 帧`} />
          <Fact label="编码 / 容器" value={`${result.codec} / ${result.container}`} />
          <Fact label="镜头数" value={`${pace.shots} 个`} />
          <Fact label="硬切 / 转场" value={`${pace.cuts} 次 / ${pace.transitions} 处`} />
          <Fact label="每 10 秒硬切" value={`${pace.cutsPer10s.toFixed(1)} 次`} />
          <Fact
            label="平均 / 最短镜头"
            value={`${pace.averageShot.toFixed(2)} 秒 / ${pace.shortestShot.toFixed(2)} 秒`}
          />
          <Fact label="节奏" value={paceWord(pace.cutsPer10s)} heuristic />
          <Fact label="分析用时" value={`${result.seconds.toFixed(1)} 秒（逐帧解码）`} />
        </dl>
      </div>

      <div>
        <h4 className="font-bold">开头 3 秒</h4>
        <ol className="mt-2 flex flex-wrap gap-2" aria-label="开头 3 秒的画面">
          {strip.map(({ t, i }) => (
            <li key={t} className="shrink-0 text-center text-xs text-muted">
              <img src={urls[i]} alt={`${t} 秒的画面`} className="h-24 w-auto rounded border border-gray-200" />
              {t.toFixed(1)} 秒
            </li>
          ))}
        </ol>
        <dl className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-3">
          <Fact label="开头 3 秒内硬切" value={`${cuts.filter((c) => c.time < 3).length} 次`} />
          <Fact
            label="开头运动强度"
            value={`${motionWord(result.motion.first3s)}（全片平均：${motionWord(result.motion.overall)}）`}
            heuristic
          />
          <Fact label="画面文字" value={firstText} />
          <OpeningFacesFact faces={faces} />
        </dl>
      </div>

      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="font-bold">镜头表</h4>
          <div className="flex gap-2">
            <button type="button" className={buttonClass} onClick={exportCsv}>
              导出镜头表 CSV
            </button>
            <button type="button" className={buttonClass} onClick={() => void exportSheet()}>
              导出缩略图 PNG
            </button>
          </div>
        </div>
        <div className="mt-2">
          <table className="w-full text-left">
            <thead className="text-xs text-muted">
              <tr>
                <th className="py-1 pr-2 font-normal">镜头</th>
                <th className="py-1 pr-2 font-normal">画面</th>
                <th className="py-1 pr-2 font-normal">开始</th>
                <th className="py-1 pr-2 font-normal">结束</th>
                <th className="py-1 font-normal">时长</th>
              </tr>
            </thead>
            <tbody>
              {shots.map((s) => (
                <tr
                  key={s.index}
                  data-shot={s.index}
                  data-start={s.start.toFixed(3)}
                  data-end={s.end.toFixed(3)}
                  className="border-t border-gray-100"
                >
                  <td className="py-1 pr-2">#{s.index}</td>
                  <td className="py-1 pr-2">
                    <img
                      src={urls[shotPicture(s.start)]}
                      alt={`镜头 ${s.index} 的画面`}
                      className="h-14 w-auto rounded"
                    />
                  </td>
                  <td className="py-1 pr-2 tabular-nums">{formatTime(s.start)}</td>
                  <td className="py-1 pr-2 tabular-nums">{formatTime(s.end)}</td>
                  <td className="py-1 tabular-nums">{s.length.toFixed(2)} 秒</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <details className="mt-2">
          <summary className="cursor-pointer">每一次硬切与转场的时间</summary>
          <ul className="mt-1 flex flex-wrap gap-2">
            {cuts.map((c) => (
              <li
                key={c.frame}
                data-cut
                data-time={c.time.toFixed(3)}
                className="rounded bg-gray-100 px-2 py-0.5 tabular-nums"
              >
                硬切 {formatTime(c.time)}
              </li>
            ))}
            {transitions.map((t) => (
              <li
                key={t.startFrame}
                data-transition={t.kind}
                data-start={t.start.toFixed(3)}
                data-end={t.end.toFixed(3)}
                className="rounded bg-sky-50 px-2 py-0.5 tabular-nums"
              >
                {transitionLabel[t.kind]} {formatTime(t.start)}–{formatTime(t.end)}
              </li>
            ))}
          </ul>
        </details>
      </div>

      <div>
        <h4 className="font-bold">画面文字</h4>
        {!text ? (
          <p className="text-muted">未识别画面文字：勾选上方「识别画面文字」后重新拖入视频。</p>
        ) : "error" in text ? (
          <p role="alert" className="text-red-800">
            {text.error}（画面和声音的分析不受影响）
          </p>
        ) : (
          <TextCueList report={text.report} step={OCR_STEP} />
        )}
      </div>

      <div>
        <h4 className="font-bold">响度与静音</h4>
        {result.audio.kind === "none" ? (
          <p className="text-muted">这个视频没有音轨，无法分析声音。</p>
        ) : result.audio.kind === "undecodable" ? (
          <p role="alert" className="text-red-800">
            浏览器无法解码这个视频的音轨（编码：{result.audio.codec}），画面分析不受影响。
          </p>
        ) : (
          <LoudnessChart points={result.audio.points} silences={result.audio.silences} duration={duration} />
        )}
      </div>

      <div>
        <h4 className="font-bold">比例与安全区</h4>
        <p className="mt-1" data-shape-verdict={fits ? "pass" : "fail"}>
          {placement.platform} · {placement.name}：
          {fits
            ? `画面 ${result.width}×${result.height} 符合 ${fits}。`
            : `画面 ${result.width}×${result.height} 不符合（要求 ${placement.shapes.map((s) => s.label).join(" / ")}）。`}
        </p>
        <div className="mt-2 flex flex-wrap items-start gap-4">
          <div className="relative w-40 shrink-0 overflow-hidden rounded border border-gray-300">
            <img src={urls[0]} alt="首帧与安全区" className="block w-full" />
            <div
              aria-hidden
              className="absolute border-2 border-red-500 bg-red-500/10"
              style={{
                left: `${zone.left * sx}%`,
                top: `${zone.top * sy}%`,
                right: `${zone.right * sx}%`,
                bottom: `${zone.bottom * sy}%`,
              }}
            />
          </div>
          <div className="max-w-md space-y-1 text-xs text-muted">
            <p>
              红框内是 {zone.name} 不被界面遮挡的区域（按 1080×1920 竖版换算
              {Math.abs(aspect - 9 / 16) > 0.01 ? "，这个视频不是 9:16，仅供参考" : ""}）。字幕、价格和商品要放在框内。
            </p>
            <SourceBadge source={zone.source} />
            <SourceBadge source={placement.source} />
          </div>
        </div>
      </div>
    </div>
  );
}
