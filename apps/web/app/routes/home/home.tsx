import type { Route } from "./+types/home";
import { rootConfig } from "../../lib/root-data";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header";

export default function HomeScreen() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold">首页</h1>
        <p className="mt-2 text-muted">营销工具箱：广告分析、创意分析、内容营销、素材分析的一站式工具。</p>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: "首页 - 营销工具箱" },
  // `/` and `/home` are one page; search engines should index /home.
  { tagName: "link", rel: "canonical", href: `${rootConfig(matches)?.hosts.adTools ?? ""}/home` },
  { name: "description", content: "营销工具箱：广告分析、创意分析、内容营销、素材分析的一站式工具。" },
];
