/**
 * Crawler detection for the client-side error policy (spec §8: "bots get no
 * error page"; Nuxt's pattern since v3.17.5).
 * Only the browser uses it: server responses are the same for crawlers and
 * people.
 */
export const CRAWLER_USER_AGENT = /bot\b|chrome-lighthouse|facebookexternalhit|google\b/i;

export function isCrawler(
  userAgent: string | undefined = typeof navigator === "undefined" ? undefined : navigator.userAgent,
): boolean {
  return typeof userAgent === "string" && CRAWLER_USER_AGENT.test(userAgent);
}
