/**
 * zod schemas for the template answers only this screen reads
 * (docs/api-contract.md). Shapes other screens read too (the card, the page,
 * the favourite answer) are defined once in lib/api-schemas.ts and built on here.
 */
import "../../lib/zod-jitless";
import { z } from "zod";
import { favouriteAnswerSchema, templateCardSchema } from "../../lib/api-schemas";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/);

const facetOption = z.object({
  key: z.string().min(1),
  name: z.string().min(1),
  /** Colours carry their swatch; optional so a provider without it still renders names. */
  hex: hexColor.optional().catch(undefined),
});
export type FacetOption = z.output<typeof facetOption>;

export const facetsSchema = z.object({
  scene: z.array(facetOption),
  size: z.array(facetOption),
  industry: z.array(facetOption),
  color: z.array(facetOption),
  style: z.array(facetOption),
});
export type Facets = z.output<typeof facetsSchema>;

export const templateDetailSchema = templateCardSchema.extend({
  sceneName: z.string(),
  industry: z.string(),
  industryName: z.string(),
  style: z.string(),
  styleName: z.string(),
  color: z.string(),
  colorName: z.string(),
  colors: z.array(hexColor),
  author: z.object({ id: z.number().int(), name: z.string() }),
  tags: z.array(z.string()),
  description: z.string(),
  liked: z.boolean().optional(),
  favourited: z.boolean().optional(),
});
export type TemplateDetail = z.output<typeof templateDetailSchema>;

export const similarSchema = z.array(templateCardSchema);

export const likeAnswerSchema = z.object({ id: z.number().int(), liked: z.boolean(), likes: z.number() });
/** The tools' favourite answer plus the template's new count. */
export const templateFavouriteAnswerSchema = favouriteAnswerSchema.extend({ favourites: z.number() });
