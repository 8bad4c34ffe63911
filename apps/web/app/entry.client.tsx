import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureHistoryKey } from "./boot/scroll-restoration";
import { installChunkReload } from "./deploy/chunk-reload";
import { STOCK_BOOT } from "./boot/boot-mode";
import { hydrationHoldsSettled } from "./boot/hydration-hold";

// React Router's default entry plus two things: route-module and chunk load
// failures reload at the navigation's target behind a loop guard (spec §4),
// instead of React Router's unguarded reload of the current page. Must run
// before HydratedRouter reads window.__reactRouterRouteModules (a React Router global, 7.18; guarded by
// e2e/resilience.spec.ts).
installChunkReload();

// And a tool page's server-rendered runner hydrates in place: its chunk is loaded first (boot/hydration-hold.ts).
void (STOCK_BOOT ? Promise.resolve() : hydrationHoldsSettled()).then(() => {
  // Before React Router's history reads the entry (boot/scroll-restoration.tsx).
  if (!STOCK_BOOT) ensureHistoryKey();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
