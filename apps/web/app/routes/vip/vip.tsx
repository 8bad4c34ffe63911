import type { Route } from "./+types/vip";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header";

export default function VipScreen() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10">
        <h1 className="text-2xl font-bold">会员中心</h1>
        <p className="mt-2 text-muted">开通会员，解锁全部工具与可商用模板。</p>
      </main>
      <SiteFooter />
    </div>
  );
}

export const meta: Route.MetaFunction = () => [
  { title: "会员中心 - 营销工具箱" },
  { name: "description", content: "开通会员，解锁全部工具与可商用模板。" },
];
