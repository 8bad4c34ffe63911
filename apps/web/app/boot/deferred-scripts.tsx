/**
 * React Router's `<Scripts>`, with the page's JavaScript fetched after the
 * first paint instead of alongside the stylesheet.
 *
 * `<Scripts>` emits a `<link rel="modulepreload">` for every module of the
 * entry and the matched routes (React hoists them into `<head>`, fetched at
 * high priority) and an inline module script that imports them. On a phone
 * (Lighthouse's simulated slow 4G) those ~135 KB gzip competed with the HTML
 * and the 11 KB stylesheet for the first paint: the four screens painted at
 * 2.2–2.5 s where the HTML and CSS alone paint at ~1 s. Nothing on the first
 * paint needs them: the server HTML is complete (links are real links, forms
 * real GET forms).
 *
 * So the same elements are rendered with three changes: no modulepreload links
 * in the HTML, the context script buffers the hydration data instead of
 * streaming it (`bufferedContextScript`), and the module script is started by a small classic script
 * once the browser reports the first contentful paint (or after two animation
 * frames where paint timing is missing; 3 s at most), which first
 * adds the modulepreload links (the whole module graph downloads in parallel,
 * no import waterfall), opens web storage (see `warm`) and the hydration stream
 * and then the module script, carrying the page's nonce
 * (CSP `'strict-dynamic'` trusts what a nonced script inserts). A hidden tab
 * never paints: it starts at once.
 *
 * Hydration failure (boot/hydration-failure.tsx): the module script now
 * runs after `load`, so the fallback no longer checks on `load` but on
 * {@link HYDRATION_CHECK_EVENT}, dispatched here when the module graph cannot
 * be fetched (the script's `error` event) or one of our modules throws while
 * it evaluates (a window `error` from /assets/ before the route modules are
 * registered). If React Router's output ever stops matching the shape this
 * expects, `<Scripts>` renders unchanged and the check runs on `load` as
 * before (deferred-scripts.test.tsx fails first).
 */
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, useMatches, type UIMatch } from "react-router";
import { HYDRATION_CHECK_EVENT } from "./hydration-failure";
import { scriptJson } from "../lib/inline-script";

type ScriptsProps = Parameters<typeof Scripts>[0];

interface Split {
  /** Elements rendered as they are (the router context script, an SRI import map). */
  keep: ReactElement[];
  preloads: string[];
  moduleCode: string | null;
}

function flatten(node: ReactNode, out: ReactElement[]) {
  if (Array.isArray(node)) {
    for (const child of node) flatten(child, out);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    if (node.type === Fragment) flatten(node.props.children, out);
    else out.push(node);
  }
}

/** Sorts `<Scripts>`' output into what stays, the modules to preload and the inline module script. */
export function splitScripts(rendered: ReactNode): Split {
  const elements: ReactElement[] = [];
  flatten(rendered, elements);
  const split: Split = { keep: [], preloads: [], moduleCode: null };
  for (const element of elements) {
    const props = element.props as {
      rel?: string;
      href?: string;
      type?: string;
      dangerouslySetInnerHTML?: { __html?: unknown };
    };
    if (element.type === "link" && props.rel === "modulepreload" && typeof props.href === "string") {
      split.preloads.push(props.href);
    } else if (
      element.type === "script" &&
      props.type === "module" &&
      typeof props.dangerouslySetInnerHTML?.__html === "string"
    ) {
      split.moduleCode = props.dangerouslySetInnerHTML.__html;
    } else {
      split.keep.push(element);
    }
  }
  return split;
}

/**
 * The end of React Router's context script (`<Scripts>`, react-router 7.18): the hydration data's stream,
 * created where the script stands. Its `enqueue` calls (one inline script per chunk of loader data, at the
 * end of the HTML) push each chunk through a TextEncoderStream, with the stream machinery's promise jobs
 * after every script: 2 ms of the 4–6 ms the body's inline scripts cost before the first layout (trace of a
 * phone load of 模板社区 and 营销日历). Nothing reads the stream before the router starts, after the first paint.
 */
export const ROUTER_STREAM_SCRIPT =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";

/**
 * A stand-in controller that only keeps the chunks (`q`) and whether the stream was closed (`done`); the boot
 * script opens the real stream from them before the page's modules run (`openStream` in the boot), and chunks
 * streamed later go straight to it.
 */
const BUFFERED_STREAM_SCRIPT =
  "window.__reactRouterContext.streamController={q:[],done:false,enqueue:function(c){this.q.push(c)},close:function(){this.done=true}};";

/** The context script with its stream buffered; null when the script is not of the expected shape (it then runs unchanged). */
export function bufferedContextScript(html: string): string | null {
  return html.startsWith("window.__reactRouterContext = ") && html.endsWith(ROUTER_STREAM_SCRIPT)
    ? html.slice(0, -ROUTER_STREAM_SCRIPT.length) + BUFFERED_STREAM_SCRIPT
    : null;
}

/** `keep` with the context script's stream buffered (see {@link bufferedContextScript}). */
function withBufferedStream(keep: ReactElement[]): ReactElement[] {
  return keep.map((element) => {
    const props = element.props as { dangerouslySetInnerHTML?: { __html?: unknown } };
    const html = props.dangerouslySetInnerHTML?.__html;
    if (element.type !== "script" || typeof html !== "string") return element;
    const buffered = bufferedContextScript(html);
    return buffered === null
      ? element
      : cloneElement(element as ReactElement<{ dangerouslySetInnerHTML: { __html: string } }>, {
          dangerouslySetInnerHTML: { __html: buffered },
        });
  });
}

/**
 * React Router's module script with its evaluation spread over several tasks.
 *
 * As rendered it imports the route modules statically, so the browser evaluates the whole graph (React
 * Router, the page shell, the routes) in one task, and then React DOM and the hydration start in a second:
 * 50–100 ms each at Lighthouse's 4× CPU, which is all of the page's Total Blocking Time. Here the shared
 * chunks are imported one by one, then each route module, with a yield to the event loop after each (input
 * and paint can run between them), and only then the rest of React Router's code runs unchanged: the
 * manifest, `window.__reactRouterRouteModules` from the same module namespace objects, and the import of
 * the entry that hydrates. The entry itself is never imported early: evaluating it starts hydration.
 *
 * A module that cannot be fetched or throws rejects its import: the hydration check runs (as the script's
 * `error` event does for a static import). Returns null when the code is not of the expected shape; the
 * script then runs as React Router wrote it.
 */
export function stagedModuleCode(code: string, preloads: readonly string[], checkEvent: string): string | null {
  const routeImports = [...code.matchAll(/^\s*import \* as (route\d+) from ("[^"\n]+");\s*$/gm)];
  // With `routeDiscovery: "initial"` (react-router.config.ts) the script starts with the route manifest's module,
  // imported for its side effect (`window.__reactRouterManifest`): staged first, like a shared chunk.
  const sideEffectImports = [...code.matchAll(/^\s*import ("[^"\n]+");?\s*$/gm)];
  const entry = /\bimport\(("[^"\n]+")\);\s*$/.exec(code);
  if (routeImports.length === 0 || !entry) return null;
  let rest = code;
  for (const match of [...sideEffectImports, ...routeImports]) rest = rest.replace(match[0], "");
  if (/^\s*import\s/m.test(rest)) return null;
  const routeUrls = new Set(routeImports.map((match) => JSON.parse(match[2]!) as string));
  const entryUrl = JSON.parse(entry[1]!) as string;
  const firstUrls = sideEffectImports.map((match) => JSON.parse(match[1]!) as string);
  const shared = [...new Set([...firstUrls, ...preloads])].filter((url) => url !== entryUrl && !routeUrls.has(url));
  const yieldTask =
    "new Promise(function(r){var c=new MessageChannel();c.port1.onmessage=function(){r()};c.port2.postMessage(0)})";
  return [
    `const __yield=function(){return ${yieldTask}};`,
    `const __stage=async function(u){const m=await import(u);await __yield();return m};`,
    `let ${routeImports.map((match) => match[1]).join(",")};`,
    "try{",
    `for(const u of ${JSON.stringify(shared)})await __stage(u);`,
    ...routeImports.map((match) => `${match[1]}=await __stage(${match[2]});`),
    `}catch(error){dispatchEvent(new Event(${JSON.stringify(checkEvent)}));throw error}`,
    rest,
  ].join("\n");
}

/**
 * Module preloads inserted per task (see `boot`): in Lighthouse's (unthrottled, counted 4×) trace one
 * insertion costs the renderer 1–8 ms (starting the request), so a group of five was a 10–15 ms task, of
 * three 6–17 ms and of two up to 15 ms (over the 12.5 ms that counts as blocking); one at a time stays under.
 */
const PRELOADS_PER_TASK = 1;

/** The modules start by then even if no first paint was reported (slow phones paint well before). */
const MAX_WAIT_MS = 3000;

/** What the boot script touches of `window.__reactRouterContext`. */
interface RouterContext {
  stream?: ReadableStream<Uint8Array>;
  streamController?: { q?: string[]; done?: boolean; enqueue(chunk: string): void; close(): void };
}

/** The classic script that starts the page's modules after the first paint. */
export function deferredBootScript(preloads: string[], moduleCode: string): string {
  const constants = {
    preloads,
    code: moduleCode,
    event: HYDRATION_CHECK_EVENT,
    maxWaitMs: MAX_WAIT_MS,
    perTask: PRELOADS_PER_TASK,
  };
  /* eslint-disable no-var -- serialised by toString() into a classic inline script: old syntax so it parses anywhere */
  const body = function (c: typeof constants) {
    var nonce = (document.currentScript as HTMLScriptElement | null)?.nonce || "";
    var check = function () {
      dispatchEvent(new Event(c.event));
    };
    var boot = function () {
      // Few preloads per task: every request a page starts costs the renderer main-thread work the
      // trace does not itemise (17 links in one task: ~95 ms at Lighthouse's 4× CPU, a long task of its
      // own). Each group goes in as one fragment (one style invalidation of <head>), then the next
      // group after a yield; the module script follows the last group.
      var next = 0;
      var step = function () {
        var links = document.createDocumentFragment();
        for (var end = Math.min(next + c.perTask, c.preloads.length); next < end; next++) {
          var link = document.createElement("link");
          link.rel = "modulepreload";
          link.href = c.preloads[next]!;
          link.nonce = nonce;
          links.appendChild(link);
        }
        document.head.appendChild(links);
        if (next < c.preloads.length) setTimeout(step, 0);
        else setTimeout(warm, 0);
      };
      // A document's first use of sessionStorage and of localStorage is a synchronous round trip to the
      // browser process (a storage permission check, then the whole storage area: Chromium's
      // `StorageArea::GetAll`), 1–9 ms of waiting, more while the browser is busy. React Router's
      // router reads sessionStorage as it starts, its scroll restoration again in the hydration commit,
      // and the session reads localStorage in its first effect: each made one of hydration's tasks that
      // much longer. Touching both here, one per task, moves the waits into tasks of their own.
      var areas = ["sessionStorage", "localStorage"];
      var warm = function () {
        var area = areas.shift();
        if (!area) return openStream();
        try {
          void (window as unknown as Record<string, Storage>)[area]!.length;
        } catch (_error) {
          // Storage blocked by the browser: the code that uses it copes (session/browser-session.ts).
        }
        setTimeout(warm, 0);
      };
      step();
    };
    // React Router's hydration data arrived in a buffer (bufferedContextScript): the stream it reads is opened
    // after the storage waits, in the task that adds the module script, with every chunk so far; chunks streamed
    // later (deferred data still on its way) go straight to it.
    var openStream = function () {
      var context = (window as unknown as { __reactRouterContext?: RouterContext }).__reactRouterContext;
      var buffered = context && context.streamController;
      if (context && buffered && buffered.q) {
        context.stream = new ReadableStream<string>({
          start: function (controller) {
            context!.streamController = controller;
          },
        }).pipeThrough(new TextEncoderStream());
        for (var i = 0; i < buffered.q.length; i++) context.streamController!.enqueue(buffered.q[i]!);
        if (buffered.done) context.streamController!.close();
      }
      run();
    };
    var run = function () {
      // A module of ours that throws while the graph evaluates: React Router's script never runs.
      var onError = function (event: ErrorEvent) {
        if ("__reactRouterRouteModules" in window) return removeEventListener("error", onError);
        if (event.filename && event.filename.indexOf(location.origin + "/assets/") === 0) check();
      };
      addEventListener("error", onError);
      var script = document.createElement("script");
      script.type = "module";
      script.nonce = nonce;
      // An inline module script fires `error` when a module of its graph cannot be fetched.
      script.addEventListener("error", check);
      script.textContent = c.code;
      document.body.appendChild(script);
    };
    var started = false;
    var start = function () {
      if (started) return;
      started = true;
      boot();
    };
    // A hidden tab (opened in the background) does not paint until shown: start at once.
    if (document.visibilityState === "hidden") return start();
    // First contentful paint reported = the frame is on screen. A frame callback alone is not
    // enough: it runs before the frame is presented, and the downloads would race the paint.
    if (
      typeof PerformanceObserver === "function" &&
      (PerformanceObserver.supportedEntryTypes || []).indexOf("paint") >= 0
    ) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        setTimeout(start, 0);
      }).observe({ type: "paint", buffered: true });
      // Never later than this, whatever the paint does.
      setTimeout(start, c.maxWaitMs);
    } else {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    }
  };
  /* eslint-enable no-var */
  return `(${body.toString()})(${scriptJson(constants)});`;
}

/** When `<Scripts>` is rendered as it is: its module script runs before `load`. */
const CHECK_ON_LOAD_SCRIPT = `addEventListener("load",function(){dispatchEvent(new Event(${JSON.stringify(HYDRATION_CHECK_EVENT)}))});`;

/**
 * Modules the matched routes will import as soon as they run (a tool page's runner: routes/tool/tool.tsx),
 * from their loader data's `modulePreloads`: preloaded after the page's own, so they download alongside
 * them. Only same-origin asset paths are taken.
 */
export function routePreloads(matches: readonly Pick<UIMatch, "loaderData">[]): string[] {
  return matches.flatMap((match) => {
    const list = (match.loaderData as { modulePreloads?: unknown } | undefined)?.modulePreloads;
    return Array.isArray(list)
      ? list.filter((href): href is string => typeof href === "string" && /^\/assets\/[\w.-]+\.js$/.test(href))
      : [];
  });
}

/** Place where `<Scripts>` would go (end of `<body>`). Same props. */
export function DeferredScripts(props: ScriptsProps) {
  const matches = useMatches();
  // Called as a function, not rendered, to rearrange its output; it is a hook-using
  // component, so it is called unconditionally, like a hook.
  const rendered = Scripts(props);
  // After hydration `<Scripts>` renders nothing, and so does this.
  if (rendered === null) return null;
  const { keep, preloads, moduleCode } = splitScripts(rendered);
  const uniquePreloads = [...new Set(preloads)];
  if (moduleCode === null) {
    return (
      <>
        {rendered}
        <script
          nonce={props.nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: CHECK_ON_LOAD_SCRIPT }}
        />
      </>
    );
  }
  return (
    <>
      {withBufferedStream(keep).map((element, index) => (
        <Fragment key={index}>{element}</Fragment>
      ))}
      {/* The server's and the client's manifests may differ in detail; the browser never re-runs it. */}
      <script
        nonce={props.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          // The routes' extra modules are fetched, not staged: their route imports them when it needs them.
          __html: deferredBootScript(
            [...new Set([...uniquePreloads, ...routePreloads(matches)])],
            stagedModuleCode(moduleCode, uniquePreloads, HYDRATION_CHECK_EVENT) ?? moduleCode,
          ),
        }}
      />
    </>
  );
}
