/**
 * Small pieces the media runners share: the source badge beside every verdict
 * (official / community / 参考值 with 最后核对), button styles, a file drop
 * area that is a real file input, and download helpers.
 */
import { useId, useState, type ReactNode } from "react";
import type { ToolSource } from "../tool-definition";

export const buttonClass =
  "rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-50 disabled:opacity-50";
export const primaryButtonClass =
  "rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-50";

const confidenceLabel: Record<ToolSource["confidence"], string> = {
  official: "官方文档",
  community: "社区来源",
  reference: "参考值",
};

export function SourceBadge({ source }: { source: ToolSource }) {
  const tone =
    source.confidence === "official"
      ? "bg-emerald-50 text-emerald-800"
      : source.confidence === "community"
        ? "bg-sky-50 text-sky-800"
        : "bg-gray-100 text-gray-700";
  return (
    <span className="inline-flex flex-wrap items-center gap-1 text-xs">
      <span className={`rounded px-1.5 py-0.5 font-medium ${tone}`}>{confidenceLabel[source.confidence]}</span>
      {source.url ? (
        <a
          href={source.url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-muted underline underline-offset-2 hover:text-ink"
        >
          {source.label}
        </a>
      ) : (
        <span className="text-muted">{source.label}</span>
      )}
      <span className="text-muted">· 最后核对 {source.checkedAt}</span>
    </span>
  );
}

/** A labelled file input with a drop target around it (dropping and choosing do the same). */
export function FileDrop({
  label,
  hint,
  accept,
  multiple,
  onFiles,
}: {
  label: string;
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
      className={`rounded-lg border-2 border-dashed p-4 text-sm ${over ? "border-brand-600 bg-brand-50" : "border-gray-300"}`}
    >
      <label htmlFor={id} className="mb-2 block font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <p className="mt-2 text-xs text-muted">{hint}</p>
    </div>
  );
}

export function downloadBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** file.jpg → file-<suffix>.jpg */
export function renamed(name: string, suffix: string, ext: string): string {
  const base = name.replace(/\.[^.]+$/, "");
  return `${base}-${suffix}.${ext}`;
}

/** Unique names inside a zip (two photos can share IMG_0001.jpg). */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((n) => {
    const k = seen.get(n) ?? 0;
    seen.set(n, k + 1);
    return k === 0 ? n : n.replace(/(\.[^.]+)?$/, `(${k})$1`);
  });
}
