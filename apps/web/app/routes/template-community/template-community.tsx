import type { Route } from "./+types/template-community";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header";

export default function TemplateCommunityScreen() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold">模板社区</h1>
        <p className="mt-2 text-muted">海量营销模板，按场景、尺寸、行业、颜色筛选，一键进入编辑器。</p>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "模板社区 - 营销工具箱" },
  { name: "description", content: "海量营销模板，按场景、尺寸、行业、颜色筛选，一键进入编辑器。" },
];
