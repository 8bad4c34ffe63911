import { useEffect, useId, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { chinaToday } from "../calendar-data";
import {
  CHECKLIST_TEMPLATES,
  checklistCsvRows,
  checklistText,
  parseProgress,
  progressKey,
  scheduleTasks,
  type Progress,
} from "./checklist";
import { BTN_SECONDARY } from "../ui";

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

function readProgress(key: string): Progress {
  try {
    return parseProgress(window.localStorage.getItem(key));
  } catch {
    return { done: {}, owners: {} };
  }
}

/** 活动执行清单: a template per event type, tasks dated T-minus, progress kept in this browser. */
export default function CampaignChecklistRunner({ settings, setSettings, requestRun }: ToolRunnerProps) {
  const typeParam = settings.get("type");
  const template = CHECKLIST_TEMPLATES.find((t) => t.key === typeParam) ?? CHECKLIST_TEMPLATES[0]!;
  const dateParam = settings.get("date") ?? "";
  const date = DATE_RE.test(dateParam) && !Number.isNaN(Date.parse(dateParam)) ? dateParam : "";
  const ids = useId();
  const key = progressKey(template.key, date);
  const [stored, setStored] = useState<{ key: string; progress: Progress } | null>(null);
  const progress = stored?.key === key ? stored.progress : { done: {}, owners: {} };
  const [message, setMessage] = useState<string | null>(null);

  // Progress for this event lives in localStorage; read it once the browser is there.
  useEffect(() => {
    if (!date) return;
    const id = window.setTimeout(() => setStored({ key, progress: readProgress(key) }), 0);
    return () => window.clearTimeout(id);
  }, [key, date]);

  // One run per checklist shown (a new type or date is a new checklist), not per tick.
  const [allowed, setAllowed] = useState<Record<string, boolean>>({});
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!date || asked.current.has(key)) return;
    asked.current.add(key);
    void requestRun().then((ok) => setAllowed((a) => ({ ...a, [key]: ok })));
  }, [key, date, requestRun]);

  const update = (next: Progress) => {
    setStored({ key, progress: next });
    try {
      window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      setMessage("浏览器不允许保存进度（可能是无痕模式），关闭页面后进度会丢失。");
    }
  };

  const tasks = date ? scheduleTasks(template, date) : [];
  const doneCount = tasks.filter((t) => progress.done[t.id]).length;
  const today = chinaToday();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(checklistText(template.name, date, tasks, progress));
      setMessage("清单已复制，可以粘贴到飞书、钉钉或微信。");
    } catch {
      setMessage("复制失败，请改用导出 CSV。");
    }
  };
  const exportCsv = async () => {
    const Papa = (await import("papaparse")).default;
    const url = URL.createObjectURL(
      new Blob(["\uFEFF", Papa.unparse(checklistCsvRows(tasks, progress))], { type: "text/csv;charset=utf-8" }),
    );
    const a = document.createElement("a");
    a.href = url;
    a.download = `${template.name}执行清单-${date}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-4 rounded-xl border border-gray-200 bg-white p-4">
        <div role="group" aria-label="活动类型" className="flex flex-wrap gap-2">
          {CHECKLIST_TEMPLATES.map((t) => (
            <button
              key={t.key}
              type="button"
              aria-pressed={t.key === template.key}
              onClick={() => setSettings({ type: t.key })}
              className={`rounded-full border px-3 py-1.5 text-sm ${t.key === template.key ? "border-brand-700 bg-brand-50 font-medium text-brand-800" : "border-gray-300 bg-white text-gray-800"}`}
            >
              {t.name}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-date`} className="text-sm font-medium text-gray-800">
            活动日期
          </label>
          <input
            id={`${ids}-date`}
            type="date"
            value={date}
            onChange={(e) => setSettings({ date: e.target.value || null })}
            className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
      </div>

      {!date ? (
        <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
          选择活动日期后，清单会按 T−N 天排出每项任务的截止日期。
        </p>
      ) : allowed[key] === undefined ? null : !allowed[key] ? (
        <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
          按页面提示登录或开通会员后即可查看清单，已选的类型和日期会保留。
        </p>
      ) : (
        <section aria-label="执行清单" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm font-medium text-gray-800" data-testid="checklist-progress">
              已完成 {doneCount} / {tasks.length}
            </p>
            <div className="flex gap-2">
              <button type="button" className={BTN_SECONDARY} onClick={copy}>
                复制为文本
              </button>
              <button type="button" className={BTN_SECONDARY} onClick={exportCsv}>
                导出 CSV
              </button>
            </div>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
            <div
              className="h-full bg-brand-700"
              style={{ width: `${tasks.length ? (doneCount / tasks.length) * 100 : 0}%` }}
            />
          </div>
          <ol className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {tasks.map((task) => {
              const overdue = !progress.done[task.id] && task.due < today;
              return (
                <li key={task.id} className="flex flex-wrap items-center gap-3 p-3">
                  <input
                    id={`${ids}-${task.id}`}
                    type="checkbox"
                    className="size-5"
                    checked={Boolean(progress.done[task.id])}
                    onChange={(e) => update({ ...progress, done: { ...progress.done, [task.id]: e.target.checked } })}
                  />
                  <label
                    htmlFor={`${ids}-${task.id}`}
                    className={`min-w-0 flex-1 text-sm ${progress.done[task.id] ? "text-gray-600 line-through" : "text-gray-900"}`}
                  >
                    <span className="mr-2 inline-block w-14 font-mono text-xs text-gray-700">{task.label}</span>
                    <time
                      dateTime={task.due}
                      className={`mr-2 text-xs ${overdue ? "font-bold text-red-800" : "text-gray-700"}`}
                    >
                      {task.due}
                      {overdue ? "（已过期）" : ""}
                    </time>
                    {task.title}
                  </label>
                  <input
                    aria-label={`${task.title} 的负责人`}
                    value={progress.owners[task.id] ?? ""}
                    placeholder={task.role}
                    onChange={(e) => update({ ...progress, owners: { ...progress.owners, [task.id]: e.target.value } })}
                    className="w-28 rounded-lg border border-gray-300 px-2 py-1 text-sm"
                  />
                </li>
              );
            })}
          </ol>
          <p className="text-xs text-gray-700">进度和负责人只保存在这个浏览器里；换设备请用“导出 CSV”。</p>
        </section>
      )}
      <p aria-live="polite" className="text-sm text-gray-800">
        {message}
      </p>
    </div>
  );
}
