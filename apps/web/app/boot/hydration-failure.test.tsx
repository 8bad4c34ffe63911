import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPage } from "../components/error-boundary";
import {
  HYDRATION_CHECK_EVENT,
  HYDRATION_FAILURE_ID,
  HydrationFailureFallback,
  hydrationFailureScript,
} from "./hydration-failure";
import { RELOAD_GUARD_KEY } from "../deploy/reload-guard";

function renderAt(path: string, element: () => ReactNode) {
  const Stub = createRoutesStub([{ path: "/vip", Component: element }]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
});

describe("hydration-failure fallback", () => {
  it("renders the error boundary's own page, hidden", () => {
    // A client render (unlike hydration of the server HTML, where this script belongs) warns that the script will not run.
    const warn = vi.spyOn(console, "error").mockImplementation(() => {});
    const fallback = renderAt("/vip?tab=team", () => <HydrationFailureFallback nonce="n" />);
    const hidden = fallback.container.querySelector(`#${HYDRATION_FAILURE_ID}`)!;
    expect(hidden).not.toBeVisible();
    // No second copy of the path in the page's text: the script fills it in.
    expect(hidden.querySelector("code")).toBeEmptyDOMElement();
    const hiddenBody = hidden.innerHTML;
    fallback.unmount();

    // Same copy and classes as the boundary's chunk-error page (minus the boundary's focus handling).
    renderAt("/vip?tab=team", () => (
      <ErrorPage
        status={500}
        title="页面资源加载失败"
        description="网站可能刚刚更新，或网络不稳定。请点击“刷新”重新加载页面。"
        path=""
      />
    ));
    expect(document.querySelector("main")!.innerHTML).toBe(hiddenBody);
    expect(warn.mock.calls.every(([text]) => String(text).includes("script tag"))).toBe(true);
    warn.mockRestore();
  });

  it("when React never started and the guard refuses another reload, shows that page in <main> and wires 刷新", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    // The server's HTML, with no React attached (React never started).
    const Stub = createRoutesStub([
      {
        path: "/vip",
        Component: () => (
          <>
            <main id="main">
              <p>服务端渲染的内容</p>
            </main>
            <HydrationFailureFallback nonce="n" />
          </>
        ),
      },
    ]);
    document.body.innerHTML = renderToStaticMarkup(<Stub initialEntries={["/vip"]} />);
    sessionStorage.setItem(
      RELOAD_GUARD_KEY,
      JSON.stringify({ path: location.pathname + location.search + location.hash, expires: Date.now() + 10_000 }),
    );
    // The stub's router is not React Router's hydration script: no __reactRouterRouteModules on window.
    new Function(hydrationFailureScript())();
    // `load` alone is no longer the signal: the page's modules start after the first paint.
    window.dispatchEvent(new Event("load"));
    expect(document.getElementById("main")).toHaveTextContent("服务端渲染的内容");
    window.dispatchEvent(new Event(HYDRATION_CHECK_EVENT));

    const main = document.getElementById("main")!;
    expect(main).not.toHaveTextContent("服务端渲染的内容");
    expect(screen.getByRole("heading", { level: 1, name: "页面资源加载失败" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "刷新" })).toBeVisible();
    expect(main).toContainElement(screen.getByRole("link", { name: "返回首页" }));
    expect(main).toHaveTextContent(`页面地址：${location.pathname}${location.search}`);
    expect(error).toHaveBeenCalledWith("[chunk-reload] 页面脚本仍无法加载，显示错误页");
  });
});
