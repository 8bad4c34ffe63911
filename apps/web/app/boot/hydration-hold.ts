/**
 * What the first hydration waits for. A tool page server-renders its runner,
 * and React can only hydrate that HTML in place once the runner's chunk is
 * loaded: the tool route asks to be waited for (`holdHydration`), and
 * entry.client.tsx hydrates when every hold has settled or after
 * {@link MAX_HOLD_MS}, whichever comes first. A hold that is still pending
 * then (slow network) costs nothing but time: React keeps the server HTML of a
 * boundary whose code has not arrived and hydrates it when it does.
 */
const MAX_HOLD_MS = 3000;

const holds: Promise<unknown>[] = [];

/** Only meaningful before hydration starts (a route module evaluated for the first document). */
export function holdHydration(promise: Promise<unknown>): void {
  // A rejection is the chunk-reload guard's business (runner-host.tsx), not a reason to skip hydration.
  holds.push(promise.catch(() => undefined));
}

/** Resolves when every hold has settled, or after `maxMs`. */
export function hydrationHoldsSettled(maxMs = MAX_HOLD_MS): Promise<void> {
  if (holds.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, maxMs);
    void Promise.all(holds).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** True while the document's first route modules are evaluating (React Router registers them just after). */
export function isFirstDocumentLoad(): boolean {
  return typeof window !== "undefined" && !("__reactRouterRouteModules" in window);
}
