import { NavLink } from "react-router";
import { UserMenu } from "./user-menu";
import { Icon } from "./ui/icon/icon";

const NAV = [
  { to: "/home", label: "首页", icon: "lucide:house" },
  { to: "/tools-index", label: "工具大全", icon: "lucide:layout-grid" },
  { to: "/template-community", label: "模板社区", icon: "lucide:layout-template" },
  { to: "/vip", label: "会员中心", icon: "lucide:crown" },
] as const;

/**
 * The four destinations. From `sm` (640 px) up they sit in the header row; on phones the same <nav> is a
 * bottom tab bar (as in most Chinese apps), so 首页/工具大全/模板社区/会员中心 are all in sight and one tap
 * away at 360–414 px, none hidden in a sideways strip. One element for both: the same links, names and tab
 * order at every width (skip link, logo, the four destinations, the user area). NavLink marks the current
 * one with aria-current="page". The shell pads the page so nothing sits behind the bar (page-shell.tsx).
 */
export function SiteHeader() {
  return (
    // No backdrop-filter on phones: it would make the header the containing block of the fixed tab bar.
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white sm:bg-white/95 sm:backdrop-blur">
      <a
        href="#main"
        className="sr-only text-sm focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        跳到主要内容
      </a>
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-4 px-4">
        {/*
          Named by its text (WCAG 2.5.3 label in name: what a speech user reads is what the link is called).
          The mark is drawn by CSS in a hidden box, so it is neither part of the name nor "visible text"
          missing from it. The tab bar carries the destinations on phones, so the name fits the header there too.
        */}
        <a href="/home" className="flex shrink-0 items-center gap-2 rounded-md font-bold text-brand-700">
          <span
            aria-hidden="true"
            className="grid size-7 place-items-center rounded-md bg-brand-600 text-sm text-white before:content-['营']"
          />
          <span>营销工具箱</span>
        </a>
        <nav
          aria-label="主导航"
          data-slot="main-nav"
          className="fixed inset-x-0 bottom-0 z-40 grid grid-cols-4 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-1px_3px_rgb(0_0_0/0.05)] sm:static sm:z-auto sm:flex sm:min-w-0 sm:flex-1 sm:gap-1 sm:border-0 sm:bg-transparent sm:pb-0 sm:shadow-none"
        >
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                // Phones: icon over label, the whole quarter is the target (≥ 56 px tall). From sm: a row of pills.
                // The current tab: a bar along its top edge and brand colour on phones (its 12 px text keeps the
                // regular weight: every size × weight on the first screen is one more synchronous font lookup
                // before the first paint, app.css), bold in the pill row from sm.
                `flex min-h-14 flex-col items-center justify-center gap-0.5 border-t-2 text-xs sm:min-h-0 sm:flex-row sm:gap-1.5 sm:whitespace-nowrap sm:rounded-md sm:border-t-0 sm:px-2.5 sm:py-1.5 sm:text-sm ${
                  isActive
                    ? "border-brand-600 text-brand-700 sm:bg-brand-50 sm:font-bold sm:text-brand-800"
                    : "border-transparent text-gray-700 hover:bg-gray-100"
                }`
              }
            >
              {/* Inline SVG from the build-time icon subset: in the server HTML, no request. */}
              <Icon name={item.icon} className="size-6 shrink-0 sm:size-4" />
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
