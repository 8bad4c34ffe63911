import { describe, expect, test } from "vitest";
import { crc32, gunzipSync } from "node:zlib";
import {
  crc32Combine,
  crcShift,
  createPageCache,
  gzipBody,
  identityBody,
  isCacheablePath,
  mayUseCache,
  pageCacheKey,
} from "./page-cache";

function clock(start = 1_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const HTML = (body: string, nonce = "N0nce==") =>
  `<html><script nonce="${nonce}">${body}</script><script nonce="${nonce}"></script></html>`;

describe("page cache entries", () => {
  test("a stored page is fresh, then stale, then gone", () => {
    const time = clock();
    const cache = createPageCache({
      freshMs: 10_000,
      staleMs: 50_000,
      maxBytes: 1 << 20,
      maxEntries: 10,
      now: time.now,
    });
    cache.set("k", HTML("a"), "N0nce==", [["content-type", "text/html"]]);
    expect(cache.get("k")?.state).toBe("hit");
    time.advance(9_999);
    expect(cache.get("k")?.state).toBe("hit");
    time.advance(1);
    expect(cache.get("k")?.state).toBe("stale");
    time.advance(49_999);
    expect(cache.get("k")?.state).toBe("stale");
    time.advance(1);
    expect(cache.get("k")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  test("no stale window: a page is gone when it stops being fresh", () => {
    const time = clock();
    const cache = createPageCache({ freshMs: 100, staleMs: 0, maxBytes: 1 << 20, maxEntries: 10, now: time.now });
    cache.set("k", "x", "", []);
    time.advance(100);
    expect(cache.get("k")).toBeUndefined();
  });

  test("the HTML is kept split at the render's nonce, so each response joins in its own", () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 20, maxEntries: 10 });
    cache.set("k", HTML("x"), "N0nce==", []);
    const { page } = cache.get("k")!;
    expect(identityBody(page, "fresh+1").toString()).toBe(HTML("x", "fresh+1"));
    expect(identityBody(page, "fresh+2").toString()).not.toContain("N0nce==");
  });

  test("a CRC-32 of joined pieces comes from the pieces' CRCs, as zlib computes it over the whole", () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 251));
    for (const [a, b] of [
      [0, 0],
      [0, 1],
      [1, 1],
      [3, 24],
      [1000, 65_536],
      [12_345, 70_000],
    ] as const) {
      const left = bytes.subarray(0, a);
      const right = bytes.subarray(a, b);
      const crcOf = (buffer: Buffer) => (buffer.length ? crc32(buffer) : 0);
      expect(crc32Combine(crcOf(left), crcOf(right), crcShift(right.length))).toBe(crcOf(bytes.subarray(0, b)));
    }
  });

  test("the gzip body, spliced from parts compressed once, is the same page with the new nonce", () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 24, maxEntries: 10 });
    // Larger than one stored block and than the 32 KB window, non-ASCII, the nonce at both ends and twice in a row.
    const body = Array.from({ length: 4000 }, (_, i) => `<li>违禁词检测 第 ${i} 条 ${"é".repeat(i % 7)}</li>`).join("");
    const html = `N0nce==<html>${body}<script nonce="N0nce=="></script>N0nce==N0nce==${body.slice(0, 999)}N0nce==`;
    cache.set("k", html, "N0nce==", []);
    const { page } = cache.get("k")!;
    for (const nonce of ["AbC+/123xyz==", "x"]) {
      const gz = gzipBody(page, nonce);
      expect(gunzipSync(gz).toString()).toBe(html.split("N0nce==").join(nonce));
      expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 5);
    }
    // A page without any nonce (nothing to split) round-trips too.
    cache.set("plain", "<p>无脚本</p>", "N0nce==", []);
    expect(gunzipSync(gzipBody(cache.get("plain")!.page, "n")).toString()).toBe("<p>无脚本</p>");
  });

  test("least recently used pages go first when the byte budget is spent", () => {
    const page = "x".repeat(200_000); // 200 KB (and a few hundred bytes compressed)
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 2_000_000, maxEntries: 100 });
    for (let i = 0; i < 9; i++) cache.set(`k${i}`, page, "", []);
    expect(cache.size).toBe(9);
    cache.get("k0"); // k0 used again: k1 is now the oldest
    cache.set("k9", page, "", []);
    cache.set("k10", page, "", []);
    expect(cache.bytes).toBeLessThanOrEqual(2_000_000);
    expect(cache.get("k0")).toBeDefined();
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k10")).toBeDefined();
  });

  test("the entry count is bounded too", () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 24, maxEntries: 3 });
    for (let i = 0; i < 5; i++) cache.set(`k${i}`, "page", "", []);
    expect(cache.size).toBe(3);
    expect(cache.get("k1")).toBeUndefined();
    expect(cache.get("k4")).toBeDefined();
  });

  test("a page larger than an eighth of the budget is not kept", () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1_600_000, maxEntries: 10 });
    expect(cache.set("big", "x".repeat(250_000), "", [])).toBe(false);
    expect(cache.get("big")).toBeUndefined();
    expect(cache.set("small", "x".repeat(150_000), "", [])).toBe(true);
  });

  test("replacing a page counts its bytes once", () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 0, maxBytes: 1 << 20, maxEntries: 10 });
    cache.set("k", "aaaa", "", []);
    const once = cache.bytes;
    cache.set("k", "aaaa", "", []);
    expect(cache.bytes).toBe(once);
    expect(cache.size).toBe(1);
  });

  test("one background render per page at a time", () => {
    const cache = createPageCache({ freshMs: 1000, staleMs: 1000, maxBytes: 1 << 20, maxEntries: 10 });
    expect(cache.claim("k")).toBe(true);
    expect(cache.claim("k")).toBe(false);
    expect(cache.claim("other")).toBe(true);
    cache.release("k");
    expect(cache.claim("k")).toBe(true);
  });

  test("nonsense bounds are refused", () => {
    expect(() => createPageCache({ freshMs: 0, staleMs: 0, maxBytes: 1, maxEntries: 1 })).toThrow(RangeError);
    expect(() => createPageCache({ freshMs: 1, staleMs: 0, maxBytes: 0, maxEntries: 1 })).toThrow(RangeError);
    expect(() => createPageCache({ freshMs: 1, staleMs: 0, maxBytes: 1, maxEntries: 0.5 })).toThrow(RangeError);
  });
});

describe("which requests may use the cache", () => {
  const url = (path: string) => new URL(path, "http://site.test");

  test("the four screens, / and tool pages, with their query strings", () => {
    for (const path of [
      "/",
      "/home",
      "/tools-index?cat=compliance",
      "/template-community?q=海报&page=2",
      "/vip?tab=team",
      "/tools/banned-words?industry=cosmetics",
    ]) {
      expect(mayUseCache("GET", url(path), undefined), path).toBe(true);
    }
  });

  test("nothing else: data requests, resources, other paths", () => {
    for (const path of [
      "/home.data",
      "/tools/banned-words.data",
      "/tools",
      "/tools/",
      "/tools/Bad_Slug",
      "/resources/search?q=a",
      "/calendar.ics",
      "/robots.txt",
      "/user-center/orders",
      "/home/extra",
    ]) {
      expect(isCacheablePath(url(path).pathname), path).toBe(false);
    }
  });

  test("never with a session, a token hand-off or another method", () => {
    expect(mayUseCache("GET", url("/home"), "token=demo-user")).toBe(false);
    expect(mayUseCache("GET", url("/home"), "a=1; token=x")).toBe(false);
    // Even a token the session middleware would reject: what it means is not the cache's call.
    expect(mayUseCache("GET", url("/home"), "token=")).toBe(false);
    expect(mayUseCache("GET", url("/home?token=demo-user"), undefined)).toBe(false);
    expect(mayUseCache("GET", url("/home?token="), undefined)).toBe(false);
    expect(mayUseCache("POST", url("/vip"), undefined)).toBe(false);
    expect(mayUseCache("HEAD", url("/home"), undefined)).toBe(false);
    // Other cookies (analytics, preferences) do not make a page personal.
    expect(mayUseCache("GET", url("/home"), "mytoken=1; theme=dark")).toBe(true);
  });
});

describe("cache keys", () => {
  const key = (href: string, build = "b1") => pageCacheKey(build, new URL(href));

  test("the same page whatever the parameter order or encoding", () => {
    expect(key("http://s.test/tools-index?cat=a&sort=hot")).toBe(key("http://s.test/tools-index?sort=hot&cat=a"));
    expect(key("http://s.test/template-community?q=a%20b")).toBe(key("http://s.test/template-community?q=a+b"));
    expect(key("http://s.test/home?")).toBe(key("http://s.test/home"));
  });

  test("different pages, origins and builds never share a key", () => {
    expect(key("http://s.test/home")).not.toBe(key("http://s.test/"));
    expect(key("http://s.test/tools-index?cat=a")).not.toBe(key("http://s.test/tools-index?cat=b"));
    // Repeated parameters keep their order: it may mean something.
    expect(key("http://s.test/home?x=1&x=2")).not.toBe(key("http://s.test/home?x=2&x=1"));
    expect(key("http://s.test/home")).not.toBe(key("https://s.test/home"));
    expect(key("http://s.test/home")).not.toBe(key("http://other.test/home"));
    expect(key("http://s.test/home", "b1")).not.toBe(key("http://s.test/home", "b2"));
  });
});
