/**
 * The page cache in the request path, over real HTTP (Express on a free
 * port), with React Router's handler replaced by a scripted one: each test
 * says what a render answers, how long it takes and what its RenderReport
 * ends up saying.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterEach, expect, test, vi } from "vitest";
import type { RenderReport } from "../app/context";
import { createPageCache } from "./page-cache";
import { createPageHandler, type RenderInput } from "./page-cache-handler";

type Script = (input: RenderInput, request: Request) => Promise<Response>;
let script: Script = async () => new Response("unset");

vi.mock("react-router", () => ({
  // The handler's load context is whatever getLoadContext returned: here, the RenderInput itself.
  createRequestHandler: () => (request: Request, context: unknown) => script(context as RenderInput, request),
}));

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function site(options: { freshMs?: number; staleMs?: number; revalidateAfterMs?: number } = {}) {
  const cache = createPageCache({
    freshMs: options.freshMs ?? 10_000,
    staleMs: options.staleMs ?? 0,
    maxBytes: 1 << 24,
    maxEntries: 50,
  });
  let nonces = 0;
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = `nonce${++nonces}`;
    next();
  });
  app.use(
    createPageHandler({
      build: async () => ({}) as never,
      buildId: "b1",
      cache,
      newNonce: () => `bg${++nonces}`,
      compress: (_req, res) => res.setHeader("X-Compressed", "on the fly"),
      revalidateAfterMs: options.revalidateAfterMs ?? 0,
      getLoadContext: (input) => input as never,
      log: () => {},
    }),
  );
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  servers.push(server);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    cache,
    get: async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(origin + path, { headers });
      return {
        status: response.status,
        cache: response.headers.get("x-page-cache"),
        compressedOnTheFly: response.headers.has("x-compressed"),
        body: await response.text(),
      };
    },
  };
}

const page = (nonce: string, text = "首页") => `<html><script nonce="${nonce}"></script><p>${text}</p></html>`;
const html = { "Content-Type": "text/html; charset=utf-8" };

/** A render that settles at once, complete and shareable (or with the given outcome). */
function settled(outcome: RenderReport["outcome"] = "shareable", text = "首页"): Script {
  return async ({ nonce, report }) => {
    report?.onShell?.(true);
    if (report) report.outcome = outcome;
    return new Response(page(nonce, text), { headers: html });
  };
}

test("a page is rendered once; the next visitor gets it with their own nonce", async () => {
  const s = await site();
  let renders = 0;
  const render = settled();
  script = async (input, request) => {
    renders += 1;
    return render(input, request);
  };
  const first = await s.get("/home");
  const second = await s.get("/home");
  expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
  expect(renders).toBe(1);
  expect(first.body).toBe(page("nonce1"));
  expect(second.body).toBe(page("nonce2"));
  // What is rendered is compressed as it streams; a cached page was compressed when it was stored.
  expect([first.compressedOnTheFly, second.compressedOnTheFly]).toEqual([true, false]);
});

test("sessions, token hand-offs and other paths never touch the cache", async () => {
  const s = await site();
  script = settled();
  expect((await s.get("/home", { Cookie: "token=demo-user" })).cache).toBe("bypass");
  expect((await s.get("/home?token=demo-user")).cache).toBe("bypass");
  const other = await s.get("/resources/search?q=a");
  expect(other.cache).toBeNull();
  expect(other.compressedOnTheFly).toBe(true);
  expect(s.cache.size).toBe(0);
});

test("degraded renders, other statuses and answers that set a cookie are not kept", async () => {
  const s = await site();
  script = settled("not-shareable");
  await s.get("/home");
  expect((await s.get("/home")).cache).toBe("miss");
  script = async ({ report }) => {
    if (report) report.outcome = "shareable";
    return new Response("nope", { status: 404, headers: html });
  };
  await s.get("/tools/nope");
  script = async ({ nonce, report }) => {
    if (report) report.outcome = "shareable";
    return new Response(page(nonce), { headers: { ...html, "Set-Cookie": "a=1" } });
  };
  await s.get("/vip");
  expect(s.cache.size).toBe(0);
});

test("visitors arriving while a page renders wait for that render instead of rendering it again", async () => {
  const s = await site();
  let renders = 0;
  let finish = () => {};
  script = async ({ nonce, report }) => {
    renders += 1;
    await new Promise<void>((resolve) => (finish = resolve));
    report?.onShell?.(true);
    if (report) report.outcome = "shareable";
    return new Response(page(nonce), { headers: html });
  };
  const leader = s.get("/tools-index");
  await vi.waitFor(() => expect(renders).toBe(1));
  const followers = Promise.all([s.get("/tools-index"), s.get("/tools-index")]);
  await new Promise((r) => setTimeout(r, 50));
  finish();
  const results = [await leader, ...(await followers)];
  expect(renders).toBe(1);
  expect(results.map((r) => r.cache)).toEqual(["miss", "hit", "hit"]);
});

test("a render whose shell goes out before its sections (a slow provider) releases the waiting visitors at once", async () => {
  const s = await site();
  let renders = 0;
  script = async ({ nonce, report }) => {
    renders += 1;
    // The first render's shell goes first and its sections take 1.2 s; the next one is quick.
    if (renders > 1) return settled("not-shareable")({ nonce, report, secure: false }, new Request("http://x/"));
    report?.onShell?.(false);
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(page(nonce)));
        setTimeout(() => {
          if (report) report.outcome = "not-shareable";
          controller.close();
        }, 1_200);
      },
    });
    return new Response(body, { headers: html });
  };
  const leader = s.get("/home");
  await vi.waitFor(() => expect(renders).toBe(1));
  const started = performance.now();
  const follower = await s.get("/home").then((r) => ({ ...r, at: performance.now() - started }));
  expect(follower.cache).toBe("miss");
  // It rendered itself at once: neither waiting for the first render to end nor for the 1 s a visitor may wait.
  expect(renders).toBe(2);
  expect(follower.at).toBeLessThan(700);
  await leader;
});

/**
 * `path` stored as "旧" and already stale (the site's pages are fresh for 1 ms); from then on every render
 * answers `next` with `outcome`, and `renders()` says how many ran.
 */
async function staleThenRendering(
  s: Awaited<ReturnType<typeof site>>,
  path: string,
  outcome: RenderReport["outcome"],
  next: string,
) {
  script = settled("shareable", "旧");
  await s.get(path);
  await new Promise((r) => setTimeout(r, 5));
  let count = 0;
  script = async (input, request) => {
    count += 1;
    return settled(outcome, next)(input, request);
  };
  return { renders: () => count };
}

test("the background render of a stale page starts only after the visitor's next requests had their turn", async () => {
  const s = await site({ freshMs: 1, staleMs: 60_000, revalidateAfterMs: 300 });
  const background = await staleThenRendering(s, "/home", "shareable", "新");
  const served = performance.now();
  expect((await s.get("/home")).cache).toBe("stale");
  // More stale hits while it waits: still the one render, not one each.
  expect((await s.get("/home")).body).toContain("旧");
  await new Promise((r) => setTimeout(r, 150));
  expect(background.renders()).toBe(0);
  await vi.waitFor(() => expect(background.renders()).toBe(1), { timeout: 2_000 });
  expect(performance.now() - served).toBeGreaterThanOrEqual(290);
  await vi.waitFor(async () => expect((await s.get("/home")).body).toContain("新"));
});

test("a stale page is served while one background render replaces it; a failed one leaves it in place", async () => {
  const s = await site({ freshMs: 1, staleMs: 60_000 });
  const background = await staleThenRendering(s, "/vip", "not-shareable", "坏");
  const stale = await s.get("/vip");
  expect(stale.cache).toBe("stale");
  expect(stale.body).toContain("旧");
  await vi.waitFor(() => expect(background.renders()).toBe(1));
  expect((await s.get("/vip")).body).toContain("旧");

  script = settled("shareable", "新");
  await s.get("/vip");
  await vi.waitFor(async () => expect((await s.get("/vip")).body).toContain("新"));
});
