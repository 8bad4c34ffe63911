/**
 * The public config in the browser, for code that runs outside components
 * (client middleware, the HTTP client, event handlers). The root `App` sets it
 * on its first render from the root loader, before any client navigation.
 */
import type { PublicConfig } from "./public-config";

let current: PublicConfig | undefined;

export function setBrowserConfig(config: PublicConfig): void {
  current = config;
}

export function getBrowserConfig(): PublicConfig {
  if (!current) throw new Error("browser config read before the root loader data arrived");
  return current;
}
