import { useEffect, useRef, useState } from "react";
import { Form, useFetcher } from "react-router";
import { formatCount } from "../../lib/format";
import { HeartGlyph, StarGlyph } from "./template-card";
import type { TemplateDetail } from "./template-schemas";

/** What the route's action answers for 点赞 / 收藏 (see template-community.tsx). */
export type ToggleResult =
  | { ok: true; id: number; intent: ToggleIntent; active: boolean; count: number }
  | { ok: false; id: number; intent: ToggleIntent | null; message: string; loginRequired?: boolean };

export type ToggleIntent = "like" | "unlike" | "favourite" | "unfavourite";

const VERB = { like: "点赞", favourite: "收藏", use: "使用模板" } as const;

/**
 * Asking an anonymous visitor to log in before 点赞 / 收藏 / 使用模板. The
 * controls are real links to the main-site login (returning to this very URL,
 * `t=<id>` included), so they work before hydration; with JS a notice inside
 * the dialog explains why first. (Inline rather than a message box: the
 * detail is a modal <dialog>, and anything outside it is inert.)
 */
function loginClick(verb: string, onAsk: (verb: string) => void) {
  return (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onAsk(verb);
  };
}

function LoginNotice({ verb, loginHref, onDismiss }: { verb: string; loginHref: string; onDismiss: () => void }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    linkRef.current?.focus();
  }, [verb]);
  return (
    <div
      role="alert"
      aria-labelledby="login-notice-title"
      className="flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm"
    >
      <p id="login-notice-title" className="font-bold text-ink">
        登录后才能{verb}
      </p>
      <p className="text-gray-800">登录完成后会回到当前模板。</p>
      <div className="flex gap-2">
        <a
          ref={linkRef}
          href={loginHref}
          className="inline-flex min-h-9 items-center rounded-md bg-brand-700 px-4 font-medium text-white hover:bg-brand-800"
        >
          去登录
        </a>
        <button
          type="button"
          onClick={onDismiss}
          className="inline-flex min-h-9 items-center rounded-md border border-gray-300 bg-white px-4 text-gray-800 hover:bg-gray-50"
        >
          暂不登录
        </button>
      </div>
    </div>
  );
}

const buttonBase =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium";

export function TemplateActions({
  detail,
  loggedIn,
  loginHref,
}: {
  detail: TemplateDetail;
  loggedIn: boolean;
  loginHref: string;
}) {
  const [asking, setAsking] = useState<string | null>(null);
  // Inline, not a toast: toasts sit outside the modal dialog, under its backdrop.
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        <ToggleButton
          kind="like"
          id={detail.id}
          active={Boolean(detail.liked)}
          count={detail.likes}
          loggedIn={loggedIn}
          loginHref={loginHref}
          onAskLogin={setAsking}
          onError={setError}
        />
        <ToggleButton
          kind="favourite"
          id={detail.id}
          active={Boolean(detail.favourited)}
          count={detail.favourites}
          loggedIn={loggedIn}
          loginHref={loginHref}
          onAskLogin={setAsking}
          onError={setError}
        />
      </div>
      {loggedIn ? (
        // A native POST: the server answers with a redirect to the creative
        // site carrying the token from the session cookie, so the token never
        // sits in this page's HTML, and it works without JavaScript.
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="use" />
          <input type="hidden" name="id" value={detail.id} />
          <button
            type="submit"
            className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-6 text-base font-bold text-white hover:bg-brand-800"
          >
            使用模板
          </button>
        </Form>
      ) : (
        <a
          href={loginHref}
          onClick={loginClick(VERB.use, setAsking)}
          className="inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-6 text-base font-bold text-white hover:bg-brand-800"
        >
          使用模板
        </a>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {asking ? <LoginNotice verb={asking} loginHref={loginHref} onDismiss={() => setAsking(null)} /> : null}
      {!loggedIn && !asking ? (
        <p className="text-xs text-muted">登录后即可点赞、收藏，并在创意设计站中编辑这个模板。</p>
      ) : null}
    </div>
  );
}

function ToggleButton({
  kind,
  id,
  active,
  count,
  loggedIn,
  loginHref,
  onAskLogin,
  onError,
}: {
  kind: "like" | "favourite";
  id: number;
  active: boolean;
  count: number;
  loggedIn: boolean;
  loginHref: string;
  onAskLogin: (verb: string) => void;
  onError: (message: string | null) => void;
}) {
  const fetcher = useFetcher<ToggleResult>({ key: `${kind}-${id}` });
  const handled = useRef<unknown>(null);
  const Glyph = kind === "like" ? HeartGlyph : StarGlyph;
  const label = VERB[kind];

  // Optimistic: while the request is out, show the state it asks for.
  const pendingIntent = fetcher.formData?.get("intent");
  const shownActive = typeof pendingIntent === "string" ? pendingIntent === kind : active;
  const shownCount = count + (shownActive === active ? 0 : shownActive ? 1 : -1);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) onError(null);
    else if (result.loginRequired) onAskLogin(label);
    else onError(`${label}失败：${result.message}`);
  }, [fetcher.state, fetcher.data, label, onAskLogin, onError]);

  const activeClass =
    kind === "like" ? "border-red-300 bg-red-50 text-red-800" : "border-amber-300 bg-amber-50 text-amber-900";
  const className = `${buttonBase} ${shownActive ? activeClass : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"}`;
  const content = (
    <>
      <Glyph filled={shownActive} />
      {shownActive ? `已${label}` : label}
      <span className="text-xs font-normal opacity-80">
        <span className="sr-only">，共 </span>
        {formatCount(shownCount)}
      </span>
    </>
  );

  if (!loggedIn) {
    return (
      <a href={loginHref} onClick={loginClick(label, onAskLogin)} className={className}>
        {content}
      </a>
    );
  }
  return (
    <fetcher.Form
      method="post"
      onSubmit={(event) => {
        // Busy: ignore the click but keep the button focusable (a disabled button drops keyboard focus).
        if (fetcher.state !== "idle") event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value={active ? (kind === "like" ? "unlike" : "unfavourite") : kind} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        aria-pressed={shownActive}
        aria-disabled={fetcher.state !== "idle" || undefined}
        className={className}
      >
        {content}
      </button>
    </fetcher.Form>
  );
}
