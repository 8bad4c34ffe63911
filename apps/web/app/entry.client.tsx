import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installChunkReload } from "./deploy/chunk-reload";

// React Router's default entry plus one thing: route-module and chunk load
// failures reload at the navigation's target behind a loop guard (spec §4),
// instead of React Router's unguarded reload of the current page. Must run
// before HydratedRouter reads window.__reactRouterRouteModules.
installChunkReload();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
