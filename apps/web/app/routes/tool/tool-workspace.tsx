/**
 * 「在线使用」: the runner (server-rendered, hydrated in place) with what the page gives
 * it (ToolRunnerProps): the plan, settings in the query string, runs counted
 * (stand-in for logged-in users, this browser for visitors), the VIP gate,
 * history in IndexedDB, 分享 and the custom word list. Only the slug ever
 * reaches a server; the input stays in the browser.
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { message } from "../../components/ui/message/message";
import { ApiError } from "../../http/http-errors";
import { buildLoginUrl } from "../../lib/login-url";
import type { PublicConfig } from "../../lib/public-config";
import { useUser } from "../../session/use-user";
import type { Tool } from "../../lib/api-schemas";
import { ANONYMOUS_DAILY_RUNS, anonymousUsed, takeAnonymousRun } from "../../tools/kit/anonymous-quota";
import { RESET_TEXT } from "../../tools/kit/china-day";
import { addHistory } from "../../tools/kit/history-store";
import { planFor } from "../../tools/kit/plan";
import { buildShareLink, readInputFragment } from "../../tools/kit/share-link";
import { applySettingsPatch, type ToolRunnerProps } from "../../tools/tool-definition";
import type { ToolSettings } from "../../tools/tool-settings";
import { HistoryPanel } from "./history-panel";
import { RunnerHost } from "./runner-host";
import { ShareDialog } from "./share-dialog";
import { ToolGate, type Gate } from "./tool-gate";
import type { ToolRuns } from "./tool-data";

/** The HTTP client (and ofetch) load on first use, as elsewhere (lib/user-session.ts). */
async function http() {
  const { browserHttp } = await import("../../session/browser-http");
  return browserHttp();
}

/** The answers' schemas (zod) load with the first call that needs them: not part of the page's first load. */
function toolData() {
  return import("./tool-data");
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ToolWorkspace({
  tool,
  settings: declared,
  runs: serverRuns,
}: {
  /** The tool's own facts (local-catalogue.ts): the workspace never waits for the catalogue. */
  tool: Pick<Tool, "slug" | "name" | "isVip">;
  /** The URL settings the tool's folder declares (tools/tool-settings.ts): all a 分享 link carries. */
  settings: ToolSettings;
  runs: ToolRuns | null;
}) {
  const user = useUser();
  const config = (useRouteLoaderData("root") as { config?: PublicConfig } | undefined)?.config;
  // useLocation/useNavigate rather than useSearchParams: the latter would add to
  // React Router's shared chunk, i.e. to every screen's first load.
  const location = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const [hydrated, setHydrated] = useState(false);
  const [initialInput, setInitialInput] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [gate, setGate] = useState<Gate | null>(null);
  const [runs, setRuns] = useState<ToolRuns | null>(serverRuns);
  const [anonUsed, setAnonUsed] = useState(0);
  const [historyVersion, setHistoryVersion] = useState(0);
  const [shareOpen, setShareOpen] = useState(false);
  const [words, setWords] = useState<string[] | null>(null);
  // The input of the last finished run (saveHistory): what 分享 may include, if the user asks.
  const [lastInput, setLastInput] = useState<string | null>(null);

  const plan = useMemo(() => planFor(user, user ? (runs?.plan ?? null) : null), [user, runs]);
  const loggedIn = plan.loggedIn;

  // On hydration: a share link's text (#input=…) becomes the runner's starting input.
  useEffect(() => {
    // Browser-only state (the #fragment never reaches the server; the anonymous count lives in localStorage), read once
    // on hydration. In a transition, time-sliced, as everything after the first paint should be (docs/conventions.md).
    let live = true;
    startTransition(() => {
      setAnonUsed(anonymousUsed(tool.slug, new Date()));
      setHydrated(true);
    });
    // The server-rendered runner started empty: a share link's text starts a fresh one (remount), as 恢复 does.
    // Async: a long text comes compressed (#z=…, kit/share-link.ts) and its inflater loads only then.
    if (window.location.hash)
      void readInputFragment(window.location.hash).then((fragmentInput) => {
        if (!live || fragmentInput === null) return;
        startTransition(() => {
          setInitialInput(fragmentInput);
          setVersion((v) => v + 1);
        });
      });
    return () => {
      live = false;
    };
  }, [tool.slug]);

  // A new server count (revalidation after login, another run) replaces the local one, during render rather than in an effect.
  const [seenServerRuns, setSeenServerRuns] = useState(serverRuns);
  if (serverRuns !== seenServerRuns) {
    setSeenServerRuns(serverRuns);
    setRuns(serverRuns);
  }

  // Logged in on the client without a server count yet (token hand-off, sign-in in another tab): ask once.
  useEffect(() => {
    if (!hydrated || !user || runs) return;
    let live = true;
    Promise.all([http().then((client) => client.request<unknown>(`/v1/tools/${tool.slug}/runs`)), toolData()])
      .then(([raw, { toolRunsSchema }]) => {
        const parsed = toolRunsSchema.safeParse(raw);
        if (live && parsed.success) setRuns(parsed.data);
      })
      .catch(() => {
        /* The count shows once a run answers. */
      });
    return () => {
      live = false;
    };
  }, [hydrated, user, runs, tool.slug]);

  // The custom word list: members only, with the account (user-center).
  useEffect(() => {
    if (!hydrated || !loggedIn || plan.wordLists === 0) return;
    let live = true;
    Promise.all([http().then((client) => client.request<unknown>("/v1/word-lists", { api: "userCenter" })), toolData()])
      .then(([raw, { wordListsSchema }]) => {
        const parsed = wordListsSchema.safeParse(raw);
        if (live && parsed.success) setWords(parsed.data.lists.find((list) => list.no === 1)?.words ?? []);
      })
      .catch(() => {
        if (live) setWords(null);
      });
    return () => {
      live = false;
    };
  }, [hydrated, loggedIn, plan.wordLists]);

  const loginHref = useMemo(() => {
    if (!config) return "/home";
    // Never the #fragment: it may hold the user's text, and the login URL goes to another site.
    const search = searchParams.toString();
    return buildLoginUrl(config, `/tools/${tool.slug}${search ? `?${search}` : ""}`);
  }, [config, searchParams, tool.slug]);

  const settings = searchParams;
  const setSettings = useCallback(
    (patch: Record<string, string | null>) => {
      const search = applySettingsPatch(new URLSearchParams(window.location.search), patch).toString();
      // Replace, keep the scroll; shouldRevalidate (tool.tsx) keeps the loader from running again.
      void navigate(
        { pathname: window.location.pathname, search: search ? `?${search}` : "" },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate],
  );

  const requestRun = useCallback<ToolRunnerProps["requestRun"]>(
    async (options = {}) => {
      const needsVip = tool.isVip || Boolean(options.vipOnly);
      if (needsVip && !plan.isVip) {
        setGate(
          plan.loggedIn
            ? {
                kind: "upgrade",
                reason: "vip",
                message: `「${tool.name}」${tool.isVip ? "是会员工具" : "的这项功能需要会员"}。`,
              }
            : { kind: "login", reason: "vip", limit: ANONYMOUS_DAILY_RUNS },
        );
        return false;
      }
      if (options.batchSize !== undefined && options.batchSize > plan.batchLimit) {
        setGate({
          kind: "upgrade",
          reason: "batch",
          message: `当前套餐单次最多处理 ${plan.batchLimit} 条，这次有 ${options.batchSize} 条。个人会员单次 50 条，团队会员 200 条。`,
        });
        return false;
      }
      if (!plan.loggedIn) {
        const taken = takeAnonymousRun(tool.slug, new Date());
        setAnonUsed(taken.used);
        if (!taken.ok) {
          setGate({ kind: "login", reason: "quota", limit: ANONYMOUS_DAILY_RUNS });
          return false;
        }
        return true;
      }
      try {
        // No body: the stand-in learns the slug (in the path) and who asks, nothing else.
        const raw = await (await http()).request<unknown>(`/v1/tools/${tool.slug}/runs`, { method: "POST" });
        const parsed = (await toolData()).toolRunsSchema.safeParse(raw);
        if (parsed.success) setRuns(parsed.data);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) {
          const text = error.msg || `今天「${tool.name}」的使用次数已用完，${RESET_TEXT}重置`;
          setRuns((current) => (current ? { ...current, used: current.limit ?? current.used } : current));
          setGate(
            plan.dailyRuns < 500 || !Number.isFinite(plan.dailyRuns)
              ? { kind: "upgrade", reason: "quota", message: `${text}。` }
              : { kind: "upgrade", reason: "quota", message: `${text}。团队会员不限次数。` },
          );
          return false;
        }
        if (error instanceof ApiError && error.status === 403) {
          setGate({ kind: "upgrade", reason: "vip", message: error.msg || `「${tool.name}」是会员工具。` });
          return false;
        }
        if (error instanceof ApiError && error.status === 401) {
          setGate({ kind: "login", reason: "vip", limit: ANONYMOUS_DAILY_RUNS });
          return false;
        }
        // The count could not be recorded (network, provider down): the user's work goes on.
        return true;
      }
    },
    [plan, tool.isVip, tool.name, tool.slug],
  );

  const saveHistory = useCallback<ToolRunnerProps["saveHistory"]>(
    (entry) => {
      setLastInput(entry.input);
      addHistory({ slug: tool.slug, input: entry.input, summary: entry.summary, preview: entry.preview })
        .then(() => setHistoryVersion((v) => v + 1))
        .catch((error: unknown) =>
          message.warning(`历史记录未能保存：${error instanceof Error ? error.message : "浏览器存储不可用"}`),
        );
    },
    [tool.slug],
  );

  const share = useCallback<ToolRunnerProps["share"]>(
    async (input) => {
      // Only the tool's declared settings: not the utm_… or token a visitor arrived with. Loaded on the first 分享
      // (zod stays out of the page's first load).
      const { declaredSearch } = await import("../../tools/tool-settings");
      const search = declaredSearch(window.location.search, declared);
      const link = await buildShareLink(window.location.origin, window.location.pathname, search, input);
      const copied = await copyText(link.url);
      if (!copied) {
        message.error({ message: `无法写入剪贴板，请手动复制链接：${link.url}`, duration: 0, showClose: true });
        return;
      }
      if (link.tooLong) message.warning("文案太长，无法放进链接：已复制只含设置的链接，请另行发送文案");
      else
        message.success(
          link.includesInput ? "链接已复制（含文案）：文案只在链接 # 之后，不会发送到服务器" : "链接已复制",
        );
    },
    [declared],
  );

  const wordList = useMemo<ToolRunnerProps["wordList"]>(
    () => ({
      // Only while the account may keep a list: after sign-out or a lapsed membership the old list is not offered.
      words: hydrated && plan.loggedIn && plan.wordLists > 0 ? words : null,
      save: async (next) => {
        if (!plan.loggedIn || plan.wordLists === 0)
          return { ok: false, message: "自定义词库是会员权益，开通会员后即可保存" };
        const cleaned = (await toolData()).cleanWordList(next);
        if (!cleaned.ok) return cleaned;
        try {
          await (
            await http()
          ).request("/v1/word-lists/1", { api: "userCenter", method: "PUT", data: { words: cleaned.words } });
          setWords(cleaned.words);
          return { ok: true };
        } catch (error) {
          return { ok: false, message: error instanceof ApiError && error.msg ? error.msg : "保存失败，请稍后重试" };
        }
      },
    }),
    [words, hydrated, plan.loggedIn, plan.wordLists],
  );

  const restore = useCallback((input: string) => {
    setInitialInput(input);
    setVersion((v) => v + 1);
    document.getElementById("tool-runner")?.scrollIntoView({ block: "start" });
    message.success("已恢复到输入框");
  }, []);

  const props: ToolRunnerProps = {
    tool: { slug: tool.slug, name: tool.name, isVip: tool.isVip },
    plan,
    settings,
    setSettings,
    initialInput,
    requestRun,
    saveHistory,
    share,
    wordList,
  };

  return (
    <section
      aria-labelledby="tool-use-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="tool-workspace"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tool-use-title" className="text-lg font-bold">
          在线使用
        </h2>
        <div className="flex min-w-0 items-center gap-2">
          <QuotaLine plan={plan} runs={runs} anonUsed={anonUsed} hydrated={hydrated} />
          <button
            type="button"
            onClick={() => {
              setShareOpen(true);
              // The settings filter 分享 needs, fetched while the user reads the dialog (not on the first load).
              void import("../../tools/tool-settings");
            }}
            disabled={!hydrated}
            data-testid="tool-share"
            className="inline-flex min-h-9 shrink-0 items-center whitespace-nowrap rounded-md border border-gray-300 px-3 text-sm font-medium text-ink hover:bg-gray-50 disabled:opacity-60"
          >
            分享
          </button>
        </div>
      </div>
      <p className="text-xs text-muted">你输入的内容只在本浏览器里分析，不会上传到任何服务器。</p>
      <div id="tool-runner" className="scroll-mt-20">
        <RunnerHost key={version} slug={tool.slug} props={props} />
        <noscript>
          <p className="mt-2 text-sm text-red-800">
            在线使用需要启用 JavaScript；上面的说明和下面的使用方法无需脚本即可阅读。
          </p>
        </noscript>
      </div>
      {hydrated ? (
        <HistoryPanel slug={tool.slug} historyDays={plan.historyDays} version={historyVersion} onRestore={restore} />
      ) : null}
      {gate ? (
        <ToolGate
          gate={gate}
          toolName={tool.name}
          slug={tool.slug}
          loginHref={loginHref}
          onClose={() => setGate(null)}
        />
      ) : null}
      {shareOpen ? (
        <ShareDialog
          hasInput={lastInput !== null}
          onClose={() => setShareOpen(false)}
          onShare={async (withText) => {
            setShareOpen(false);
            await share(withText ? lastInput : null);
          }}
        />
      ) : null}
    </section>
  );
}

function QuotaLine({
  plan,
  runs,
  anonUsed,
  hydrated,
}: {
  plan: ReturnType<typeof planFor>;
  runs: ToolRuns | null;
  anonUsed: number;
  hydrated: boolean;
}) {
  if (!Number.isFinite(plan.dailyRuns)) return <span className="text-xs text-muted">团队会员不限次数</span>;
  const used = plan.loggedIn ? runs?.used : hydrated ? anonUsed : undefined;
  // Not known yet (this browser's count is read on hydration): the line is there with the count kept
  // invisible, so nothing moves when it arrives (no layout shift on the phone's first screen).
  const known = used !== undefined;
  const left = known ? Math.max(0, plan.dailyRuns - used) : plan.dailyRuns;
  return (
    <span role="status" className="text-xs text-muted" data-testid="tool-quota">
      今日剩余 <span className={known ? "tabular-nums" : "invisible tabular-nums"}>{left}</span> / {plan.dailyRuns} 次 ·{" "}
      {RESET_TEXT}重置
    </span>
  );
}
