/**
 * Why a run did not start, and the way forward: log in (anonymous visitors;
 * the login comes back to this tool), 开通会员 with the tool named, or the
 * day's limit with its reset time. A dialog over the page: what the user typed
 * stays in the runner underneath; leaving is their explicit choice.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Dialog } from "../../components/ui/dialog";
import { RESET_TEXT } from "../../tools/kit/china-day";

export type Gate =
  | { kind: "login"; reason: "vip" | "quota"; limit: number }
  | { kind: "upgrade"; reason: "vip" | "quota" | "batch"; message: string }
  | { kind: "limit"; message: string };

export function vipHref(slug: string): string {
  return `/vip?${new URLSearchParams({ from: "tool", tool: slug })}`;
}

const primary =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-700 px-4 font-bold text-white hover:bg-brand-800";
const secondary =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-4 font-medium text-ink hover:bg-gray-50";

export function ToolGate({
  gate,
  toolName,
  slug,
  loginHref,
  onClose,
}: {
  gate: Gate;
  toolName: string;
  slug: string;
  loginHref: string;
  onClose: () => void;
}) {
  let title: string;
  let body: string[];
  let action: ReactNode = null;
  if (gate.kind === "login") {
    title = gate.reason === "vip" ? "登录后开通会员即可使用" : "今日免费次数已用完";
    body =
      gate.reason === "vip"
        ? [`「${toolName}」是会员工具。请先登录，登录后会回到本页，开通会员即可使用。`]
        : [
            `未登录时每个工具每天可用 ${gate.limit} 次，今天「${toolName}」的次数已用完，${RESET_TEXT}重置。`,
            "登录后可继续使用；开通会员每天 500 次，团队会员不限次数。",
          ];
    action = (
      <a href={loginHref} className={primary}>
        去登录
      </a>
    );
  } else if (gate.kind === "upgrade") {
    title =
      gate.reason === "quota"
        ? "今日次数已用完"
        : gate.reason === "batch"
          ? "批量条数超出当前套餐"
          : "开通会员后即可使用";
    body = [gate.message, `开通会员后即可继续使用「${toolName}」，支付完成会回到本页。`];
    action = (
      <Link to={vipHref(slug)} className={primary}>
        开通会员
      </Link>
    );
  } else {
    title = "今日次数已用完";
    body = [gate.message];
  }
  return (
    <Dialog
      labelledBy="tool-gate-title"
      describedBy="tool-gate-body"
      onClose={onClose}
      closeOnBackdrop
      className="fixed inset-0 z-50 m-auto h-fit w-[calc(100vw-1rem)] max-w-md rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
      data-testid="tool-gate"
    >
      <div className="flex flex-col gap-3 p-5">
        <h2 id="tool-gate-title" className="text-lg font-bold">
          {title}
        </h2>
        <div id="tool-gate-body" className="flex flex-col gap-2 text-sm text-gray-800">
          {body.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p className="text-muted">你输入的内容仍保留在页面上；离开本页前如需保留，请先复制。</p>
        </div>
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <button type="button" onClick={onClose} className={secondary}>
            {action ? "暂不" : "知道了"}
          </button>
          {action}
        </div>
      </div>
    </Dialog>
  );
}
