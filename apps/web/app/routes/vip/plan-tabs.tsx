import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { ErrorState } from "../../components/data-states";
import type { SectionResult } from "../../http/section";
import { PERIOD_UNIT, formatYuan, perMonth } from "./vip-format";
import type { Audience, Plan, Plans } from "./vip-schemas";

export const AUDIENCES: { key: Audience; label: string; hint: string }[] = [
  { key: "personal", label: "个人会员", hint: "适合自媒体、个人设计师与运营" },
  { key: "team", label: "团队会员", hint: "适合品牌方、代运营与广告公司" },
];

/** The fetcher key the buy forms and the payment dialog share. */
export const BUY_FETCHER_KEY = "vip-buy";

/**
 * 个人 / 团队 as an ARIA tablist. Each tab is also a real link (`?tab=team`),
 * so switching works before hydration; with JS it switches in place, arrow
 * keys move between tabs (automatic activation) and the URL is replaced.
 */
export function PlanTabs({
  plans,
  audience,
  onAudienceChange,
  tabHref,
  selectedPlanId,
  loggedIn,
  currentLevel,
  orderKeys,
  loginHrefFor,
  onAskLogin,
  buyingPlanId,
}: {
  plans: SectionResult<Plans>;
  audience: Audience;
  onAudienceChange: (audience: Audience) => void;
  tabHref: (audience: Audience) => string;
  selectedPlanId: string | null;
  loggedIn: boolean;
  /** 0 = not a member; used to say 续费 instead of 开通. */
  currentLevel: number;
  orderKeys: Record<string, string>;
  loginHrefFor: (planId: string) => string;
  onAskLogin: (plan: Plan) => void;
  buyingPlanId: string | null;
}) {
  const tabRefs = useRef<Record<Audience, HTMLAnchorElement | null>>({ personal: null, team: null });

  function onKeyDown(event: React.KeyboardEvent) {
    const index = AUDIENCES.findIndex((a) => a.key === audience);
    let next = index;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = (index + 1) % AUDIENCES.length;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp")
      next = (index - 1 + AUDIENCES.length) % AUDIENCES.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = AUDIENCES.length - 1;
    else return;
    event.preventDefault();
    const key = AUDIENCES[next]!.key;
    onAudienceChange(key);
    tabRefs.current[key]?.focus();
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="会员类型" className="inline-flex self-start rounded-lg bg-gray-100 p-1">
        {AUDIENCES.map((a) => {
          const selected = a.key === audience;
          return (
            <a
              key={a.key}
              ref={(el) => {
                tabRefs.current[a.key] = el;
              }}
              href={tabHref(a.key)}
              role="tab"
              id={`plan-tab-${a.key}`}
              aria-selected={selected}
              aria-controls={`plan-panel-${a.key}`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onAudienceChange(a.key);
              }}
              className={`inline-flex min-h-10 items-center rounded-md px-5 text-sm font-medium ${
                selected ? "bg-white text-brand-800 shadow-sm" : "text-gray-700 hover:text-ink"
              }`}
            >
              {a.label}
            </a>
          );
        })}
      </div>
      {AUDIENCES.map((a) => (
        <div
          key={a.key}
          role="tabpanel"
          id={`plan-panel-${a.key}`}
          aria-labelledby={`plan-tab-${a.key}`}
          hidden={a.key !== audience}
          tabIndex={-1}
        >
          <p className="mb-3 text-sm text-muted">{a.hint}</p>
          {!plans.ok ? (
            <ErrorState title="套餐加载失败" message={plans.message} />
          ) : plans.data[a.key].length === 0 ? (
            <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-sm text-muted">
              暂无可购买的套餐
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-3">
              {plans.data[a.key].map((plan) => (
                <li key={plan.id}>
                  <PlanCard
                    plan={plan}
                    selected={plan.id === selectedPlanId}
                    loggedIn={loggedIn}
                    renew={currentLevel > 0}
                    orderKey={orderKeys[plan.id] ?? ""}
                    loginHref={loginHrefFor(plan.id)}
                    onAskLogin={() => onAskLogin(plan)}
                    busy={buyingPlanId === plan.id}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}

function PlanCard({
  plan,
  selected,
  loggedIn,
  renew,
  orderKey,
  loginHref,
  onAskLogin,
  busy,
}: {
  plan: Plan;
  selected: boolean;
  loggedIn: boolean;
  renew: boolean;
  orderKey: string;
  loginHref: string;
  onAskLogin: () => void;
  busy: boolean;
}) {
  const buy = useFetcher({ key: BUY_FETCHER_KEY });
  const buttonRef = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const headingId = `plan-${plan.id}-name`;

  useEffect(() => {
    // Back from the login with `?plan=`: bring the chosen plan into view, ready to buy.
    if (selected) {
      buttonRef.current?.scrollIntoView({ block: "center" });
      buttonRef.current?.focus({ preventScroll: true });
    }
  }, [selected]);

  const highlight = selected
    ? "border-brand-700 ring-2 ring-brand-600"
    : plan.recommended
      ? "border-brand-600 ring-1 ring-brand-200"
      : "border-gray-200";
  const label = busy ? "正在创建订单…" : `${renew ? "立即续费" : "立即开通"}`;
  const buttonClass = `inline-flex min-h-11 w-full items-center justify-center rounded-md px-4 text-base font-bold ${
    plan.recommended || selected
      ? "bg-brand-700 text-white hover:bg-brand-800"
      : "border border-brand-700 text-brand-800 hover:bg-brand-50"
  }`;

  return (
    <article
      aria-labelledby={headingId}
      className={`relative flex h-full flex-col gap-3 rounded-xl border bg-white p-5 ${highlight}`}
      data-testid={`plan-${plan.id}`}
    >
      {plan.recommended ? (
        <span className="absolute -top-3 left-5 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold text-white">
          推荐
        </span>
      ) : null}
      {selected ? (
        <span className="absolute -top-3 right-5 rounded-full bg-ink px-2.5 py-0.5 text-xs font-bold text-white">
          已选择
        </span>
      ) : null}
      <h3 id={headingId} className="text-lg font-bold">
        {plan.name}
      </h3>
      <div>
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-bold text-brand-800">
            <span className="text-lg">¥</span>
            {formatYuan(plan.price)}
          </span>
          <span className="text-sm text-muted">/{PERIOD_UNIT[plan.period]}</span>
          {plan.originalPrice > plan.price ? (
            <span className="text-sm text-muted">
              <span className="sr-only">原价</span>
              <s>¥{formatYuan(plan.originalPrice)}</s>
            </span>
          ) : null}
        </p>
        <p className="mt-1 flex flex-wrap gap-2 text-sm">
          {plan.saving > 0 ? (
            <span className="rounded bg-red-50 px-1.5 py-0.5 font-medium text-red-800">
              省 ¥{formatYuan(plan.saving)}
            </span>
          ) : null}
          {plan.period !== "month" ? <span className="text-muted">折合 ¥{formatYuan(perMonth(plan))}/月</span> : null}
          {plan.audience === "team" ? <span className="text-muted">含 {plan.seats} 个席位</span> : null}
        </p>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm text-gray-800">
        {plan.perks.map((perk) => (
          <li key={perk} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            {perk}
          </li>
        ))}
      </ul>
      {loggedIn ? (
        <buy.Form
          method="post"
          onSubmit={(event) => {
            // One order at a time; the same key also makes a double submit return the same order.
            if (buy.state !== "idle") event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="create-order" />
          <input type="hidden" name="planId" value={plan.id} />
          <input type="hidden" name="orderKey" value={orderKey} />
          <button
            ref={buttonRef}
            type="submit"
            aria-disabled={busy || undefined}
            className={buttonClass}
            aria-describedby={headingId}
          >
            {label}
          </button>
        </buy.Form>
      ) : (
        <a
          ref={buttonRef}
          href={loginHref}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onAskLogin();
          }}
          className={buttonClass}
          aria-describedby={headingId}
        >
          {label}
        </a>
      )}
    </article>
  );
}
