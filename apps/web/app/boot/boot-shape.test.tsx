// @vitest-environment node
/**
 * The shape of React Router's document output that the staged boot (deferred-scripts.tsx) rewrites, taken from
 * a real render: React Router's request handler and server renderer (`createRequestHandler`, `<ServerRouter>`,
 * our entry.server.tsx) on a root route that renders `<DeferredScripts>` and a child route whose loader streams.
 * Nothing here is a copied sample of the output: when an upgrade changes what `<Scripts>` renders, the boot falls
 * back to the stock script (correct, but slower), and this test fails so the change is seen (app/boot/README.md).
 */
import { Suspense, use, type ReactNode } from "react";
import { createRequestHandler, Outlet, RouterContextProvider, useLoaderData, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import * as entryServer from "../entry.server";
import { requestInfoContext } from "../context";
import { DeferredScripts, ROUTER_STREAM_SCRIPT } from "./deferred-scripts";

const NONCE = "test-nonce";

function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <head />
      <body>
        {children}
        <DeferredScripts nonce={NONCE} />
      </body>
    </html>
  );
}

function Page() {
  const { slow } = useLoaderData<{ slow: Promise<string> }>();
  return (
    <main>
      <Suspense fallback={<p>加载中</p>}>
        <Slow value={slow} />
      </Suspense>
    </main>
  );
}

function Slow({ value }: { value: Promise<string> }) {
  return <p>{use(value)}</p>;
}

/** A settled-later loader value: streamed after the shell as `streamController.enqueue(...)` scripts. */
const slowLoader = () => ({ slow: new Promise<string>((resolve) => setTimeout(() => resolve("晚到的数据"), 400)) });

function build(): ServerBuild {
  const routeAssets = (id: string, parentId: string | undefined, extra: Record<string, unknown>) => ({
    id,
    parentId,
    module: `/assets/${id}-abc123.js`,
    imports: [`/assets/shared-${id}-def456.js`],
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    ...extra,
  });
  return {
    entry: { module: entryServer },
    routes: {
      root: { id: "root", path: "", module: { Layout, default: Outlet } },
      page: { id: "page", parentId: "root", path: "page", module: { default: Page, loader: slowLoader } },
    },
    assets: {
      entry: { module: "/assets/entry.client-111.js", imports: ["/assets/react-dom-222.js", "/assets/router-333.js"] },
      routes: {
        root: routeAssets("root", undefined, { path: "", hasLoader: false }),
        page: routeAssets("page", "root", { path: "page", hasLoader: true }),
      },
      url: "/assets/manifest-444.js",
      version: "444",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      v8_middleware: true,
      unstable_subResourceIntegrity: false,
      unstable_trailingSlashAwareDataRequests: true,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

async function renderPage(): Promise<string> {
  const handler = createRequestHandler(build(), "production");
  const context = new RouterContextProvider();
  context.set(requestInfoContext, {
    nonce: NONCE,
    secure: false,
    publicConfig: {} as never,
  });
  const response = await handler(new Request("http://localhost/page"), context);
  expect(response.status).toBe(200);
  return response.text();
}

describe("React Router's document output, as the staged boot reads it", () => {
  it("is rewritten: no modulepreload links, a buffered hydration stream, staged module imports", async () => {
    const html = await renderPage();
    // <Scripts> rendered a module script and modulepreload links (splitScripts found both): the links are gone
    // from the HTML and listed in the boot script instead, together with the routes' modules.
    expect(html).not.toMatch(/<link[^>]+rel="modulepreload"/);
    expect(html).toContain('"preloads":[');
    for (const asset of ["/assets/entry.client-111.js", "/assets/root-abc123.js", "/assets/page-abc123.js"]) {
      expect(html).toContain(JSON.stringify(asset).slice(1, -1));
    }
    // stagedModuleCode understood the module script: route modules are imported one per task.
    expect(html).toContain("await __stage(");
    // bufferedContextScript understood the context script: its stream is opened by the boot, not where it stands.
    expect(html).not.toContain(ROUTER_STREAM_SCRIPT);
    expect(html).toContain("window.__reactRouterContext.streamController={q:[]");
    // The streamed loader data still goes through `streamController.enqueue(...)`, which the buffer stands in for.
    expect(html).toContain("window.__reactRouterContext.streamController.enqueue(");
    expect(html).toContain("晚到的数据");
    // React's streamed segment, which root.tsx's no-script style shows in place: `<div hidden id="S:n">`.
    expect(html).toMatch(/<div hidden="" id="S:\d+">|<div hidden id="S:\d+">/);
    // Every inline script carries the nonce (CSP 'strict-dynamic' trusts what they insert).
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toContain(`nonce="${NONCE}"`);
  });
});
