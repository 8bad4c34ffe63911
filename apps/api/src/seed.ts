/**
 * Idempotent seed: every row is keyed by a stable id and written with an upsert that
 * only touches rows whose content differs, so a second run changes nothing (SQLite's
 * `total_changes()` stays put; a test checks it). What users did (sessions they opened,
 * likes, favourites, orders, bought memberships) lives in other tables or columns the
 * seed never overwrites.
 */
import type { Db } from "./db.ts";
import { buildCalendarEvents } from "./data/calendar.ts";
import { hooks } from "./data/hooks.ts";
import { buildTopics, TOPIC_LIST_DATE } from "./data/topics.ts";
import { benefits, plans } from "./data/plans.ts";
import { colors, industries, scenes, sizes, styles } from "./data/template-facets.ts";
import { authors, generateTemplates } from "./data/templates.ts";
import { toolCategories, tools } from "./data/tools.ts";
import { seedSessions, seedUsers, tokenFaults } from "./data/users.ts";

type Row = Record<string, string | number | null>;

/** A fixed timestamp for seeded rows, so re-seeding never rewrites them with "now". */
const SEEDED_AT = "2025-01-01T00:00:00.000Z";

/**
 * INSERT … ON CONFLICT DO UPDATE for the `update` columns, skipped when nothing differs.
 * Columns left out of `update` are written on first insert only (e.g. a user's VIP level,
 * which purchases change later).
 */
function upsert(db: Db, table: string, key: string[], rows: Row[], update?: string[]) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first);
  const updatable = (update ?? columns).filter((column) => !key.includes(column));
  const insert = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`;
  const conflict = updatable.length
    ? ` ON CONFLICT (${key.join(", ")}) DO UPDATE SET ${updatable.map((c) => `${c} = excluded.${c}`).join(", ")}` +
      ` WHERE ${updatable.map((c) => `${table}.${c} IS NOT excluded.${c}`).join(" OR ")}`
    : ` ON CONFLICT (${key.join(", ")}) DO NOTHING`;
  const statement = db.prepare(insert + conflict);
  for (const row of rows) statement.run(row);
}

const json = (value: unknown) => JSON.stringify(value);
const flag = (value: boolean | undefined) => (value ? 1 : 0);

export function seed(db: Db): void {
  db.transaction(() => {
    upsert(
      db,
      "users",
      ["id"],
      seedUsers.map((u) => ({
        id: u.id,
        handle: u.handle,
        nickname: u.nickname,
        phone: u.phone,
        vip_level: u.vipLevel,
        vip_expires_at: u.vipExpiresAt,
        created_at: SEEDED_AT,
      })),
      ["handle", "nickname", "phone"],
    );
    // Fixture sessions are re-opened if someone ended them in the DB by hand.
    upsert(
      db,
      "sessions",
      ["token"],
      seedSessions.map((s) => ({
        token: s.token,
        user_id: s.userId,
        is_fixture: 1,
        created_at: SEEDED_AT,
        expires_at: null,
        ended_at: null,
      })),
      ["user_id", "is_fixture", "expires_at", "ended_at"],
    );
    upsert(
      db,
      "token_faults",
      ["token"],
      tokenFaults.map((f) => ({ token: f.token, code: f.code, http_status: f.httpStatus, msg: f.msg })),
    );

    upsert(
      db,
      "tool_categories",
      ["key"],
      toolCategories.map((c, index) => ({
        key: c.key,
        name: c.name,
        description: c.description,
        audience: c.audience,
        sort: index + 1,
      })),
    );
    upsert(
      db,
      "tools",
      ["id"],
      tools.map((t, index) => ({
        id: t.id,
        slug: t.slug,
        name: t.name,
        summary: t.summary,
        category_key: t.category,
        is_vip: flag(t.vip),
        is_hot: flag(t.hot),
        is_new: flag(t.isNew),
        platforms: json(t.platforms),
        icon: t.icon,
        uses: t.uses,
        sort: index + 1,
      })),
    );

    upsert(
      db,
      "template_scenes",
      ["key"],
      scenes.map((s, i) => ({ key: s.key, name: s.name, sort: i + 1 })),
    );
    upsert(
      db,
      "template_sizes",
      ["key"],
      sizes.map((s, i) => ({
        key: s.key,
        name: s.name,
        width: s.width,
        height: s.height,
        platform: s.platform,
        sort: i + 1,
      })),
    );
    upsert(
      db,
      "template_industries",
      ["key"],
      industries.map((s, i) => ({ key: s.key, name: s.name, sort: i + 1 })),
    );
    upsert(
      db,
      "template_colors",
      ["key"],
      colors.map((s, i) => ({ key: s.key, name: s.name, hex: s.hex, sort: i + 1 })),
    );
    upsert(
      db,
      "template_styles",
      ["key"],
      styles.map((s, i) => ({ key: s.key, name: s.name, sort: i + 1 })),
    );
    upsert(
      db,
      "authors",
      ["id"],
      authors.map((a) => ({ id: a.id, name: a.name })),
    );
    upsert(
      db,
      "templates",
      ["id"],
      generateTemplates().map((t) => ({
        id: t.id,
        title: t.title,
        description: t.description,
        scene_key: t.scene,
        size_key: t.size,
        industry_key: t.industry,
        color_key: t.color,
        style_key: t.style,
        is_vip: flag(t.isVip),
        colors: json(t.colors),
        tags: json(t.tags),
        author_id: t.authorId,
        uses: t.uses,
        base_likes: t.likes,
        base_favourites: t.favourites,
        created_at: t.createdAt,
      })),
    );

    upsert(
      db,
      "plans",
      ["id"],
      plans.map((p, index) => ({
        id: p.id,
        audience: p.audience,
        period: p.period,
        name: p.name,
        level: p.level,
        months: p.months,
        price: p.price,
        original_price: p.originalPrice,
        recommended: flag(p.recommended),
        seats: p.seats,
        perks: json(p.perks),
        sort: index + 1,
      })),
    );
    upsert(
      db,
      "plan_benefits",
      ["key"],
      benefits.map((b, index) => ({ ...b, sort: index + 1 })),
    );

    upsert(
      db,
      "calendar_events",
      ["id"],
      buildCalendarEvents().map((e) => ({
        id: e.id,
        date: e.date,
        name: e.name,
        kind: e.kind,
        prepare_from: e.prepareFrom,
        tip: e.tip,
        note: e.note,
        rest_from: e.restFrom,
        rest_to: e.restTo,
        rest_days: e.restDays,
        makeup_workdays: e.makeupWorkdays ? json(e.makeupWorkdays) : null,
      })),
    );
    upsert(
      db,
      "hooks",
      ["id"],
      hooks.map((hook, index) => ({ ...hook, industries: json(hook.industries), sort: index + 1 })),
    );
    upsert(
      db,
      "topics",
      ["platform", "name"],
      buildTopics().map((t) => ({ ...t, list_date: TOPIC_LIST_DATE })),
    );
  })();
}
