/**
 * Renders a definition's runner, a lazily loaded chunk of its own (no other
 * screen's first load grows). While it loads: a loading state. If the chunk
 * cannot be loaded (typically a deploy removed the old hashed files), the
 * page reloads once through the existing guard (lib/chunk-reload.ts); when the
 * guard refuses, an error state with 刷新 instead of a loop. A runner that
 * crashes gets an error state with 重新打开, without taking the page down.
 */
import { Component, Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { ErrorState, LoadingState } from "../../components/data-states";
import { isChunkLoadError, reloadOnce } from "../../deploy/chunk-reload";
import type { ToolDefinition, ToolRunnerProps } from "../../tools/tool-definition";

const runners = new Map<string, LazyExoticComponent<ComponentType<ToolRunnerProps>>>();

function runnerFor(definition: ToolDefinition) {
  let runner = runners.get(definition.slug);
  if (!runner) {
    runner = lazy(definition.load);
    runners.set(definition.slug, runner);
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
 * The runner's placeholder, server-rendered and while its chunk loads: as tall as a runner's first screen on a
 * phone (every runner is taller), so what follows stays below the fold until the runner arrives and nothing on
 * screen moves (CLS 0). Only with scripting: without it the runner never comes.
 */
export const RUNNER_PLACEHOLDER_CLASS = "[@media(scripting:enabled)]:min-h-[26rem]";

export function RunnerHost({ definition, props }: { definition: ToolDefinition; props: ToolRunnerProps }) {
  // The lazy component is created once per slug and kept in a module-level map, so it is stable across renders.
  const Runner = runnerFor(definition);
  return (
    <RunnerBoundary slug={definition.slug}>
      <Suspense fallback={<LoadingState label="正在加载工具…" className={RUNNER_PLACEHOLDER_CLASS} />}>
        {/* eslint-disable-next-line react-hooks/static-components -- runnerFor caches one lazy component per slug; it is not recreated per render */}
        <Runner {...props} />
      </Suspense>
    </RunnerBoundary>
  );
}
