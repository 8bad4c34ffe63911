import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Every page's frame: the site header, the page's own <main id="main"> (the
 * skip link's target; the page says how its content is laid out) and the
 * footer, kept at the bottom of short pages. On phones the header's nav is a
 * fixed bottom tab bar (site-header.tsx): the bottom padding (bar height plus
 * the home-indicator inset) keeps the footer and the page's last content above it.
 */
export function PageShell({ mainClassName, children }: { mainClassName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pb-[calc(3.5rem+env(safe-area-inset-bottom))] sm:pb-0">
      <SiteHeader />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
