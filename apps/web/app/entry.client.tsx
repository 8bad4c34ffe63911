import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { ensureHistoryKey } from "./components/scroll-restoration";
import { installChunkReload } from "./deploy/chunk-reload";
import { hydrationHoldsSettled } from "./lib/hydration-hold";

// React Router's default entry plus two things: route-module and chunk load
// failures reload at the navigation's target behind a loop guard (spec §4),
// instead of React Router's unguarded reload of the current page. Must run
// before HydratedRouter reads window.__reactRouterRouteModules.
installChunkReload();

// And a tool page's server-rendered runner hydrates in place: its chunk is loaded first (lib/hydration-hold.ts).
void hydrationHoldsSettled().then(() => {
  // Before React Router's history reads the entry (components/scroll-restoration.tsx).
  ensureHistoryKey();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
