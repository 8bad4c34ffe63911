/**
 * Why a catalogue tool still opens on the creative site: each of these needs data or a fetch a
 * browser cannot make on the user's behalf (README "Tools that run here"). The cards show the reason
 * next to 在创作站打开. Every other catalogue tool runs here.
 */
export const HANDOFF_REASONS: Readonly<Record<string, string>> = {
  // Loading someone's page and timing it needs a server: a browser may not read another origin's page.
  "landing-page-check": "需要服务器抓取落地页",
  // Other advertisers' live creatives come from the ad platforms' libraries, not from the user.
  "competitor-creatives": "需要竞品投放数据",
  // Rising topics are the platforms' live data, which we do not hold.
  "trending-topics": "需要各平台实时热榜",
};

export function handoffReason(slug: string): string | undefined {
  return Object.hasOwn(HANDOFF_REASONS, slug) ? HANDOFF_REASONS[slug] : undefined;
}
