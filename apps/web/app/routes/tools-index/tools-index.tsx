import type { Route } from "./+types/tools-index";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header";

export default function ToolsIndexScreen() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold">工具大全</h1>
        <p className="mt-2 text-muted">按工作场景分类的全部营销工具，免费与会员工具一目了然。</p>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "工具大全 - 营销工具箱" },
  { name: "description", content: "按工作场景分类的全部营销工具，免费与会员工具一目了然。" },
];
