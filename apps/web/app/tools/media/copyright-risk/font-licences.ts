/**
 * Font licence verdicts as data: one record per family with the names files write it under (Chinese and
 * English names, PostScript names), the foundry, the verdict 可商用 / 需授权 / 未知, the condition that comes
 * with it, and the source of the verdict with the date it was checked (docs/decisions/013-file-tools.md says
 * how the sources were read). A family not listed here can still be attributed to its foundry by its
 * PostScript prefix or Chinese brand name (`foundries[].prefixes`), and then takes the foundry's verdict.
 *
 * 需授权 means "commercial use needs a licence you should hold", never 侵权 or 违法: a user who bought the
 * licence is fine. 可商用 comes with the licence's own conditions (OFL: no selling the font file on its own).
 */
import type { ToolSource } from "../../tool-definition";

export type LicenceVerdict = "可商用" | "需授权" | "未知";

export type Foundry = {
  key: string;
  name: string;
  /** Verdict for the foundry's fonts unless a family says otherwise. */
  verdict: LicenceVerdict;
  /** Case-sensitive PostScript prefixes and Chinese brand names that identify the foundry. */
  prefixes: RegExp[];
  source: ToolSource;
  note: string;
};

export type FontRecord = {
  family: string;
  aliases: string[];
  foundry: string;
  verdict: LicenceVerdict;
  /** The licence's terms in one line (免费商用 with conditions, what needs a licence). */
  condition: string;
  source: ToolSource;
};

const CHECKED = "2026-11-27";

function src(label: string, url: string | undefined, confidence: ToolSource["confidence"]): ToolSource {
  return { label, url, confidence, checkedAt: CHECKED };
}

const ofl = (repo: string) =>
  src(`SIL Open Font License 1.1（项目仓库的 LICENSE）`, `https://github.com/${repo}`, "official");

export const foundries: Foundry[] = [
  {
    key: "founder",
    name: "方正字库（北大方正电子）",
    verdict: "需授权",
    prefixes: [/^FZ[A-Z]/, /^方正/],
    source: src(
      "方正字库官网：字体授权说明（个人非商业免费，商业使用需购买授权）",
      "https://www.foundertype.com/",
      "official",
    ),
    note: "方正对海报、电商主图、包装、视频字幕等商业用途按用途收取授权费；方正黑体、书宋、仿宋、楷体四款可申请免费商用授权。",
  },
  {
    key: "hanyi",
    name: "汉仪字库（北京汉仪科印）",
    verdict: "需授权",
    prefixes: [/^HY[A-Z]/, /^汉仪/],
    source: src("汉仪字库官网：字体授权（商业用途需购买授权）", "https://www.hanyi.com.cn/", "official"),
    note: "商业用途（广告、包装、影视、电商、新媒体）需按用途购买授权。",
  },
  {
    key: "dynacomware",
    name: "华康字库（威锋数位 DynaComware）",
    verdict: "需授权",
    prefixes: [/^DF[A-Z]/, /^華康|^华康/],
    source: src("华康字库官网：字型授权", "https://www.dynacw.com.cn/", "official"),
    note: "系统或软件随附的华康字体只授权随该软件使用，商业设计输出需另购授权。",
  },
  {
    key: "makefont",
    name: "造字工房",
    verdict: "需授权",
    prefixes: [/^MF[A-Z]/, /^造字工房/],
    source: src("造字工房官网：字体授权", "http://www.makefont.com/", "official"),
    note: "个人非商业使用免费，商业使用需购买授权。",
  },
  {
    key: "arphic",
    name: "文鼎科技（Arphic）",
    verdict: "需授权",
    prefixes: [/^AR(?!\s?PL)[A-Z]/, /^文鼎/, /^文鼎PL/],
    source: src("文鼎科技官网：字型授权", "https://www.arphic.com/", "official"),
    note: "商业字体需授权；AR PL UMing/UKai 等以 Arphic Public License 发布的字体除外（单独收录）。",
  },
  {
    key: "monotype-cn",
    name: "蒙纳（Monotype 中文）",
    verdict: "需授权",
    prefixes: [/^M(Hei|Sung|Yuen|Kai|Ying|Hei)[A-Z]?/, /^蒙纳/],
    source: src(
      "Monotype 官网：字体授权（桌面、网页、应用分别授权）",
      "https://www.monotype.com/legal/eula",
      "official",
    ),
    note: "桌面授权按设备数，网页、App、广告投放另有授权类型。",
  },
  {
    key: "sinotype",
    name: "华文（常州华文）",
    verdict: "需授权",
    prefixes: [/^ST(?=[A-Z][a-z])/, /^华文/],
    source: src(
      "常州华文字体随 Office / macOS 附带，授权只覆盖随软件使用（社区整理的授权说明）",
      undefined,
      "community",
    ),
    note: "随 Office、macOS 附带不等于可用于商业设计输出。",
  },
  {
    key: "zhongyi",
    name: "中易（北京中易中标）",
    verdict: "需授权",
    prefixes: [/^中易/],
    source: src(
      "中易宋体/黑体随 Windows 授权使用，商业设计输出需向中易取得授权（社区整理的授权说明）",
      undefined,
      "community",
    ),
    note: "随 Windows 附带，授权对象是微软，不覆盖商业设计输出。",
  },
  {
    key: "microsoft",
    name: "Microsoft（微软随系统字体）",
    verdict: "需授权",
    prefixes: [],
    source: src(
      "Microsoft Typography：Font redistribution FAQ（随 Windows/Office 提供的字体按该软件的许可使用）",
      "https://learn.microsoft.com/typography/fonts/font-faq",
      "official",
    ),
    note: "随 Windows/Office 使用、打印文档通常在授权内；用于商标、包装、商品和出售的设计需向字体版权方确认。",
  },
  {
    key: "apple",
    name: "Apple（macOS/iOS 随系统字体）",
    verdict: "需授权",
    prefixes: [],
    source: src(
      "Apple 软件许可协议：随系统字体仅限在 Apple 设备上显示和打印文档",
      "https://www.apple.com/legal/sla/",
      "official",
    ),
    note: "苹方、冬青黑体、兰亭黑-简等随系统附带，商业设计输出需向原字库确认。",
  },
  {
    key: "adobe",
    name: "Adobe",
    verdict: "需授权",
    prefixes: [/^Adobe(?!.*Source)/],
    source: src(
      "Adobe 字体授权（随 Adobe 软件或 Adobe Fonts 订阅授权）",
      "https://www.adobe.com/products/type/font-licensing.html",
      "official",
    ),
    note: "有有效的 Creative Cloud 订阅或随软件授权时可用于设计输出；订阅停止后需确认。",
  },
  {
    key: "monotype",
    name: "Monotype / Linotype / ITC",
    verdict: "需授权",
    prefixes: [],
    source: src(
      "Monotype 官网：字体授权（桌面、网页、应用分别授权）",
      "https://www.monotype.com/legal/eula",
      "official",
    ),
    note: "随系统附带的 Arial、Times New Roman 等只在系统授权内使用。",
  },
  {
    key: "commercial-latin",
    name: "商业西文字体厂商",
    verdict: "需授权",
    prefixes: [],
    source: src("各字体厂商的桌面授权（EULA）", undefined, "reference"),
    note: "需从厂商或授权经销商购买。",
  },
  {
    key: "open-source",
    name: "开源字体（OFL / Apache / GPL 字体例外）",
    verdict: "可商用",
    prefixes: [],
    source: src("开源字体许可证（各项目仓库）", undefined, "official"),
    note: "可免费用于商业设计；不能单独出售字体文件，修改后不能沿用保留字体名。",
  },
  {
    key: "vendor-free",
    name: "企业免费商用字体",
    verdict: "可商用",
    prefixes: [],
    source: src("各企业发布字体时的授权协议", undefined, "official"),
    note: "免费商用，但各有条件（不得转售、不得改名、部分要求注明来源），按各自协议使用。",
  },
  {
    key: "independent",
    name: "独立设计师 / 字体网站",
    verdict: "未知",
    prefixes: [],
    source: src("作者发布页", undefined, "community"),
    note: "授权以作者发布页为准，转载站的「免费商用」说法常有误。",
  },
];

const zcool = src(
  "站酷（ZCOOL）字体专题：站酷字体免费商用声明",
  "https://www.zcool.com.cn/special/zcoolfonts/",
  "official",
);
const alibaba = src("阿里巴巴普惠体官网：免费商用授权", "https://www.alibabafonts.com/", "official");
const alimama = src("阿里妈妈字体（阿里妈妈 fonts 站）：免费商用授权", "https://fonts.alibabagroup.com/", "official");
const harmony = src(
  "HarmonyOS Sans 字体授权协议（华为开发者联盟）",
  "https://developer.huawei.com/consumer/cn/design/resource/",
  "official",
);
const misans = src("MiSans 字体知识产权许可协议（小米）", "https://hyperos.mi.com/font/", "official");
const oppo = src(
  "OPPO Sans 字体授权（OPPO 开放平台）",
  "https://open.oppomobile.com/new/developmentDoc/info?id=13249",
  "official",
);
const founderFree = src(
  "方正字库：方正黑体、书宋、仿宋、楷体免费商用（需在官网申请授权书）",
  "https://www.foundertype.com/",
  "official",
);
const ysbth = src("优设网：优设标题黑免费商用声明", "https://www.uisdc.com/", "official");
const douyin = src("抖音美好体发布页：免费商用", "https://www.douyin.com/", "official");
const tencentW7 = src("腾讯体（TencentSans W7）发布说明：免费商用", "https://github.com/Tencent", "community");
const communityFree = (label: string, url?: string) => src(label, url, "community");
const vendorNote = "免费商用，不得转售或改名，以发布方协议为准。";
const oflNote = "SIL OFL 1.1：可商用、可嵌入，不能单独出售字体。";

type Row = [family: string, aliases: string[]];

function many(
  foundry: string,
  verdict: LicenceVerdict,
  condition: string,
  source: ToolSource,
  rows: Row[],
): FontRecord[] {
  return rows.map(([family, aliases]) => ({ family, aliases, foundry, verdict, condition, source }));
}

const founderNote = "商业使用需按用途向方正购买授权。";
const hanyiNote = "商业使用需按用途向汉仪购买授权。";
const dfNote = "商业使用需向华康购买授权。";
const mfNote = "商业使用需向造字工房购买授权。";
const arNote = "商业使用需向文鼎购买授权。";
const mNote = "商业使用需向 Monotype 购买授权。";
const stNote = "随 Office/macOS 附带，商业设计输出需取得华文授权。";
const msCjkNote = "随 Windows/Office 附带，授权不覆盖海报、主图、包装等商业设计输出；字形版权属方正/中易等。";
const msLatinNote = "随 Windows/Office 附带：用于文档、打印通常在授权内；商标、包装、出售的设计需另行确认。";
const appleNote = "随 macOS/iOS 附带，只授权在 Apple 设备上使用，商业设计输出需向原字库购买。";
const adobeNote = "随 Adobe 软件或 Adobe Fonts 订阅授权；订阅有效时可用于设计输出。";
const latinNote = "商业字体，需从厂商或经销商购买桌面授权；网页、App 另需授权。";

const systemFoundry = "microsoft";

export const fontRecords: FontRecord[] = [
  // 开源：思源 / Noto CJK 及衍生
  ...many("open-source", "可商用", oflNote, ofl("adobe-fonts/source-han-sans"), [
    [
      "思源黑体",
      [
        "Source Han Sans",
        "SourceHanSans",
        "SourceHanSansCN",
        "SourceHanSansSC",
        "SourceHanSansHW",
        "思源黑体 CN",
        "Source Han Sans CN",
        "Source Han Sans SC",
      ],
    ],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("adobe-fonts/source-han-serif"), [
    [
      "思源宋体",
      [
        "Source Han Serif",
        "SourceHanSerif",
        "SourceHanSerifCN",
        "SourceHanSerifSC",
        "Source Han Serif CN",
        "Source Han Serif SC",
      ],
    ],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("notofonts/noto-cjk"), [
    [
      "Noto Sans CJK",
      [
        "Noto Sans CJK SC",
        "NotoSansCJK",
        "NotoSansCJKsc",
        "Noto Sans SC",
        "NotoSansSC",
        "Noto Sans CJK TC",
        "Noto Sans Mono CJK SC",
        "NotoSansMonoCJKsc",
      ],
    ],
    ["Noto Serif CJK", ["Noto Serif CJK SC", "NotoSerifCJK", "NotoSerifCJKsc", "Noto Serif SC", "NotoSerifSC"]],
    ["Noto Sans", ["NotoSans", "Noto Sans Display"]],
    ["Noto Serif", ["NotoSerif"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("lxgw/LxgwWenKai"), [
    [
      "霞鹜文楷",
      [
        "LXGW WenKai",
        "LXGWWenKai",
        "霞鹜文楷 GB",
        "LXGW WenKai GB",
        "LXGW WenKai Mono",
        "霞鹜文楷 屏幕阅读版",
        "LXGW WenKai Screen",
      ],
    ],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("lxgw/LxgwNeoXiHei"), [
    ["霞鹜新晰黑", ["LXGW Neo XiHei", "LXGWNeoXiHei"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("lxgw/LxgwMarkerGothic"), [
    ["霞鹜漫黑", ["LXGW Marker Gothic", "LXGWMarkerGothic"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("atelier-anchor/smiley-sans"), [
    ["得意黑", ["Smiley Sans", "SmileySans", "Smiley Sans Oblique", "SmileySans-Oblique"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("be5invis/Sarasa-Gothic"), [
    ["更纱黑体", ["Sarasa Gothic", "Sarasa Gothic SC", "SarasaGothicSC", "Sarasa UI SC", "Sarasa Mono SC"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("Pal3love/dream-han-cjk"), [
    ["梦源黑体", ["Dream Han Sans", "DreamHanSans", "Dream Han Sans CN"]],
    ["梦源宋体", ["Dream Han Serif", "DreamHanSerif"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("ButTaiwan/genyo-font"), [
    ["源样黑体", ["GenYoGothic", "GenYo Gothic"]],
    ["源样明体", ["GenYoMin", "GenYo Min"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("ButTaiwan/genwan-font"), [
    ["源云明体", ["GenWanMin", "GenWanMinTW", "GenWan Min"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("ButTaiwan/genseki-font"), [
    ["源石黑体", ["GenSekiGothic", "GenSeki Gothic"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("lxgw/kose-font"), [
    ["小赖字体", ["Xiaolai", "Xiaolai SC", "XiaolaiSC", "Kose"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("Buernia/Chiron-Hei-HK"), [
    ["昭源黑体", ["Chiron Hei HK", "ChironHeiHK"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("welai/glow-sans"), [
    ["未来荧黑", ["Glow Sans", "Glow Sans SC", "GlowSansSC", "Glow Sans SC Normal", "Glow Sans SC Extended"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("takushun-wu/ChillFonts"), [
    ["寒蝉全圆体", ["ChillRoundGothic", "Chill Round Gothic"]],
    ["寒蝉活仿宋", ["ChillHuoFangSong"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("TrionesType/zhuque"), [
    ["朱雀仿宋", ["Zhuque Fangsong", "ZhuqueFangsong"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("max32002/tc-jian-gothic"), [
    ["台北黑体", ["Taipei Sans TC", "TaipeiSansTCBeta"]],
  ]),
  ...many("open-source", "可商用", oflNote, ofl("SolidZORO/zpix-pixel-font"), [
    ["Fusion Pixel 缝合像素", ["Fusion Pixel", "FusionPixel"]],
  ]),
  ...many(
    "open-source",
    "可商用",
    "Arphic Public License：可商用、可再分发。",
    src("Arphic Public License（AR PL 字体随附许可证）", "https://www.debian.org/legal/licenses/", "official"),
    [
      ["文鼎PL简中明", ["AR PL UMing", "AR PL UMing CN", "AR PL SungtiL GB", "AR PL New Sung"]],
      ["文鼎PL简中楷", ["AR PL UKai", "AR PL UKai CN", "AR PL KaitiM GB"]],
    ],
  ),
  ...many(
    "open-source",
    "可商用",
    "GPL v2 附字体例外：用于设计输出和嵌入文档不受 GPL 约束。",
    src("文泉驿项目：GPLv2 with font embedding exception", "http://wenq.org/", "official"),
    [
      ["文泉驿正黑", ["WenQuanYi Zen Hei", "WenQuanYiZenHei", "WenQuanYi Zen Hei Sharp", "文泉驛正黑"]],
      ["文泉驿微米黑", ["WenQuanYi Micro Hei", "WenQuanYiMicroHei", "文泉驛微米黑"]],
    ],
  ),
  ...many("open-source", "可商用", oflNote, ofl("google/fonts"), [
    ["Roboto", ["Roboto Condensed", "Roboto Slab", "Roboto Mono"]],
    ["Open Sans", ["OpenSans"]],
    ["Lato", []],
    ["Montserrat", []],
    ["Poppins", []],
    ["Inter", ["Inter Display", "InterVariable"]],
    ["Oswald", []],
    ["Raleway", []],
    ["Nunito", ["Nunito Sans"]],
    ["Playfair Display", ["PlayfairDisplay"]],
    ["Bebas Neue", ["BebasNeue"]],
    ["Merriweather", []],
    ["Work Sans", ["WorkSans"]],
    ["Rubik", []],
    ["Barlow", ["Barlow Condensed"]],
    ["DM Sans", ["DMSans"]],
    ["Manrope", []],
    ["Quicksand", []],
    ["PT Sans", ["PTSans"]],
    ["Fira Sans", ["FiraSans", "Fira Code", "FiraCode"]],
    ["IBM Plex Sans", ["IBMPlexSans", "IBM Plex Mono", "IBM Plex Serif"]],
    ["JetBrains Mono", ["JetBrainsMono"]],
    ["Source Sans", ["Source Sans Pro", "SourceSansPro", "Source Sans 3", "SourceSans3"]],
    ["Source Serif", ["Source Serif Pro", "SourceSerifPro", "Source Serif 4"]],
    ["Source Code Pro", ["SourceCodePro"]],
    ["Liberation Sans", ["LiberationSans", "Liberation Serif", "Liberation Mono"]],
    ["DejaVu Sans", ["DejaVuSans", "DejaVu Serif", "DejaVu Sans Mono"]],
    ["Ubuntu", ["Ubuntu Mono"]],
    ["Outfit", []],
    ["Anton", []],
    ["Archivo", ["Archivo Black"]],
    ["Noto Sans Mono", []],
  ]),

  // 企业免费商用
  ...many("vendor-free", "可商用", vendorNote, alibaba, [
    [
      "阿里巴巴普惠体",
      [
        "Alibaba PuHuiTi",
        "AlibabaPuHuiTi",
        "Alibaba-PuHuiTi",
        "AlibabaPuHuiTi-2",
        "AlibabaPuHuiTi-3",
        "Alibaba PuHuiTi 2.0",
        "Alibaba PuHuiTi 3.0",
        "阿里巴巴普惠体 2.0",
        "阿里巴巴普惠体 3.0",
      ],
    ],
    ["钉钉进步体", ["DingTalk JinBuTi", "DingTalkJinBuTi", "DingTalk-JinBuTi"]],
    ["阿里健康体", ["Alibaba Health Font", "AlibabaHealthFont"]],
    ["淘宝买菜体", ["TaoBaoMaiCaiTi", "Taobao MaiCai"]],
  ]),
  ...many("vendor-free", "可商用", vendorNote, alimama, [
    ["阿里妈妈数黑体", ["Alimama ShuHeiTi", "AlimamaShuHeiTi", "Alimama ShuHeiTi Bold"]],
    ["阿里妈妈东方大楷", ["Alimama DongFangDaKai", "AlimamaDongFangDaKai"]],
    ["阿里妈妈方圆体", ["Alimama FangYuanTi VF", "AlimamaFangYuanTi", "AlimamaFangYuanTiVF"]],
    ["阿里妈妈刀隶体", ["Alimama DaoLiTi", "AlimamaDaoLiTi"]],
    ["阿里妈妈灵动体", ["Alimama Agile VF", "AlimamaAgile"]],
  ]),
  ...many("vendor-free", "可商用", "免费商用；不得修改、转售，需遵守华为字体协议。", harmony, [
    [
      "HarmonyOS Sans",
      ["HarmonyOS Sans SC", "HarmonyOS_Sans_SC", "HarmonyOSSansSC", "HarmonyOS Sans TC", "鸿蒙黑体", "HarmonyOS_Sans"],
    ],
  ]),
  ...many("vendor-free", "可商用", "免费商用（含商业设计），不得单独销售或修改；需遵守小米许可协议。", misans, [
    ["MiSans", ["MiSans VF", "MiSans Latin", "MiSans Demibold", "MiSans L3"]],
  ]),
  ...many("vendor-free", "可商用", "免费商用；不得转售或改名，以 OPPO 协议为准。", oppo, [
    ["OPPO Sans", ["OPPOSans", "OPPOSans R", "OPPOSans M", "OPPOSans B", "OPPOSans H", "OPPO Sans 4.0"]],
  ]),
  ...many("vendor-free", "可商用", vendorNote, communityFree("荣耀字体（HONOR Sans）发布页：免费商用（社区整理）"), [
    ["荣耀字体", ["HONOR Sans", "HONORSans", "HONOR Sans CN"]],
  ]),
  ...many("vendor-free", "可商用", vendorNote, douyin, [
    ["抖音美好体", ["Douyin Sans", "DouyinSans", "DouyinSansBold"]],
  ]),
  ...many("vendor-free", "可商用", vendorNote, tencentW7, [
    ["腾讯体", ["TencentSans", "Tencent Sans", "TencentSans-W7", "TTTGB"]],
  ]),
  ...many("vendor-free", "可商用", vendorNote, zcool, [
    ["站酷高端黑", ["zcool-gdh", "ZCOOL GaoDuanHei", "HappyZcool", "站酷高端黑体"]],
    ["站酷酷黑", ["ZCOOL KuHei", "zcoolkuhei", "站酷酷黑体"]],
    ["站酷快乐体", ["ZCOOL KuaiLe", "ZCOOLKuaiLe", "HappyZcool-2016", "站酷快乐体2016修订版"]],
    ["站酷小薇LOGO体", ["ZCOOL XiaoWei", "ZCOOLXiaoWei", "站酷小薇体"]],
    ["站酷庆科黄油体", ["ZCOOL QingKe HuangYou", "ZCOOLQingKeHuangYou", "zcoolqingkehuangyouti"]],
    ["站酷文艺体", ["ZCOOL WenYiTi", "zcoolwenyiti"]],
    ["站酷仓耳渔阳体", ["ZCOOL CangEr YuYang", "站酷仓耳渔阳体W01"]],
  ]),
  ...many("vendor-free", "可商用", vendorNote, ysbth, [
    ["优设标题黑", ["YouSheBiaoTiHei", "YouSheBiaoTiHei-Bold", "优设标题黑体"]],
    ["优设好身体", ["YouSheHaoShenTi"]],
  ]),
  ...many("vendor-free", "可商用", "方正免费商用字体：商用前需在方正官网申请（免费）授权书。", founderFree, [
    ["方正黑体", ["FZHei-B01", "FZHei-B01S", "FZHTJW", "FZHTK", "方正黑体简体", "方正黑体_GBK"]],
    ["方正书宋", ["FZShuSong-Z01", "FZShuSong-Z01S", "FZSSJW", "FZSSK", "方正书宋简体", "方正书宋_GBK"]],
    ["方正仿宋", ["FZFangSong-Z02", "FZFangSong-Z02S", "FZFSJW", "FZFSK", "方正仿宋简体", "方正仿宋_GBK"]],
    ["方正楷体", ["FZKai-Z03", "FZKai-Z03S", "FZKTJW", "FZKTK", "方正楷体简体", "方正楷体_GBK"]],
  ]),
  ...many(
    "independent",
    "可商用",
    "作者声明免费商用，以作者发布页为准。",
    communityFree("作者发布页（由字体社区整理核对）", "https://www.100font.com/"),
    [
      ["庞门正道标题体", ["PangMenZhengDao", "庞门正道标题体免费版", "PangMenZhengDaoBiaoTiTi"]],
      ["杨任东竹石体", ["YRDZST", "YangRenDong ZhuShiTi"]],
      ["沐瑶软笔手写体", ["Muyao-Softbrush", "MuyaoSoftbrush"]],
      ["演示悠然小楷", ["YanShiYouRanXiaoKai"]],
      ["演示春风楷", ["YanShiChunFengKai"]],
      ["锐字真言体", ["RZZhenYan", "Ruizi ZhenYan"]],
      ["江西拙楷", ["JXZhuoKai", "JiangXi ZhuoKai"]],
      ["包图小白体", ["BaoTuXiaoBaiTi"]],
      ["标小智无界黑", ["Logosc Wujie Hei", "标小智无界黑体"]],
      ["猫啃网糖圆体", ["MaokenTangYuan", "Maoken Tangyuan"]],
    ],
  ),

  // 方正（商业）
  ...many("founder", "需授权", founderNote, foundries[0]!.source, [
    ["方正兰亭黑", ["FZLanTingHei", "FZLTHJW", "FZLTHK", "FZLanTingHeiS", "方正兰亭黑简体", "方正兰亭黑_GBK"]],
    ["方正兰亭粗黑", ["FZLanTingHei-B", "FZLTCHJW", "FZLTCHK", "方正兰亭粗黑简体", "方正兰亭粗黑_GBK"]],
    ["方正兰亭细黑", ["FZLanTingHei-L", "FZLTXHJW", "FZLTXHK", "方正兰亭细黑简体", "方正兰亭细黑_GBK"]],
    ["方正兰亭中黑", ["FZLanTingHei-M", "FZLTZHJW", "FZLTZHK", "方正兰亭中黑简体"]],
    ["方正兰亭特黑", ["FZLanTingHei-H", "FZLTTHJW", "FZLTTHK", "方正兰亭特黑简体"]],
    ["方正兰亭圆", ["FZLanTingYuan", "FZLTYJW", "FZLTYK", "方正兰亭圆简体"]],
    ["方正正黑", ["FZZhengHei", "FZZHJW", "FZZHK", "方正正黑简体"]],
    ["方正大黑", ["FZDaHei", "FZDHTJW", "FZDHTK", "方正大黑简体"]],
    ["方正粗黑宋", ["FZCuHeiSong", "FZCHSJW", "FZCHSK", "方正粗黑宋简体"]],
    ["方正小标宋", ["FZXiaoBiaoSong", "FZXiaoBiaoSong-B05", "FZXBSJW", "FZXBSK", "方正小标宋简体"]],
    ["方正姚体", ["FZYaoTi", "FZYTK", "方正姚体简体"]],
    ["方正舒体", ["FZShuTi", "FZSTK", "方正舒体简体"]],
    ["方正综艺", ["FZZongYi", "FZZYJW", "FZZYK", "方正综艺简体"]],
    ["方正粗圆", ["FZCuYuan", "FZCYJW", "FZCYK", "方正粗圆简体"]],
    ["方正准圆", ["FZZhunYuan", "FZZYUJW", "FZZYUK", "方正准圆简体"]],
    ["方正悠黑", ["FZYouHei", "FZYouHeiS", "方正悠黑简体"]],
    ["方正俊黑", ["FZJunHei", "FZJHJW", "方正俊黑简体"]],
    ["方正超粗黑", ["FZChaoCuHei", "FZCCHJW", "FZCCHK", "方正超粗黑简体"]],
    ["方正清刻本悦宋", ["FZQingKeBenYueSong", "FZQKBYSJW", "方正清刻本悦宋简体"]],
    ["方正雅宋", ["FZYaSong", "FZYSJW", "FZYaSongS", "方正雅宋简体"]],
    ["方正报宋", ["FZBaoSong", "FZBSJW", "FZBSK", "方正报宋简体"]],
    ["方正新书宋", ["FZNewShuSong", "FZNSSJW", "方正新书宋简体"]],
    ["方正卡通", ["FZKaTong", "FZKATJW", "方正卡通简体"]],
    ["方正少儿", ["FZShaoEr", "FZSEJW", "方正少儿简体"]],
    ["方正喵呜体", ["FZMiaoWu", "方正喵呜体简体"]],
    ["方正行楷", ["FZXingKai", "FZXKJW", "FZXKK", "方正行楷简体"]],
    ["方正隶书", ["FZLiShu", "FZLSJW", "FZLSK", "方正隶书简体"]],
    ["方正魏碑", ["FZWeiBei", "FZWBJW", "FZWBK", "方正魏碑简体"]],
    ["方正细黑一", ["FZXiHei I", "FZXH1JW", "FZXH1K", "方正细黑一简体"]],
    ["方正品尚黑", ["FZPinShangHei", "方正品尚黑简体"]],
    ["方正锐正黑", ["FZRuiZhengHei", "方正锐正黑简体"]],
    ["方正字迹系列", ["FZZJ", "方正字迹"]],
  ]),
  // 汉仪（商业）
  ...many("hanyi", "需授权", hanyiNote, foundries[1]!.source, [
    ["汉仪旗黑", ["HYQiHei", "HYQiHei-25J", "HYQiHei-55J", "HYQiHei-65J", "HYQiHei-85J", "汉仪旗黑-55简"]],
    ["汉仪尚巍手书", ["HYShangWeiShouShu", "HYShangWeiShouShuW", "汉仪尚巍手书W"]],
    ["汉仪雅酷黑", ["HYYaKuHei", "HYYaKuHeiW", "汉仪雅酷黑W"]],
    ["汉仪菱心体", ["HYLingXinTi", "HYLingXinJ", "汉仪菱心体简"]],
    ["汉仪大黑", ["HYDaHei", "HYDaHeiJ", "汉仪大黑简"]],
    ["汉仪中圆", ["HYZhongYuan", "HYZhongYuanJ", "汉仪中圆简"]],
    ["汉仪粗宋", ["HYCuSong", "HYCuSongJ", "汉仪粗宋简"]],
    ["汉仪秀英体", ["HYXiuYingTi", "HYXiuYingJ", "汉仪秀英体简"]],
    ["汉仪综艺体", ["HYZongYiTi", "HYZongYiJ", "汉仪综艺体简"]],
    ["汉仪润圆", ["HYRunYuan", "HYRunYuan-55J", "汉仪润圆-55简"]],
    ["汉仪文黑", ["HYWenHei", "HYWenHei-85W", "汉仪文黑-85W"]],
    ["汉仪雪君体", ["HYXueJunTi", "HYXueJunJ", "汉仪雪君体简"]],
    ["汉仪小麦体", ["HYXiaoMaiTi", "HYXiaoMaiJ", "汉仪小麦体简"]],
    ["汉仪糯米团", ["HYNuoMiTuan", "HYNuoMiTuanW", "汉仪糯米团W"]],
    ["汉仪铸字木头人", ["HYZhuZiMuTouRen", "HYZhuZiMuTouRenW", "汉仪铸字木头人W"]],
    ["汉仪劲楷", ["HYJinKai", "HYJinKaiJ", "汉仪劲楷简"]],
    ["汉仪书宋", ["HYShuSong", "HYShuSongYiJ", "汉仪书宋一简"]],
    ["汉仪黑咖体", ["HYHeiKa", "HYHeiKaW"]],
    ["汉仪锐智", ["HYRuiZhi", "HYRuiZhiW"]],
    ["汉仪乐喵体", ["HYLeMiao", "HYLeMiaoTi"]],
    ["汉仪玄宋", ["HYXuanSong", "HYXuanSong-55S"]],
    ["汉仪意宋", ["HYYiSong"]],
  ]),
  // 华康（商业）
  ...many("dynacomware", "需授权", dfNote, foundries[2]!.source, [
    ["华康少女文字", ["DFShaoNvW5", "DFPShaoNvW5", "DFShaoNv-W5", "华康少女文字W5", "華康少女文字W5"]],
    ["华康海报体", ["DFPOP1W5", "DFPPOP1W5", "DFPOP1-W5", "华康海报体W12", "華康海報體W12"]],
    ["华康俪金黑", ["DFLiJinHei", "DFLiJinHeiW8", "DFPLiJinHeiW8", "华康俪金黑W8"]],
    ["华康圆体", ["DFYuan", "DFYuanW5", "DFPYuanW5", "华康圆体W5"]],
    ["华康娃娃体", ["DFWaWa", "DFWaWaW5", "DFPWaWaW5", "华康娃娃体W5"]],
    ["华康黑体", ["DFHei", "DFHeiW5", "DFPHeiW5", "华康黑体W5"]],
    ["华康宋体", ["DFSong", "DFSongW5", "DFPSongW5", "华康宋体W5"]],
    ["华康魏碑", ["DFWeiBei", "DFWeiBeiW7", "DFPWeiBeiW7", "华康魏碑W7"]],
    ["华康POP1体", ["DFPOP1", "DFPPOP1"]],
    ["华康翩翩体", ["DFPianPian", "DFPPianPianW5"]],
    ["华康手札体", ["DFShouZha", "DFPShouZhaW5"]],
  ]),
  // 造字工房（商业）
  ...many("makefont", "需授权", mfNote, foundries[3]!.source, [
    ["造字工房悦黑", ["MFYueHei", "MFYueHei_Noncommercial", "MFYueHei-Regular", "造字工房悦黑体验版"]],
    ["造字工房朗倩", ["MFLangQian", "MFLangQian_Noncommercial", "造字工房朗倩体验版"]],
    ["造字工房力黑", ["MFLiHei", "MFLiHei_Noncommercial", "造字工房力黑体验版"]],
    ["造字工房尚雅", ["MFShangYa", "MFShangYa_Noncommercial"]],
    ["造字工房版黑", ["MFBanHei", "MFBanHei_Noncommercial"]],
    ["造字工房劲黑", ["MFJinHei", "MFJinHei_Noncommercial"]],
    ["造字工房俊雅", ["MFJunYa", "MFJunYa_Noncommercial"]],
    ["造字工房童心", ["MFTongXin", "MFTongXin_Noncommercial"]],
    ["造字工房凌黑", ["MFLingHei", "MFLingHei_Noncommercial"]],
    ["造字工房情书", ["MFQingShu", "MFQingShu_Noncommercial"]],
    ["造字工房刻宋", ["MFKeSong", "MFKeSong_Noncommercial"]],
    ["造字工房典黑", ["MFDianHei", "MFDianHei_Noncommercial"]],
  ]),
  // 文鼎（商业）
  ...many("arphic", "需授权", arNote, foundries[4]!.source, [
    ["文鼎中特广告体", ["ARZhongTeGuangGao", "AR ZhongTeGuangGao", "文鼎中特廣告體"]],
    ["文鼎POP体", ["ARPOP", "AR POP", "文鼎POP-4"]],
    ["文鼎CS大黑", ["ARCSDaHei", "AR CS DaHei"]],
    ["文鼎习字体", ["ARXiZi", "AR XiZi"]],
    ["文鼎霹雳体", ["ARPiLi", "AR PiLi"]],
    ["文鼎齿轮体", ["ARChiLun", "AR ChiLun"]],
    ["文鼎中楷", ["ARZhongKai", "AR ZhongKai"]],
    ["文鼎粗隶", ["ARCuLi", "AR CuLi"]],
  ]),
  // 蒙纳（商业）
  ...many("monotype-cn", "需授权", mNote, foundries[5]!.source, [
    ["蒙纳超刚黑", ["MYingHei", "M Ying Hei", "MYingHeiPRC", "蒙纳超刚黑简体"]],
    ["蒙纳黑体", ["MHeiPRC", "M Hei PRC", "MHei"]],
    ["蒙纳宋体", ["MSungPRC", "M Sung PRC", "MSung"]],
    ["蒙纳圆体", ["MYuenPRC", "M Yuen PRC", "MYuen"]],
  ]),
  // 华文（随 Office / macOS）
  ...many("sinotype", "需授权", stNote, foundries[6]!.source, [
    ["华文细黑", ["STXihei", "STXiheiti"]],
    ["华文黑体", ["STHeiti", "STHeitiSC", "Heiti SC"]],
    ["华文楷体", ["STKaiti", "Kaiti SC"]],
    ["华文宋体", ["STSong", "Songti SC"]],
    ["华文仿宋", ["STFangsong"]],
    ["华文中宋", ["STZhongsong"]],
    ["华文彩云", ["STCaiyun"]],
    ["华文琥珀", ["STHupo"]],
    ["华文隶书", ["STLiti"]],
    ["华文行楷", ["STXingkai"]],
    ["华文新魏", ["STXinwei"]],
  ]),
  // 中易（随 Windows）
  ...many("zhongyi", "需授权", msCjkNote, foundries[7]!.source, [
    ["宋体", ["SimSun", "中易宋体", "SimSun-ExtB"]],
    ["新宋体", ["NSimSun"]],
    ["黑体", ["SimHei", "中易黑体"]],
    ["仿宋", ["FangSong", "FangSong_GB2312", "仿宋_GB2312"]],
    ["楷体", ["KaiTi", "KaiTi_GB2312", "楷体_GB2312"]],
  ]),
  // 微软随系统（中文字形由方正等设计）
  ...many(systemFoundry, "需授权", msCjkNote, foundries[8]!.source, [
    [
      "微软雅黑",
      [
        "Microsoft YaHei",
        "MicrosoftYaHei",
        "Microsoft YaHei UI",
        "MicrosoftYaHeiUI",
        "微软雅黑 Light",
        "Microsoft YaHei Light",
      ],
    ],
    ["等线", ["DengXian", "等线 Light", "DengXian Light"]],
    ["微软正黑体", ["Microsoft JhengHei", "MicrosoftJhengHei"]],
    ["幼圆", ["YouYuan"]],
    ["隶书", ["LiSu"]],
    ["新细明体", ["PMingLiU", "MingLiU", "新細明體", "細明體"]],
  ]),
  ...many(systemFoundry, "未知", msLatinNote, foundries[8]!.source, [
    ["Calibri", ["Calibri Light"]],
    ["Cambria", ["Cambria Math"]],
    ["Segoe UI", ["SegoeUI"]],
    ["Consolas", []],
    ["Aptos", ["Aptos Display"]],
    ["Tahoma", []],
    ["Verdana", []],
    ["Georgia", []],
    ["Trebuchet MS", ["TrebuchetMS"]],
    ["Candara", []],
    ["Corbel", []],
    ["Constantia", []],
  ]),
  // Apple 随系统
  ...many("apple", "需授权", appleNote, foundries[9]!.source, [
    ["苹方", ["PingFang SC", "PingFangSC", "PingFang TC", "PingFang HK", "苹方-简", "蘋方-繁"]],
    ["冬青黑体", ["Hiragino Sans GB", "HiraginoSansGB", "冬青黑体简体中文"]],
    ["兰亭黑-简", ["Lantinghei SC", "LantingheiSC"]],
    ["翩翩体-简", ["HanziPen SC", "HanziPenSC"]],
    ["娃娃体-简", ["Wawati SC", "WawatiSC"]],
    ["隶变-简", ["Libian SC", "LibianSC"]],
    ["雅痞-简", ["Yuppy SC", "YuppySC"]],
    ["凌慧体-简", ["Lingwai SC", "LingWaiSC"]],
    ["San Francisco", ["SF Pro", "SFPro", "SF Pro Display", "SF Pro Text", ".SF NS"]],
  ]),
  // Adobe
  ...many("adobe", "需授权", adobeNote, foundries[10]!.source, [
    ["Adobe 黑体", ["Adobe Heiti Std", "AdobeHeitiStd"]],
    ["Adobe 宋体", ["Adobe Song Std", "AdobeSongStd"]],
    ["Adobe 楷体", ["Adobe Kaiti Std", "AdobeKaitiStd"]],
    ["Adobe 仿宋", ["Adobe Fangsong Std", "AdobeFangsongStd"]],
    ["Myriad Pro", ["MyriadPro"]],
    ["Minion Pro", ["MinionPro"]],
    ["Adobe Garamond", ["AdobeGaramondPro", "Adobe Garamond Pro"]],
    ["Acumin", ["Acumin Pro", "AcuminPro"]],
  ]),
  // Monotype / 商业西文
  ...many("monotype", "需授权", latinNote, foundries[11]!.source, [
    ["Helvetica", ["Helvetica Neue", "HelveticaNeue", "Helvetica Now", "Neue Helvetica"]],
    ["Futura", ["Futura PT", "FuturaPT"]],
    ["Gill Sans", ["GillSans", "Gill Sans MT", "GillSansMT"]],
    ["Avenir", ["Avenir Next", "AvenirNext"]],
    ["Frutiger", []],
    ["Univers", []],
    ["DIN", ["DIN Next", "DINNext", "DIN Pro", "DINPro", "DIN Alternate", "DINAlternate"]],
    ["Century Gothic", ["CenturyGothic"]],
    ["Optima", []],
  ]),
  ...many("monotype", "未知", msLatinNote, foundries[11]!.source, [
    ["Arial", ["ArialMT", "Arial Black", "Arial Narrow", "Arial Unicode MS", "ArialUnicodeMS"]],
    ["Times New Roman", ["TimesNewRoman", "TimesNewRomanPS", "Times"]],
    ["Courier New", ["CourierNew", "CourierNewPS"]],
  ]),
  ...many("commercial-latin", "需授权", latinNote, foundries[12]!.source, [
    ["Gotham", []],
    ["Proxima Nova", ["ProximaNova"]],
    ["Brandon Grotesque", ["BrandonGrotesque"]],
    ["Gilroy", []],
    ["Circular", ["Circular Std", "CircularStd"]],
    ["Sofia Pro", ["SofiaPro"]],
    ["Graphik", []],
    ["Akzidenz-Grotesk", ["AkzidenzGrotesk"]],
  ]),
  // 授权不明或常被误传为免费
  ...many(
    "independent",
    "未知",
    "网上常被说成「免费商用」但作者或版权方未公开商用授权，商用前需向作者确认。",
    communityFree("猫啃网「争议字体」栏目（社区考证，非法律意见）", "http://www.atchat.cn/zhengyi/7056.html"),
    [
      ["Fandol 字体", ["FandolHei", "FandolSong", "FandolKai", "FandolFang"]],
      ["vivo Sans", ["vivoSans", "vivo Sans SC"]],
      ["新蒂小丸子", ["SentyPea", "Senty Pea", "新蒂下午茶", "SentyCaramel", "新蒂焦糖体"]],
      ["851手写杂字体", ["851tegakizatsu", "851 Tegaki Zatsu"]],
      ["字魂系列", ["zihun", "字魂"]],
      ["Zpix 最像素", ["Zpix", "zpix"]],
    ],
  ),
];
