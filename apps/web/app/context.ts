import { createContext } from "react-router";
import type { HttpClient } from "./http/http";
import type { PublicConfig } from "./lib/public-config";

/** Per-request facts the Express layer knows and React Router code needs. */
export interface RequestInfo {
  /** CSP nonce for the framework's inline scripts. */
  nonce: string;
  /** True when the request reached us over https (directly or via a trusted proxy). */
  secure: boolean;
  publicConfig: PublicConfig;
}

export const requestInfoContext = createContext<RequestInfo>();

/**
 * The request's HTTP client: provider base URLs and, when the visitor holds a
 * session, their bearer token (from the `token` cookie). Set by
 * `http/http-client-middleware.server.ts`; loaders and actions call
 * `context.get(httpContext).request(...)`.
 */
export const httpContext = createContext<HttpClient>();

/**
 * The visitor's session on this request (spec §3–§4, §8): the token from the
 * `token` cookie and a lazy, once-per-request user-info fetch. Set by
 * `session/session-middleware.server.ts`; the root loader reads the user from it.
 */
export const sessionContext = createContext<import("./session/server-session.server").ServerSession>();

/**
 * What the page cache (server/page-cache-handler.ts) learns about one render
 * it may keep: set only on anonymous requests for cacheable pages. The HTTP
 * client counts provider calls into it; entry.server.tsx gives the verdict
 * when the document is complete. Default null: nothing is watched.
 */
export interface RenderReport {
  /** Send the document only when everything has settled (background renders: nobody waits for a first byte). */
  wholeDocument: boolean;
  /** Provider calls started and not yet settled. */
  pendingCalls: number;
  /** Provider calls that failed (any error, a timeout included). */
  failedCalls: number;
  /** Set by entry.server.tsx when the document has been written to its end. */
  outcome: "pending" | "shareable" | "not-shareable";
  /** Why it is not shareable (logs and tests). */
  reason?: string;
  /**
   * Called when the document starts to go out: `complete` when every section
   * had settled, false when the shell went first (a slow provider). Lets
   * other visitors of the same page stop waiting for this render.
   */
  onShell?: (complete: boolean) => void;
}

export const renderReportContext = createContext<RenderReport | null>(null);
