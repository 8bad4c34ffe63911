import { loadIcons } from "@iconify/react";
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { ICON_API_MAX_URL, Icon, configureIconApi, iconFetch, registerIconSets } from "./icon";

const ICON_API = "http://127.0.0.1:3001/general/icons";

beforeAll(() => {
  configureIconApi(ICON_API);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test("an icon of the build-time subset renders as inline SVG on the server (no request)", () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  // ri:close-line is used by the message host, so the plugin put it in virtual:app-icons.
  const html = renderToString(<Icon name="ri:close-line" className="size-4" />);
  expect(html).toMatch(/^<svg[^>]*data-icon="ri:close-line"/);
  expect(html).toContain("<path");
  expect(html).toContain('aria-hidden="true"');
  expect(html).toContain('width="1em"');
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("a labelled icon is exposed as an image with that name", () => {
  const { getByRole } = render(<Icon name="ri:close-line" label="关闭" />);
  expect(getByRole("img", { name: "关闭" }).tagName.toLowerCase()).toBe("svg");
});

test("an icon without data keeps its 1em box and the caller's classes", () => {
  const html = renderToString(<Icon name="lucide:zzz-not-an-icon" className="size-6" />);
  expect(html).toMatch(/^<svg[^>]*width="1em"[^>]*height="1em"/);
  expect(html).toContain('class="size-6"');
  expect(html).toContain('data-icon-state="pending"');
  expect(html).not.toContain("<path");
});

test("server-resolved sets registered during render appear inline", () => {
  registerIconSets([{ prefix: "lucide", icons: { "test-only-icon": { body: '<circle cx="12" cy="12" r="5"/>' } } }]);
  const html = renderToString(<Icon name="lucide:test-only-icon" />);
  expect(html).toContain("<circle");
});

test("run-time icons: one request per collection, comma-separated names, every URL ≤ 500 characters", async () => {
  vi.useFakeTimers();
  const urls: string[] = [];
  const signals: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      urls.push(url);
      signals.push(init?.signal);
      const u = new URL(url);
      const prefix = u.pathname.split("/").pop()!.replace(".json", "");
      const names = u.searchParams.get("icons")!.split(",");
      const icons = Object.fromEntries(names.map((n) => [n, { body: "<path d='M0 0'/>" }]));
      return new Response(JSON.stringify({ prefix, icons, width: 24, height: 24 }), { status: 200 });
    }),
  );
  const lucide = Array.from({ length: 120 }, (_, i) => `lucide:runtime-icon-number-${i}`);
  const ri = ["ri:runtime-a", "ri:runtime-b"];
  const done = vi.fn();
  loadIcons([...lucide, ...ri], done);
  await vi.advanceTimersByTimeAsync(100);

  expect(urls.length).toBeGreaterThan(2);
  for (const url of urls) {
    expect(url.length).toBeLessThanOrEqual(ICON_API_MAX_URL);
    expect(url).toMatch(new RegExp(`^${ICON_API}/(lucide|ri)\\.json\\?icons=[a-z0-9-]+(,[a-z0-9-]+)*$`));
  }
  const riUrls = urls.filter((u) => u.includes("/ri.json"));
  expect(riUrls).toEqual([`${ICON_API}/ri.json?icons=runtime-a,runtime-b`]);
  const requested = urls.flatMap((u) => new URL(u).searchParams.get("icons")!.split(",")).sort();
  expect(requested).toEqual([...lucide, ...ri].map((n) => n.split(":")[1]).sort());
  // Each batch was filled up to the budget before a new one started.
  const lucideUrls = urls.filter((u) => u.includes("/lucide.json"));
  for (const url of lucideUrls.slice(0, -1)) expect(url.length).toBeGreaterThan(ICON_API_MAX_URL - 40);
  // Every fetch carries the 1500 ms timeout signal.
  for (const s of signals) expect(s).toBeInstanceOf(AbortSignal);
  expect(done).toHaveBeenCalled();
});

test("only the configured icon API is ever asked (never Iconify's public API)", async () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  const response = await iconFetch("https://api.iconify.design/mdi.json?icons=home");
  expect(response.status).toBe(404);
  expect(fetchSpy).not.toHaveBeenCalled();
});
