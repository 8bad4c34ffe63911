import { useEffect, useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { getBrowserConfig } from "../lib/browser-config";
import { formatChinaDate } from "../lib/format";
import { buildLoginUrl } from "../lib/login-url";
import { useLoginHref } from "../lib/use-login-href";
import type { User } from "../lib/api-schemas";
import { useUser } from "../session/use-user";
import { signOut } from "../session/user-session";
import { message } from "./ui/message/message";

/**
 * The header's login/user area. Anonymous: 登录, a real link to the main-site
 * login that returns here. Logged in: avatar, nickname and VIP badge opening a
 * small disclosure menu (not an ARIA menu: it holds a link and a button,
 * reached with Tab like any other content; Escape or leaving it closes it).
 */
export function UserMenu() {
  const user = useUser();
  const loginHref = useLoginHref();
  if (!user) {
    return (
      <a
        href={loginHref}
        // The hash is only known in the browser: take the exact current URL at click time.
        onClick={(event) => {
          try {
            event.currentTarget.href = buildLoginUrl(getBrowserConfig(), window.location.href);
          } catch {
            /* no config (error page before the root loader): the rendered href still works */
          }
        }}
        className="inline-flex items-center rounded-md bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
      >
        登录
      </a>
    );
  }
  return <SignedInMenu user={user} />;
}

function SignedInMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  async function handleSignOut() {
    setBusy(true);
    try {
      await signOut();
      message.success("已退出登录");
      // The visitor stays on the page; its loaders now see an anonymous visitor.
      void revalidator.revalidate();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 text-sm text-gray-800 hover:bg-gray-100"
      >
        <Avatar user={user} />
        <span className="max-w-32 truncate" data-testid="user-nickname">
          {user.nickname}
        </span>
        {user.isVip ? <VipBadge /> : null}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-gray-500">
          <path fill="currentColor" d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-60 rounded-lg border border-gray-200 bg-white p-2 text-sm shadow-lg"
      >
        <div className="border-b border-gray-100 px-2 pb-2">
          <p className="truncate font-bold text-gray-900">{user.nickname}</p>
          {user.phone ? <p className="text-muted">{user.phone}</p> : null}
          <p className="mt-1 text-muted">
            {user.isVip
              ? `${user.vipName || "会员"}${user.vipExpiresAt ? ` · ${formatChinaDate(user.vipExpiresAt)} 到期` : ""}`
              : "普通用户"}
          </p>
        </div>
        <Link
          to="/vip"
          onClick={() => setOpen(false)}
          className="mt-1 block rounded-md px-2 py-1.5 text-gray-800 hover:bg-gray-100"
        >
          {user.isVip ? "会员中心" : "开通会员"}
        </Link>
        <button
          type="button"
          onClick={handleSignOut}
          disabled={busy}
          className="block w-full rounded-md px-2 py-1.5 text-left text-gray-800 hover:bg-gray-100 disabled:text-gray-500"
        >
          {busy ? "正在退出…" : "退出登录"}
        </button>
      </div>
    </div>
  );
}

function Avatar({ user }: { user: User }) {
  const [failed, setFailed] = useState(false);
  if (!user.avatar || failed) {
    return (
      <span
        aria-hidden="true"
        className="grid size-7 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800"
      >
        {user.nickname.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={user.avatar}
      alt=""
      width={28}
      height={28}
      onError={() => setFailed(true)}
      className="size-7 rounded-full bg-gray-100 object-cover"
    />
  );
}

function VipBadge() {
  return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">VIP</span>;
}
