import type { PublicConfig } from "./public-config";

/** The root loader's public config, from `meta`'s `matches` (meta cannot use hooks). */
export function rootConfig(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): PublicConfig | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData as { config?: PublicConfig } | undefined)?.config;
}
