/** The provider's topic list for one platform (`GET /materials/v1/topics`, docs/api-contract.md), validated. */
import "../../../lib/zod-jitless";
import * as z from "zod/mini";
import { browserHttp } from "../../../session/browser-http";

export const topicListSchema = z.object({
  platform: z.string(),
  platformName: z.string(),
  listDate: z.nullable(z.string()),
  sample: z.boolean(),
  topics: z.array(z.object({ name: z.string().check(z.minLength(1)), category: z.string(), heat: z.number() })),
});
export type TopicList = z.output<typeof topicListSchema>;

/** Only the platform key goes out: the user's copy stays in the browser. */
export async function fetchTopicList(platform: string, signal?: AbortSignal): Promise<TopicList> {
  const raw = await browserHttp().request<unknown>(`/v1/topics?platform=${encodeURIComponent(platform)}`, { signal });
  const parsed = topicListSchema.safeParse(raw);
  if (!parsed.success) throw new Error("话题列表格式有误");
  return parsed.data;
}
