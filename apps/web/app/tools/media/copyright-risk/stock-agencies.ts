/**
 * Stock-image agencies whose names or asset IDs show up in a file's metadata or in the name their
 * downloads are saved under (shutterstock_1234567890.jpg, gettyimages-123456-612x612.jpg,
 * VCG41N1234567890.jpg). A hit is a clue to check the licence, never a verdict: a buyer's file carries the
 * same marks. Free libraries are listed too, because their licences still have conditions.
 */
import type { ToolSource } from "../../tool-definition";
import type { RightsField } from "./report-types";

export type Agency = {
  key: string;
  name: string;
  kind: "商业图库" | "免费图库";
  /** Matched against metadata values (case-insensitive). */
  text: RegExp;
  /** Matched against the file name. */
  fileName?: RegExp;
  note: string;
  source: ToolSource;
};

const CHECKED = "2026-11-27";
const site = (label: string, url: string): ToolSource => ({ label, url, confidence: "official", checkedAt: CHECKED });
const paid = "商业图库：需购买对应用途的授权（标准/扩展授权），未购买使用有被索赔风险。";

export const agencies: Agency[] = [
  {
    key: "vcg",
    name: "视觉中国",
    kind: "商业图库",
    text: /视觉中国|Visual China|\bVCG\b/i,
    fileName: /^VCG\d{2}[A-Z0-9]{6,}|视觉中国/i,
    note: paid,
    source: site("视觉中国：图片授权说明", "https://www.vcg.com/"),
  },
  {
    key: "getty",
    name: "Getty Images",
    kind: "商业图库",
    text: /Getty\s?Images|gettyimages/i,
    fileName: /^gettyimages-\d+/i,
    note: paid,
    source: site("Getty Images：Content license agreement", "https://www.gettyimages.com/eula"),
  },
  {
    key: "istock",
    name: "iStock",
    kind: "商业图库",
    text: /\biStock(photo)?\b/i,
    fileName: /^iStock-\d+/i,
    note: paid,
    source: site("iStock：Content license agreement", "https://www.istockphoto.com/legal/license-agreement"),
  },
  {
    key: "shutterstock",
    name: "Shutterstock",
    kind: "商业图库",
    text: /Shutterstock/i,
    fileName: /^shutterstock_\d+/i,
    note: paid,
    source: site("Shutterstock：License agreement", "https://www.shutterstock.com/license"),
  },
  {
    key: "adobe-stock",
    name: "Adobe Stock",
    kind: "商业图库",
    text: /Adobe\s?Stock|stock\.adobe\.com/i,
    fileName: /^AdobeStock_\d+/i,
    note: paid,
    source: site("Adobe Stock：License terms", "https://stock.adobe.com/license-terms"),
  },
  {
    key: "hellorf",
    name: "站酷海洛",
    kind: "商业图库",
    text: /站酷海洛|hellorf/i,
    fileName: /hellorf/i,
    note: paid,
    source: site("站酷海洛：授权说明", "https://www.hellorf.com/"),
  },
  {
    key: "tuchong",
    name: "图虫创意",
    kind: "商业图库",
    text: /图虫|tuchong/i,
    fileName: /tuchong|图虫/i,
    note: paid,
    source: site("图虫创意：授权协议", "https://stock.tuchong.com/"),
  },
  {
    key: "699pic",
    name: "摄图网",
    kind: "商业图库",
    text: /摄图网|699pic/i,
    fileName: /699pic|摄图网/i,
    note: paid,
    source: site("摄图网：授权说明", "https://699pic.com/"),
  },
  {
    key: "58pic",
    name: "千图网",
    kind: "商业图库",
    text: /千图网|58pic/i,
    fileName: /58pic|千图网/i,
    note: paid,
    source: site("千图网：版权说明", "https://www.58pic.com/"),
  },
  {
    key: "ibaotu",
    name: "包图网",
    kind: "商业图库",
    text: /包图网|ibaotu/i,
    fileName: /ibaotu|包图网/i,
    note: paid,
    source: site("包图网：授权说明", "https://ibaotu.com/"),
  },
  {
    key: "nipic",
    name: "昵图网",
    kind: "商业图库",
    text: /昵图网|nipic/i,
    fileName: /nipic|昵图网/i,
    note: "用户上传的共享图库：上传者往往不是版权方，商用需找到版权方授权。",
    source: site("昵图网：版权声明", "https://www.nipic.com/"),
  },
  {
    key: "quanjing",
    name: "全景网",
    kind: "商业图库",
    text: /全景网|quanjing/i,
    fileName: /quanjing/i,
    note: paid,
    source: site("全景网：授权说明", "https://www.quanjing.com/"),
  },
  {
    key: "depositphotos",
    name: "Depositphotos",
    kind: "商业图库",
    text: /Depositphotos/i,
    fileName: /^depositphotos_\d+/i,
    note: paid,
    source: site("Depositphotos：License agreement", "https://depositphotos.com/license.html"),
  },
  {
    key: "dreamstime",
    name: "Dreamstime",
    kind: "商业图库",
    text: /Dreamstime/i,
    fileName: /^dreamstime_[a-z]*_?\d+/i,
    note: paid,
    source: site("Dreamstime：Terms", "https://www.dreamstime.com/terms"),
  },
  {
    key: "123rf",
    name: "123RF",
    kind: "商业图库",
    text: /123RF/i,
    fileName: /^\d+[-_]?\d*[-_]?123rf|123rf/i,
    note: paid,
    source: site("123RF：License", "https://www.123rf.com/license.php"),
  },
  {
    key: "alamy",
    name: "Alamy",
    kind: "商业图库",
    text: /\bAlamy\b/i,
    fileName: /alamy/i,
    note: paid,
    source: site("Alamy：License terms", "https://www.alamy.com/terms/"),
  },
  {
    key: "pngtree",
    name: "Pngtree",
    kind: "商业图库",
    text: /pngtree/i,
    fileName: /^pngtree-/i,
    note: "免费下载需署名且限个人用途，商用需订阅授权。",
    source: site("Pngtree：License", "https://pngtree.com/licence"),
  },
  {
    key: "freepik",
    name: "Freepik",
    kind: "免费图库",
    text: /Freepik/i,
    fileName: /freepik/i,
    note: "免费素材商用需署名（Premium 除外），不能用于商标。",
    source: site("Freepik：License", "https://www.freepik.com/legal/terms-of-use"),
  },
  {
    key: "unsplash",
    name: "Unsplash",
    kind: "免费图库",
    text: /Unsplash/i,
    fileName: /unsplash/i,
    note: "Unsplash License：可免费商用；不得原样出售，图中人物、商标、建筑另需确认。",
    source: site("Unsplash License", "https://unsplash.com/license"),
  },
  {
    key: "pexels",
    name: "Pexels",
    kind: "免费图库",
    text: /Pexels/i,
    fileName: /^pexels-/i,
    note: "Pexels License：可免费商用；图中可识别人物不得用于暗示代言。",
    source: site("Pexels License", "https://www.pexels.com/license/"),
  },
  {
    key: "pixabay",
    name: "Pixabay",
    kind: "免费图库",
    text: /Pixabay/i,
    fileName: /pixabay/i,
    note: "Pixabay Content License：可免费商用；商标、人物肖像另需确认。",
    source: site("Pixabay Content License", "https://pixabay.com/service/license-summary/"),
  },
];

export type AgencyHit = {
  agency: Agency;
  /** Where the clue was: 文件名, or the metadata field's source. */ clue: string;
  value: string;
};

/** Agencies named in the file name or in any rights field (one hit per agency, the first clue). */
export function findAgencies(fileName: string, rights: RightsField[]): AgencyHit[] {
  const hits: AgencyHit[] = [];
  for (const agency of agencies) {
    if (agency.fileName?.test(fileName)) {
      hits.push({ agency, clue: "文件名", value: fileName });
      continue;
    }
    const field = rights.find((f) => agency.text.test(f.value));
    if (field) hits.push({ agency, clue: `${field.from} 元数据`, value: field.value });
  }
  return hits;
}
