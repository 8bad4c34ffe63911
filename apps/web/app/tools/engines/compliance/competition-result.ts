// A sports or contest result reported as news: one of the context rules of context.ts (decision 009).
/**
 * A sports result reported as news (辛纳排名第一 on the odds list, 最年轻的冠军, 第四位左撇子冠军):
 * the rank belongs to a player or a match, not to a product; copy that sells something
 * (同款, 推荐, 代言, a price) stays a claim.
 */
export const RESULT_TERMS = /冠军|第一|金牌|最年轻|最年长|夺冠|no1|top1/;
const SPORT =
  /收视率|收视|票房|播放量|纪录|奖杯|卫冕|世锦赛|锦标赛|奥运|亚运|全运|世界杯|联赛|决赛|比赛|赛事|公开赛|大满贯|夺冠|选手|球员|球手|棋手|运动员|赛季|战队|赔率|男单|女单|男双|女双|混双|击败|战胜|比分|斯诺克|网球|足球|篮球|排球|乒乓|羽毛球|田径|马拉松|[0-9]比[0-9]/;
/** A person as the holder of the result: 第四位…冠军, 最年轻的冠军, 首位…冠军. */
const PERSON_RESULT_BEFORE = /(?:第[一二三四五六七八九十\d]+位|首位|历史上|以来)[^,。!?;]{0,10}$|最年[轻长少]的$/;
const PERSON_AFTER = /^的?[\u4e00-\u9fa5]{0,4}?(?:冠军|选手|球员|得主|运动员|院士|教授|博士|市长|校长|作家|导演|演员)/;
const SELLING = /同款|推荐|代言|购买|下单|抢购|选购|入手|优惠|折扣|价格|[0-9]元|旗舰店|专卖|品牌|产品|销量|本店/;
export function isCompetitionResult(before: string, after: string): boolean {
  const sentence = before + after;
  if (SELLING.test(sentence)) return false;
  return SPORT.test(sentence) || PERSON_RESULT_BEFORE.test(before) || PERSON_AFTER.test(after);
}
