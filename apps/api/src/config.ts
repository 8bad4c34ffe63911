/**
 * The one place `process.env` is read. Everything else receives a `Config`
 * (main.ts passes it down), so tests can build one from a plain object with
 * `parseConfig()` instead of mutating the environment.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const port = (fallback: number) => z.coerce.number().int().min(1).max(65_535).default(fallback);

/** Comma-separated list; blanks dropped so a trailing comma is harmless. */
const csv = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    );

const originSchema = z
  .string()
  .url()
  .refine(
    (value) => new URL(value).origin === value.replace(/\/+$/, ""),
    "必须是不带路径的源，例如 http://127.0.0.1:3000",
  )
  .transform((value) => new URL(value).origin);

// host[:port], compared against `URL.host` of redirect targets.
const hostSchema = z.string().regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "必须是 主机名[:端口]，例如 127.0.0.1:3000");

const envSchema = z.object({
  API_PORT: port(3001),
  CREATIVE_PORT: port(3002),
  MAIN_SITE_PORT: port(3003),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  API_PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(resolve(apiRoot, ".data")),
  LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  ALLOWED_ORIGINS: csv("http://127.0.0.1:3000,http://localhost:3000").pipe(z.array(originSchema)),
  ALLOWED_REDIRECT_HOSTS: csv("127.0.0.1:3000,localhost:3000").pipe(z.array(hostSchema).min(1)),
  CHANNEL_PARAM: z
    .string()
    .regex(/^[A-Za-z][\w-]{0,31}$/)
    .default("channel"),
});

export type Config = {
  apiPort: number;
  creativePort: number;
  mainSitePort: number;
  host: string;
  /** Origin put into absolute URLs the API hands out (template covers, avatars). */
  publicApiUrl: string;
  dataDir: string;
  dbFile: string;
  latencyMs: number;
  allowedOrigins: string[];
  allowedRedirectHosts: string[];
  channelParam: string;
};

export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings (e.g. `LATENCY_MS=` in a .env file) mean "use the default".
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`apps/api: invalid environment variables:\n${lines.join("\n")}`);
  }
  const e = result.data;
  // A wildcard bind address is not reachable as a URL; browsers get the loopback address.
  const publicHost = e.API_HOST === "0.0.0.0" || e.API_HOST === "::" ? "127.0.0.1" : e.API_HOST;
  const dataDir = resolve(e.DATA_DIR);
  return {
    apiPort: e.API_PORT,
    creativePort: e.CREATIVE_PORT,
    mainSitePort: e.MAIN_SITE_PORT,
    host: e.API_HOST,
    publicApiUrl: (e.API_PUBLIC_URL ?? `http://${publicHost}:${e.API_PORT}`).replace(/\/+$/, ""),
    dataDir,
    dbFile: resolve(dataDir, "standin.db"),
    latencyMs: e.LATENCY_MS,
    allowedOrigins: e.ALLOWED_ORIGINS,
    allowedRedirectHosts: e.ALLOWED_REDIRECT_HOSTS.map((host) => host.toLowerCase()),
    channelParam: e.CHANNEL_PARAM,
  };
}

let cached: Config | undefined;

export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
