import { useLocation, useRouteLoaderData } from "react-router";
import { buildLoginUrl } from "./login-url";
import type { PublicConfig } from "./public-config";

/**
 * The main site's login URL that comes back to exactly where the visitor is
 * (path, query and hash), for "log in to do this" prompts. Same on server and
 * client, so it is a real link before hydration.
 */
export function useLoginHref(): string {
  const root = useRouteLoaderData("root") as { config?: PublicConfig } | undefined;
  const location = useLocation();
  if (!root?.config) return "/home";
  return buildLoginUrl(root.config, `${location.pathname}${location.search}${location.hash}`);
}
