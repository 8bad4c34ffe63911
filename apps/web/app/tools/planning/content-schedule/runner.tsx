import { useEffect, useId, useState, type ReactNode } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { fetchCalendarRange } from "../calendar-client";
import { KIND_LABEL, addDays, chinaToday, formatMonthDay, type MarketingEvent } from "../calendar-data";
import {
  FORMATS,
  parseState,
  scheduleCsvRows,
  scheduleIcs,
  sortEntries,
  validEntry,
  weekDays,
  weekStart,
  type ScheduleState,
} from "./schedule";
import { ScrollBox } from "../scroll-box";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";

const DB_NAME = "adtools-content-schedule";
const STORE = "state";
const KEY = "v1";

/** The schedule lives in this browser's IndexedDB (one record); nothing is sent anywhere. */
function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function loadState(): Promise<ScheduleState> {
  const db = await openDb();
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE).objectStore(STORE).get(KEY);
    request.onsuccess = () => resolve(parseState(request.result ?? null));
    request.onerror = () => reject(request.error);
  });
}

async function saveState(state: ScheduleState): Promise<void> {
  const db = await openDb();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, "readwrite");
    tx.objectStore(STORE).put(state, KEY);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const WEEKDAY = ["一", "二", "三", "四", "五", "六", "日"];

/** 内容排期表: accounts × the week's days, with the 营销日历's dates alongside. */
export default function ContentScheduleRunner({ settings, setSettings, requestRun }: ToolRunnerProps) {
  const weekParam = settings.get("week");
  const monday = weekStart(weekParam && /^\d{4}-\d{2}-\d{2}$/.test(weekParam) ? weekParam : chinaToday());
  const days = weekDays(monday);
  const [state, setState] = useState<ScheduleState | null>(null);
  const [storageError, setStorageError] = useState<string | null>(null);
  /** Whether the last change is in IndexedDB yet: a reload or a closed tab before that would lose it. */
  const [saving, setSaving] = useState<"saving" | "saved" | null>(null);
  const [events, setEvents] = useState<{ week: string; list: MarketingEvent[] } | null>(null);
  const [form, setForm] = useState({ account: "", date: "", time: "12:00", topic: "", format: FORMATS[0] as string });
  const [formError, setFormError] = useState<string | null>(null);
  const [newAccount, setNewAccount] = useState("");
  const ids = useId();

  useEffect(() => {
    loadState().then(setState, () => {
      setStorageError("浏览器不允许本地存储（可能是无痕模式），排期只在本页有效，关闭后会丢失。");
      setState(parseState(null));
    });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    // The calendar is a side note here: if it fails, the schedule still works without it.
    fetchCalendarRange(monday, addDays(monday, 6), false, controller.signal).then(
      (data) => setEvents({ week: monday, list: data.events }),
      () => undefined,
    );
    return () => controller.abort();
  }, [monday]);

  const update = (next: ScheduleState) => {
    setState(next);
    setSaving("saving");
    saveState(next).then(
      () => setSaving("saved"),
      () => {
        setSaving(null);
        setStorageError("保存失败：浏览器不允许本地存储，请导出 CSV 备份。");
      },
    );
  };

  if (!state)
    return (
      <p role="status" className="text-sm text-muted">
        正在读取本浏览器里的排期…
      </p>
    );

  const account = form.account || state.accounts[0] || "";
  const date = form.date && days.includes(form.date) ? form.date : days[0]!;
  const weekEntries = state.entries.filter((e) => days.includes(e.date));
  const dayEvents = (day: string) =>
    events?.week === monday ? events.list.filter((e) => e.date <= day && (e.end ?? e.date) >= day) : [];

  const add = async () => {
    const entry = { account, date, time: form.time, topic: form.topic, format: form.format };
    const problem = validEntry(entry) ?? (account ? null : "请先添加一个账号");
    if (problem) return setFormError(problem);
    setFormError(null);
    update({
      ...state,
      entries: [
        ...state.entries,
        { ...entry, id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}` },
      ],
    });
    setForm((f) => ({ ...f, topic: "" }));
  };

  const exportFile = async (kind: "csv" | "ics") => {
    if (!weekEntries.length) return setFormError("这一周还没有排期可导出");
    if (!(await requestRun())) return;
    if (kind === "ics")
      return download(
        new Blob([scheduleIcs(weekEntries, new Date())], { type: "text/calendar;charset=utf-8" }),
        `内容排期-${monday}.ics`,
      );
    const Papa = (await import("papaparse")).default;
    download(
      new Blob(["\uFEFF", Papa.unparse(scheduleCsvRows(weekEntries))], { type: "text/csv;charset=utf-8" }),
      `内容排期-${monday}.csv`,
    );
  };

  return (
    <div className="flex flex-col gap-5">
      {storageError ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {storageError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-bold">
          {formatMonthDay(days[0]!)} – {formatMonthDay(days[6]!)}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClass} onClick={() => setSettings({ week: addDays(monday, -7) })}>
            上一周
          </button>
          <button type="button" className={buttonClass} onClick={() => setSettings({ week: null })}>
            本周
          </button>
          <button type="button" className={buttonClass} onClick={() => setSettings({ week: addDays(monday, 7) })}>
            下一周
          </button>
          <button type="button" className={buttonClass} onClick={() => void exportFile("csv")}>
            导出 CSV
          </button>
          <button type="button" className={buttonClass} onClick={() => void exportFile("ics")}>
            导出 .ics
          </button>
        </div>
      </div>

      <ScrollBox label="本周排期表" className="rounded-xl border border-gray-200 bg-white">
        <table className="w-full min-w-[760px] table-fixed text-left text-sm" data-testid="schedule-grid">
          <thead>
            <tr className="border-b border-gray-200 bg-gray-50 align-top">
              <th scope="col" className="w-28 p-2">
                账号
              </th>
              {days.map((day, i) => (
                <th key={day} scope="col" className="p-2" data-date={day}>
                  <span className="block">
                    周{WEEKDAY[i]} {formatMonthDay(day)}
                  </span>
                  {dayEvents(day).map((e) => (
                    <span
                      key={e.id}
                      data-kind={e.kind}
                      className="mt-1 block truncate rounded bg-brand-50 px-1 text-xs font-normal text-brand-800"
                      title={`${KIND_LABEL[e.kind]}：${e.name}`}
                    >
                      {e.name}
                    </span>
                  ))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.accounts.map((acc) => (
              <tr key={acc} className="border-b border-gray-100 align-top">
                <th scope="row" className="p-2 font-medium">
                  {acc}
                </th>
                {days.map((day) => (
                  <td key={day} className="p-1">
                    {sortEntries(weekEntries.filter((e) => e.account === acc && e.date === day)).map((e) => (
                      <div key={e.id} className="mb-1 rounded border border-gray-200 bg-gray-50 p-1 text-xs">
                        <span className="font-mono">{e.time}</span> {e.format}
                        <span className="block break-words text-gray-900">{e.topic}</span>
                        <button
                          type="button"
                          className="text-red-800 hover:underline"
                          onClick={() => update({ ...state, entries: state.entries.filter((x) => x.id !== e.id) })}
                        >
                          删除<span className="sr-only">：{e.topic}</span>
                        </button>
                      </div>
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>

      <form
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <h3 className="font-bold sm:col-span-3">添加排期</h3>
        <Field id={`${ids}-acc`} label="账号">
          <select
            id={`${ids}-acc`}
            value={account}
            onChange={(e) => setForm((f) => ({ ...f, account: e.target.value }))}
            className="rounded-lg border border-gray-300 px-2 py-1.5"
          >
            {state.accounts.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </Field>
        <Field id={`${ids}-date`} label="日期">
          <select
            id={`${ids}-date`}
            value={date}
            onChange={(e) => setForm((f) => ({ ...f, date: e.target.value }))}
            className="rounded-lg border border-gray-300 px-2 py-1.5"
          >
            {days.map((d, i) => (
              <option key={d} value={d}>
                周{WEEKDAY[i]} {formatMonthDay(d)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${ids}-time`} label="发布时间">
          <input
            id={`${ids}-time`}
            type="time"
            value={form.time}
            onChange={(e) => setForm((f) => ({ ...f, time: e.target.value }))}
            className="rounded-lg border border-gray-300 px-2 py-1.5"
          />
        </Field>
        <Field id={`${ids}-format`} label="形式">
          <select
            id={`${ids}-format`}
            value={form.format}
            onChange={(e) => setForm((f) => ({ ...f, format: e.target.value }))}
            className="rounded-lg border border-gray-300 px-2 py-1.5"
          >
            {FORMATS.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
        <Field id={`${ids}-topic`} label="选题" wide>
          <input
            id={`${ids}-topic`}
            value={form.topic}
            onChange={(e) => setForm((f) => ({ ...f, topic: e.target.value }))}
            className="rounded-lg border border-gray-300 px-2 py-1.5"
          />
        </Field>
        <div className="flex items-end gap-2 sm:col-span-3">
          <button type="submit" className={primaryButtonClass}>
            添加
          </button>
          {formError ? (
            <p role="alert" className="text-sm text-red-800">
              {formError}
            </p>
          ) : null}
        </div>
      </form>

      <div className="flex flex-wrap items-end gap-2">
        <Field id={`${ids}-new`} label="新增账号">
          <input
            id={`${ids}-new`}
            value={newAccount}
            onChange={(e) => setNewAccount(e.target.value)}
            className="rounded-lg border border-gray-300 px-2 py-1.5"
            placeholder="如 视频号"
          />
        </Field>
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            const name = newAccount.trim();
            if (!name || state.accounts.includes(name))
              return setFormError(name ? `已经有“${name}”了` : "请先填写账号名称");
            update({ ...state, accounts: [...state.accounts, name] });
            setNewAccount("");
          }}
        >
          添加账号
        </button>
      </div>
      <p className="text-xs text-gray-700">
        排期只保存在这个浏览器（IndexedDB）里；换设备或给同事请导出 CSV 或 .ics。
        <span role="status" data-saved={saving ?? undefined}>
          {saving === "saving" ? " 保存中…" : saving === "saved" ? " 已保存到本机。" : ""}
        </span>
      </p>
    </div>
  );
}

function Field({ id, label, wide, children }: { id: string; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${wide ? "sm:col-span-2" : ""}`}>
      <label htmlFor={id} className="font-medium text-gray-800">
        {label}
      </label>
      {children}
    </div>
  );
}
