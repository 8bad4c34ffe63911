import { Outlet } from "react-router";
import { PageShell } from "../components/page-shell";

/** The default layout: header + footer around every page that is not one of the four screens. */
export default function DefaultLayout() {
  return (
    <PageShell mainClassName="flex-1">
      <Outlet />
    </PageShell>
  );
}
