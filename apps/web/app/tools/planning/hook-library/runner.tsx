import { useEffect, useId, useState } from "react";
import { browserHttp } from "../../../session/browser-http";
import { analyze } from "../../engines/compliance/engine";
import type { ToolRunnerProps } from "../../tool-definition";
import { INDUSTRIES } from "../calendar-data";
import { HOOK_TYPES, blanks, fillPattern, filterHooks, hooksSchema, isComplete, type Hook } from "./hooks";
import { buttonClass } from "../../../components/ui/button";
import { LoadFailed } from "../../kit/load-failed";

type Load = { status: "loading" } | { status: "error"; message: string } | { status: "ok"; hooks: Hook[] };

const TYPE_NAME = Object.fromEntries(HOOK_TYPES.map((t) => [t.key, t.name])) as Record<string, string>;

/** 开头钩子灵感库: search and filter the library, fill in the blanks, copy; compliance on the filled line. */
export default function HookLibraryRunner({ settings, setSettings, requestRun }: ToolRunnerProps) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; load: Load } | null>(null);
  const load: Load = result?.attempt === attempt ? result.load : { status: "loading" };
  const [q, setQ] = useState(settings.get("q") ?? "");
  const [values, setValues] = useState<Record<string, string>>({});
  const ids = useId();
  const typeParam = settings.get("type");
  const type = HOOK_TYPES.some((t) => t.key === typeParam) ? typeParam : null;
  const industryParam = settings.get("industry");
  const industry = INDUSTRIES.some((i) => i.key === industryParam) ? industryParam : null;

  useEffect(() => {
    const controller = new AbortController();
    browserHttp()
      .request<unknown>("/v1/hooks", { signal: controller.signal })
      .then(
        (raw) => {
          const parsed = hooksSchema.safeParse(raw);
          setResult({
            attempt,
            load: parsed.success
              ? { status: "ok", hooks: parsed.data }
              : { status: "error", message: "服务返回的数据有误，请稍后重试" },
          });
        },
        () => {
          if (!controller.signal.aborted)
            setResult({ attempt, load: { status: "error", message: "灵感库加载失败，请稍后重试" } });
        },
      );
    return () => controller.abort();
  }, [attempt]);

  const shown = load.status === "ok" ? filterHooks(load.hooks, { q, type, industry }) : [];

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={`${ids}-q`} className="text-sm font-medium text-gray-800">
              搜索句式
            </label>
            <input
              id={`${ids}-q`}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              onBlur={() => setSettings({ q: q.trim() || null })}
              placeholder="如 避坑、预算、孩子"
              className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${ids}-industry`} className="text-sm font-medium text-gray-800">
              行业
            </label>
            <select
              id={`${ids}-industry`}
              value={industry ?? ""}
              onChange={(e) => setSettings({ industry: e.target.value || null })}
              className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
            >
              <option value="">全部行业</option>
              {INDUSTRIES.map((i) => (
                <option key={i.key} value={i.key}>
                  {i.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div role="group" aria-label="钩子类型" className="flex flex-wrap gap-2">
          {[{ key: null, name: "全部" }, ...HOOK_TYPES].map((t) => (
            <button
              key={t.key ?? "all"}
              type="button"
              aria-pressed={type === t.key}
              onClick={() => setSettings({ type: t.key })}
              className={`rounded-full border px-3 py-1 text-sm ${type === t.key ? "border-brand-700 bg-brand-50 font-medium text-brand-800" : "border-gray-300 bg-white text-gray-800"}`}
            >
              {t.name}
            </button>
          ))}
        </div>
      </div>

      {load.status === "loading" ? (
        <p role="status" className="rounded-xl border border-gray-200 bg-gray-50 p-6 text-center text-sm text-muted">
          正在加载灵感库…
        </p>
      ) : load.status === "error" ? (
        <LoadFailed message={load.message} onRetry={() => setAttempt((n) => n + 1)} />
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-gray-200 p-6 text-center text-sm text-muted">
          没有符合条件的句式，换个关键词或类型试试。
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" data-testid="hook-list">
          {shown.map((hook) => (
            <li key={hook.id}>
              <HookCard
                hook={hook}
                values={values}
                onValue={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
                requestRun={requestRun}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function HookCard({
  hook,
  values,
  onValue,
  requestRun,
}: {
  hook: Hook;
  values: Record<string, string>;
  onValue: (name: string, value: string) => void;
  requestRun: ToolRunnerProps["requestRun"];
}) {
  const ids = useId();
  const [message, setMessage] = useState<string | null>(null);
  const filled = fillPattern(hook.pattern, values);
  const complete = isComplete(hook.pattern, values);
  const findings = complete ? analyze(filled).findings : [];

  const copy = async () => {
    if (!(await requestRun())) return;
    try {
      await navigator.clipboard.writeText(complete ? filled : hook.example);
      setMessage(complete ? "已复制你填好的句子" : "已复制示例句");
    } catch {
      setMessage("复制失败，请手动选中复制");
    }
  };

  return (
    <article
      className="flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 text-sm"
      data-hook={hook.id}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs text-gray-800">{TYPE_NAME[hook.type]}</span>
      </div>
      <p className="text-base font-bold text-gray-900" data-testid="hook-line">
        {filled}
      </p>
      <p className="text-gray-700">例：{hook.example}</p>
      <p className="text-xs text-gray-600">为什么有效：{hook.why}</p>
      <div className="grid grid-cols-2 gap-2">
        {blanks(hook.pattern).map((name) => (
          <div key={name} className="flex flex-col gap-0.5">
            <label htmlFor={`${ids}-${name}`} className="text-xs text-gray-700">
              {name}
            </label>
            <input
              id={`${ids}-${name}`}
              value={values[name] ?? ""}
              onChange={(e) => onValue(name, e.target.value)}
              className="rounded border border-gray-300 px-2 py-1 text-sm"
            />
          </div>
        ))}
      </div>
      {findings.length ? (
        <ul className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-xs text-amber-900" aria-label="合规提醒">
          {findings.map((f, i) => (
            <li key={i}>
              “{f.term}”（{f.level}）：{f.why}
              {f.rewrites.length ? ` 可改为：${f.rewrites.slice(0, 3).join("、")}` : ""}
            </li>
          ))}
        </ul>
      ) : complete ? (
        <p className="text-xs text-emerald-800">合规检查：没有发现违禁词或需证明的用语。</p>
      ) : null}
      <div className="mt-auto flex items-center gap-2">
        <button type="button" className={buttonClass} onClick={copy}>
          {complete ? "复制这句" : "复制示例"}
        </button>
        <span aria-live="polite" className="text-xs text-gray-800">
          {message}
        </span>
      </div>
    </article>
  );
}
