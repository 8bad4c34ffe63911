import { useEffect, useId, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { formatNumber } from "../../../lib/format";
import {
  DEFAULT_CHANNELS,
  DEFAULT_PHASE_SHARES,
  PHASES,
  allocate,
  budgetCsvRows,
  largestRemainder,
  reallocate,
  sharesSum,
  type Plan,
} from "./budget";
import { describeMissing, parseNumberInput, type NumberSpec, type NumberState } from "../../kit/number-field";
import { NumberInput } from "../../kit/number-input";
import { ScrollBox } from "../scroll-box";
import { buttonClass, primaryButtonClass } from "../../../components/ui/button";

/**
 * The 渠道 column at 375 px: the table scrolls sideways inside its box, and the channel names stay on
 * one line and in view (sticky) instead of being squeezed to a character per line by the number columns.
 */
const STICKY = "sticky left-0 z-10 whitespace-nowrap p-2 text-left";

const MAX_CHANNELS = 12;

function numbers(value: string | null, count: number, fallback: () => number[]): number[] {
  const parts = value?.split(",").map(Number) ?? [];
  return parts.length === count && parts.every((n) => Number.isFinite(n) && n >= 0) ? parts : fallback();
}

const equalShares = (n: number) => {
  const base = Math.floor((100 / n) * 100) / 100;
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? Math.round((100 - base * (n - 1)) * 100) / 100 : base));
};

const TOTAL: NumberSpec = { label: "总预算", unit: "元", min: 1, max: 10_000_000_000, example: "100000" };

/** A list of shares that does not add up to 100 % is said so, never silently rescaled. */
function sharesProblem(what: string, shares: number[]): string | null {
  const sum = sharesSum(shares);
  return Math.abs(sum - 100) < 0.01 ? null : `${what}合计 ${sum}%，需要正好 100%。`;
}

const normalized = (shares: number[]) => {
  const sum = shares.reduce((a, b) => a + b, 0);
  return sum > 0 ? largestRemainder(shares, 10000).map((v) => v / 100) : equalShares(shares.length);
};

/** The total as typed (kept in the URL as text: kit/number-field.ts) and what it parses to. */
function totalFrom(settings: URLSearchParams): { text: string; state: NumberState } {
  const text = settings.get("total") ?? "100000";
  return { text, state: parseNumberInput(text, TOTAL) };
}

/** The plan as the URL keeps it: total, channel names, channel and phase shares. */
function planFrom(settings: URLSearchParams): Plan {
  const channels = (
    settings
      .get("channels")
      ?.split(",")
      .map((c) => c.trim())
      .filter(Boolean) ?? DEFAULT_CHANNELS
  ).slice(0, MAX_CHANNELS);
  const list = channels.length ? channels : DEFAULT_CHANNELS;
  const total = totalFrom(settings).state;
  return {
    total: total.kind === "ok" ? Math.round(total.value) : 0,
    channels: list,
    channelShares: numbers(settings.get("cs"), list.length, () => equalShares(list.length)),
    phaseShares: numbers(settings.get("ps"), PHASES.length, () => DEFAULT_PHASE_SHARES),
  };
}

/** 预算分配 (VIP): channels × 预热/爆发/返场, in % or in yuan; totals always add up. */
export default function BudgetPlannerRunner({ settings, setSettings, requestRun }: ToolRunnerProps) {
  const plan = planFrom(settings);
  const mode = settings.get("mode") === "amount" ? "amount" : "percent";
  const grid = allocate(plan);
  const total = totalFrom(settings);
  const channelProblem = sharesProblem("渠道占比", plan.channelShares);
  const phaseProblem = sharesProblem("阶段占比", plan.phaseShares);
  const missing = describeMissing([{ label: "总预算", state: total.state }]);
  const ready = !missing && !channelProblem && !phaseProblem;
  const [shareErrors, setShareErrors] = useState<Record<string, string>>({});
  const ids = useId();
  const [newChannel, setNewChannel] = useState("");
  const [message, setMessage] = useState<string | null>(null);

  // One run when the planner first shows a plan (a live tool), not per edit; a refused total or shares that
  // do not add up show no plan, so they spend nothing.
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !ready) return;
    asked.current = true;
    void requestRun({ vipOnly: true }).then(setAllowed);
  }, [ready, requestRun]);

  // The total is written only by its own field, as typed.
  const write = (next: Plan) =>
    setSettings({
      channels: next.channels.join(","),
      cs: next.channelShares.join(","),
      ps: next.phaseShares.join(","),
    });

  const setChannelShare = (index: number, value: number) =>
    write({ ...plan, channelShares: reallocate(plan.channelShares, index, value) });
  const setPhaseShare = (index: number, value: number) =>
    write({ ...plan, phaseShares: reallocate(plan.phaseShares, index, value) });
  const toShare = (amount: number, of: number) => (of > 0 ? (amount / of) * 100 : 0);

  const addChannel = () => {
    const name = newChannel.trim().replace(/,/g, "，");
    if (!name) return setMessage("请先填写渠道名称");
    if (plan.channels.includes(name)) return setMessage(`已经有“${name}”了`);
    if (plan.channels.length >= MAX_CHANNELS) return setMessage(`最多 ${MAX_CHANNELS} 个渠道`);
    setMessage(null);
    setNewChannel("");
    // The new channel starts at 0%: nothing already planned moves until you give it a share.
    write({ ...plan, channels: [...plan.channels, name], channelShares: [...plan.channelShares, 0] });
  };
  const removeChannel = (index: number) => {
    if (plan.channels.length <= 1) return;
    const rest = plan.channelShares.filter((_, i) => i !== index);
    const sum = rest.reduce((a, b) => a + b, 0);
    write({
      ...plan,
      channels: plan.channels.filter((_, i) => i !== index),
      channelShares: sum > 0 ? rest.map((s) => Math.round((s / sum) * 10000) / 100) : equalShares(rest.length),
    });
  };

  const exportCsv = async () => {
    if (!ready) return setMessage("请先按表格上方的提示改好总预算和占比，再导出。");
    if (!(await requestRun({ vipOnly: true }))) return;
    const Papa = (await import("papaparse")).default;
    const csv = Papa.unparse(budgetCsvRows(plan, grid));
    const url = URL.createObjectURL(new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "预算分配.csv";
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  if (allowed === false) {
    return (
      <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
        预算分配是会员工具，按页面提示开通或登录后即可使用。
      </p>
    );
  }

  const shareInput = (label: string, value: number, amountOf: number, onShare: (v: number) => void, id: string) => {
    const spec: NumberSpec =
      mode === "percent"
        ? { label, unit: "%", min: 0, max: 100, example: "30" }
        : { label, unit: "元", min: 0, max: Math.max(amountOf, 0), example: "5000" };
    return (
      <span className="inline-flex flex-col items-end gap-1">
        <NumberInput
          id={id}
          aria-label={`${label}${mode === "percent" ? "（%）" : "（元）"}`}
          disabled={mode === "amount" && amountOf <= 0}
          value={String(mode === "percent" ? value : Math.round((amountOf * value) / 100))}
          error={shareErrors[id] ?? null}
          errorId={`${id}-err`}
          onValueChange={(text) => {
            const st = parseNumberInput(text, spec);
            setShareErrors((prev) => {
              const { [id]: _, ...rest } = prev;
              return st.kind === "error" ? { ...rest, [id]: st.message } : rest;
            });
            if (st.kind === "ok") onShare(mode === "percent" ? st.value : toShare(st.value, amountOf));
          }}
          className="w-24 rounded-lg border border-gray-300 px-2 py-1 text-right text-sm"
        />
      </span>
    );
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-4 rounded-xl border border-gray-200 bg-white p-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-total`} className="text-sm font-medium text-gray-800">
            总预算（元）
          </label>
          <NumberInput
            id={`${ids}-total`}
            value={total.text}
            error={total.state.kind === "error" ? total.state.message : null}
            errorId={`${ids}-total-err`}
            onValueChange={(text) => setSettings({ total: text })}
            className="w-40 rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
        <div
          role="group"
          aria-label="按比例或金额调整"
          className="flex overflow-hidden rounded-lg border border-gray-300"
        >
          {(["percent", "amount"] as const).map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setSettings({ mode: m === "percent" ? null : m })}
              className={`px-3 py-2 text-sm ${mode === m ? "bg-brand-700 font-medium text-white" : "bg-white text-gray-800"}`}
            >
              {m === "percent" ? "按比例 %" : "按金额 ¥"}
            </button>
          ))}
        </div>
        <button type="button" className={primaryButtonClass} onClick={exportCsv}>
          导出 CSV
        </button>
      </div>

      {!ready ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p>暂时不能分配：{[missing, channelProblem, phaseProblem].filter(Boolean).join(" ")}</p>
          {channelProblem || phaseProblem ? (
            <button
              type="button"
              className={buttonClass}
              onClick={() =>
                write({
                  ...plan,
                  channelShares: normalized(plan.channelShares),
                  phaseShares: normalized(plan.phaseShares),
                })
              }
            >
              按比例调整为 100%
            </button>
          ) : null}
        </div>
      ) : null}

      <ScrollBox label="预算分配表" className="rounded-xl border border-gray-200 bg-white">
        <table className="w-full min-w-[640px] text-right text-sm" data-testid="budget-grid">
          <caption className="sr-only">各渠道各阶段预算（元）</caption>
          <thead>
            <tr className="border-b border-gray-200 bg-gray-50">
              <th scope="col" className={`${STICKY} bg-gray-50`}>
                渠道
              </th>
              {PHASES.map((phase, p) => (
                <th key={phase} scope="col" className="p-2">
                  <span className="flex items-center justify-end gap-1">
                    {phase}
                    {shareInput(
                      `${phase}阶段${mode === "percent" ? "占比" : "金额"}`,
                      plan.phaseShares[p]!,
                      plan.total,
                      (v) => setPhaseShare(p, v),
                      `${ids}-p${p}`,
                    )}
                  </span>
                </th>
              ))}
              <th scope="col" className="p-2">
                渠道占比
              </th>
              <th scope="col" className="p-2">
                合计
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">操作</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {plan.channels.map((name, c) => (
              <tr key={name} className="border-b border-gray-100">
                <th scope="row" className={`${STICKY} bg-white font-medium`}>
                  {name}
                </th>
                {grid.cells[c]!.map((amount, p) => (
                  <td key={p} className="p-2 tabular-nums" data-testid={`cell-${c}-${p}`}>
                    {ready ? `¥${formatNumber(amount)}` : "—"}
                  </td>
                ))}
                <td className="p-2">
                  {shareInput(
                    `${name}${mode === "percent" ? "占比" : "金额"}`,
                    plan.channelShares[c]!,
                    plan.total,
                    (v) => setChannelShare(c, v),
                    `${ids}-c${c}`,
                  )}
                </td>
                <td className="p-2 font-bold tabular-nums">{ready ? `¥${formatNumber(grid.rowTotals[c]!)}` : "—"}</td>
                <td className="p-2">
                  <button
                    type="button"
                    className="text-sm text-red-800 hover:underline disabled:opacity-50"
                    disabled={plan.channels.length <= 1}
                    onClick={() => removeChannel(c)}
                  >
                    删除<span className="sr-only">{name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="bg-gray-50 font-bold">
              <th scope="row" className={`${STICKY} bg-gray-50`}>
                合计
              </th>
              {grid.colTotals.map((amount, p) => (
                <td key={p} className="p-2 tabular-nums">
                  {ready ? `¥${formatNumber(amount)}` : "—"}
                </td>
              ))}
              <td className="p-2">{sharesSum(plan.channelShares)}%</td>
              <td className="p-2 tabular-nums" data-testid="budget-total">
                {ready ? `¥${formatNumber(grid.total)}` : "—"}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      </ScrollBox>

      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-new`} className="text-sm font-medium text-gray-800">
            新增渠道
          </label>
          <input
            id={`${ids}-new`}
            value={newChannel}
            onChange={(e) => setNewChannel(e.target.value)}
            placeholder="如 B站、微博、线下"
            className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
        <button type="button" className={buttonClass} onClick={addChannel}>
          添加
        </button>
        {message ? (
          <p role="alert" className="text-sm text-red-800">
            {message}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-gray-700">
        调整某个渠道或阶段的比例时，其余的按原有比例自动增减，始终合计
        100%；金额按最大余数法取整到元，各行各列加起来都等于总预算。
      </p>
    </div>
  );
}
