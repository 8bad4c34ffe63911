/** 素材查重's result views: a group of near-duplicates (with why each pair matches) and the side-by-side view of a pair. */
import { useState } from "react";
import { MATCH_LABEL, type DedupeGroup, type DedupePair, type FrameHashes } from "./dedupe-hash";
import { buttonClass } from "../../../components/ui/button";

export type Item = {
  id: number;
  file: File;
  kind: "图片" | "视频";
  status: "queued" | "hashing" | "done" | "error" | "cancelled";
  frames?: FrameHashes[];
  width?: number;
  height?: number;
  /** Object URL: the image itself, or a video's middle keyframe. */
  preview?: string;
  error?: string;
};

const pct = (s: number) => `${Math.round(s * 100)}%`;

export function GroupCard({
  index,
  group,
  byId,
  selected,
  onSelect,
}: {
  index: number;
  group: DedupeGroup;
  byId: Map<number, Item>;
  selected: DedupePair | null;
  onSelect: (p: DedupePair) => void;
}) {
  const names = group.ids.map((id) => byId.get(id)?.file.name ?? "");
  return (
    <li className="rounded-lg border border-gray-200 p-3 text-sm" data-group={index} data-files={names.join("|")}>
      <p className="font-medium">
        第 {index} 组 · {group.ids.length} 个素材 · 相似度{" "}
        {group.minSimilarity === group.maxSimilarity
          ? pct(group.maxSimilarity)
          : `${pct(group.minSimilarity)}–${pct(group.maxSimilarity)}`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {group.ids.map((id) => {
          const it = byId.get(id)!;
          return (
            <li key={id} className="w-28 text-xs">
              {it.preview ? (
                <img
                  src={it.preview}
                  alt={`${it.file.name} 预览`}
                  className="h-20 w-auto max-w-full rounded border border-gray-200 object-contain"
                />
              ) : null}
              <span className="block truncate" title={it.file.name}>
                {it.kind} · {it.file.name}
              </span>
            </li>
          );
        })}
      </ul>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={`第 ${index} 组两两对比`}>
        {group.pairs.map((p) => {
          const on = selected?.a === p.a && selected.b === p.b;
          return (
            <li key={`${p.a}-${p.b}`}>
              <button
                type="button"
                className={`${buttonClass} ${on ? "border-brand-600 bg-brand-50" : ""}`}
                aria-pressed={on}
                data-similarity={Math.round(p.similarity * 100)}
                data-match={p.how}
                onClick={() => onSelect(p)}
              >
                并排对比：{byId.get(p.a)?.file.name} ↔ {byId.get(p.b)?.file.name}（{pct(p.similarity)}
                {p.how === "same" ? "" : ` · ${MATCH_LABEL[p.how]}`}）
              </button>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

export function SideBySide({ a, b, pair, onClose }: { a: Item; b: Item; pair: DedupePair; onClose: () => void }) {
  // An image's pixel size comes from the preview itself (the worker only decodes at hash size).
  const [sizes, setSizes] = useState<Record<number, string>>({});
  return (
    <section aria-label="并排对比" className="rounded-lg border border-brand-600 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">
          并排对比 · 相似度 {pct(pair.similarity)} · {MATCH_LABEL[pair.how]}
        </h3>
        <button type="button" className={buttonClass} onClick={onClose}>
          关闭对比
        </button>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {[a, b].map((it) => (
          <figure key={it.id} className="min-w-0">
            {it.preview ? (
              <img
                src={it.preview}
                alt={`${it.file.name}（对比）`}
                className="max-h-72 w-full rounded border border-gray-200 object-contain"
                onLoad={(e) => {
                  const img = e.currentTarget;
                  if (it.kind === "图片")
                    setSizes((s) => ({ ...s, [it.id]: `${img.naturalWidth}×${img.naturalHeight}` }));
                }}
              />
            ) : null}
            <figcaption className="mt-1 break-all text-xs text-muted">
              {it.kind} · {it.file.name} ·{" "}
              {it.width && it.height ? `${it.width}×${it.height} · ` : sizes[it.id] ? `${sizes[it.id]} · ` : ""}
              {it.file.size >= 1024 * 1024
                ? `${(it.file.size / 1024 / 1024).toFixed(1)} MB`
                : `${Math.max(1, Math.round(it.file.size / 1024))} KB`}
              {it.kind === "视频" ? " · 预览为中间关键帧" : ""}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
