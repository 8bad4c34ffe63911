/**
 * One tagged image: the picture with every boxed tag drawn over it (SVG in 0–1 units over the image),
 * and the tags as a list with the machine-readable hooks `[data-tag][data-kind][data-score][data-file]`
 * (app/tools/README.md).
 */
import { KIND_LABELS, percent, type Tag, type TagKind } from "./tag-summary";

export const KIND_COLORS: Record<TagKind, string> = {
  face: "#dc2626",
  person: "#2563eb",
  object: "#16a34a",
  text: "#9333ea",
  color: "#6b7280",
};

const KINDS: TagKind[] = ["face", "person", "object", "text", "color"];

export function TaggedFileCard({
  name,
  url,
  tags,
  textRead,
}: {
  name: string;
  url: string;
  tags: readonly Tag[];
  /** False when 同时识别图中文字 was off: "not read" is not "no text". */
  textRead: boolean;
}) {
  const boxed = tags.filter((t) => t.box);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <figure className="relative self-start">
        <img src={url} alt={`${name}（已标注）`} className="block h-auto w-full rounded border border-gray-200" />
        <svg
          className="pointer-events-none absolute inset-0 h-full w-full"
          viewBox="0 0 1 1"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {boxed.map((t, i) => (
            <rect
              key={i}
              x={t.box!.x}
              y={t.box!.y}
              width={t.box!.w}
              height={t.box!.h}
              fill="none"
              stroke={KIND_COLORS[t.kind]}
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          ))}
        </svg>
        <figcaption className="mt-1 flex flex-wrap gap-3 text-xs text-muted">
          {KINDS.filter((k) => k !== "color").map((k) => (
            <span key={k} className="inline-flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-2 w-3" style={{ background: KIND_COLORS[k] }} />
              {KIND_LABELS[k]}框
            </span>
          ))}
        </figcaption>
      </figure>
      <div className="space-y-3 text-sm">
        {KINDS.map((kind) => {
          const list = tags.filter((t) => t.kind === kind);
          return (
            <section key={kind} aria-label={KIND_LABELS[kind]}>
              <h3 className="font-medium text-ink">
                {KIND_LABELS[kind]}（{list.length}）
              </h3>
              {list.length === 0 ? (
                <p className="text-xs text-muted">
                  {kind === "text" && !textRead ? "未识别（文字识别已关闭）" : "未发现"}
                </p>
              ) : (
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {list.map((t, i) => (
                    <li
                      key={i}
                      data-tag={t.label}
                      data-kind={t.kind}
                      data-score={t.score.toFixed(3)}
                      data-file={name}
                      className="inline-flex items-center gap-1 rounded border border-gray-200 px-2 py-0.5 text-xs text-ink"
                    >
                      {kind === "color" ? (
                        <span
                          aria-hidden="true"
                          className="inline-block h-3 w-3 rounded-sm border border-gray-300"
                          style={{ background: t.label }}
                        />
                      ) : null}
                      <span className="max-w-48 truncate">{t.label}</span>
                      <span className="text-muted">
                        {kind === "color"
                          ? `占 ${percent(t.score)}`
                          : `置信度 ${percent(t.score)}${t.share !== undefined ? ` · 占画面 ${percent(t.share)}` : ""}`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}
