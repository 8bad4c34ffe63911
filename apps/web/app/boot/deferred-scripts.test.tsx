import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HYDRATION_CHECK_EVENT } from "./hydration-failure";
import {
  bufferedContextScript,
  deferredBootScript,
  ROUTER_STREAM_SCRIPT,
  routePreloads,
  splitScripts,
  stagedModuleCode,
} from "./deferred-scripts";

// The shape React Router 7.18's <Scripts> renders during SSR and hydration
// (react-router/dist/.../chunk-*.mjs `function Scripts`): links, then a fragment
// with the context script and the inline module script.
function routerScriptsOutput() {
  return (
    <>
      {null}
      {null}
      <link rel="modulepreload" href="/assets/entry.client.js" nonce="n" />
      {["/assets/entry.client.js", "/assets/root.js"].map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce="n" />
      ))}
      <>
        <script nonce="n" dangerouslySetInnerHTML={{ __html: "window.__reactRouterContext = {};" }} />
        <script
          nonce="n"
          type="module"
          async
          dangerouslySetInnerHTML={{
            __html: 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");',
          }}
        />
      </>
    </>
  );
}

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("splitScripts", () => {
  it("keeps the context script, collects the preloads and the module script", () => {
    const split = splitScripts(routerScriptsOutput());
    expect(split.preloads).toEqual(["/assets/entry.client.js", "/assets/entry.client.js", "/assets/root.js"]);
    expect(split.moduleCode).toContain('import("/assets/entry.client.js")');
    expect(split.keep).toHaveLength(1);
    expect(renderToStaticMarkup(<>{split.keep}</>)).toBe(
      '<script nonce="n">window.__reactRouterContext = {};</script>',
    );
  });

  it("finds no module script in output of another shape", () => {
    expect(splitScripts(null).moduleCode).toBeNull();
    expect(splitScripts(<script src="/x.js" />).moduleCode).toBeNull();
  });
});

describe("deferredBootScript", () => {
  const code = 'import * as route0 from "/assets/root.js";\n</script><script>alert(1)</script>';

  it("is safe inline: no closing tag in the serialised module code", () => {
    expect(deferredBootScript(["/a.js"], code)).not.toContain("</script");
  });

  it("adds the preloads, then the module script, only after the page has painted", () => {
    vi.useFakeTimers();
    new Function(deferredBootScript(["/assets/a.js", "/assets/b.js"], code))();
    // jsdom reports no paint timing: the script waits two frames and a task.
    expect(document.querySelector("link, script")).toBeNull();
    vi.advanceTimersByTime(100);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
      l.getAttribute("href"),
    );
    expect(links).toEqual(["/assets/a.js", "/assets/b.js"]);
    const script = document.body.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script.textContent).toBe(code);
  });

  it("inserts the preloads one per task, and the module script after the last of them", () => {
    vi.useFakeTimers();
    const preloads = Array.from({ length: 5 }, (_, i) => `/assets/m${i}.js`);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    new Function(deferredBootScript(preloads, code))();
    const count = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    for (let inserted = 1; inserted < 5; inserted++) {
      expect(count()).toBe(inserted);
      expect(document.body.querySelector('script[type="module"]')).toBeNull();
      vi.advanceTimersToNextTimer();
    }
    expect(count()).toBe(5);
    vi.runAllTimers();
    expect(document.body.querySelector('script[type="module"]')).not.toBeNull();
    visibility.mockRestore();
  });

  it("opens sessionStorage and localStorage one per task after the preloads, before the module script", () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const opened: string[] = [];
    const length = vi.spyOn(Storage.prototype, "length", "get").mockImplementation(function (this: Storage) {
      opened.push(this === window.sessionStorage ? "session" : this === window.localStorage ? "local" : "?");
      return 0;
    });
    new Function(deferredBootScript(["/assets/a.js"], code))();
    const moduleScript = () => document.body.querySelector('script[type="module"]');
    expect(opened).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(opened).toEqual(["session"]);
    expect(moduleScript()).toBeNull();
    vi.advanceTimersToNextTimer();
    expect(opened).toEqual(["session", "local"]);
    expect(moduleScript()).toBeNull();
    // Then the task that opens the hydration stream and adds the module script.
    vi.advanceTimersToNextTimer();
    expect(moduleScript()).not.toBeNull();
    length.mockRestore();
    visibility.mockRestore();
  });

  it("starts at once in a hidden tab, and asks for the hydration check when a module cannot be fetched", () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const checks = vi.fn();
    window.addEventListener(HYDRATION_CHECK_EVENT, checks);
    new Function(deferredBootScript([], code))();
    // No waiting for a paint: only the storage and stream tasks (zero-delay timers) come first.
    for (let task = 0; task < 3; task++) vi.advanceTimersToNextTimer();
    const script = document.body.querySelector<HTMLScriptElement>('script[type="module"]')!;
    expect(script).not.toBeNull();
    expect(checks).not.toHaveBeenCalled();
    script.dispatchEvent(new Event("error"));
    expect(checks).toHaveBeenCalledTimes(1);
    window.removeEventListener(HYDRATION_CHECK_EVENT, checks);
    visibility.mockRestore();
  });
});

describe("bufferedContextScript", () => {
  const context = 'window.__reactRouterContext = {"basename":"/"};';

  it("replaces React Router's stream with a buffer; leaves other shapes alone", () => {
    const buffered = bufferedContextScript(context + ROUTER_STREAM_SCRIPT)!;
    expect(buffered.startsWith(context)).toBe(true);
    expect(buffered).not.toContain("ReadableStream");
    expect(bufferedContextScript(context)).toBeNull();
    expect(bufferedContextScript(`window.x = 1;${ROUTER_STREAM_SCRIPT}`)).toBeNull();
  });

  it("keeps the chunks until the boot opens the stream before the modules; later chunks stream through", async () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const win = window as unknown as {
      __reactRouterContext?: {
        stream?: ReadableStream<Uint8Array>;
        streamController?: { enqueue(c: string): void; close(): void };
      };
    };
    new Function(bufferedContextScript(context + ROUTER_STREAM_SCRIPT)!)();
    // React Router's chunk scripts, as the HTML runs them before any module.
    win.__reactRouterContext!.streamController!.enqueue("[1,");
    expect(win.__reactRouterContext!.stream).toBeUndefined();
    new Function(deferredBootScript([], "import('/assets/entry.client.js');"))();
    win.__reactRouterContext!.streamController!.enqueue("2,");
    vi.runAllTimers();
    expect(document.body.querySelector('script[type="module"]')).not.toBeNull();
    const stream = win.__reactRouterContext!.stream!;
    expect(stream).toBeInstanceOf(ReadableStream);
    // A chunk streamed after the boot (deferred data) goes straight to the opened stream.
    win.__reactRouterContext!.streamController!.enqueue("3]");
    win.__reactRouterContext!.streamController!.close();
    vi.useRealTimers();
    const text = await new Response(stream).text();
    expect(text).toBe("[1,2,3]");
    delete win.__reactRouterContext;
    visibility.mockRestore();
  });
});

describe("stagedModuleCode", () => {
  // React Router 7.18's inline module script for a page with two route modules.
  const code = [
    ";",
    'import * as route0 from "/assets/root.js";',
    'import * as route1 from "/assets/home.js";',
    '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js"}};',
    '  window.__reactRouterRouteModules = {"root":route0,"home-root":route1};',
    "",
    'import("/assets/entry.client.js");',
  ].join("\n");
  const preloads = [
    "/assets/entry.client.js",
    "/assets/react-dom.js",
    "/assets/root.js",
    "/assets/shell.js",
    "/assets/shell.js",
    "/assets/home.js",
  ];

  it("imports the shared chunks, then each route, one per task; the entry only after the modules are registered", () => {
    const staged = stagedModuleCode(code, preloads, "check")!;
    expect(staged).not.toMatch(/^\s*import \*/m);
    expect(staged).toContain('for(const u of ["/assets/react-dom.js","/assets/shell.js"])await __stage(u);');
    const order = [
      "/assets/react-dom.js",
      'route0=await __stage("/assets/root.js")',
      'route1=await __stage("/assets/home.js")',
      "__reactRouterRouteModules",
      'import("/assets/entry.client.js")',
    ];
    const positions = order.map((part) => staged.indexOf(part));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // A failed import asks for the hydration check.
    expect(staged).toContain('catch(error){dispatchEvent(new Event("check"));throw error}');
  });

  it("parses as a module script", () => {
    // Top-level await and import() are module syntax: wrap in an async function to check the syntax only.
    const body = stagedModuleCode(code, preloads, "check")!.replace(/\bimport\(/g, "__import(");
    expect(() => new Function("__import", `return (async () => {${body}})`)).not.toThrow();
  });

  it("stages the route manifest's module first when the script imports it (routeDiscovery: initial)", () => {
    const withManifest = 'import "/assets/manifest-1.js";\n' + code;
    const staged = stagedModuleCode(withManifest, preloads, "check")!;
    expect(staged).not.toMatch(/^\s*import\s/m);
    expect(staged).toContain('for(const u of ["/assets/manifest-1.js","/assets/react-dom.js","/assets/shell.js"])');
  });

  it("leaves code of another shape to run as it is", () => {
    expect(stagedModuleCode('import("/assets/entry.client.js");', preloads, "check")).toBeNull();
    expect(
      stagedModuleCode(
        'import * as route0 from "/assets/root.js";\nimport x from "/assets/x.js";\nimport("/assets/e.js");',
        preloads,
        "check",
      ),
    ).toBeNull();
    expect(
      stagedModuleCode('import * as route0 from "/assets/root.js";\nconsole.log(route0);', preloads, "check"),
    ).toBeNull();
  });
});

describe("routePreloads", () => {
  it("takes the matched routes' modulePreloads, asset paths only", () => {
    const matches = [
      { loaderData: { user: null } },
      { loaderData: undefined },
      {
        loaderData: {
          modulePreloads: [
            "/assets/banned-words-tool-EP-hvukq.js",
            "https://evil.example/x.js",
            "/assets/../x.js",
            3,
            "/assets/engine_2.js",
          ],
        },
      },
      { loaderData: { modulePreloads: "/assets/x.js" } },
    ];
    expect(routePreloads(matches)).toEqual(["/assets/banned-words-tool-EP-hvukq.js", "/assets/engine_2.js"]);
  });
});
