import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Every page's frame: the site header, the page's own <main id="main"> (the
 * skip link's target; the page says how its content is laid out) and the
 * footer, kept at the bottom of short pages.
 */
export function PageShell({ mainClassName, children }: { mainClassName: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className={mainClassName}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
