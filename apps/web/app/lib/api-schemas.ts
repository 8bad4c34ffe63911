/**
 * zod schemas for the materials API answers the screens read
 * (docs/api-contract.md). Objects are not strict: a provider adding a field
 * must not break the page, but a missing or mistyped one we render does.
 */
import "./zod-jitless";
import { z } from "zod";

/**
 * The signed-in user, `GET /v1/user/info` `data` (spec §3–§4, §8). The root
 * loader fetches it during SSR; the browser session store keeps it after that.
 * Text fields a screen can do without default to "", so a provider leaving
 * one out does not log the visitor out of the header.
 */
export const userSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string().default(""),
  vipLevel: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  vipName: z.string().default(""),
  vipExpiresAt: z.string().nullable().default(null),
  isVip: z.boolean(),
  /** Masked by the provider, e.g. 138****0001. */
  phone: z.string().default(""),
});
export type User = z.output<typeof userSchema>;

export const toolBadgeSchema = z.enum(["free", "vip", "hot", "new"]);

export const toolSchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  name: z.string().min(1),
  summary: z.string(),
  category: z.string(),
  categoryName: z.string(),
  path: z.string().startsWith("/"),
  // Unknown future badges are dropped rather than failing the whole list.
  badges: z
    .array(z.string())
    .transform((list) => list.filter((b): b is ToolBadge => toolBadgeSchema.safeParse(b).success)),
  isVip: z.boolean(),
  platforms: z.array(z.string()),
  icon: z.string(),
  uses: z.number(),
});

export type ToolBadge = z.infer<typeof toolBadgeSchema>;
export type Tool = z.output<typeof toolSchema>;

export const audienceKeys = ["ad", "creative", "content", "material"] as const;

export const toolCategorySchema = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  description: z.string().default(""),
  count: z.number().int().min(0),
  // Which of the four audiences the category serves; optional so an older provider still renders.
  audience: z.enum(audienceKeys).optional(),
});
export type ToolCategory = z.output<typeof toolCategorySchema>;

export const toolAudienceSchema = z.object({
  key: z.enum(audienceKeys),
  name: z.string().min(1),
  count: z.number().int().min(0),
});
export type ToolAudience = z.output<typeof toolAudienceSchema>;

export const toolsListSchema = z.object({
  audiences: z.array(toolAudienceSchema).optional(),
  categories: z.array(toolCategorySchema),
  tools: z.array(toolSchema),
});
export type ToolsList = z.output<typeof toolsListSchema>;

export const favouritesSchema = z.object({
  ids: z.array(z.number().int()),
  tools: z.array(toolSchema),
});

export const favouriteAnswerSchema = z.object({ id: z.number().int(), favourited: z.boolean() });

export const templateCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string().url(),
  width: z.number().positive(),
  height: z.number().positive(),
  sizeKey: z.string(),
  sizeName: z.string(),
  scene: z.string(),
  isVip: z.boolean(),
  uses: z.number(),
  likes: z.number(),
  favourites: z.number(),
  createdAt: z.string(),
});
export type TemplateCard = z.output<typeof templateCardSchema>;

export const templatePageSchema = z.object({
  items: z.array(templateCardSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
});

export const searchResultSchema = z.object({
  tools: z.array(toolSchema),
  templates: z.array(templateCardSchema),
});
export type SearchResult = z.output<typeof searchResultSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/);

export const calendarEventSchema = z.object({
  date: isoDate,
  name: z.string().min(1),
  kind: z.enum(["holiday", "solar-term", "festival", "shopping"]),
  prepareFrom: isoDate,
  daysLeft: z.number().int(),
  tip: z.string(),
});
export type CalendarEvent = z.output<typeof calendarEventSchema>;
export const calendarSchema = z.array(calendarEventSchema);
