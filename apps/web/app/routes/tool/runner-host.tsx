/**
 * Renders a definition's runner, a lazily loaded chunk of its own (no other
 * screen's first load grows). The page's first HTML already holds the runner:
 * the loader loads its chunk on the server (`preloadRunner`), and on a
 * document load the route loads it in the browser before hydration
 * (boot/hydration-hold.ts), so React hydrates the server HTML in place instead
 * of swapping a spinner for the whole runner after the first paint (one long
 * DOM commit on a phone). After a client-side navigation: a loading state while
 * the chunk loads. If the chunk cannot be loaded (typically a deploy removed
 * the old hashed files), the page reloads once through the existing guard
 * (lib/chunk-reload.ts); when the guard refuses, an error state with 刷新
 * instead of a loop. A runner that crashes gets an error state with 重新打开,
 * without taking the page down.
 */
import { Component, Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { ErrorState, LoadingState } from "../../components/data-states";
import { isChunkLoadError, reloadOnce } from "../../deploy/chunk-reload";
import { runnerLoader } from "../../tools/runners";
import type { ToolRunnerProps } from "../../tools/tool-definition";

type RunnerModule = { default: ComponentType<ToolRunnerProps> };

/** Modules of the runners whose chunk has loaded (`preloadRunner`). */
const loaded = new Map<string, RunnerModule>();
const loading = new Map<string, Promise<void>>();
const runners = new Map<string, LazyExoticComponent<ComponentType<ToolRunnerProps>>>();

/** Loads a runner's chunk once; a `RunnerHost` rendered afterwards does not suspend. */
export function preloadRunner(slug: string): Promise<void> {
  let promise = loading.get(slug);
  if (!promise) {
    const load = runnerLoader(slug);
    promise = (load ? load() : Promise.reject(new Error(`no runner for ${slug}`))).then((module) => {
      loaded.set(slug, module);
    });
    // A failed load is tried again by the next call; RunnerHost's boundary reports it.
    promise.catch(() => loading.delete(slug));
    loading.set(slug, promise);
  }
  return promise;
}

function runnerFor(slug: string) {
  let runner = runners.get(slug);
  if (!runner) {
    runner = lazy(() => {
      const module = loaded.get(slug);
      // Already loaded: a thenable that settles synchronously, so React.lazy resolves within this render
      // (the server's and the hydration's render are the same, nothing suspends). One lazy component per
      // slug either way, so a runner never remounts when its chunk arrives.
      if (module)
        return {
          then: (resolve: (value: RunnerModule) => void) => resolve(module),
        } as PromiseLike<RunnerModule> as Promise<RunnerModule>;
      return preloadRunner(slug).then(() => loaded.get(slug)!);
    });
    runners.set(slug, runner);
  }
  return runner;
}

type BoundaryState = { error: unknown; reloading: boolean };

class RunnerBoundary extends Component<{ slug: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) {
      // React.lazy keeps the rejection: a retry needs a new lazy component.
      runners.delete(this.props.slug);
      const here = window.location.pathname + window.location.search + window.location.hash;
      if (reloadOnce(here)) this.setState({ reloading: true });
    }
  }

  render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return <LoadingState label="工具已更新，正在重新加载页面…" />;
    if (isChunkLoadError(error)) {
      return (
        <ErrorState
          title="工具加载失败"
          message="网站可能刚刚更新，或网络不稳定。请刷新页面后重试。"
          onRetry={() => window.location.reload()}
        />
      );
    }
    return (
      <ErrorState
        title="工具出错了"
        message="工具运行时遇到问题，你的输入没有发送到任何地方。请重新打开工具再试一次。"
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

/**
 * The runner's placeholder while its chunk loads after a client-side navigation: as tall as a runner's first
 * screen on a phone (every runner is taller), so what follows stays below the fold until the runner arrives.
 */
const RUNNER_PLACEHOLDER_CLASS = "min-h-[26rem]";

export function RunnerHost({ slug, props }: { slug: string; props: ToolRunnerProps }) {
  // The lazy component is created once per slug and kept in a module-level map, so it is stable across renders.
  const Runner = runnerFor(slug);
  return (
    <RunnerBoundary slug={slug}>
      <Suspense fallback={<LoadingState label="正在加载工具…" className={RUNNER_PLACEHOLDER_CLASS} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- runnerFor caches one lazy component per slug; it is not recreated per render */}
        <Runner {...props} />
      </Suspense>
    </RunnerBoundary>
  );
}
