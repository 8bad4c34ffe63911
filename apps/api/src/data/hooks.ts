/**
 * 开头钩子灵感库: opening lines for the first 3 seconds of a short video, written for this
 * product. `{…}` marks a blank the user fills in. No absolute claims or guarantees in the
 * patterns themselves: the page still runs the compliance engine on the filled line.
 */
export type HookType = "question" | "number" | "contrast" | "pain" | "story" | "benefit" | "suspense";

export type SeedHook = {
  id: string;
  type: HookType;
  industries: string[];
  pattern: string;
  example: string;
  why: string;
};

const h = (
  id: string,
  type: HookType,
  industries: string[],
  pattern: string,
  example: string,
  why: string,
): SeedHook => ({ id, type, industries, pattern, example, why });

export const hooks: SeedHook[] = [
  h(
    "q-still",
    "question",
    [],
    "还在用{老办法}{做某事}吗？",
    "还在用热水壶烫奶瓶消毒吗？",
    "直接点中旧习惯，观众会下意识对照自己。",
  ),
  h(
    "q-why",
    "question",
    [],
    "为什么{人群}都在{行为}？",
    "为什么带娃的妈妈都在囤这种收纳盒？",
    "“为什么”制造信息差，让人想听答案。",
  ),
  h(
    "q-which",
    "question",
    ["fashion", "beauty"],
    "{选项A}和{选项B}，你选哪个？",
    "冷白皮和暖黄皮，你选哪个色号？",
    "二选一降低互动门槛，评论区容易热闹。",
  ),
  h(
    "q-know",
    "question",
    ["food"],
    "你知道{食材}还能这样吃吗？",
    "你知道冷冻馒头还能这样吃吗？",
    "提出新用法，满足好奇心。",
  ),
  h(
    "n-steps",
    "number",
    [],
    "{数字}步搞定{目标}，第{数字2}步最关键",
    "3 步搞定衬衫不起皱，第 2 步最关键",
    "具体数字给出可预期的时长，“最关键”留住到那一步。",
  ),
  h(
    "n-list",
    "number",
    [],
    "{数字}个{场景}里最实用的{东西}",
    "5 个出租屋里最实用的小家电",
    "清单式内容信息密度高，适合收藏。",
  ),
  h(
    "n-budget",
    "number",
    ["home", "travel"],
    "预算{金额}，{目标}可以做到这样",
    "预算 3000，一居室改造可以做到这样",
    "具体预算让观众代入自己的条件。",
  ),
  h(
    "n-time",
    "number",
    ["food", "education"],
    "每天{分钟数}分钟，{时长}后{变化}",
    "每天 10 分钟，一个月后孩子能自己讲绘本",
    "小投入 + 时间线，描述过程而不是承诺结果。",
  ),
  h(
    "c-before",
    "contrast",
    ["home", "beauty", "fashion"],
    "同样是{东西}，为什么{A}看起来{好}，{B}却{差}？",
    "同样是白T，为什么有人穿得高级，有人却像睡衣？",
    "对比制造落差，引出方法。",
  ),
  h(
    "c-think",
    "contrast",
    [],
    "我以为{预期}，结果{实际}",
    "我以为平价的扫地机不好用，结果用了半年",
    "预期落差带来叙事张力。",
  ),
  h(
    "c-old-new",
    "contrast",
    ["tech", "auto"],
    "{旧方式}要{旧成本}，现在{新方式}只要{新成本}",
    "以前对账要半天，现在导出表格只要几分钟",
    "用前后对照讲效率，注意数据要真实可证明。",
  ),
  h(
    "p-tired",
    "pain",
    [],
    "{痛点场景}的人，一定要看完",
    "每天通勤两小时的人，一定要看完",
    "点名目标人群，让对的人停下来。",
  ),
  h("p-mistake", "pain", [], "{做某事}最容易踩的{数字}个坑", "租房最容易踩的 3 个坑", "避坑类内容天然有收藏价值。"),
  h(
    "p-waste",
    "pain",
    ["retail", "beauty"],
    "别再{错误做法}了，{后果}",
    "别再把防晒只涂脸了，脖子更容易晒黑",
    "先指出错误再给方法，语气别吓唬人。",
  ),
  h(
    "p-kids",
    "pain",
    ["baby", "education"],
    "孩子{问题行为}，先别急着{常见反应}",
    "孩子写作业拖拉，先别急着催",
    "共情家长的情绪，再给方法。",
  ),
  h(
    "s-first",
    "story",
    [],
    "做{职业/身份}的第{数字}年，我终于{收获}",
    "开面馆的第 3 年，我终于想明白了定价",
    "个人经历有真实感，适合账号人设。",
  ),
  h(
    "s-customer",
    "story",
    [],
    "昨天有位{顾客}问我：“{问题}”",
    "昨天有位顾客问我：“这个杯子能装热汤吗？”",
    "用真实提问引出产品解答，像聊天不像广告。",
  ),
  h(
    "s-behind",
    "story",
    ["food", "retail"],
    "带你看看一份{产品}是怎么{做出来/到你手上}的",
    "带你看看一份手工月饼是怎么做出来的",
    "过程展示建立信任。",
  ),
  h(
    "b-save",
    "benefit",
    [],
    "学会这招，{场景}能省{资源}",
    "学会这招，收拾行李能省一半空间",
    "直接给出收益，注意用“能省”而不是保证。",
  ),
  h(
    "b-for",
    "benefit",
    [],
    "如果你也{需求}，这{数字}个{东西}可以试试",
    "如果你也怕冬天手脚冰，这 3 个小物件可以试试",
    "“可以试试”语气温和，不夸大。",
  ),
  h(
    "b-one",
    "benefit",
    ["home", "tech"],
    "一个{东西}解决{问题}",
    "一个挂钩解决玄关鞋子乱放",
    "简单对应，信息一眼看懂。",
  ),
  h("x-last", "suspense", [], "看到最后，你会{反应}", "看到最后，你会想立刻去整理衣柜", "预告结尾的收获，提高完播。"),
  h(
    "x-secret",
    "suspense",
    [],
    "{行业}的人不太会主动告诉你的{数字}件事",
    "做装修的人不太会主动告诉你的 3 件事",
    "内行视角制造信息差，内容须真实。",
  ),
  h(
    "x-test",
    "suspense",
    [],
    "我把{东西}{测试方式}了{时长}，结果……",
    "我把这口锅连续用了 30 天，结果……",
    "实测过程有悬念，结论要如实。",
  ),
  h(
    "x-wrong",
    "suspense",
    ["finance"],
    "关于{话题}，很多人理解错了",
    "关于信用卡分期，很多人理解错了",
    "纠正误区，金融内容只讲规则不讲收益承诺。",
  ),
];
