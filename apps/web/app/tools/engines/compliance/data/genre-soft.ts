/**
 * The findings the genre score may soften (decision 009, "Update, round 5"): listed superlatives
 * and firsts (group A, and group B's 首/第一/领先 words). They are the words news, statistics and
 * encyclopedic text use to describe (世界最大的水电站, 全球首个, 第一个世界冠军). State names, medical
 * and safety claims, guarantees, prices and platform rules are never softened by it.
 */
export const GENRE_SOFT_TERMS =
  /最|第一|第1|首[个款家次创发位座部台例枚]|唯一|独家|顶级|国家级|世界级|领先|冠军|霸主|no\.?1|top\.?1|之王|史上|天下|据统计|数据显示|研究表明|据调查/;
