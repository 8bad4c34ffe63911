/**
 * An honour told with what makes it checkable: the year and the body or event that gave it (《广告绝对化用语执法指南》
 * 第六条第（五）项: 奖项、称号须写明评定机构与年份). Shared by the listed word 荣获 (rules-claims.ts) and the
 * honour-title detector (patterns-context.ts): one honour, one answer (decision 009, "Update, round 24").
 */

/** The body or event that gives an honour (总工会, 部, 协会, 组委会, 博览会…): with a year, the honour's source. */
const AWARDING_BODY =
  "(?:国务院|[\\u4e00-\\u9fa5]{1,8}(?:部|委|局|厅|政府|总工会|协会|学会|联合会|委员会|组委会|基金会|大赛|博览会|展览会|评比|评选))";

/** 1999年荣获中华全国总工会…称号, 荣获2019年布鲁塞尔国际烈酒大赛金奖: the year and the awarding body in one clause. */
export const HONOUR_WITH_SOURCE = `(?:19|20)\\d{2}年度?[^,。!?;]{0,24}?${AWARDING_BODY}|${AWARDING_BODY}[^,。!?;]{0,16}?(?:19|20)\\d{2}年度?`;
