import { Link } from "react-router";
import type { User } from "../../lib/api-schemas";
import { formatChinaDate } from "../../lib/format";

export function VipCallToAction({ user, vipCount }: { user: User | null; vipCount: number | null }) {
  if (user?.isVip) {
    return (
      <section
        aria-labelledby="vip-heading"
        className="flex flex-col items-start gap-3 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="vip-heading" className="text-xl font-bold text-amber-950">
            {user.vipName || "VIP 会员"}生效中
          </h2>
          <p className="text-sm text-amber-900">
            {user.vipExpiresAt ? `有效期至 ${formatChinaDate(user.vipExpiresAt)}，` : ""}全部会员工具和 VIP
            模板都可以使用。
          </p>
        </div>
        <Link
          to="/vip?from=home"
          className="rounded-lg border border-amber-400 bg-white px-4 py-2 font-bold text-amber-900 hover:bg-amber-100"
        >
          续费会员
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="vip-heading"
      className="flex flex-col items-start gap-4 rounded-2xl bg-gray-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex flex-col gap-2">
        <h2 id="vip-heading" className="text-2xl font-bold">
          开通会员，{vipCount ? `解锁 ${vipCount} 个会员工具` : "解锁全部会员工具"}
        </h2>
        <p className="text-sm text-gray-200">会员工具不限次使用 · VIP 模板可商用、去水印导出 · 批量处理和历史记录</p>
      </div>
      <Link
        to="/vip?from=home"
        className="shrink-0 rounded-lg bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800 focus-visible:outline-white"
      >
        查看会员方案
      </Link>
    </section>
  );
}
