/** Config the browser may see. Built by `config.server.ts`, shipped by the root loader. */
export type SiteEnv = "dev" | "test" | "stage" | "prod";

export type HostVariants = Record<SiteEnv, string>;

export type ApiName = "materials" | "kit" | "userCenter" | "general";

export interface PublicConfig {
  environment: "production";
  siteEnv: SiteEnv;
  /** Origins (scheme://host[:port]) of the three sites, for the active variant. */
  hosts: { main: string; creative: string; adTools: string };
  /** Base URLs of the four provider APIs; `materials` is the default. */
  api: Record<ApiName, string>;
  /** Query parameter appended on hand-off to the creative site (spec §2 rule 2). */
  channel: { param: string; value: string };
  /** Path of the login page on the main site. */
  loginPath: string;
  iconApi: string;
  buildPollIntervalMs: number;
}
