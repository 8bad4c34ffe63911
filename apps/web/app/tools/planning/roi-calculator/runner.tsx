import { useEffect, useId, useRef, useState } from "react";
import type { ToolRunnerProps } from "../../tool-definition";
import { ScrollBox } from "../scroll-box";
import { BID_TYPES, breakEvenRoi, roiRow, scenarios, validateRoi, yuan, type BidType, type RoiInput } from "./roi";

const FIELDS = [
  { key: "price", label: "客单价（元）", step: "0.01" },
  { key: "margin", label: "毛利率（%）", step: "0.1" },
  { key: "cvr", label: "转化率（%，点击到成交）", step: "0.01" },
  { key: "ctr", label: "点击率（%，CPM 时必填）", step: "0.01" },
  { key: "target", label: "目标 ROI", step: "0.1" },
] as const;

const DEFAULTS: Record<(typeof FIELDS)[number]["key"], string> = {
  price: "",
  margin: "",
  cvr: "",
  ctr: "",
  target: "3",
};

/** ROI 计算器: every input lives in the URL, so a link reproduces the calculation. */
export default function RoiCalculatorRunner({ settings, setSettings, requestRun }: ToolRunnerProps) {
  const raw = (key: keyof typeof DEFAULTS) => settings.get(key) ?? DEFAULTS[key];
  const bidParam = settings.get("bid");
  const bid: BidType = BID_TYPES.some((b) => b.key === bidParam) ? (bidParam as BidType) : "cpa";
  const input: RoiInput = {
    price: Number(raw("price")),
    margin: Number(raw("margin")),
    cvr: Number(raw("cvr")),
    ctr: Number(raw("ctr")),
    bid,
    target: Number(raw("target")),
  };
  const filled = raw("price") !== "" && raw("margin") !== "" && raw("cvr") !== "";
  const errors = filled ? validateRoi(input) : [];
  const valid = filled && errors.length === 0;
  const ids = useId();
  const bidType = BID_TYPES.find((b) => b.key === bid)!;

  // A live calculator counts one run when a valid result first appears (and again after the
  // inputs were cleared), never per keystroke (tool-definition.ts, requestRun).
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!valid) {
      if (!filled) asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    void requestRun().then(setAllowed);
  }, [valid, filled, requestRun]);

  const be = valid ? breakEvenRoi(input) : 0;
  const beRow = valid ? roiRow(be, input) : null;
  const targetRow = valid ? roiRow(input.target, input) : null;

  return (
    <div className="flex flex-col gap-6">
      <form
        className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="flex flex-col gap-1 sm:col-span-3">
          <label htmlFor={`${ids}-bid`} className="text-sm font-medium text-gray-800">
            出价方式
          </label>
          <select
            id={`${ids}-bid`}
            value={bid}
            onChange={(e) => setSettings({ bid: e.target.value })}
            className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
          >
            {BID_TYPES.map((b) => (
              <option key={b.key} value={b.key}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
        {FIELDS.filter((f) => f.key !== "ctr" || bid === "cpm").map((f) => {
          const error = errors.find((e) => e.field === f.key);
          return (
            <div key={f.key} className="flex flex-col gap-1">
              <label htmlFor={`${ids}-${f.key}`} className="text-sm font-medium text-gray-800">
                {f.label}
              </label>
              <input
                id={`${ids}-${f.key}`}
                type="number"
                inputMode="decimal"
                step={f.step}
                min="0"
                value={raw(f.key)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${ids}-${f.key}-err` : undefined}
                onChange={(e) => setSettings({ [f.key]: e.target.value === "" ? null : e.target.value })}
                className="rounded-lg border border-gray-300 px-3 py-2 text-sm"
              />
              {error ? (
                <p id={`${ids}-${f.key}-err`} className="text-xs text-red-800">
                  {error.message}
                </p>
              ) : null}
            </div>
          );
        })}
      </form>

      {!filled ? (
        <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
          填写客单价、毛利率和转化率后，这里会算出保本 ROI 和建议出价。
        </p>
      ) : !valid || allowed === null ? null : !allowed ? (
        <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800">
          今天的使用次数已用完或需要登录，按页面提示操作后即可查看结果，已填写的数字不会丢失。
        </p>
      ) : (
        <section aria-label="计算结果" className="flex flex-col gap-4">
          <dl className="grid gap-3 sm:grid-cols-3">
            <Stat label="保本 ROI" value={be.toFixed(2)} testId="roi-break-even" />
            <Stat label={`保本出价（${bidType.unit}）`} value={`¥${yuan(beRow!.bid)}`} testId="roi-break-even-bid" />
            <Stat
              label={`目标 ROI ${input.target} 的出价（${bidType.unit}）`}
              value={`¥${yuan(targetRow!.bid)}`}
              testId="roi-target-bid"
            />
          </dl>
          {input.target < be ? (
            <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              目标 ROI {input.target} 低于保本 ROI {be.toFixed(2)}，按这个目标投放每单亏 ¥
              {yuan(-targetRow!.profitPerOrder)}。
            </p>
          ) : null}
          <details className="rounded-lg border border-gray-200 bg-white p-3 text-sm text-gray-800" open>
            <summary className="cursor-pointer font-medium">计算公式</summary>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                每单毛利 = 客单价 × 毛利率 = {input.price} × {input.margin}% = ¥
                {yuan((input.price * input.margin) / 100)}
              </li>
              <li>
                保本 ROI = 1 ÷ 毛利率 = 1 ÷ {input.margin}% = {be.toFixed(2)}（ROI = 成交金额 ÷ 广告消耗）
              </li>
              <li>
                目标 ROI 下每单可花广告费 = 客单价 ÷ 目标 ROI = {input.price} ÷ {input.target} = ¥
                {yuan(targetRow!.costPerOrder)}
              </li>
              {bid === "cpa" ? <li>转化出价 = 每单可花广告费</li> : null}
              {bid === "cpc" ? <li>CPC 出价 = 每单可花广告费 × 转化率（{input.cvr}%）</li> : null}
              {bid === "cpm" ? (
                <li>
                  CPM 出价 = 每单可花广告费 × 转化率（{input.cvr}%）× 点击率（{input.ctr}%）× 1000
                </li>
              ) : null}
            </ul>
            <p className="mt-2 text-xs text-gray-700">未计退货、平台佣金和运费；这些成本请先从毛利率里扣除。</p>
          </details>
          <ScrollBox label="不同 ROI 下的出价与利润">
            <table className="w-full min-w-[480px] text-right text-sm">
              <caption className="mb-2 text-left font-bold">不同 ROI 下的出价与利润</caption>
              <thead>
                <tr className="border-b border-gray-200 text-gray-800">
                  <th scope="col" className="py-2 text-left">
                    ROI
                  </th>
                  <th scope="col" className="py-2">
                    出价（{bidType.unit}）
                  </th>
                  <th scope="col" className="py-2">
                    每单广告费
                  </th>
                  <th scope="col" className="py-2">
                    每单利润
                  </th>
                  <th scope="col" className="py-2">
                    净利率
                  </th>
                </tr>
              </thead>
              <tbody>
                {scenarios(input).map((row) => (
                  <tr
                    key={row.roi}
                    className={`border-b border-gray-100 ${row.breakEven ? "bg-brand-50 font-bold" : ""}`}
                  >
                    <th scope="row" className="py-2 text-left">
                      {row.roi.toFixed(2)}
                      {row.breakEven ? "（保本）" : Math.abs(row.roi - input.target) < 0.005 ? "（目标）" : ""}
                    </th>
                    <td className="py-2">¥{yuan(row.bid)}</td>
                    <td className="py-2">¥{yuan(row.costPerOrder)}</td>
                    <td className={`py-2 ${row.profitPerOrder < -0.005 ? "text-red-800" : ""}`}>
                      ¥{yuan(row.profitPerOrder)}
                    </td>
                    <td className="py-2">{(row.netMargin * 100).toFixed(1)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </section>
      )}
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <dt className="text-sm text-gray-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
