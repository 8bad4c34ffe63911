import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "./components/nonce";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { requestInfoContext } from "./context";
import { httpClientMiddleware } from "./middleware/http-client.server";
import stylesHref from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Server middleware, in order. One small function per file in `middleware/`. */
export const middleware: Route.MiddlewareFunction[] = [httpClientMiddleware];

export async function loader({ context }: Route.LoaderArgs) {
  const { publicConfig } = context.get(requestInfoContext);
  return { config: publicConfig, user: null as null | { nickname: string } };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ea580c" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "页面不存在" : "页面出错了";
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-start gap-4 px-4 py-16">
        <p className="text-sm font-semibold text-brand-700">{status}</p>
        <h1 className="text-2xl font-bold">{title}</h1>
        <div className="flex gap-3">
          <a href="/home" className="rounded-md bg-brand-700 px-4 py-2 text-white">返回首页</a>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
