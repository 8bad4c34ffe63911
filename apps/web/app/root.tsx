import { useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration as StockScrollRestoration,
  Scripts,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { STOCK_BOOT } from "./boot/boot-mode";
import { DeferredScripts } from "./boot/deferred-scripts";
import { useNonce } from "./components/nonce";
import { ScrollRestoration } from "./boot/scroll-restoration";
import { StylesheetGate } from "./components/stylesheet-gate";
import { AppShell, GeneralErrorBoundary } from "./components/error-boundary";
import { HydrationFailureFallback } from "./boot/hydration-failure";
import { configureIconApi } from "./components/ui/icon/icon";
import { LoadingBar } from "./components/ui/loading-bar/loading-bar";
import { LazyMessageBoxHost } from "./components/ui/message-box/lazy-message-box-host";
import { LazyMessageHost } from "./components/ui/message/lazy-message-host";
import { message } from "./components/ui/message/message";
import { requestInfoContext, sessionContext } from "./context";
import { setBrowserConfig } from "./lib/browser-config";
import { useBuildPolling } from "./deploy/build-manifest";
import { setNotifier } from "./lib/notify";
import { hydrateSession, showFlash } from "./session/user-session";
import { httpClientMiddleware } from "./http/http-client-middleware.server";
import { reloadOnNewBuildClientMiddleware } from "./deploy/reload-on-new-build-middleware.client";
import { routeRulesMiddleware } from "./routing/route-rules-middleware.server";
import { routeRulesClientMiddleware } from "./routing/route-rules-middleware.client";
import { sessionMiddleware } from "./session/session-middleware.server";
import { tokenParamMiddleware } from "./session/token-param-middleware.server";
import { tokenParamClientMiddleware } from "./session/token-param-middleware.client";
import { userInfoClientMiddleware } from "./session/user-info-middleware.client";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  // PNG-in-ICO, not SVG: the browser draws a page's favicon in that page's renderer, and an SVG one is a
  // document of its own to lay out and rasterise there (10–60 ms of main thread during the load in
  // Lighthouse's trace); a 32 px PNG decodes in well under a millisecond.
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

// Toasts from below the components (session, spec §8: user-info errors, server flash; route rules) are the app's.
setNotifier((toast) => message({ type: toast.type, message: toast.message }));

/** Server middleware, in order. One small function per file, `*-middleware.server.ts` in its concern's folder. */
export const middleware: Route.MiddlewareFunction[] = [
  // Spec §2 rule 1 first: a token URL is answered with a redirect before anything else runs.
  tokenParamMiddleware,
  // The session (the token cookie, user info on demand), then the HTTP client that carries its token.
  sessionMiddleware,
  httpClientMiddleware,
  // Spec §2 rules 3–4.
  routeRulesMiddleware,
];

/** The same rules on client navigations (spec §2: "applied on navigation"). */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  // First: after a deploy the next navigation is a full page load (spec §4), nothing else needs to run.
  reloadOnNewBuildClientMiddleware,
  tokenParamClientMiddleware,
  routeRulesClientMiddleware,
  userInfoClientMiddleware,
];

// React's streamed segments arrive as `<div hidden id="S:n">` (React DOM 19's Fizz output, not an API); guarded by
// app/boot/boot-shape.test.tsx, which renders one.
const NO_SCRIPT_STREAM_CSS =
  '@layer no-script-stream{div[hidden][id^="S:"]{display:block!important}[aria-busy="true"]{display:none!important}}';

export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestInfoContext);
  // Fetched during SSR so the first HTML already shows the logged-in header.
  const { user, flash, sessionEnded } = await context.get(sessionContext).getUser();
  return { config: publicConfig, user, flash, sessionEnded };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootConfig = useRootData()?.config;
  // Before any client navigation or event handler needs it; Layout also renders around the error page.
  if (rootConfig) setBrowserConfig(rootConfig);
  // Before any icon renders: run-time icons go to our icon API, never Iconify's public one.
  configureIconApi(rootConfig?.iconApi);
  // The root's effects run last in the hydration commit (children first), so this marks the moment the
  // whole page is interactive: e2e journeys wait for it (e2e/helpers.ts `hydrated`). Layout also wraps the
  // error page, so that hydration is marked too. Not a React prop: later renders leave it alone.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        {/* viewport-fit=cover: env(safe-area-inset-*) is non-zero on notched phones, so the tab bar clears the home indicator. */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#ea580c" />
        <Meta />
        {/*
          Without JavaScript, React cannot move a streamed section into its
          place (entry.server.tsx): show the settled sections where the stream
          left them, at the end of the page, and drop their skeletons. Before the
          stylesheet, in a layer of its own: the first layer wins among
          !important rules, and Tailwind's base layer hides [hidden] with one.
        */}
        <noscript>
          <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STREAM_CSS }} />
        </noscript>
        <Links />
        <StylesheetGate nonce={nonce} />
      </head>
      <body className="min-h-screen">
        <LoadingBar />
        {children}
        {/* Their code loads when the first toast / box is shown: not part of any page's first load. */}
        <LazyMessageHost />
        <LazyMessageBoxHost />
        {STOCK_BOOT ? <StockScrollRestoration nonce={nonce} /> : <ScrollRestoration nonce={nonce} />}
        <HydrationFailureFallback nonce={nonce} />
        {/* React Router's <Scripts>, started after the first paint (boot/deferred-scripts.tsx). */}
        {STOCK_BOOT ? <Scripts nonce={nonce} /> : <DeferredScripts nonce={nonce} />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { user, sessionEnded, flash, config } = loaderData;
  useBuildPolling(config.buildPollIntervalMs);
  useEffect(() => {
    hydrateSession({ user, sessionEnded });
    // Only on hydration: later loader revalidations do not re-decide the browser session.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, []);
  useEffect(() => {
    // User-info errors met during SSR: shown once, after hydration (spec §8).
    showFlash(flash);
  }, [flash]);
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
