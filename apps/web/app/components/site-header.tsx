import { NavLink } from "react-router";
import { UserMenu } from "./user-menu";
import { Icon } from "./ui/icon/icon";

const NAV = [
  { to: "/home", label: "首页", icon: "lucide:house" },
  { to: "/tools-index", label: "工具大全", icon: "lucide:layout-grid" },
  { to: "/template-community", label: "模板社区", icon: "lucide:layout-template" },
  { to: "/vip", label: "会员中心", icon: "lucide:crown" },
] as const;

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        跳到主要内容
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        {/*
          Named by its text (WCAG 2.5.3 label in name: what a speech user reads is what the link is called),
          shown from sm up and read out at every width. The mark is drawn by CSS in a hidden box, so it is
          neither part of the name nor "visible text" missing from it.
        */}
        <a href="/home" className="flex shrink-0 items-center gap-2 rounded-md font-bold text-brand-700">
          <span aria-hidden="true" className="grid size-7 place-items-center rounded-md bg-brand-600 text-sm text-white before:content-['营']" />
          <span className="sr-only sm:not-sr-only">营销工具箱</span>
        </a>
        <nav aria-label="主导航" className="flex min-w-0 flex-1 gap-1 overflow-x-auto">
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm ${isActive ? "bg-brand-50 font-semibold text-brand-800" : "text-gray-700 hover:bg-gray-100"}`
              }
            >
              {/* Inline SVG from the build-time icon subset: in the server HTML, no request. */}
              <Icon name={item.icon} className="size-4 shrink-0" />
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div data-slot="user-area" className="shrink-0">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
