import { useCallback, useEffect, useRef, useState } from "react";
import {
  Await,
  Link,
  data,
  useActionData,
  useFetcher,
  useRevalidator,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/vip";
import { Deferred, SectionSkeleton } from "../../components/deferred";
import { PageShell } from "../../components/page-shell";
import { messageBox } from "../../components/ui/message-box/message-box";
import { message } from "../../components/ui/message/message";
import { httpContext, sessionContext } from "../../context";
import { ApiError } from "../../http/http";
import { buildLoginUrl } from "../../lib/login-url";
import type { PublicConfig } from "../../lib/public-config";
import { loadSection, sectionError, withinBudget } from "../../http/section";
import { settleOnClientNavigation } from "../../lib/settle-deferred";
import { seoMeta } from "../../lib/seo";
import { useLoginHref } from "../../lib/use-login-href";
import { useUser } from "../../session/use-user";
import { refreshUser } from "../../session/user-session";
import { validatePage } from "../../lib/validate-page";
import { toolsListSchema } from "../../lib/api-schemas";
import { ORDER_KEY, newOrderKey } from "./order-key";
import { PaymentDialog, type VipActionResult } from "./payment-dialog";
import { BUY_FETCHER_KEY, PlanTabs } from "./plan-tabs";
import { BenefitTable, MembershipCard, VipFaq } from "./vip-sections";
import {
  ORDER_NO,
  membershipSchema,
  orderSchema,
  plansSchema,
  type Audience,
  type Order,
  type Plan,
} from "./vip-schemas";

const DESCRIPTION =
  "开通营销工具箱会员：全部 VIP 工具不限次数、VIP 模板免费用、商用授权与无水印导出。个人与团队套餐，月卡、季卡、年卡可选。";
const PLAN_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
const AGREEMENT = "支付即视为同意《会员服务协议》与《授权许可协议》";

function isAudience(value: string | null): value is Audience {
  return value === "personal" || value === "team";
}

/**
 * Plans are public; the membership needs the visitor's session. `?tab=` picks
 * the 个人/团队 tab (links work without JS); `?plan=` is the return target of
 * the login prompt and preselects that plan. Each section fails on its own.
 */
export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const tab = url.searchParams.get("tab");
  const planParam = url.searchParams.get("plan");
  // Spec §5: an unknown tab or a malformed plan id is a 404 page, not 会员中心 with a guess.
  await validatePage(
    { url, params },
    () => (tab === null || isAudience(tab)) && (planParam === null || PLAN_ID.test(planParam)),
  );

  const http = context.get(httpContext);
  const token = context.get(sessionContext).token;
  // `?from=tool&tool=<slug>`: the visitor came from a tool page's 开通会员; after paying they get back to it.
  const toolSlug = url.searchParams.get("from") === "tool" ? url.searchParams.get("tool") : null;
  const returnToolSlug = toolSlug && /^[a-z0-9][a-z0-9-]{0,59}$/.test(toolSlug) ? toolSlug : null;

  // Nothing provider-bound is awaited: the page's shell goes out at once and
  // each section streams in, or shows its error by its budget.
  const plans = withinBudget(loadSection(http, "/v1/vip/plans", plansSchema)).then((section) => {
    const allPlans = section.ok ? [...section.data.personal, ...section.data.team] : [];
    const selectedPlan = allPlans.find((plan) => plan.id === planParam) ?? null;
    return {
      plans: section,
      selectedPlanId: selectedPlan?.id ?? null,
      selectedAudience: selectedPlan?.audience ?? null,
      /** `?plan=` named a plan that is not on sale (any more). */
      planGone: planParam !== null && section.ok && !selectedPlan,
      // One idempotency key per plan for this visit; the no-JS form posts it as is.
      orderKeys: Object.fromEntries(allPlans.map((plan) => [plan.id, newOrderKey()])),
    };
  });
  const membership = token
    ? withinBudget(loadSection(http, "/v1/vip/membership", membershipSchema)).then((section) =>
        // A token the provider no longer knows is no session: the page shows the anonymous state.
        !section.ok && section.status === 401 ? null : section,
      )
    : null;
  const returnTool = returnToolSlug
    ? withinBudget(loadSection(http, "/v1/tools", toolsListSchema)).then((tools) => {
        const fromTool = tools.ok ? tools.data.tools.find((tool) => tool.slug === returnToolSlug) : undefined;
        return fromTool ? { slug: fromTool.slug, name: fromTool.name } : null;
      })
    : null;

  return settleOnClientNavigation(request, {
    plans,
    membership,
    tab: isAudience(tab) ? tab : null,
    planParam,
    returnToolSlug,
    returnTool,
  });
}

/** create-order (idempotent by orderKey) and pay (the simulated scan). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const http = context.get(httpContext);

  try {
    if (intent === "create-order") {
      const planId = String(form.get("planId") ?? "");
      const orderKey = String(form.get("orderKey") ?? "");
      if (!PLAN_ID.test(planId) || !ORDER_KEY.test(orderKey)) return invalid("create-order");
      const raw = await http.request<unknown>("/v1/vip/orders", { method: "POST", data: { planId, orderKey } });
      return data<VipActionResult>({ ok: true, intent, order: orderSchema.parse(raw) });
    }
    if (intent === "pay") {
      const orderNo = String(form.get("orderNo") ?? "");
      const method = String(form.get("method") ?? "wechat");
      if (!ORDER_NO.test(orderNo) || (method !== "wechat" && method !== "alipay")) return invalid("pay");
      const raw = await http.request<unknown>(`/v1/vip/orders/${encodeURIComponent(orderNo)}/pay`, {
        method: "POST",
        data: { method },
      });
      return data<VipActionResult>({ ok: true, intent, order: orderSchema.parse(raw) });
    }
    return invalid(null);
  } catch (error) {
    const which = intent === "pay" ? "pay" : "create-order";
    if (error instanceof ApiError && error.status === 401) {
      return data<VipActionResult>(
        { ok: false, intent: which, message: "登录已失效，请重新登录后购买", loginRequired: true },
        { status: 401 },
      );
    }
    const { message: text, status } = sectionError(error);
    return data<VipActionResult>(
      { ok: false, intent: which, message: text },
      { status: status && status >= 400 ? status : 502 },
    );
  }
}

function invalid(intent: "create-order" | "pay" | null) {
  return data<VipActionResult>({ ok: false, intent, message: "请求无效，请刷新页面后重试" }, { status: 400 });
}

/** Creating an order changes nothing the page shows; paying does (membership), so only that revalidates. */
export function shouldRevalidate({ formMethod, formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET" && formData?.get("intent") === "create-order") return false;
  return defaultShouldRevalidate;
}

export default function VipScreen({ loaderData }: Route.ComponentProps) {
  const { plans, membership, planParam, returnToolSlug, returnTool } = loaderData;
  const [paidPlan, setPaidPlan] = useState<string | null>(null);
  const user = useUser();
  const loginHref = useLoginHref();
  const config = (useRouteLoaderData("root") as { config?: PublicConfig } | undefined)?.config;
  const revalidator = useRevalidator();
  const actionData = useActionData<typeof action>();

  // null until the visitor picks a tab: then ?tab=, else the tab of the ?plan= plan once the plans are in.
  const [pickedAudience, setAudience] = useState<Audience | null>(loaderData.tab);
  const [keys, setKeys] = useState<Record<string, string>>({});

  const loginHrefFor = useCallback(
    (planId: string) => {
      if (!config) return loginHref;
      const back = new URLSearchParams({ plan: planId });
      if (returnToolSlug) {
        back.set("from", "tool");
        back.set("tool", returnToolSlug);
      }
      return buildLoginUrl(config, `/vip?${back}`);
    },
    [config, loginHref, returnToolSlug],
  );

  const askLogin = useCallback(
    (plan: Pick<Plan, "id" | "name">) => {
      messageBox
        .confirm(`登录后即可开通「${plan.name}」，登录完成会回到本页并为你选好这个套餐。`, "请先登录", {
          confirmButtonText: "去登录",
          cancelButtonText: "暂不登录",
          type: "info",
        })
        .then(() => window.location.assign(loginHrefFor(plan.id)))
        .catch(() => {
          /* 暂不登录 */
        });
    },
    [loginHrefFor],
  );

  // ---- Buying: the order from a fetcher (JS) or the action's answer (no JS).
  const buy = useFetcher<VipActionResult>({ key: BUY_FETCHER_KEY });
  const [order, setOrder] = useState<Order | null>(null);
  const [dismissedAction, setDismissedAction] = useState<unknown>(null);
  const handledBuy = useRef<unknown>(null);
  useEffect(() => {
    const result = buy.data;
    if (buy.state !== "idle" || !result || handledBuy.current === result) return;
    handledBuy.current = result;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each fetcher answer opens the payment dialog once; closing it must not wait for a new answer
    if (result.ok) setOrder(result.order);
    else if (result.loginRequired) askLogin({ id: planParam ?? "", name: "会员" });
    else message.error(result.message);
  }, [buy.state, buy.data, askLogin, planParam]);

  const noJsOrder = actionData && actionData !== dismissedAction && actionData.ok ? actionData.order : null;
  const shownOrder = order ?? noJsOrder;
  const buyingPlanId = buy.state !== "idle" ? String(buy.formData?.get("planId") ?? "") : null;

  const onPaid = useCallback(
    (paid: Order) => {
      message.success(`支付成功，${paid.planName}已生效`);
      setPaidPlan(paid.planName);
      setKeys((prev) => ({ ...prev, [paid.planId]: newOrderKey() }));
      setOrder(null);
      setDismissedAction(actionData);
      // The header badge reads the browser session: ask for the new user info.
      void refreshUser();
      void revalidator.revalidate();
    },
    [actionData, revalidator],
  );

  const onRenew = useCallback(
    (planId: string) => {
      const key = newOrderKey();
      setKeys((prev) => ({ ...prev, [planId]: key }));
      setOrder(null);
      void buy.submit({ intent: "create-order", planId, orderKey: key }, { method: "post" });
    },
    [buy],
  );

  const refreshing = revalidator.state === "loading";

  return (
    <PageShell mainClassName="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-6 sm:py-10">
      <div className="rounded-2xl bg-gradient-to-br from-brand-50 to-amber-50 px-5 py-8 sm:px-8">
        <h1 className="text-2xl font-bold sm:text-3xl">会员中心</h1>
        <p className="mt-2 max-w-2xl text-sm leading-6 text-gray-800 sm:text-base">
          开通会员，解锁全部 VIP 工具与可商用模板：检测不限次、批量处理、历史记录长期保存，导出无水印。
        </p>
      </div>

      {returnTool ? (
        <Deferred resolve={returnTool} fallback={null}>
          {(returnTool) =>
            returnTool ? (
              paidPlan ? (
                <div
                  role="status"
                  className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center sm:justify-between"
                  data-testid="vip-return-tool"
                >
                  <p className="font-bold text-green-900">
                    支付成功，{paidPlan}已生效，现在就可以继续使用「{returnTool.name}」。
                  </p>
                  <Link
                    to={`/tools/${returnTool.slug}`}
                    className="inline-flex min-h-10 shrink-0 items-center justify-center rounded-md bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
                  >
                    返回{returnTool.name}
                  </Link>
                </div>
              ) : (
                <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-gray-800" data-testid="vip-from-tool">
                  开通后即可使用「{returnTool.name}」，支付完成可直接返回工具。
                  <Link to={`/tools/${returnTool.slug}`} className="ml-1 font-medium text-brand-800 underline">
                    返回{returnTool.name}
                  </Link>
                </p>
              )
            ) : null
          }
        </Deferred>
      ) : null}

      <div aria-busy={refreshing || undefined}>
        {membership ? (
          <Deferred
            resolve={membership}
            fallback={<SectionSkeleton label="正在加载会员信息…" blocks={1} blockClassName="col-span-full h-24" />}
            errorTitle="会员信息暂时无法加载"
          >
            {(section) => <MembershipCard user={user} membership={section} loginHref={loginHref} />}
          </Deferred>
        ) : (
          <MembershipCard user={user} membership={null} loginHref={loginHref} />
        )}
        {refreshing ? (
          <p role="status" className="mt-2 text-sm text-muted">
            正在更新会员信息…
          </p>
        ) : null}
      </div>

      <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
        <h2 id="plans-heading" className="text-xl font-bold">
          选择套餐
        </h2>
        <Deferred
          resolve={plans}
          fallback={<SectionSkeleton label="正在加载套餐…" blocks={4} blockClassName="h-48" />}
          errorTitle="套餐暂时无法加载"
        >
          {({ plans: section, selectedPlanId, selectedAudience, planGone, orderKeys }) => (
            <>
              {planGone ? (
                <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  你选择的套餐已下架，请重新选择。
                </p>
              ) : null}
              <Await resolve={membership ?? null} errorElement={null}>
                {(membershipSection) => (
                  <PlanTabs
                    plans={section}
                    audience={pickedAudience ?? selectedAudience ?? "personal"}
                    onAudienceChange={setAudience}
                    tabHref={(a) => `/vip?tab=${a}`}
                    selectedPlanId={selectedPlanId}
                    loggedIn={Boolean(user)}
                    currentLevel={membershipSection?.ok ? membershipSection.data.level : (user?.vipLevel ?? 0)}
                    orderKeys={{ ...orderKeys, ...keys }}
                    loginHrefFor={loginHrefFor}
                    onAskLogin={askLogin}
                    buyingPlanId={buyingPlanId}
                  />
                )}
              </Await>
            </>
          )}
        </Deferred>
        <p className="text-xs text-muted">{AGREEMENT}。虚拟服务开通后即时生效。</p>
      </section>

      <Deferred
        resolve={plans}
        fallback={
          <SectionSkeleton title="权益对比" label="正在加载会员权益…" blocks={1} blockClassName="col-span-full h-64" />
        }
        errorTitle="会员权益暂时无法加载"
      >
        {({ plans: section }) => <BenefitTable plans={section} />}
      </Deferred>
      <VipFaq />

      {shownOrder ? (
        <PaymentDialog
          key={shownOrder.orderNo}
          order={shownOrder}
          onClose={() => {
            setOrder(null);
            setDismissedAction(actionData);
          }}
          onPaid={onPaid}
          onRenew={onRenew}
        />
      ) : null}
    </PageShell>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(matches, { title: "会员中心", description: DESCRIPTION, path: "/vip" });
