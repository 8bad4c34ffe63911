import { useId, useState } from "react";
import { analyze } from "../../engines/compliance/engine";
import type { Finding } from "../../engines/compliance/types";
import type { ToolRunnerProps } from "../../tool-definition";
import {
  CHECKED_FIELDS,
  EMPTY_BRIEF,
  briefMarkdown,
  briefSections,
  briefText,
  validateBrief,
  type BriefInput,
} from "./kol-brief";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";

const FIELDS: { key: keyof BriefInput; label: string; kind: "text" | "area" | "date"; placeholder?: string }[] = [
  { key: "brand", label: "品牌", kind: "text", placeholder: "如 橙子家居" },
  { key: "product", label: "产品", kind: "text", placeholder: "如 316 不锈钢保温杯 500ml" },
  { key: "sellingPoints", label: "核心卖点（一行一个）", kind: "area", placeholder: "12 小时保温\n一键开盖，单手可用" },
  {
    key: "deliverables",
    label: "交付内容（一行一项）",
    kind: "area",
    placeholder: "抖音 60 秒视频 1 条\n小红书图文笔记 1 篇",
  },
  { key: "draftDue", label: "初稿提交日期", kind: "date" },
  { key: "publishFrom", label: "发布开始", kind: "date" },
  { key: "publishTo", label: "发布结束", kind: "date" },
  { key: "budget", label: "合作预算", kind: "text", placeholder: "如 一口价 8000 元（含税）" },
  { key: "mustSay", label: "必须提到（一行一条）", kind: "area", placeholder: "品牌名和产品全称\n活动链接或口令" },
  { key: "mustAvoid", label: "不要出现（一行一条）", kind: "area", placeholder: "竞品名称\n未经确认的价格" },
  { key: "notes", label: "其他说明", kind: "area" },
];

function restore(initial: string | null): BriefInput {
  if (!initial) return EMPTY_BRIEF;
  try {
    const parsed = JSON.parse(initial) as Partial<BriefInput>;
    return Object.fromEntries(
      Object.keys(EMPTY_BRIEF).map((k) => [
        k,
        typeof parsed[k as keyof BriefInput] === "string" ? parsed[k as keyof BriefInput] : "",
      ]),
    ) as BriefInput;
  } catch {
    return EMPTY_BRIEF;
  }
}

type Checked = { field: string; finding: Finding };

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-print-brief], [data-print-brief] * { visibility: visible !important; }
  [data-print-brief] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; box-shadow: none !important; }
  [data-print-brief] .no-print { display: none !important; }
}`;

/** 达人合作 Brief (VIP): form → preview; copy as text or Markdown, print to PDF; compliance reminders. */
export default function KolBriefRunner({ initialInput, requestRun, saveHistory }: ToolRunnerProps) {
  const [input, setInput] = useState<BriefInput>(() => restore(initialInput));
  const [shown, setShown] = useState<{ input: BriefInput; findings: Checked[] } | null>(null);
  const [errors, setErrors] = useState<ReturnType<typeof validateBrief>>([]);
  const [message, setMessage] = useState<string | null>(null);
  const ids = useId();

  const generate = async () => {
    const found = validateBrief(input);
    setErrors(found);
    if (found.length) return;
    if (!(await requestRun({ vipOnly: true }))) return;
    // Every field a creator will say on camera goes through the same engine as 违禁词检测.
    const findings = CHECKED_FIELDS.flatMap(({ key, label }) =>
      analyze(input[key]).findings.map((finding) => ({ field: label, finding })),
    );
    setShown({ input, findings });
    setMessage(null);
    saveHistory({
      input: JSON.stringify(input),
      summary: `${input.brand} × ${input.product}`,
      preview: [input.deliverables, input.publishFrom && `${input.publishFrom} 起发布`].filter(Boolean).join(" · "),
    });
  };

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(`已复制${what}`);
    } catch {
      setMessage("复制失败，请手动选中预览内容复制");
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <style>{PRINT_CSS}</style>
      <form
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
        noValidate
      >
        {FIELDS.map((f) => {
          const id = `${ids}-${f.key}`;
          const error = errors.find((e) => e.field === f.key);
          const common = {
            id,
            value: input[f.key],
            onChange: (e: { target: { value: string } }) => setInput((s) => ({ ...s, [f.key]: e.target.value })),
            placeholder: f.placeholder,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? `${id}-err` : undefined,
            className: "rounded-lg border border-gray-300 px-3 py-2 text-sm",
          };
          return (
            <div key={f.key} className={`flex flex-col gap-1 ${f.kind === "area" ? "sm:col-span-2" : ""}`}>
              <label htmlFor={id} className="text-sm font-medium text-gray-800">
                {f.label}
              </label>
              {f.kind === "area" ? (
                <textarea rows={3} {...common} />
              ) : (
                <input type={f.kind === "date" ? "date" : "text"} {...common} />
              )}
              {error ? (
                <p id={`${id}-err`} className="text-xs text-red-800">
                  {error.message}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="sm:col-span-2">
          <button type="button" className={primaryButtonClass} onClick={generate}>
            生成 Brief
          </button>
        </div>
      </form>

      {shown ? (
        <section
          aria-label="Brief 预览"
          data-print-brief
          className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5"
        >
          <div className="no-print flex flex-wrap gap-2">
            <button type="button" className={buttonClass} onClick={() => void copy(briefText(shown.input), "文本")}>
              复制文本
            </button>
            <button
              type="button"
              className={buttonClass}
              onClick={() => void copy(briefMarkdown(shown.input), " Markdown")}
            >
              复制 Markdown
            </button>
            <button type="button" className={buttonClass} onClick={() => window.print()}>
              打印 / 存为 PDF
            </button>
            <span aria-live="polite" className="self-center text-sm text-gray-800">
              {message}
            </span>
          </div>
          {shown.findings.length ? (
            <div
              className="no-print rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="brief-findings"
            >
              <p className="font-bold">合规提醒：以下用语达人照着说可能有风险，建议发出前修改</p>
              <ul className="mt-2 flex flex-col gap-1">
                {shown.findings.map(({ field, finding }, i) => (
                  <li key={i}>
                    「{field}」里的“{finding.term}”（{finding.level}）：{finding.why}
                    {finding.rewrites.length ? ` 可改为：${finding.rewrites.slice(0, 3).join("、")}。` : ""}
                    <span className="block text-xs">依据：{finding.basis}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="no-print text-sm text-emerald-800" data-testid="brief-findings">
              合规检查：卖点和说明中没有发现违禁词或需证明的用语。
            </p>
          )}
          <article className="flex flex-col gap-4">
            <h3 className="text-xl font-bold">{shown.input.brand} × 达人合作 Brief</h3>
            {briefSections(shown.input).map((s) => (
              <div key={s.title}>
                <h4 className="font-bold text-gray-900">{s.title}</h4>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-gray-800">
                  {s.items.map((item, i) => (
                    <li key={i}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </article>
        </section>
      ) : null}
    </div>
  );
}
