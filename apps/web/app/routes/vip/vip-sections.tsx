import { ErrorState } from "../../components/data-states";
import type { SectionResult } from "../../http/section";
import { useScrollFocus } from "../../lib/use-scroll-focus";
import type { User } from "../../lib/api-schemas";
import { formatChinaDate } from "../../lib/format";
import type { Membership, Plans } from "./vip-schemas";

/**
 * Who the visitor is to us: anonymous (log in to see it), an ordinary user,
 * or a member with level and expiry. `data-testid="membership"` carries the
 * VIP badge the purchase journey ends on.
 */
export function MembershipCard({
  user,
  membership,
  loginHref,
}: {
  user: User | null;
  membership: SectionResult<Membership> | null;
  loginHref: string;
}) {
  const box =
    "flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between";
  if (!user) {
    return (
      <section aria-labelledby="membership-heading" className={box} data-testid="membership">
        <div>
          <h2 id="membership-heading" className="text-base font-bold">
            我的会员
          </h2>
          <p className="text-sm text-muted">登录后查看会员身份与有效期，已购会员在所有设备通用。</p>
        </div>
        <a
          href={loginHref}
          className="inline-flex min-h-10 items-center justify-center rounded-md border border-brand-700 px-4 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          登录查看
        </a>
      </section>
    );
  }
  if (membership && !membership.ok) {
    return (
      <section aria-labelledby="membership-heading" data-testid="membership">
        <h2 id="membership-heading" className="sr-only">
          我的会员
        </h2>
        <ErrorState title="会员信息加载失败" message={membership.message} />
      </section>
    );
  }
  // The provider's membership answer, else what user info says (it carries the same facts).
  const m: Membership = membership?.ok
    ? membership.data
    : { level: user.vipLevel, levelName: user.vipName, expiresAt: user.vipExpiresAt, isVip: user.isVip };
  return (
    <section aria-labelledby="membership-heading" className={box} data-testid="membership">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-full text-sm font-bold ${m.isVip ? "bg-amber-100 text-amber-900" : "bg-gray-100 text-gray-700"}`}
        >
          {user.nickname.slice(0, 1)}
        </span>
        <div>
          <h2 id="membership-heading" className="flex flex-wrap items-center gap-2 text-base font-bold">
            {user.nickname}
            {m.isVip ? (
              <span
                className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900 ring-1 ring-amber-300"
                data-testid="membership-vip-badge"
              >
                {m.levelName || "VIP"}
              </span>
            ) : (
              <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-medium text-gray-700">
                {m.levelName || "普通用户"}
              </span>
            )}
          </h2>
          <p className="text-sm text-muted">
            {m.isVip && m.expiresAt
              ? `会员有效期至 ${formatChinaDate(m.expiresAt)}`
              : "尚未开通会员，开通后立即享受全部权益"}
          </p>
        </div>
      </div>
    </section>
  );
}

/** The benefit comparison; rows come from the provider (our tools' and templates' real limits). */
export function BenefitTable({ plans }: { plans: SectionResult<Plans> }) {
  const { ref: scrollRef, tabIndex: scrollTabIndex } = useScrollFocus<HTMLDivElement>();
  return (
    <section aria-labelledby="benefits-heading" className="render-on-view flex flex-col gap-3">
      <h2 id="benefits-heading" className="text-xl font-bold">
        权益对比
      </h2>
      {!plans.ok ? (
        <ErrorState title="权益对比加载失败" message={plans.message} />
      ) : (
        // Scrolls sideways on a phone rather than squeezing four columns into 360 px; a tab stop only then.
        // Its own name: the section around it is already the 权益对比 region (landmarks are told apart by name).
        <div
          ref={scrollRef}
          tabIndex={scrollTabIndex}
          className="relative overflow-x-auto rounded-xl border border-gray-200"
          role="region"
          aria-label="权益对比表"
        >
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-bold">
                  权益
                </th>
                <th scope="col" className="px-4 py-3 font-bold">
                  免费用户
                </th>
                <th scope="col" className="bg-brand-50 px-4 py-3 font-bold text-brand-800">
                  个人 VIP
                </th>
                <th scope="col" className="px-4 py-3 font-bold">
                  团队 VIP
                </th>
              </tr>
            </thead>
            <tbody>
              {plans.data.benefits.map((row) => (
                <tr key={row.key} className="border-t border-gray-100">
                  <th scope="row" className="px-4 py-3 font-medium">
                    {row.name}
                  </th>
                  <td className="px-4 py-3 text-muted">{row.free}</td>
                  <td className="bg-brand-50/50 px-4 py-3">{row.personal}</td>
                  <td className="px-4 py-3">{row.team}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const FAQ: { q: string; a: string[] }[] = [
  {
    q: "商用授权包含哪些范围？",
    a: [
      "个人 VIP 可将 VIP 模板与工具产出用于个人名义的商业用途，如自媒体账号、个人网店的宣传图。",
      "团队 VIP 授权给团队所属企业，可用于企业自有品牌的线上线下广告投放、电商页面与印刷物料。",
      "模板中的字体、图片如标注“需单独授权”，或用于商标注册、转售模板本身，不在授权范围内。",
    ],
  },
  {
    q: "会自动续费吗？如何取消？",
    a: [
      "本页购买的月卡、季卡、年卡均为一次性购买，到期后不会自动扣款。",
      "如在其他渠道开通了自动续费，可在微信“我-服务-钱包-支付设置-自动续费”或支付宝“我的-设置-支付设置-免密支付/自动扣款”中随时取消，取消后当前周期的权益保留到期。",
    ],
  },
  {
    q: "可以开发票吗？",
    a: [
      "可以。支付完成后 180 天内，可在“我的订单”中申请电子普通发票，抬头可填个人或企业。",
      "团队会员支持增值税专用发票与对公转账，请联系专属客户经理办理。",
    ],
  },
  {
    q: "开通后可以退款吗？",
    a: [
      "会员属于虚拟服务，开通后权益即时生效，原则上不支持无理由退款。",
      "如遇重复扣款、支付成功但权益未到账等问题，请在 7 天内联系客服，核实后原路退回。",
    ],
  },
];

/** FAQ as native disclosures: keyboard and screen-reader friendly without any script. */
export function VipFaq() {
  return (
    <section aria-labelledby="faq-heading" className="render-on-view flex flex-col gap-3">
      <h2 id="faq-heading" className="text-xl font-bold">
        常见问题
      </h2>
      <div className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        {FAQ.map((item) => (
          <details key={item.q} className="group px-4">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-3 font-medium [&::-webkit-details-marker]:hidden">
              {item.q}
              <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="flex flex-col gap-2 pb-4 text-sm leading-6 text-gray-800">
              {item.a.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
