import { Form, Link } from "react-router";
import { ErrorState } from "../../components/data-states";
import type { SectionResult } from "../../http/section";
import {
  FACET_KEYS,
  FACET_LABELS,
  PRICE_OPTIONS,
  SORT_OPTIONS,
  activeFilterCount,
  toSearch,
  withFacet,
  type FacetKey,
  type TemplateFilters,
} from "./filters";
import type { FacetOption, Facets } from "./template-schemas";

const BASE = "/template-community";

/**
 * Keyword search as a GET form: the URL is the state, so it works before
 * hydration and the result is shareable. The other filters ride along as
 * hidden fields; a new keyword starts at page 1 with the dialog closed.
 */
export function TemplateSearchForm({ filters }: { filters: TemplateFilters }) {
  return (
    <Form method="get" action={BASE} role="search" className="flex w-full max-w-xl flex-col gap-1" preventScrollReset>
      <div className="flex gap-2">
        <label htmlFor="template-q" className="sr-only">
          搜索模板
        </label>
        <input
          // Re-mount on a new URL so the box shows what the URL says (Back/Forward).
          key={filters.q}
          id="template-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          placeholder="搜索模板，如：618 主图、招聘海报"
          enterKeyHint="search"
          aria-invalid={filters.qError ? true : undefined}
          aria-describedby={filters.qError ? "template-q-error" : undefined}
          className="min-h-10 min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 text-base text-ink placeholder:text-gray-500 focus:border-brand-600 sm:text-sm"
        />
        {FACET_KEYS.map((key) =>
          filters[key] ? <input key={key} type="hidden" name={key} value={filters[key] ?? ""} /> : null,
        )}
        {filters.price ? <input type="hidden" name="price" value={filters.price} /> : null}
        {filters.sort !== "default" ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <button
          type="submit"
          className="min-h-10 shrink-0 rounded-md bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          搜索
        </button>
      </div>
      {filters.qError ? (
        <p id="template-q-error" role="alert" className="text-sm text-red-700">
          {filters.qError}，当前结果未按关键词筛选。
        </p>
      ) : null}
    </Form>
  );
}

/**
 * The facet rows (场景/用途, 尺寸/平台, 行业, 颜色, 风格, 价格). Every option is a
 * link to the filtered URL: crawlable, works without JS, and Back undoes it.
 * The chips wrap at every width: on a phone every option is in sight, nothing
 * hides in a sideways-scrolling strip (developers' guide: works at 360–414 px).
 */
export function TemplateFacetPanel({ filters, facets }: { filters: TemplateFilters; facets: SectionResult<Facets> }) {
  const count = activeFilterCount(filters);
  return (
    <section aria-labelledby="facet-heading" className="rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="facet-heading" className="text-base font-bold">
          筛选{count > 0 ? <span className="ml-1 text-sm font-normal text-muted">（已选 {count} 项）</span> : null}
        </h2>
        {count > 0 ? (
          <Link
            to={BASE + toSearch(filters, clearedPatch)}
            preventScrollReset
            className="text-sm text-brand-800 underline-offset-2 hover:underline"
          >
            清除全部筛选
          </Link>
        ) : null}
      </div>
      <div className="flex flex-col divide-y divide-gray-100">
        {facets.ok ? (
          FACET_KEYS.map((key) => <FacetRow key={key} filters={filters} facetKey={key} options={facets.data[key]} />)
        ) : (
          <ErrorState title="筛选项加载失败" message={facets.message} className="my-2" />
        )}
        <FacetRow filters={filters} facetKey="price" options={PRICE_OPTIONS.map((p) => ({ ...p, hex: undefined }))} />
      </div>
    </section>
  );
}

const clearedPatch = {
  q: "",
  scene: null,
  size: null,
  industry: null,
  color: null,
  style: null,
  price: null,
  page: 1,
  from: 1,
  t: null,
} as const;

const PRICE_LABEL = "价格";

function FacetRow({
  filters,
  facetKey,
  options,
}: {
  filters: TemplateFilters;
  facetKey: FacetKey | "price";
  options: readonly FacetOption[];
}) {
  const label = facetKey === "price" ? PRICE_LABEL : FACET_LABELS[facetKey];
  const selected = filters[facetKey];
  const labelId = `facet-${facetKey}`;
  return (
    // Phones: the label above its chips, so the chips get the full width and wrap into few lines.
    <div className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:gap-3">
      <span id={labelId} className="shrink-0 text-sm text-muted sm:w-20 sm:pt-1">
        {label}
      </span>
      <ul aria-labelledby={labelId} className="-my-1 flex min-w-0 flex-1 flex-wrap gap-1 py-1 sm:gap-1.5">
        <li className="shrink-0">
          <FacetLink to={BASE + withFacet(filters, facetKey, null)} current={selected === null}>
            全部
          </FacetLink>
        </li>
        {options.map((option) => (
          <li key={option.key} className="shrink-0">
            <FacetLink to={BASE + withFacet(filters, facetKey, option.key)} current={selected === option.key}>
              {option.hex ? (
                <span
                  aria-hidden="true"
                  className="mr-1 inline-block size-3 rounded-full align-[-1px] ring-1 ring-black/20"
                  style={{ backgroundColor: option.hex }}
                />
              ) : null}
              {option.name}
            </FacetLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FacetLink({ to, current, children }: { to: string; current: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={current ? "true" : undefined}
      className={`filter-chip ${current ? "bg-brand-700 font-medium text-white" : "text-gray-800 hover:bg-gray-100"}`}
    >
      {children}
    </Link>
  );
}

/** 综合 / 最新 / 最热 / 收藏最多, as links; a new sort starts at page 1. */
export function TemplateSortBar({ filters }: { filters: TemplateFilters }) {
  return (
    <nav aria-label="排序">
      <ul className="flex gap-1">
        {SORT_OPTIONS.map((option) => {
          const current = filters.sort === option.key;
          return (
            <li key={option.key}>
              <Link
                to={BASE + toSearch(filters, { sort: option.key, page: 1, from: 1, t: null })}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={`inline-flex min-h-8 items-center rounded-md px-2.5 text-sm ${
                  current ? "bg-brand-50 font-bold text-brand-800" : "text-gray-700 hover:bg-gray-100"
                }`}
              >
                {option.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
