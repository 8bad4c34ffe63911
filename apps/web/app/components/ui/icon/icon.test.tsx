import { render, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { Icon, configureIconApi, registerIconSets } from "./icon";
import { ICON_API_MAX_URL, ICON_FETCH_TIMEOUT_MS, iconFetch, loadIconsFromApi, setIconApiBase } from "./icon-api";
import iconSource from "./icon.tsx?raw";

const ICON_API = "http://127.0.0.1:3001/general/icons";

beforeAll(() => {
  configureIconApi(ICON_API);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fetch standing in for the icon API: every asked name exists, with a <path>. */
function iconApiFetch(urls: string[], signals: unknown[] = []) {
  return vi.fn(async (url: string, init?: RequestInit) => {
    urls.push(url);
    signals.push(init?.signal);
    const u = new URL(url);
    const prefix = u.pathname.split("/").pop()!.replace(".json", "");
    const names = u.searchParams.get("icons")!.split(",");
    const icons = Object.fromEntries(names.map((n) => [n, { body: "<path d='M0 0'/>" }]));
    return new Response(JSON.stringify({ prefix, icons, width: 24, height: 24 }), { status: 200 });
  });
}

test("an icon of the build-time subset renders as inline SVG on the server (no request)", () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  // ri:close-line is used by the message host, so the plugin put it in virtual:app-icons.
  const html = renderToString(<Icon name="ri:close-line" className="size-4" />);
  expect(html).toMatch(/^<svg[^>]*data-icon="ri:close-line"/);
  expect(html).toContain("<path");
  expect(html).toContain('aria-hidden="true"');
  expect(html).toContain('width="1em"');
  expect(html).toContain('viewBox="0 0 24 24"');
  expect(html).toContain('class="size-4"');
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
  registerIconSets({ "lucide:test-only-icon": { viewBox: "0 0 24 24", body: '<circle cx="12" cy="12" r="5"/>' } });
  const html = renderToString(<Icon name="lucide:test-only-icon" />);
  expect(html).toContain("<circle");
});

test("a name the server knows is missing keeps its box and is never asked of the icon API", async () => {
  const fetchSpy = vi.fn();
  vi.stubGlobal("fetch", fetchSpy);
  registerIconSets({ "lucide:known-missing-icon": null });
  const { container } = render(<Icon name="lucide:known-missing-icon" className="size-5" />);
  const svg = container.querySelector("svg")!;
  expect(svg).toHaveAttribute("data-icon-state", "missing");
  expect(svg).toHaveAttribute("width", "1em");
  expect(svg).toHaveClass("size-5");
  await new Promise((r) => setTimeout(r, 50));
  expect(fetchSpy).not.toHaveBeenCalled();
});

test("registered data replaces nothing: an icon that has data keeps it", () => {
  registerIconSets({ "ri:close-line": null, "lucide:test-only-icon": { viewBox: "0 0 1 1", body: "<rect/>" } });
  expect(renderToString(<Icon name="ri:close-line" />)).toContain("<path");
  expect(renderToString(<Icon name="lucide:test-only-icon" />)).toContain("<circle");
});

test("an unknown icon is fetched after mount from the configured icon API and then drawn in its box", async () => {
  const urls: string[] = [];
  vi.stubGlobal("fetch", iconApiFetch(urls));
  const { container } = render(
    <>
      <Icon name="lucide:mounted-runtime-a" className="size-5" />
      <Icon name="lucide:mounted-runtime-b" />
      <Icon name="lucide:mounted-runtime-a" />
    </>,
  );
  const svgs = () => [...container.querySelectorAll("svg")];
  expect(svgs().map((s) => s.getAttribute("data-icon-state"))).toEqual(["pending", "pending", "pending"]);
  await waitFor(() => expect(container.querySelectorAll("svg path")).toHaveLength(3));
  expect(svgs().every((s) => !s.hasAttribute("data-icon-state") && s.getAttribute("width") === "1em")).toBe(true);
  expect(svgs()[0]).toHaveClass("size-5");
  // The three icons (two names) went out together: one request for the collection.
  expect(urls).toEqual([`${ICON_API}/lucide.json?icons=mounted-runtime-a,mounted-runtime-b`]);
});

test("run-time icons: one request per collection, comma-separated names, every URL ≤ 500 characters", async () => {
  vi.useFakeTimers();
  const urls: string[] = [];
  const signals: unknown[] = [];
  vi.stubGlobal("fetch", iconApiFetch(urls, signals));
  const lucide = Array.from({ length: 120 }, (_, i) => `lucide:runtime-icon-number-${i}`);
  const ri = ["ri:runtime-a", "ri:runtime-b"];
  const done = vi.fn();
  loadIconsFromApi(ICON_API, [...lucide, ...ri], done);
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
  // What arrives is ready to draw: every asked icon, reported once, as viewBox + body.
  const reported = Object.assign({}, ...done.mock.calls.map(([icons]) => icons));
  expect(Object.keys(reported).sort()).toEqual([...lucide, ...ri].sort());
  expect(reported["ri:runtime-a"]).toEqual({ viewBox: "0 0 24 24", body: "<path d='M0 0'/>" });
});

test("each icon fetch is abandoned after 1500 ms", async () => {
  setIconApiBase(ICON_API);
  // AbortSignal.timeout runs on a native timer that fake timers do not drive: check what it was asked for.
  const controller = new AbortController();
  const timeout = vi.spyOn(AbortSignal, "timeout").mockReturnValue(controller.signal);
  const fetchSpy = vi.fn(async () => new Response("{}", { status: 200 }));
  vi.stubGlobal("fetch", fetchSpy);
  await iconFetch(`${ICON_API}/lucide.json?icons=slow`);
  expect(ICON_FETCH_TIMEOUT_MS).toBe(1500);
  expect(timeout).toHaveBeenCalledWith(ICON_FETCH_TIMEOUT_MS);
  expect(fetchSpy).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ signal: controller.signal }));
});

test("only the configured icon API is ever asked (never Iconify's public API)", async () => {
  setIconApiBase(ICON_API);
  const fetchSpy = vi.fn(async () => new Response("{}", { status: 200 }));
  vi.stubGlobal("fetch", fetchSpy);
  const response = await iconFetch("https://api.iconify.design/mdi.json?icons=home");
  expect(response.status).toBe(404);
  expect(fetchSpy).not.toHaveBeenCalled();
  // The configured one is asked, with its commas literal (Iconify's URL budget counts them as 1 character).
  await iconFetch(`${ICON_API}/mdi.json?icons=home%2Cstar`);
  expect(fetchSpy).toHaveBeenCalledWith(
    `${ICON_API}/mdi.json?icons=home,star`,
    expect.objectContaining({ signal: expect.any(AbortSignal) }),
  );
});

test("the first-load icon module carries no Iconify code: the online loader is only imported on demand", () => {
  // What keeps @iconify/react out of every page's first load (measured by `npm run bench`).
  const imports = [...iconSource.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gm)].map((m) => ({
    type: Boolean(m[1]),
    from: m[2],
  }));
  expect(imports.filter((i) => !i.type).map((i) => i.from)).toEqual(["react", "virtual:app-icons"]);
  expect(iconSource).toContain('import("./icon-api")');
});
