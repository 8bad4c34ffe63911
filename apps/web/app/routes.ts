import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The whole URL map (spec §2). The four screens opt out of the default layout
 * (the spec declares them "without a layout"; each composes PageShell itself)
 * and each is its own chunk, loaded on demand; everything else goes through
 * the default layout. The splat route is not a 404: it implements rule 2 and
 * hands unknown paths to the creative site.
 */
export default [
  route("home", "routes/home/home.tsx", { id: "home" }),
  // `/` serves the same page; its canonical link points at /home.
  index("routes/home/home.tsx", { id: "home-root" }),
  route("vip", "routes/vip/vip.tsx", { id: "vip" }),
  route("tools-index", "routes/tools-index/tools-index.tsx", { id: "tools-index" }),
  route("template-community", "routes/template-community/template-community.tsx", { id: "template-community" }),
  // Tool pages (tools/README.md): registry tools run here; other catalogue tools hand off to the creative site.
  route("tools/:slug", "routes/tool/tool.tsx", { id: "tool" }),

  // Files browsers and crawlers ask for by themselves: real answers of this
  // site, never handed to the creative site.
  route("robots.txt", "routes/resources/robots-txt.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),
  // 营销日历 subscription feed (webcal/https), same filters as the tool page.
  route("calendar.ics", "routes/resources/calendar-ics.ts"),
  // 首页 search-as-you-type suggestions (fetcher target; JSON when opened directly).
  route("resources/search", "routes/resources/search.ts", { id: "resource-search" }),
  // 模板社区 detail dialog data for client-side opens (the grid is not refetched).
  route("resources/templates/:id", "routes/template-community/template-detail-data.ts", {
    id: "resource-template-detail",
  }),
  // 会员中心 payment dialog: order status polling.
  route("resources/vip-orders/:orderNo", "routes/vip/order-status.ts", { id: "resource-vip-order" }),

  layout("layouts/default-layout.tsx", [
    route("*", "routes/creative-handoff/creative-handoff.tsx", { id: "creative-handoff" }),
  ]),
] satisfies RouteConfig;
