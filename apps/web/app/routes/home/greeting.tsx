import { Link } from "react-router";
import { formatChinaDate } from "../../lib/format";
import type { User } from "../../lib/api-schemas";

/** 你好，<nickname> and the membership badge at the top of 首页 (spec §3: the session's user info). */
export function Greeting({ user }: { user: User }) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 text-sm" data-testid="greeting">
      <span className="font-bold text-ink">你好，{user.nickname}</span>
      {user.isVip ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
          {user.vipName || "VIP 会员"}
          {user.vipExpiresAt ? ` · 有效期至 ${formatChinaDate(user.vipExpiresAt)}` : ""}
        </span>
      ) : (
        <Link
          to="/vip?from=home"
          className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-700 hover:bg-brand-50 hover:text-brand-800"
        >
          普通用户 · 开通会员
        </Link>
      )}
    </div>
  );
}
