import { renderToStaticMarkup } from "react-dom/server";
import { createBrowserRouter, createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ensureHistoryKey, restoreScrollScript, SCROLL_POSITIONS_KEY, ScrollRestoration } from "./scroll-restoration";

const runScript = () => new Function(restoreScrollScript())();

beforeEach(() => {
  window.history.replaceState(null, "");
  sessionStorage.clear();
});

afterEach(() => {
  sessionStorage.clear();
});

describe("React Router's browser history, as the script and ensureHistoryKey read it", () => {
  it("keeps `key` and `idx` in history.state and adopts a key written before it starts", async () => {
    ensureHistoryKey();
    const key = (window.history.state as { key: string }).key;
    const router = createBrowserRouter([
      { path: "/", element: null },
      { path: "/next", element: null },
    ]);
    try {
      expect(router.state.location.key).toBe(key);
      await router.navigate("/next");
      const state = window.history.state as Record<string, unknown>;
      expect(state).toEqual(expect.objectContaining({ key: router.state.location.key, idx: 1 }));
    } finally {
      router.dispose();
      window.history.replaceState(null, "", "/");
    }
  });
});

describe("scroll restoration script", () => {
  it("on a fresh history entry touches neither the history nor sessionStorage", () => {
    const getItem = vi.spyOn(Storage.prototype, "getItem");
    const replaceState = vi.spyOn(window.history, "replaceState");
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    runScript();
    expect(window.history.state).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("ensureHistoryKey gives a fresh entry a key once and keeps an entry's key", () => {
    ensureHistoryKey();
    const state = window.history.state as { key?: unknown; idx?: unknown };
    expect(typeof state.key).toBe("string");
    expect(String(state.key).length).toBeGreaterThan(3);
    expect(state.idx).toBe(0);
    ensureHistoryKey();
    expect((window.history.state as { key: unknown }).key).toBe(state.key);
    window.history.replaceState({ key: "k9", idx: 3 }, "");
    ensureHistoryKey();
    expect(window.history.state).toEqual({ key: "k9", idx: 3 });
  });

  it("on a reload or back/forward (the entry has a key) restores the stored position", () => {
    window.history.replaceState({ key: "k1" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 640, other: 10 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    runScript();
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect((window.history.state as { key: string }).key).toBe("k1");
  });

  it("leaves the page where it is when nothing was stored for the entry", () => {
    window.history.replaceState({ key: "k2" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 640 }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    runScript();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("drops unreadable stored positions instead of failing", () => {
    window.history.replaceState({ key: "k1" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, "{not json");
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    expect(runScript).not.toThrow();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
  });

  it("is rendered with the page's nonce, and its text cannot end the script element early", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <ScrollRestoration nonce="abc" /> }]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/"]} />);
    expect(html).toContain('<script nonce="abc">');
    expect(html).toContain(JSON.stringify(SCROLL_POSITIONS_KEY));
    expect(restoreScrollScript("</script><b>")).not.toContain("</script>");
  });
});
