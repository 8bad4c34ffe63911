/** 营销日历's 导出与订阅: the .ics download and the subscription links for the current filters. */
import { useCallback, useId, useState, useSyncExternalStore } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { fetchCalendarRange } from "../calendar-client";
import { INDUSTRIES, applyFilters, filterQuery, parseFilters } from "../calendar-data";
import { calendarIcs, feedName } from "./calendar-feed";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";

const noSubscribe = () => () => {};

/** The feed's query for the current view: the tool page's filters plus the alarm choice. */
function feedSearch(filters: ReturnType<typeof parseFilters>, alarm: boolean): string {
  const q = new URLSearchParams();
  const fq = filterQuery(filters);
  if (fq.kinds) q.set("kinds", fq.kinds);
  if (fq.industry) q.set("industry", fq.industry);
  if (alarm) q.set("alarm", "1");
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function ExportPanel({
  year,
  filters,
  alarm,
  onAlarm,
  requestRun,
}: {
  year: number;
  filters: ReturnType<typeof parseFilters>;
  alarm: boolean;
  onAlarm: (on: boolean) => void;
  requestRun: ToolRunnerProps["requestRun"];
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const origin = useSyncExternalStore(
    noSubscribe,
    () => window.location.origin,
    () => "",
  );
  const alarmId = useId();
  const linkId = useId();
  const feedQuery = feedSearch(filters, alarm);
  const httpsLink = origin ? `${origin}/calendar.ics${feedQuery}` : "";
  const webcalLink = httpsLink.replace(/^https?:/, "webcal:");

  const download = useCallback(async () => {
    setMessage(null);
    if (!(await requestRun())) return;
    setBusy(true);
    try {
      const data = await fetchCalendarRange(`${year}-01-01`, `${year}-12-31`, false);
      const events = applyFilters(data.events, filters);
      const industryName = INDUSTRIES.find((i) => i.key === filters.industry)?.name ?? null;
      const text = calendarIcs(events, {
        filters,
        alarm,
        origin: window.location.origin,
        stamp: new Date(),
        name: `${feedName(filters, industryName)} ${year}`,
      });
      const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `营销日历-${year}.ics`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setMessage(`已生成 ${year} 年的 ${events.length} 个节点。`);
    } catch {
      setMessage("生成日历文件失败，请稍后重试。");
    } finally {
      setBusy(false);
    }
  }, [requestRun, year, filters, alarm]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(httpsLink);
      setMessage("订阅链接已复制，粘贴到日历应用的“通过 URL 订阅”即可。");
    } catch {
      setMessage("复制失败，请手动选中链接复制。");
    }
  };

  return (
    <section
      aria-labelledby={`${linkId}-h`}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h3 id={`${linkId}-h`} className="font-bold">
        导出与订阅（当前筛选）
      </h3>
      <label htmlFor={alarmId} className="flex items-center gap-2 text-sm">
        <input
          id={alarmId}
          type="checkbox"
          className="size-4"
          checked={alarm}
          onChange={(e) => onAlarm(e.target.checked)}
        />
        在“建议开始准备”当天 9:00 提醒我
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButtonClass} onClick={download} disabled={busy}>
          {busy ? "正在生成…" : `下载 ${year} 年 .ics 文件`}
        </button>
        {webcalLink ? (
          <a className={buttonClass} href={webcalLink}>
            用日历应用订阅
          </a>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={linkId} className="text-sm font-medium text-gray-800">
          订阅链接（自动更新，今明两年）
        </label>
        <div className="flex gap-2">
          <input
            id={linkId}
            readOnly
            value={httpsLink}
            className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-1.5 text-sm"
            onFocus={(e) => e.target.select()}
          />
          <button type="button" className={`${buttonClass} shrink-0`} onClick={copy} disabled={!httpsLink}>
            复制链接
          </button>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-gray-800">
        {message}
      </p>
      <details className="text-sm text-gray-700">
        <summary className="cursor-pointer font-medium text-gray-800">各日历应用怎么订阅</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>苹果日历（iPhone/Mac）：点“用日历应用订阅”，或在 文件 › 新建日历订阅 中粘贴链接。</li>
          <li>Outlook：添加日历 › 从 Internet 订阅，粘贴链接。</li>
          <li>Google 日历：其他日历 › 通过网址添加，粘贴链接（Google 约每 12–24 小时同步一次）。</li>
          <li>飞书 / 钉钉：日历 › 订阅日历 › 通过链接（URL）订阅，粘贴链接。</li>
          <li>下载的 .ics 文件是一次性导入，不会自动更新；想随放假通知自动更新请用订阅链接。</li>
        </ul>
      </details>
    </section>
  );
}
