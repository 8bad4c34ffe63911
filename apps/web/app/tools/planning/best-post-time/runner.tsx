/**
 * 最佳发布时间: the user's own post-level export → when their posts did best. Everything runs in
 * this browser (the heatmap logic is heatmap.ts); a server learns only that the tool ran.
 */
import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import type { ColumnMapping } from "./columns";
import { ColumnMapper } from "./column-mapper";
import { DatasetInput, type Dataset } from "./dataset-input";
import {
  buildHeatmap,
  heatmapCsv,
  middleDate,
  readPosts,
  slotLabel,
  splitByDate,
  type Heatmap,
  type ScoreBasis,
} from "./heatmap";
import { BestSlots, HeatmapLegend, HeatmapTable } from "./heatmap-view";
import { TableError } from "./read-table";
import { EmptyState } from "../../kit/batch-status";

type Compare = "none" | "period" | "file";
type Status = { kind: "idle" } | { kind: "loading" } | { kind: "error"; message: string };

const BTN =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";

function useDatasetLoader(requestRun: ToolRunnerProps["requestRun"]) {
  const [data, setData] = useState<Dataset | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const load = (loader: () => Promise<Dataset>) => {
    setStatus({ kind: "loading" });
    void requestRun().then(async (allowed) => {
      if (!allowed) return setStatus({ kind: "idle" });
      try {
        setData(await loader());
        setStatus({ kind: "idle" });
      } catch (error) {
        const message =
          error instanceof TableError ? error.message : "读取失败：文件可能已损坏，或不是后台导出的数据表。";
        setStatus({ kind: "error", message });
      }
    });
  };
  const setMapping = (mapping: ColumnMapping) => setData((d) => (d ? { ...d, mapping } : d));
  return { data, status, load, setMapping };
}

function StatusLine({ status }: { status: Status }) {
  if (status.kind === "loading")
    return (
      <p role="status" className="text-sm text-gray-700">
        正在读取…
      </p>
    );
  if (status.kind === "error")
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {status.message}
      </p>
    );
  return null;
}

function useAnalysis(data: Dataset | null, basis: ScoreBasis) {
  return useMemo(() => {
    if (!data) return null;
    const { posts, skipped } = readPosts(data.table.slice(data.header + 1), data.mapping, basis, data.header + 2);
    return { posts, skipped };
  }, [data, basis]);
}

function Skipped({ skipped }: { skipped: { row: number; reason: string }[] }) {
  if (skipped.length === 0) return null;
  return (
    <details className="text-sm text-gray-800">
      <summary className="cursor-pointer">有 {skipped.length} 行没有计入（点开看原因）</summary>
      <ul className="mt-1 list-disc pl-5 text-xs">
        {skipped.slice(0, 20).map((s) => (
          <li key={s.row}>
            第 {s.row} 行：{s.reason}
          </li>
        ))}
        {skipped.length > 20 ? <li>……另有 {skipped.length - 20} 行</li> : null}
      </ul>
    </details>
  );
}

function Result({ map, title }: { map: Heatmap; title: string }) {
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-label={title}>
      <h3 className="text-base font-bold">{title}</h3>
      <p className="text-sm text-gray-800">
        {map.posts} 条帖子{map.from ? `，${map.from} 至 ${map.to}` : ""}
      </p>
      {map.warning ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {map.warning}
        </p>
      ) : null}
      <BestSlots map={map} />
      <HeatmapTable map={map} caption={`${title}：每格得分和帖子数（北京时间）`} />
    </section>
  );
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([`\uFEFF${text}`], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function BestPostTimeRunner({ requestRun, settings, setSettings, saveHistory }: ToolRunnerProps) {
  const ids = useId();
  const a = useDatasetLoader(requestRun);
  const b = useDatasetLoader(requestRun);
  const basisParam = settings.get("basis");
  const basis: ScoreBasis = basisParam === "views" || basisParam === "rate" ? basisParam : "engagement";
  const compareParam = settings.get("compare");
  const compare: Compare = compareParam === "period" || compareParam === "file" ? compareParam : "none";
  const [split, setSplit] = useState<string>("");
  const analysisA = useAnalysis(a.data, basis);
  const analysisB = useAnalysis(compare === "file" ? b.data : null, basis);

  const maps = useMemo(() => {
    if (!analysisA) return [];
    if (compare === "period") {
      const at = split || middleDate(analysisA.posts);
      if (!at) return [{ title: "全部帖子", map: buildHeatmap(analysisA.posts) }];
      const [before, after] = splitByDate(analysisA.posts, at);
      return [
        { title: `${at} 之前`, map: buildHeatmap(before) },
        { title: `${at} 及之后`, map: buildHeatmap(after) },
      ];
    }
    const first = { title: a.data!.name, map: buildHeatmap(analysisA.posts) };
    if (compare === "file" && analysisB)
      return [first, { title: `${b.data!.name}（对比）`, map: buildHeatmap(analysisB.posts) }];
    return [first];
  }, [analysisA, analysisB, compare, split, a.data, b.data]);

  // 历史记录 (this browser only): one entry per file or paste analysed, a summary without the rows
  // (the export stays with the user; a history entry cannot restore a file, as for the media tools).
  const saved = useRef<Dataset | null>(null);
  const firstMap = maps[0]?.map;
  useEffect(() => {
    if (!a.data || !firstMap || firstMap.posts === 0 || saved.current === a.data) return;
    saved.current = a.data;
    const best = firstMap.best.map((b) => slotLabel(b.weekday, b.hour)).join("、");
    saveHistory({ input: "", summary: `「${a.data.name}」${firstMap.posts} 条帖子${best ? `，推荐 ${best}` : ""}` });
  }, [a.data, firstMap, saveHistory]);

  const exportCsv = () => {
    const parts = maps.map((m, i) => {
      const csv = heatmapCsv(m.map, m.title);
      return i === 0 ? csv : csv.slice(csv.indexOf("\n") + 1);
    });
    download("最佳发布时间.csv", parts.join("\n"));
  };

  return (
    <div className="flex flex-col gap-5">
      <DatasetInput label={compare === "file" ? "账号 A" : "数据"} busy={a.status.kind === "loading"} onLoad={a.load} />
      <StatusLine status={a.status} />

      {a.data ? (
        <>
          <p className="text-sm text-gray-800">
            已读取「{a.data.name}」：{a.data.table.length - a.data.header - 1} 行，第 {a.data.header + 1} 行是表头。
          </p>
          <ColumnMapper
            headers={a.data.table[a.data.header]!}
            mapping={a.data.mapping}
            basis={basis}
            onMapping={a.setMapping}
            onBasis={(v) => setSettings({ basis: v === "engagement" ? null : v })}
          />
          {a.data.mapping.time === null ? (
            <p role="alert" className="text-sm text-red-800">
              请在上面选择「发布时间」列。
            </p>
          ) : null}
          <Skipped skipped={analysisA?.skipped ?? []} />

          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <legend className="mb-1 font-medium">对比</legend>
            {(
              [
                ["none", "不对比"],
                ["period", "同一账号前后两段"],
                ["file", "另一个账号 / 文件"],
              ] as const
            ).map(([key, text]) => (
              <label key={key} className="inline-flex items-center gap-1">
                <input
                  type="radio"
                  name={`${ids}-compare`}
                  checked={compare === key}
                  onChange={() => setSettings({ compare: key === "none" ? null : key })}
                />
                {text}
              </label>
            ))}
            {compare === "period" ? (
              <label className="inline-flex items-center gap-1">
                分界日期
                <input
                  type="date"
                  value={split || (analysisA ? (middleDate(analysisA.posts) ?? "") : "")}
                  onChange={(e) => setSplit(e.target.value)}
                  className="rounded border border-gray-300 px-1 py-0.5"
                />
              </label>
            ) : null}
          </fieldset>
          {compare === "file" ? (
            <div className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3">
              <DatasetInput label="账号 B" busy={b.status.kind === "loading"} onLoad={b.load} />
              <StatusLine status={b.status} />
              {b.data ? (
                <ColumnMapper
                  headers={b.data.table[b.data.header]!}
                  mapping={b.data.mapping}
                  basis={basis}
                  onMapping={b.setMapping}
                  onBasis={(v) => setSettings({ basis: v === "engagement" ? null : v })}
                />
              ) : null}
            </div>
          ) : null}

          <p className="text-xs text-gray-700">
            怎么算的（经验方法）：每条帖子按所选指标在全部帖子中的排名换算成 0–100
            分（排名百分位），格子得分是其中帖子的平均分，所以一条爆款最多算 100
            分，不会单独决定结果。推荐时段按得分和帖子数一起排序：帖子少的时段会被拉向平均水平；可信度看样本量和得分高出平均多少。时间按北京时间；带时区的时间会先换算。
          </p>
          <HeatmapLegend />
          <div className={maps.length > 1 ? "grid gap-6 lg:grid-cols-2" : ""}>
            {maps.map((m) => (
              <Result key={m.title} map={m.map} title={m.title} />
            ))}
          </div>
          {maps.length && maps[0]!.map.best.length ? (
            <div className="flex flex-wrap items-center gap-2">
              <button type="button" className={BTN} onClick={exportCsv}>
                导出表格（CSV）
              </button>
              <span className="text-xs text-gray-700">
                最佳：{slotLabel(maps[0]!.map.best[0]!.weekday, maps[0]!.map.best[0]!.hour)}
              </span>
            </div>
          ) : null}
        </>
      ) : a.status.kind === "idle" ? (
        <EmptyState>导入帖子数据后，这里显示星期 × 小时的热力图、每格的帖子数和最值得发布的 3 个时段。</EmptyState>
      ) : null}
    </div>
  );
}
