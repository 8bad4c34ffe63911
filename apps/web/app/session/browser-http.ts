/**
 * The browser's HTTP client: provider base URLs from the public config and
 * the token from localStorage, else user state (spec §6), read per request so
 * a hand-off or sign-out applies to the very next call.
 */
import { getBrowserConfig } from "../lib/browser-config";
import { createHttpClient, type HttpClient } from "../http/http";
import { getToken } from "./browser-session";

let client: HttpClient | undefined;

export function browserHttp(): HttpClient {
  return (client ??= createHttpClient({ api: getBrowserConfig().api, getToken }));
}
