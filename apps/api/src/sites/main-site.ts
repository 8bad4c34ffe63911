/**
 * Stand-in for the main site's login page on MAIN_SITE_PORT. The real main site logs
 * people in and hands them back with `?token=`; here a button per demo user does the same
 * with a fresh session, so the site's token hand-over (spec §2 rule 1) runs for real.
 * A last button registers a brand-new ordinary user, so tests that buy a membership or
 * change state do not leak it into every later test that logs in as demo-user.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Deps } from "../deps.ts";
import { escapeHtml } from "../lib/html.ts";
import { MAX_BODY_BYTES } from "../lib/validate.ts";
import { createSession, listDemoUsers, registerNewUser } from "../repos/users.ts";
import { seedUsers } from "../data/users.ts";
import { FAVICON_SVG, htmlPage } from "./page.ts";
import { allowedRedirect, withToken } from "./redirect.ts";

const TITLE = "登录（主站本地替身）";

/** The `user` form value of the 注册新用户 button (no demo handle can be this: handles are `demo-*`). */
export const NEW_USER = "new";

export function createMainSite(deps: Deps) {
  const app = new Hono();
  const hosts = deps.config.allowedRedirectHosts;
  const defaultRedirect = `http://${hosts[0]}/`;

  const errorPage = (message: string) =>
    htmlPage(
      TITLE,
      `<h1>无法登录</h1><div class="error" role="alert">${escapeHtml(message)}</div>
       <p class="note">允许返回的站点：${hosts.map((h) => `<code>${escapeHtml(h)}</code>`).join("、")}</p>`,
    );

  const badRedirect = (raw: string) =>
    `登录后要返回的地址不被允许：${raw}。只接受 http(s) 协议，且主机必须在 ALLOWED_REDIRECT_HOSTS 之中。`;

  app.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });
  app.use("*", bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.html(errorPage("提交的内容过大。"), 413) }));

  app.get("/", (c) => c.redirect("/login"));

  // Pages link an inline icon; this answers clients that ask for the conventional path anyway.
  app.get("/favicon.ico", (c) => {
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(FAVICON_SVG);
  });

  app.get("/login", (c) => {
    const raw = c.req.query("redirect") ?? defaultRedirect;
    const target = allowedRedirect(raw, hosts);
    if (!target) return c.html(errorPage(badRedirect(raw)), 400);
    const labels = new Map(seedUsers.map((u) => [u.handle, u.label]));
    const buttons = listDemoUsers(deps.db)
      .map(
        (user) => `<form method="post" action="/login">
  <input type="hidden" name="user" value="${escapeHtml(user.handle)}">
  <input type="hidden" name="redirect" value="${escapeHtml(target.href)}">
  <button type="submit" data-testid="login-${escapeHtml(user.handle)}">以「${escapeHtml(user.nickname)}」登录（${escapeHtml(labels.get(user.handle) ?? "演示用户")}）<small>${escapeHtml(user.handle)}</small></button>
</form>`,
      )
      .join("\n");
    const newUser = `<form method="post" action="/login">
  <input type="hidden" name="user" value="${NEW_USER}">
  <input type="hidden" name="redirect" value="${escapeHtml(target.href)}">
  <button type="submit" data-testid="login-new-user">注册新用户（普通用户）<small>每次新建一个账号，非会员</small></button>
</form>`;
    return c.html(
      htmlPage(
        TITLE,
        `<h1>登录</h1>
<p class="note">这是主站登录页的本地替身：选择一个演示账号，会新建一次登录会话，并带着 token 回到原来的页面。</p>
<p class="note">登录后返回：<code data-testid="redirect">${escapeHtml(target.href)}</code></p>
<div class="users">${buttons}
${newUser}</div>`,
      ),
    );
  });

  app.post("/login", async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.html(errorPage("提交的表单格式不正确。"), 400);
    }
    const handle = typeof form.user === "string" ? form.user : "";
    const raw = typeof form.redirect === "string" ? form.redirect : "";
    const target = allowedRedirect(raw, hosts);
    if (!target) return c.html(errorPage(badRedirect(raw)), 400);
    if (handle === NEW_USER) {
      const { token } = registerNewUser(deps.db, deps.now());
      return c.redirect(withToken(target, token), 302);
    }
    const user = listDemoUsers(deps.db).find((u) => u.handle === handle);
    if (!user) return c.html(errorPage(`没有这个演示账号：${handle || "（未选择）"}`), 400);
    const token = createSession(deps.db, user.id, deps.now());
    return c.redirect(withToken(target, token), 302);
  });

  app.notFound((c) => c.html(errorPage("页面不存在。这个替身只提供 /login。"), 404));
  app.onError((error, c) => {
    console.error("[main-site] unhandled error", error);
    return c.html(errorPage("登录服务出错了，请稍后再试。"), 500);
  });

  return app;
}
