/**
 * Iconify-compatible icon API (what @iconify/react asks for):
 * GET /icons/<prefix>.json?icons=a,b,c → { prefix, icons, aliases?, width?, height?, not_found? }.
 * Served from the icon sets installed with npm, never from the internet.
 */
import { icons as lucide } from "@iconify-json/lucide";
import { icons as ri } from "@iconify-json/ri";
import { getIcons } from "@iconify/utils";
import { Hono } from "hono";
import { z } from "zod";
import type { Deps } from "../deps.ts";
import type { AppEnv } from "../lib/auth.ts";
import { badRequest, notFound } from "../lib/envelope.ts";
import { parseQuery } from "../lib/validate.ts";
import { ICONS } from "./cache.ts";

const iconSets = new Map<string, typeof lucide>([
  ["lucide", lucide],
  ["ri", ri],
]);

export const MAX_ICONS_PER_REQUEST = 100;
const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const iconsQuery = z.object({
  icons: z
    .string({ error: "缺少 icons 参数，例如 ?icons=home,search" })
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(ICON_NAME, "图标名只能包含小写字母、数字和连字符"))
        .min(1, "icons 参数不能为空")
        .max(MAX_ICONS_PER_REQUEST, `一次最多请求 ${MAX_ICONS_PER_REQUEST} 个图标`),
    ),
});

export function iconRoutes(_deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/icons/:file", (c) => {
    const match = /^([a-z0-9-]+)\.json$/.exec(c.req.param("file"));
    if (!match) throw badRequest("图标集地址应为 /icons/<前缀>.json");
    const prefix = match[1]!;
    const set = iconSets.get(prefix);
    if (!set) throw notFound(`没有名为 ${prefix} 的图标集`);
    const { icons } = parseQuery(c, iconsQuery);
    // `true` makes getIcons list absent names in `not_found` instead of dropping them silently.
    const data = getIcons(set, icons, true) ?? { prefix, icons: {}, not_found: icons };
    c.header("Cache-Control", ICONS);
    return c.json(data);
  });

  return app;
}
