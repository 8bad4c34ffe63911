/**
 * What the tool page reads from the stand-in besides the catalogue: the
 * viewer's runs of this tool today (docs/api-contract.md, GET/POST
 * /v1/tools/:slug/runs) and their custom word lists (user-center).
 */
import "../../lib/zod-jitless";
import { z } from "zod";
import type { IconMap } from "../../components/ui/icon/icon-data";
import type { Tool } from "../../lib/api-schemas";

/** What the tool page shows from the catalogue besides the tool's own facts: its badges and the related tools' cards (with their icons). */
export type CatalogueExtras = { badges: Tool["badges"]; related: Tool[]; icons: IconMap };

export const toolRunsSchema = z.object({
  used: z.number().int().min(0),
  limit: z.number().int().min(0).nullable(),
  resetsAt: z.string(),
  plan: z.object({
    level: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    dailyRuns: z.number().int().nullable(),
    batchLimit: z.number().int().min(1),
    historyDays: z.number().int().min(1),
    wordLists: z.number().int().min(0),
  }),
});
export type ToolRuns = z.output<typeof toolRunsSchema>;

export const wordListsSchema = z.object({
  limit: z.number().int().min(0),
  lists: z.array(z.object({ no: z.number().int(), words: z.array(z.string()), updatedAt: z.string() })),
});

/** The API's own rules (apps/api/src/routes/word-lists.ts), checked before sending. */
export const WORD_LIST_MAX_WORDS = 500;
export const WORD_MAX_CHARS = 20;

export function cleanWordList(words: string[]): { ok: true; words: string[] } | { ok: false; message: string } {
  const unique = [...new Set(words.map((w) => w.trim()).filter((w) => w.length > 0))];
  const long = unique.find((w) => w.length > WORD_MAX_CHARS);
  if (long) return { ok: false, message: `“${long}”超过 ${WORD_MAX_CHARS} 个字，请缩短后再保存` };
  if (unique.length > WORD_LIST_MAX_WORDS)
    return { ok: false, message: `词库最多 ${WORD_LIST_MAX_WORDS} 个词，当前 ${unique.length} 个` };
  return { ok: true, words: unique };
}

/** Catalogue slugs are lower-case words joined by hyphens (apps/api/src/data/tools.ts). */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,59}$/;
