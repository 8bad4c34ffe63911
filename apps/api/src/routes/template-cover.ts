import { createHash } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { scenes } from "../data/template-facets.ts";
import type { Deps } from "../deps.ts";
import type { AppEnv } from "../lib/auth.ts";
import { notFound } from "../lib/envelope.ts";
import { sql } from "../lib/sql.ts";
import { idParam, parseParam, parseQuery } from "../lib/validate.ts";
import { findTemplate } from "../repos/templates.ts";
import { renderCoverSvg } from "../render/cover-svg.ts";
import { IMMUTABLE } from "./cache.ts";

const coverQuery = z.object({
  w: z.coerce.number().int().min(16).max(4096).optional(),
  // Cache-busting version from the card's cover URL; any value is accepted.
  v: z.string().max(40).optional(),
});

/** Generated cover images: deterministic SVG, so an ETag of the bytes is stable across restarts. */
export function templateCoverRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get("/v1/templates/:id/cover.svg", (c) => {
    const row = findTemplate(deps.db, parseParam(c, "id", idParam));
    if (!row) throw notFound("模板不存在或已下架");
    const { w } = parseQuery(c, coverQuery);
    const sceneName =
      sql<[string], { name: string }>(deps.db, "SELECT name FROM template_scenes WHERE key = ?").get(row.scene_key)
        ?.name ?? "";
    const svg = renderCoverSvg(
      {
        id: row.id,
        title: row.title,
        layout: scenes.find((scene) => scene.key === row.scene_key)?.layout ?? "poster",
        sceneName,
        style: row.style_key,
        width: row.width,
        height: row.height,
        palette: JSON.parse(row.colors) as string[],
      },
      w,
    );
    const etag = `"${createHash("sha1").update(svg).digest("base64url")}"`;
    c.header("ETag", etag);
    c.header("Cache-Control", IMMUTABLE);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    // An SVG opened directly must not run anything, even if a title ever slipped through unescaped.
    c.header("Content-Security-Policy", "default-src 'none'");
    return c.body(svg);
  });

  return app;
}
