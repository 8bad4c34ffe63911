import { useEffect } from "react";
import { useFetcher } from "react-router";
import { message } from "../../components/ui/message/message";
import type { Tool } from "../../lib/api-schemas";

/** What the 工具大全 action answers a favourite toggle with. */
export type FavouriteResult =
  { ok: true; toolId: number; favourited: boolean } | { ok: false; toolId: number | null; message: string };

export const FAVOURITE_INTENT = "favourite";

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
    </svg>
  );
}

// A repeated-item class (app/styles/app.css): one list for all the cards' buttons.
const controlClass = "icon-control";

/**
 * 收藏 on a tool card. Logged in: a toggle (aria-pressed) that flips at once
 * and is confirmed by the action; on failure it flips back and says why.
 * Anonymous: a link to log in that comes back to this very URL. Without JS
 * the form posts to the page's action like any form.
 */
export function FavouriteButton({
  tool,
  favourited,
  loggedIn,
  loginHref,
}: {
  tool: Pick<Tool, "id" | "name">;
  favourited: boolean;
  loggedIn: boolean;
  loginHref: string;
}) {
  const fetcher = useFetcher<FavouriteResult>({ key: `favourite-${tool.id}` });

  useEffect(() => {
    // A toast is a side effect of a finished request, not something to render.
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok) message.error(fetcher.data.message);
  }, [fetcher.state, fetcher.data]);

  if (!loggedIn) {
    return (
      <a
        href={loginHref}
        title="登录后即可收藏"
        aria-label={`登录后收藏“${tool.name}”`}
        className={`${controlClass} text-gray-600 hover:bg-gray-100 hover:text-brand-800`}
      >
        <Star filled={false} />
      </a>
    );
  }

  // Optimistic: while the request is out, show what was asked for.
  const pending = fetcher.formData?.get("favourite");
  const on = pending != null ? pending === "true" : favourited;

  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={FAVOURITE_INTENT} />
      <input type="hidden" name="toolId" value={tool.id} />
      <input type="hidden" name="favourite" value={on ? "false" : "true"} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={`收藏“${tool.name}”`}
        title={on ? "取消收藏" : "收藏"}
        className={`${controlClass} ${on ? "text-amber-700 hover:bg-amber-50" : "text-gray-600 hover:bg-gray-100 hover:text-brand-800"}`}
      >
        <Star filled={on} />
      </button>
    </fetcher.Form>
  );
}
