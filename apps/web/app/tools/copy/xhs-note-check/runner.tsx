/**
 * 小红书笔记体检 (VIP): an explicit 体检 run checks title, body, topics, keyword
 * placement, compliance and 导流, then shows a checklist and a phone-width preview.
 */
import { useEffect, useId, useState, type ReactNode } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { loadRiskCheck } from "../compliance-bridge";
import { checkField, graphemes, truncatedPreview } from "../counting";
import { platformFieldByKey } from "../platform-rules";
import { RiskList, VerdictChip, fieldClass, useTextSetting } from "../runner-kit";
import type { RiskCheck } from "../title-analyzer";
import { checkNote, parseNote, serializeNote, type NoteReport } from "./xhs-note";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";
import { SourceBadge } from "../../kit/source-badge";
import { EmptyState } from "../../kit/batch-status";

const statusStyle = {
  pass: { sign: "✓", label: "通过", tone: "text-emerald-700" },
  warn: { sign: "!", label: "注意", tone: "text-amber-800" },
  fail: { sign: "✗", label: "未通过", tone: "text-red-700" },
} as const;

function BodyWithTopics({ body }: { body: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of body.matchAll(/#[^\s#]{1,30}(?:\[话题\])?#?/g)) {
    const i = m.index ?? 0;
    parts.push(body.slice(at, i));
    parts.push(
      <span key={i} className="text-sky-800">
        {m[0].replace(/\[话题\]#?$/, "")}
      </span>,
    );
    at = i + m[0].length;
  }
  parts.push(body.slice(at));
  return <>{parts}</>;
}

export default function XhsNoteCheckRunner(props: ToolRunnerProps) {
  const { settings, setSettings, requestRun, saveHistory } = props;
  const initial = parseNote(props.initialInput ?? "");
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [report, setReport] = useState<NoteReport | null>(null);
  const [checked, setChecked] = useState<{ title: string; body: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const [risk, setRisk] = useState<RiskCheck | null | undefined>(undefined);
  const [keyword, setKeyword] = useTextSetting(settings, setSettings, "keyword");
  const ids = useId();
  const titleField = platformFieldByKey.get("xiaohongshu-title")!;
  const liveTitle = checkField(graphemes(title.trim()), titleField);

  useEffect(() => {
    let alive = true;
    // A function is stored through an updater, or React would call it as one.
    loadRiskCheck().then((check) => alive && setRisk(() => check));
    return () => {
      alive = false;
    };
  }, []);

  const run = async () => {
    setBusy(true);
    setBlocked(false);
    try {
      const ok = await requestRun({ vipOnly: true });
      if (!ok) {
        setBlocked(true);
        return;
      }
      const riskCheck = risk === undefined ? await loadRiskCheck() : risk;
      const r = checkNote({ title, body }, { keyword, riskCheck: riskCheck ?? undefined });
      setReport(r);
      setChecked({ title, body });
      saveHistory({ input: serializeNote({ title, body }), summary: `笔记体检：${r.passed}/${r.items.length} 项通过` });
    } finally {
      setBusy(false);
    }
  };

  const empty = title.trim() === "" && body.trim() === "";
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="text-sm">
          <label htmlFor={`${ids}-title`} className="mb-1 block font-medium">
            笔记标题
          </label>
          <input
            id={`${ids}-title`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            className={fieldClass}
            aria-describedby={`${ids}-title-count`}
          />
          <p id={`${ids}-title-count`} className="mt-1 text-xs text-muted">
            {liveTitle.usedChars} / 20 字（中文算 1，英文数字算 0.5）
          </p>
        </div>
        <div className="text-sm">
          <label htmlFor={`${ids}-kw`} className="mb-1 block font-medium">
            核心关键词（可选）
          </label>
          <input
            id={`${ids}-kw`}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="例如：油皮面霜"
            className={fieldClass}
          />
        </div>
      </div>
      <div className="text-sm">
        <label htmlFor={`${ids}-body`} className="mb-1 block font-medium">
          正文（#话题 写在正文里）
        </label>
        <textarea
          id={`${ids}-body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={8}
          className={fieldClass}
          placeholder="粘贴笔记正文，只在本机检查，不会上传。"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButtonClass} onClick={() => void run()} disabled={busy || empty}>
          {busy ? "体检中…" : "开始体检"}
        </button>
        <button
          type="button"
          className={buttonClass}
          onClick={() => (setTitle(""), setBody(""), setReport(null))}
          disabled={empty}
        >
          清空
        </button>
      </div>
      {blocked ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          笔记体检是会员功能，或今日次数已用完：请按页面提示操作。你填写的内容已保留。
        </p>
      ) : null}
      {empty && !report ? <EmptyState>填写标题和正文后点「开始体检」。</EmptyState> : null}

      {report && checked ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_auto]">
          <section aria-label="体检结果" className="min-w-0 space-y-3">
            <h3 className="font-medium">
              体检结果：{report.passed} / {report.items.length} 项通过
              {checked.title !== title || checked.body !== body ? (
                <span className="ml-2 text-xs font-normal text-amber-800">内容已修改，重新体检以更新</span>
              ) : null}
            </h3>
            <ul className="space-y-1 text-sm">
              {report.items.map((i) => (
                <li key={i.id} data-check={i.id} data-status={i.status}>
                  <span className={`mr-1 font-bold ${statusStyle[i.status].tone}`} aria-hidden="true">
                    {statusStyle[i.status].sign}
                  </span>
                  <span className="sr-only">{statusStyle[i.status].label}：</span>
                  <strong className="font-medium">{i.label}</strong>：{i.detail}
                </li>
              ))}
            </ul>
            <div className="space-y-1 text-sm">
              {[report.title, report.body].map((r) => (
                <p
                  key={r.field.key}
                  data-platform={r.field.key}
                  data-used={r.used}
                  data-limit={r.limit}
                  data-verdict={r.verdict}
                >
                  {r.field.platform} · {r.field.field}：{r.usedChars} / {r.field.max} 字{" "}
                  <VerdictChip verdict={r.verdict} /> <SourceBadge source={r.field.source} />
                </p>
              ))}
            </div>
            <RiskList risks={report.risks} />
            <p className="text-xs text-muted">
              导流、话题数量属于平台规则（社区整理，非官方原文），不是法律问题；广告法用语由违禁词检测引擎判断，仅供自查。
            </p>
          </section>
          <figure
            aria-label="手机预览"
            className="mx-auto w-full max-w-[375px] overflow-hidden rounded-2xl border border-gray-300 bg-white shadow-sm"
          >
            <div className="grid aspect-[3/4] place-items-center bg-gray-100 text-sm text-muted">封面图位置</div>
            <div className="space-y-2 p-3">
              <p className="break-words font-bold" data-preview="xiaohongshu-title">
                {truncatedPreview(checked.title.trim(), report.title.cutAt)}
              </p>
              <p className="max-h-80 overflow-hidden whitespace-pre-wrap break-words text-sm leading-relaxed">
                <BodyWithTopics body={checked.body} />
              </p>
            </div>
            <figcaption className="border-t border-gray-100 px-3 py-2 text-xs text-muted">
              375 px 手机宽度预览（示意）
            </figcaption>
          </figure>
        </div>
      ) : null}
    </div>
  );
}
