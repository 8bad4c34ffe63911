import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import {
  BUILD_ID,
  fetchLatestBuild,
  getOutdatedBuild,
  parseBuildInfo,
  parseBuildMeta,
  resetBuildState,
  startBuildPolling,
} from "./build-manifest";

const HOUR = 3_600_000;

function jsonResponse(body: unknown, status = 200) {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** A fetch that answers meta/<id>.json for the current build and `latest` for latest.json. */
function fakeFetch(latest: () => Response) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes("/meta/")) return jsonResponse({ id: "current", timestamp: 1, prerendered: [] });
    return latest();
  });
}

function fakeDoc() {
  const target = new EventTarget();
  const doc = {
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
  };
  return {
    doc: doc as unknown as Document,
    hide: () => {
      doc.visibilityState = "hidden";
      target.dispatchEvent(new Event("visibilitychange"));
    },
    show: () => {
      doc.visibilityState = "visible";
      target.dispatchEvent(new Event("visibilitychange"));
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetBuildState();
});
afterEach(() => vi.useRealTimers());

describe("parsing", () => {
  test("accepts {id, timestamp} and rejects anything else", () => {
    expect(parseBuildInfo({ id: "a", timestamp: 1 })).toEqual({ id: "a", timestamp: 1 });
    for (const bad of [
      null,
      "a",
      [],
      {},
      { id: "", timestamp: 1 },
      { id: "a" },
      { id: 1, timestamp: 1 },
      { id: "a", timestamp: "1" },
    ]) {
      expect(parseBuildInfo(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  test("a build meta needs a prerendered list", () => {
    expect(parseBuildMeta({ id: "a", timestamp: 1, prerendered: [], assets: ["assets/x.js"] })).toMatchObject({
      id: "a",
      assets: ["assets/x.js"],
    });
    expect(parseBuildMeta({ id: "a", timestamp: 1 })).toBeNull();
  });

  test("latest.json is fetched with a cache-busting query and validated", async () => {
    const fetch = fakeFetch(() => jsonResponse({ id: "next", timestamp: 2 }));
    await expect(fetchLatestBuild(fetch, () => 42)).resolves.toEqual({ id: "next", timestamp: 2 });
    expect(fetch).toHaveBeenCalledWith("/assets/builds/latest.json?42", expect.anything());
    await expect(fetchLatestBuild(fakeFetch(() => jsonResponse("<!doctype html><html>")))).rejects.toThrow(/not JSON/);
    await expect(fetchLatestBuild(fakeFetch(() => jsonResponse("{", 200)))).rejects.toThrow(/not JSON/);
    await expect(fetchLatestBuild(fakeFetch(() => jsonResponse({ ok: true })))).rejects.toThrow(
      /not \{id, timestamp\}/,
    );
    await expect(fetchLatestBuild(fakeFetch(() => jsonResponse({}, 500)))).rejects.toThrow(/HTTP 500/);
  });

  test("outside a production build the id is dev", () => {
    expect(BUILD_ID).toBe("dev");
  });
});

describe("startBuildPolling", () => {
  test("checks one interval after start, not before, then every interval", async () => {
    const fetch = fakeFetch(() => jsonResponse({ id: "current", timestamp: 1 }));
    const stop = startBuildPolling({ currentId: "current", intervalMs: HOUR, fetch, doc: fakeDoc().doc });
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      "/assets/builds/meta/current.json",
      expect.stringMatching(/^\/assets\/builds\/latest\.json\?\d+$/),
    ]);
    await vi.advanceTimersByTimeAsync(HOUR);
    // The meta is fetched once and cached; latest.json every interval.
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(getOutdatedBuild()).toBeNull();
    stop();
  });

  test("a different id marks the build outdated and stops polling", async () => {
    const fetch = fakeFetch(() => jsonResponse({ id: "next", timestamp: 2 }));
    startBuildPolling({ currentId: "current", intervalMs: 1000, fetch, doc: fakeDoc().doc });
    await vi.advanceTimersByTimeAsync(1000);
    expect(getOutdatedBuild()).toEqual({ id: "next", timestamp: 2 });
    const calls = fetch.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(calls);
  });

  test("a broken latest.json is logged and changes nothing; polling goes on", async () => {
    const answers = [
      () => jsonResponse({ error: true }, 500),
      () => new Response("<!doctype html><title>x</title>", { headers: { "Content-Type": "text/html" } }),
      () => jsonResponse('{"id": "x", '),
      () => Promise.reject(new TypeError("Failed to fetch")) as unknown as Response,
    ];
    let n = 0;
    const fetch = fakeFetch(() => answers[n++]!());
    const log = vi.fn();
    startBuildPolling({ currentId: "current", intervalMs: 1000, fetch, doc: fakeDoc().doc, log });
    await vi.advanceTimersByTimeAsync(4000);
    expect(log).toHaveBeenCalledTimes(4);
    expect(log.mock.calls.every(([message]) => String(message).startsWith("[build-manifest]"))).toBe(true);
    expect(getOutdatedBuild()).toBeNull();
  });

  test("a missing meta file is logged but the latest check still runs", async () => {
    const log = vi.fn();
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes("/meta/") ? jsonResponse({}, 404) : jsonResponse({ id: "next", timestamp: 2 }),
    );
    startBuildPolling({ currentId: "current", intervalMs: 1000, fetch, doc: fakeDoc().doc, log });
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("构建清单"), expect.any(Error));
    expect(getOutdatedBuild()?.id).toBe("next");
  });

  test("returning to the tab after at least one interval checks at once", async () => {
    let clock = 0;
    const fetch = fakeFetch(() => jsonResponse({ id: "current", timestamp: 1 }));
    const { doc, hide, show } = fakeDoc();
    startBuildPolling({ currentId: "current", intervalMs: HOUR, fetch, doc, now: () => clock });
    hide();
    clock = HOUR - 1;
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).not.toHaveBeenCalled();
    hide();
    clock = HOUR;
    show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls.some(([url]) => String(url).includes("latest.json"))).toBe(true);
  });

  test("an interval of 0 disables polling", async () => {
    const fetch = fakeFetch(() => jsonResponse({ id: "next", timestamp: 2 }));
    startBuildPolling({ currentId: "current", intervalMs: 0, fetch, doc: fakeDoc().doc });
    await vi.advanceTimersByTimeAsync(10 * HOUR);
    expect(fetch).not.toHaveBeenCalled();
  });
});
