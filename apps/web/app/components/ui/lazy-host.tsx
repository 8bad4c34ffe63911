/**
 * Mounts an overlay host (toasts, message boxes) the first time its store has something to show, and loads
 * the host's code only then. These hosts render nothing on the server and nothing until something is shown,
 * so their code need not be in every page's first load. Once loaded the host stays mounted: it runs closing
 * animations and later entries itself. Server and hydration render nothing, as the hosts themselves do.
 */
import { useEffect, useState, useSyncExternalStore, type ComponentType } from "react";

export interface HostStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly unknown[];
}

export interface LazyHostProps {
  store: HostStore;
  /** Resolves to the host component (a dynamic import). Called once per mount while it is needed. */
  load: () => Promise<ComponentType>;
  /** The code did not load (e.g. a deploy removed the chunk): settle what is waiting for the host. */
  onLoadError?: (error: unknown) => void;
}

export function LazyHost({ store, load, onLoadError }: LazyHostProps) {
  const wanted = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().length > 0,
    () => false,
  );
  // A function in state must be wrapped: useState would call it.
  const [host, setHost] = useState<{ Host: ComponentType } | null>(null);

  useEffect(() => {
    if (!wanted || host) return;
    let current = true;
    load().then(
      (Host) => {
        if (current) setHost({ Host });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn("[ui] 界面组件未能加载", error);
        onLoadError?.(error);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, host, load, onLoadError]);

  return host ? <host.Host /> : null;
}
