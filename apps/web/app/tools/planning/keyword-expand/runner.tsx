/**
 * 关键词拓词: seeds × editable modifier families → keywords, filtered (negatives, the platform's
 * length, duplicates, near-duplicates) and checked by the compliance engine, exported in the
 * platform's upload layout. All in the browser (expand.ts); no search volume, and the page says why.
 */
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { INDUSTRIES, isIndustryKey } from "../../engines/compliance/engine";
import type { ToolRunnerProps } from "../../tool-definition";
import { expandKeywords, rowsToCsv, splitList, templateRows, type Dropped } from "./expand";
import { downloadCsv, downloadXlsx } from "./keyword-export";
import { KEYWORD_PLATFORMS, platformByKey } from "./keyword-platforms";
import { initialFamilies, ModifierEditor, type FamilyState } from "./modifier-editor";
import { MODIFIER_FAMILIES, type FamilyKey } from "./modifiers";
import { parseNumberInput, type NumberSpec } from "../../kit/number-field";
import { NumberInput } from "../../kit/number-input";
import { EmptyState } from "../../kit/batch-status";

const BTN =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";
const FIELD = "block w-full rounded-md border border-gray-300 p-2 text-sm";
const PAGE = 300;
const MAX_SEEDS = 200;
// 出价 in 元 and 分 (two decimals). The upper bound is a typing-error guard, not a platform's limit: the
// platforms' bid ranges depend on the account and are checked when the file is uploaded.
const BID: NumberSpec = { label: "出价", unit: "元", min: 0.01, max: 10_000, decimals: 2, example: "1.50" };
const FAMILY_LABEL = Object.fromEntries(MODIFIER_FAMILIES.map((f) => [f.key, f.label])) as Record<FamilyKey, string>;
const DROP_LABEL: Record<Dropped["reason"], string> = {
  negative: "含否定词",
  length: "超过长度",
  duplicate: "重复",
  near: "近似重复",
};

/** One run when the seeds first become non-empty (and again after they were cleared), never per keystroke. */
function useOneRun(requestRun: ToolRunnerProps["requestRun"], hasInput: boolean) {
  const [state, setState] = useState<"idle" | "pending" | "allowed" | "blocked">("idle");
  const asked = useRef(false);
  useEffect(() => {
    if (hasInput && !asked.current) {
      asked.current = true;
      setState("pending");
      requestRun().then(
        (ok) => setState(ok ? "allowed" : "blocked"),
        () => setState("blocked"),
      );
    } else if (!hasInput && asked.current) {
      asked.current = false;
      setState("idle");
    }
  }, [hasInput, requestRun]);
  return state;
}

/**
 * 历史记录 (this browser only) for a tool that updates as the user types: the seeds are saved once
 * they have stood still for a moment, not per keystroke, and not twice in a row.
 */
function useSettledHistory(saveHistory: ToolRunnerProps["saveHistory"], input: string, summary: string | null) {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (summary === null || input.trim() === "" || last.current === input) return;
    const id = setTimeout(() => {
      last.current = input;
      saveHistory({ input, summary });
    }, 1500);
    return () => clearTimeout(id);
  }, [saveHistory, input, summary]);
}

export default function KeywordExpandRunner({
  settings,
  setSettings,
  requestRun,
  initialInput,
  saveHistory,
}: ToolRunnerProps) {
  const ids = useId();
  const [seedText, setSeedText] = useState(initialInput ?? "");
  const [families, setFamilies] = useState<FamilyState>(initialFamilies);
  const [negativeText, setNegativeText] = useState("");
  const [shown, setShown] = useState(PAGE);
  const [riskOnly, setRiskOnly] = useState(false);
  const [matchType, setMatchType] = useState<string | null>(null);
  const [bid, setBid] = useState("1.00");
  const [exportError, setExportError] = useState<string | null>(null);
  const platform = platformByKey(settings.get("platform"));
  const industryParam = settings.get("industry") ?? "general";
  const industry = isIndustryKey(industryParam) ? industryParam : "general";
  // The one number path (tools/README.md, "Numbers"): the field keeps what was typed; empty or refused
  // text leaves the platform's own limit in force, and the field says so.
  const maxText = settings.get("max") ?? String(platform.maxLength);
  const maxUnit = platform.unit === "byte" ? "字节" : "字";
  const maxState = parseNumberInput(maxText, {
    label: "长度上限",
    unit: maxUnit,
    min: 2,
    max: 100,
    integer: true,
    example: String(platform.maxLength),
  });
  const maxLength = maxState.kind === "ok" ? maxState.value : platform.maxLength;
  const maxNote =
    maxState.kind === "ok"
      ? null
      : `${maxState.kind === "error" ? `${maxState.message}；` : ""}暂按平台上限 ${platform.maxLength} ${maxUnit}。`;

  const allSeeds = splitList(seedText);
  const seeds = allSeeds.slice(0, MAX_SEEDS);
  const run = useOneRun(requestRun, seeds.length > 0);
  const deferredSeeds = useDeferredValue(seeds.join("\n"));
  const deferredFamilies = useDeferredValue(families);
  const deferredNegatives = useDeferredValue(negativeText);

  const result = useMemo(() => {
    if (run !== "allowed" || deferredSeeds === "") return null;
    const lists: Partial<Record<FamilyKey, string[]>> = {};
    for (const f of MODIFIER_FAMILIES) {
      const state = deferredFamilies[f.key];
      if (state.on) lists[f.key] = splitList(state.text);
    }
    return expandKeywords({
      seeds: deferredSeeds.split("\n"),
      lists,
      negatives: splitList(deferredNegatives),
      platform,
      maxLength,
      industry,
    });
  }, [run, deferredSeeds, deferredFamilies, deferredNegatives, platform, maxLength, industry]);

  useSettledHistory(
    saveHistory,
    seeds.join("\n"),
    result ? `${seeds.length} 个核心词 → ${result.keywords.length} 个关键词（${platform.name}）` : null,
  );

  const keywords = result ? (riskOnly ? result.keywords.filter((k) => k.findings.length) : result.keywords) : [];
  const risky = result ? result.keywords.filter((k) => k.findings.length).length : 0;
  const dropCounts = result
    ? (Object.keys(DROP_LABEL) as Dropped["reason"][])
        .map((r) => [r, result.dropped.filter((d) => d.reason === r).length] as const)
        .filter(([, n]) => n > 0)
    : [];
  const match = matchType && platform.matchTypes.includes(matchType) ? matchType : platform.matchTypes[0]!;
  const exportRows = () =>
    templateRows(result?.keywords ?? [], platform, {
      matchType: match,
      // The template gets the number as read (１.５ → 1.5), never the raw text.
      bid: bidState.kind === "ok" ? String(bidState.value) : bid,
      campaign: "推广计划1",
      unit: "推广单元1",
      url: "",
    });
  const bidState = parseNumberInput(bid, BID);
  const bidOk = bidState.kind === "ok";

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-3 md:grid-cols-2">
        <div className="text-sm">
          <label htmlFor={`${ids}-seeds`} className="font-medium">
            核心词（每行一个，最多 {MAX_SEEDS} 个）
          </label>
          <textarea
            id={`${ids}-seeds`}
            rows={5}
            value={seedText}
            onChange={(e) => setSeedText(e.target.value)}
            placeholder={"防晒霜\n儿童防晒"}
            className={`mt-1 ${FIELD}`}
          />
          {allSeeds.length > MAX_SEEDS ? (
            <p role="alert" className="text-xs text-red-800">
              一次最多 {MAX_SEEDS} 个核心词，只拓展前 {MAX_SEEDS} 个；其余保留在输入框里。
            </p>
          ) : null}
        </div>
        <div className="text-sm">
          <label htmlFor={`${ids}-neg`} className="font-medium">
            否定词（含这些字的词不要）
          </label>
          <textarea
            id={`${ids}-neg`}
            rows={5}
            value={negativeText}
            onChange={(e) => setNegativeText(e.target.value)}
            placeholder={"免费\n二手\n招聘"}
            className={`mt-1 ${FIELD}`}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <label className="flex flex-col gap-1">
          <span className="font-medium">投放平台</span>
          <select
            value={platform.key}
            onChange={(e) => setSettings({ platform: e.target.value, max: null })}
            className="rounded-md border border-gray-300 px-2 py-1.5"
          >
            {KEYWORD_PLATFORMS.map((p) => (
              <option key={p.key} value={p.key}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-max`} className="font-medium">
            长度上限（{platform.unit === "byte" ? "字节，汉字算 2" : "字"}）
          </label>
          <NumberInput
            id={`${ids}-max`}
            value={maxText}
            error={maxNote}
            errorId={`${ids}-max-err`}
            onValueChange={(text) => setSettings({ max: text === String(platform.maxLength) ? null : text })}
            className="w-24 rounded-md border border-gray-300 px-2 py-1.5"
          />
        </div>
        <label className="flex flex-col gap-1">
          <span className="font-medium">合规检查的行业</span>
          <select
            value={industry}
            onChange={(e) => setSettings({ industry: e.target.value === "general" ? null : e.target.value })}
            className="rounded-md border border-gray-300 px-2 py-1.5"
          >
            {INDUSTRIES.map((i) => (
              <option key={i.key} value={i.key}>
                {i.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-xs text-gray-700">
        长度上限来源：{platform.lengthSource.label}（
        {platform.lengthSource.confidence === "official" ? "官方" : "非官方，仅供参考"}，核对于{" "}
        {platform.lengthSource.checkedAt}）。
      </p>
      <ModifierEditor value={families} onChange={setFamilies} />
      <p className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800">
        这里不显示搜索量：搜索量只有平台自己的关键词规划工具（巨量引擎、百度营销后台的关键词规划）才有，需要登录你的广告账户，本工具不联网取数，也不会猜一个数字给你。拓出的词请先在平台工具里查量、看竞争度，再上传。
      </p>

      {run === "pending" ? (
        <p role="status" className="text-sm text-gray-700">
          正在准备…
        </p>
      ) : null}
      {run === "blocked" ? (
        <p role="alert" className="text-sm text-red-800">
          这次没有开始拓词（原因见上方提示）。输入的内容都还在。
        </p>
      ) : null}
      {seeds.length === 0 ? (
        <EmptyState>
          输入核心词后，这里列出拓展出的关键词、每个词的合规检查结果，并可按巨量引擎或百度营销的上传格式导出。
        </EmptyState>
      ) : result ? (
        <section className="flex flex-col gap-3" aria-label="拓词结果">
          <p className="text-sm" role="status">
            共 {result.keywords.length} 个关键词，其中 {risky} 个有合规提示
            {dropCounts.length ? `；已去掉 ${dropCounts.map(([r, n]) => `${DROP_LABEL[r]} ${n} 个`).join("、")}` : ""}。
          </p>
          <div className="flex flex-wrap items-end gap-2 text-sm">
            <label className="inline-flex items-center gap-1">
              <input type="checkbox" checked={riskOnly} onChange={() => setRiskOnly(!riskOnly)} />
              只看有合规提示的
            </label>
            <label className="flex flex-col gap-1">
              <span>匹配方式</span>
              <select
                value={match}
                onChange={(e) => setMatchType(e.target.value)}
                className="rounded-md border border-gray-300 px-2 py-1.5"
              >
                {platform.matchTypes.map((m) => (
                  <option key={m}>{m}</option>
                ))}
              </select>
            </label>
            <span className="flex flex-col gap-1">
              <label htmlFor={`${ids}-bid`}>出价（元）</label>
              <NumberInput
                id={`${ids}-bid`}
                value={bid}
                onValueChange={setBid}
                error={bidState.kind === "error" ? bidState.message : bidState.kind === "empty" ? "请填写出价" : null}
                errorId={`${ids}-bid-err`}
                className="w-20 rounded-md border border-gray-300 px-2 py-1.5"
              />
            </span>
            <button
              type="button"
              className={BTN}
              disabled={!bidOk}
              onClick={() => downloadCsv(`关键词-${platform.key}.csv`, rowsToCsv(exportRows()))}
            >
              导出 CSV
            </button>
            <button
              type="button"
              className={BTN}
              disabled={!bidOk}
              onClick={() => {
                setExportError(null);
                downloadXlsx(`关键词-${platform.key}.xlsx`, "关键词", exportRows()).catch(() =>
                  setExportError("XLSX 生成失败，请改用 CSV 导出。"),
                );
              }}
            >
              导出 XLSX
            </button>
          </div>
          {exportError ? (
            <p role="alert" className="text-xs text-red-800">
              {exportError}
            </p>
          ) : null}
          <p className="text-xs text-gray-700">
            导出列：{platform.columns.join("、")}。列的来源：{platform.columnsSource.label}
            ；上传前请与后台下载的最新模板核对列名。
          </p>
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 text-sm">
            {keywords.slice(0, shown).map((k) => (
              <li key={k.text} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-1.5">
                <span data-keyword className="font-medium">
                  {k.text}
                </span>
                <span className="text-xs text-gray-700">
                  {k.family ? FAMILY_LABEL[k.family] : "核心词"} · {k.length}
                  {platform.unit === "byte" ? " 字节" : " 字"}
                </span>
                {k.findings.map((f, i) => (
                  <span key={i} className="rounded bg-red-50 px-1.5 text-xs text-red-800" title={f.basis}>
                    {f.level}：{f.term}
                  </span>
                ))}
              </li>
            ))}
          </ul>
          {keywords.length > shown ? (
            <button type="button" className={BTN} onClick={() => setShown(shown + PAGE)}>
              再显示 {Math.min(PAGE, keywords.length - shown)} 个（共 {keywords.length} 个）
            </button>
          ) : null}
          {result.dropped.length ? (
            <details className="text-sm">
              <summary className="cursor-pointer">去掉的词（{result.dropped.length} 个）</summary>
              <ul className="mt-1 list-disc pl-5 text-xs">
                {result.dropped.slice(0, 200).map((d, i) => (
                  <li key={i}>
                    {d.text}：{d.detail}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <p className="text-xs text-gray-700">
            合规检查结果仅供自查，不构成法律意见；「平台规则」是平台审核规则，不是法律条文。
          </p>
        </section>
      ) : null}
    </div>
  );
}
