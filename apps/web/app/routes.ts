import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/**
 * The whole URL map (spec §2). The four screens have no layout of their own
 * wrapper and each is its own chunk; everything else goes through the
 * default layout. The splat route is not a 404: it implements rule 2 and
 * hands unknown paths to the creative site.
 */
export default [
  route("home", "routes/home/home.tsx", { id: "home" }),
  // `/` serves the same page; its canonical link points at /home.
  index("routes/home/home.tsx", { id: "home-root" }),
  route("vip", "routes/vip/vip.tsx", { id: "vip" }),
  route("tools-index", "routes/tools-index/tools-index.tsx", { id: "tools-index" }),
  route("template-community", "routes/template-community/template-community.tsx", { id: "template-community" }),

  // Files browsers and crawlers ask for by themselves: real answers of this
  // site, never handed to the creative site.
  route("robots.txt", "routes/resources/robots-txt.ts"),
  route("sitemap.xml", "routes/resources/sitemap-xml.ts"),

  layout("layouts/default-layout.tsx", [
    route("*", "routes/creative-handoff.tsx", { id: "creative-handoff" }),
  ]),
] satisfies RouteConfig;
