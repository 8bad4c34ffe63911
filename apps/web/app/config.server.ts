/**
 * The one place `process.env` is read (spec §9). Everything else imports
 * `serverConfig` (server) or receives `PublicConfig` through the root loader
 * (browser). Defaults point at the local stand-ins in apps/api so the site
 * runs with no outside service.
 */
import { availableParallelism } from "node:os";
import { z } from "zod";
import type { PublicConfig, HostVariants, SiteEnv } from "./lib/public-config";

const url = z
  .string()
  .trim()
  .url()
  .transform((value) => value.replace(/\/+$/, ""));

const origin = url.transform((value) => new URL(value).origin);

const env = process.env;

function hostVariants(name: string, fallback: string): HostVariants {
  const base = env[`${name}_HOST`] ?? fallback;
  return {
    dev: origin.parse(env[`${name}_HOST_DEV`] ?? base),
    test: origin.parse(env[`${name}_HOST_TEST`] ?? base),
    stage: origin.parse(env[`${name}_HOST_STAGE`] ?? base),
    prod: origin.parse(env[`${name}_HOST_PROD`] ?? base),
  };
}

function readConfig() {
  const apiOrigin = env.STANDIN_ORIGIN ?? "http://127.0.0.1:3001";
  const hosts = {
    main: hostVariants("MAIN_SITE", "http://127.0.0.1:3003"),
    creative: hostVariants("CREATIVE_SITE", "http://127.0.0.1:3002"),
    adTools: hostVariants("AD_TOOLS_SITE", "http://127.0.0.1:3000"),
  };
  // Spec §9: the environment is fixed to production; the other variants stay
  // configurable so a staging deploy only changes env vars, not code.
  const siteEnv: SiteEnv = "prod";
  const api = {
    materials: url.parse(env.MATERIALS_API_BASE ?? `${apiOrigin}/materials`),
    kit: url.parse(env.KIT_API_BASE ?? `${apiOrigin}/kit`),
    userCenter: url.parse(env.USER_CENTER_API_BASE ?? `${apiOrigin}/user-center`),
    general: url.parse(env.GENERAL_API_BASE ?? `${apiOrigin}/general`),
  };
  const channel = {
    param: z
      .string()
      .regex(/^[A-Za-z][\w-]{0,31}$/)
      .parse(env.CHANNEL_PARAM ?? "channel"),
    value: z
      .string()
      .regex(/^[\w-]{1,64}$/)
      .parse(env.CHANNEL_VALUE ?? "creative_tools"),
  };
  const publicConfig: PublicConfig = {
    environment: "production",
    siteEnv,
    hosts: {
      main: hosts.main[siteEnv],
      creative: hosts.creative[siteEnv],
      adTools: hosts.adTools[siteEnv],
    },
    api,
    channel,
    loginPath: z
      .string()
      .startsWith("/")
      .parse(env.MAIN_SITE_LOGIN_PATH ?? "/login"),
    iconApi: url.parse(env.ICON_API_BASE ?? api.general + "/icons"),
    buildPollIntervalMs: z.coerce
      .number()
      .int()
      .min(0)
      .parse(env.BUILD_POLL_INTERVAL_MS ?? 3_600_000),
  };
  return {
    port: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .parse(env.PORT ?? 3000),
    host: z
      .string()
      .min(1)
      .parse(env.HOST ?? "127.0.0.1"),
    /** Set when a TLS-terminating proxy sits in front: enables HSTS and Secure cookies. */
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    isProduction: env.NODE_ENV === "production",
    /** Server-to-API timeout during SSR; a slow provider must not hold the page. */
    ssrApiTimeoutMs: z.coerce
      .number()
      .int()
      .min(100)
      .parse(env.SSR_API_TIMEOUT_MS ?? 2500),
    /**
     * The most one provider call may take during SSR over all its attempts
     * (the retry included): a page section shows its error state by then.
     */
    ssrApiBudgetMs: z.coerce
      .number()
      .int()
      .min(100)
      .parse(env.SSR_API_BUDGET_MS ?? 1200),
    /**
     * How many server processes share the port (server.js, node:cluster).
     * Default: one per core. The server keeps nothing another process needs
     * (the session is the cookie), so any number works.
     */
    webConcurrency: z.coerce
      .number()
      .int()
      .min(1)
      .max(64)
      .parse(env.WEB_CONCURRENCY ?? availableParallelism()),
    /**
     * How long the server reuses a provider answer to an anonymous GET
     * (http/micro-cache.ts); 0 switches the micro-cache off.
     */
    providerCacheTtlMs: z.coerce
      .number()
      .int()
      .min(0)
      .max(60_000)
      .parse(env.PROVIDER_CACHE_TTL_MS ?? 3000),
    /**
     * Whole-page cache for anonymous visitors (server/page-cache.ts,
     * docs/decisions/004-anonymous-page-cache.md). `PAGE_CACHE=0` switches it
     * off. A page is served as rendered for `freshMs`, then for up to
     * `staleMs` more while one background render replaces it. Bounded by
     * bytes and entries (least recently used go first).
     */
    pageCache: {
      enabled: !["0", "false", "off"].includes((env.PAGE_CACHE ?? "1").trim().toLowerCase()),
      freshMs: z.coerce
        .number()
        .int()
        .min(1)
        .max(600_000)
        .parse(env.PAGE_CACHE_FRESH_MS ?? 10_000),
      staleMs: z.coerce
        .number()
        .int()
        .min(0)
        .max(3_600_000)
        .parse(env.PAGE_CACHE_STALE_MS ?? 50_000),
      maxBytes: z.coerce
        .number()
        .int()
        .min(1024 * 1024)
        .parse(env.PAGE_CACHE_MAX_BYTES ?? 16 * 1024 * 1024),
      maxEntries: z.coerce
        .number()
        .int()
        .min(1)
        .parse(env.PAGE_CACHE_MAX_ENTRIES ?? 500),
    },
    hostVariants: hosts,
    public: publicConfig,
  };
}

export type ServerConfig = ReturnType<typeof readConfig>;

export const serverConfig: ServerConfig = readConfig();
