import { act, fireEvent, render, screen } from "@testing-library/react";
import { Link, Outlet, createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LoadingBar } from "./loading-bar";
import { createLoadingIndicator } from "./loading-indicator";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function bar() {
  return document.querySelector<HTMLElement>('[data-slot="loading-bar"]')!;
}

function setup(delays: { slow?: number; fast?: number } = {}) {
  const indicator = createLoadingIndicator({
    now: () => Date.now(),
    requestFrame: (cb) => setTimeout(cb, 16),
    cancelFrame: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  });
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <LoadingBar indicator={indicator} />
          <Link to="/slow">慢</Link>
          <Link to="/fast">快</Link>
          <Link to="/broken">坏</Link>
          <Outlet />
        </>
      ),
      children: [
        { index: true, Component: () => <h1>首页</h1> },
        {
          path: "slow",
          loader: async () => {
            await wait(delays.slow ?? 1200);
            return null;
          },
          Component: () => <h1>慢页</h1>,
        },
        {
          path: "fast",
          loader: async () => {
            await wait(delays.fast ?? 50);
            return null;
          },
          Component: () => <h1>快页</h1>,
        },
        {
          path: "broken",
          loader: async () => {
            await wait(400);
            throw new Error("boom");
          },
          Component: () => <h1>坏页</h1>,
          ErrorBoundary: () => <h1>出错</h1>,
        },
      ],
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

test("hidden on the first render (no navigation pending)", async () => {
  setup();
  await advance(1000);
  expect(bar().style.opacity).toBe("0");
  expect(bar().style.height).toBe("3px");
  expect(bar()).toHaveAttribute("aria-hidden", "true");
});

test("a slow navigation shows the orange bar after 200 ms and hides it 500 ms after it ends", async () => {
  setup();
  fireEvent.click(screen.getByRole("link", { name: "慢" }));
  await advance(150);
  expect(bar().style.opacity).toBe("0");
  await advance(100);
  expect(bar().style.opacity).toBe("1");
  expect(bar().style.backgroundColor).toBe("var(--color-brand-600)");
  expect(bar()).toHaveAttribute("data-state", "loading");
  await advance(1000);
  expect(screen.getByRole("heading")).toHaveTextContent("慢页");
  expect(bar().style.transform).toBe("scaleX(1)");
  await advance(500);
  expect(bar().style.opacity).toBe("0");
});

test("a fast navigation never shows it", async () => {
  setup();
  const opacities: string[] = [];
  fireEvent.click(screen.getByRole("link", { name: "快" }));
  for (let i = 0; i < 20; i += 1) {
    await advance(25);
    opacities.push(bar().style.opacity);
  }
  expect(screen.getByRole("heading")).toHaveTextContent("快页");
  expect(opacities).not.toContain("1");
});

test("a failed navigation turns the bar red", async () => {
  setup();
  fireEvent.click(screen.getByRole("link", { name: "坏" }));
  await advance(450);
  expect(screen.getByRole("heading")).toHaveTextContent("出错");
  expect(bar()).toHaveAttribute("data-state", "error");
  expect(bar().style.backgroundImage).toContain("rgb(248, 113, 113)");
});
