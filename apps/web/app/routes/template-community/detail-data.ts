import type { HttpClient } from "../../http/http";
import { loadSection, type SectionResult } from "../../http/section";
import type { TemplateCard } from "../../lib/api-schemas";
import { similarSchema, templateDetailSchema, type TemplateDetail } from "./template-schemas";

/** How many 相似模板 the dialog shows (the provider allows up to 12). */
export const SIMILAR_LIMIT = 8;

export interface DetailData {
  id: number;
  detail: SectionResult<TemplateDetail>;
  similar: SectionResult<TemplateCard[]>;
}

/** A template's detail and its similar templates, each its own section (one failing leaves the other). */
export async function loadDetailData(http: HttpClient, id: number): Promise<DetailData> {
  const [detail, similar] = await Promise.all([
    loadSection(http, `/v1/templates/${id}`, templateDetailSchema),
    loadSection(http, `/v1/templates/${id}/similar`, similarSchema, { query: { limit: SIMILAR_LIMIT } }),
  ]);
  return { id, detail, similar };
}
