/** Controls the compliance runners share: industry, allow-list, the account word list, share, export, disclaimer. */
import { useId, useState } from "react";
import type { IndustryKey } from "../engines/compliance/engine";
import type { ToolRunnerProps } from "../tool-definition";
import { INDUSTRY_OPTIONS } from "./industries";
import { parseTerms } from "./allow-list";
import { DISCLAIMER_DETAIL } from "./report-export";

export const buttonClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm text-ink hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";
export const primaryButtonClass =
  "inline-flex items-center justify-center gap-1 rounded-md bg-brand-700 px-4 py-2 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";
export const fieldClass = "w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-ink";

export function IndustrySelect({
  value,
  onChange,
  required = false,
}: {
  value: IndustryKey | null;
  onChange: (key: IndustryKey | null) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-ink">
        行业{required ? <span className="text-red-800">（必选）</span> : null}
      </label>
      <select
        id={id}
        value={value ?? ""}
        required={required}
        onChange={(e) => onChange((e.target.value || null) as IndustryKey | null)}
        className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-ink"
      >
        {required ? <option value="">请选择行业</option> : null}
        {INDUSTRY_OPTIONS.filter((o) => !required || o.key !== "general").map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AllowListField({ raw, onChange }: { raw: string; onChange: (raw: string) => void }) {
  const id = useId();
  const hint = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        放行名单（品牌名 / 商标 / 型号）
      </label>
      <input
        id={id}
        value={raw}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint}
        placeholder="例如：极品仙草、No.1 系列"
        className={fieldClass}
      />
      <p id={hint} className="text-xs text-muted">
        用逗号或顿号分隔，只保存在本浏览器。名单中的名称按《广告绝对化用语执法指南》第六条（四）降为「提示」，仍需确认已注册或确为型号。
      </p>
    </div>
  );
}

/** The account's word list (VIP): extra terms every check looks for. */
export function WordListPanel({ plan, wordList }: Pick<ToolRunnerProps, "plan" | "wordList">) {
  if (!plan.isVip) {
    return (
      <p className="text-xs text-muted">开通会员后可保存 1 个自定义词库（如品牌禁用词、竞品名），每次检测自动带上。</p>
    );
  }
  // Remount when the stored list arrives so the editor starts from it.
  return <WordListEditor key={(wordList.words ?? []).join("\n")} words={wordList.words} save={wordList.save} />;
}

function WordListEditor({ words, save }: { words: string[] | null; save: ToolRunnerProps["wordList"]["save"] }) {
  const id = useId();
  const [draft, setDraft] = useState((words ?? []).join("\n"));
  const [state, setState] = useState<{ kind: "idle" | "saving" | "ok" | "error"; message?: string }>({ kind: "idle" });
  return (
    <details className="rounded-md border border-gray-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink">
        我的词库（会员）{words ? `：${words.length} 个词` : ""}
      </summary>
      <div className="mt-2 space-y-2">
        <label htmlFor={id} className="block text-xs text-muted">
          每行一个词，检测时作为额外的风险词。词库随账号保存。
        </label>
        <textarea id={id} rows={4} value={draft} onChange={(e) => setDraft(e.target.value)} className={fieldClass} />
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={buttonClass}
            disabled={state.kind === "saving"}
            onClick={async () => {
              setState({ kind: "saving" });
              const result = await save(parseTerms(draft));
              setState(result.ok ? { kind: "ok", message: "词库已保存" } : { kind: "error", message: result.message });
            }}
          >
            {state.kind === "saving" ? "保存中…" : "保存词库"}
          </button>
          <span role="status" className={state.kind === "error" ? "text-red-800" : "text-muted"}>
            {state.message ?? ""}
          </span>
        </div>
      </div>
    </details>
  );
}

export function ShareButtons({ share, input }: { share: ToolRunnerProps["share"]; input: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass} onClick={() => void share(null)}>
        分享设置
      </button>
      <button type="button" className={buttonClass} disabled={!input.trim()} onClick={() => void share(input)}>
        分享（含文案）
      </button>
    </div>
  );
}

export function Disclaimer() {
  return (
    <p className="rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-xs text-muted">
      <strong className="text-ink">自查工具，不构成法律意见。</strong>
      {DISCLAIMER_DETAIL}
    </p>
  );
}
