import type { ToolFolderDefinition, ToolSource } from "../../tool-definition";
import { fontRecords, foundries } from "./font-licences";

/** The foundries' and the largest free families' sources, for the 来源 section (each verdict cites its own on the page). */
function sources(): ToolSource[] {
  const seen = new Map<string, ToolSource>();
  for (const f of foundries) if (f.source.url && !seen.has(f.source.label)) seen.set(f.source.label, f.source);
  for (const r of fontRecords)
    if (r.source.url && r.verdict === "可商用" && seen.size < 24 && !seen.has(r.source.label))
      seen.set(r.source.label, r.source);
  return [...seen.values()];
}

/** 版权风险检测: the page's copy and the catalogue's facts (app/tools/README.md, docs/decisions/013-file-tools.md). */
export const definition: ToolFolderDefinition = {
  catalogue: { id: 308, name: "版权风险检测", category: "material", isVip: true, icon: "lucide:stamp" },
  intro: `拖入 PSD、PDF、AI、SVG、Word/PPT/Excel 和图片，列出文件里写明的每款字体、它属于哪家字库、商用是否需要授权（可商用 / 需授权 / 未知，附依据和核对日期，共收录 ${fontRecords.length} 个字体家族），并读出图片自带的作者、版权声明、使用条款和图库编号，以及文件名里的图库线索。`,
  howTo: [
    "拖入或选择文件，可以一次多个（PSD 的文字图层、PDF/AI 的字体、SVG 的 font-family、Office 文件的主题和正文字体、图片的 EXIF/XMP/IPTC 都会读取）。",
    "看每款字体的结论：「需授权」表示商用前要确认你持有授权，「未知」表示字体库未收录或授权不明，「可商用」附带该授权的条件。",
    "看图片的版权信息和图库线索：来自视觉中国、Getty Images、Shutterstock 等商业图库的图片需要有对应的购买记录。",
    "点「导出报告 CSV」，把结果发给设计或法务同事复核。",
  ],
  sources: sources(),
  faq: [
    {
      q: "能识别图片里文字用的是什么字体吗？",
      a: "不能。图片、已栅格化的图层和转曲的文字只剩像素或路径，不再带字体名称；本工具只读取文件里写明的字体名。海报导出成 JPG 后再检查是查不到字体的，请检查 PSD、AI 或 PDF 源文件。",
    },
    {
      q: "「需授权」是不是说明我侵权了？",
      a: "不是。它表示这款字体用于海报、主图、包装、视频等商业用途时需要字库厂商的授权；如果你的公司已购买授权，就没有问题。本工具只做自查提醒，不是法律意见。",
    },
    {
      q: "没有发现问题，是不是就安全了？",
      a: "不一定。「未发现」只说明文件里没有写明有风险的字体或图库信息：已栅格化的文字、图片中的素材、去掉了元数据的图库图片都查不到。图片上的图库水印文字由本机文字识别查找（视觉中国、Getty Images、站酷海洛、摄图网、千图网、包图网、图虫、Shutterstock 等），很淡、被裁掉或只有图形标志的水印可能识别不到。",
    },
    {
      q: "字体授权的结论从哪里来？",
      a: "每个字体家族一条记录：中英文名、PostScript 名、所属字库、结论、授权条件、依据和最后核对日期，来自字库官网、开源项目的许可证和发布方的授权协议；社区整理的说法会标明「社区来源」。未单独收录的方正（FZ…）、汉仪（HY…）、华康（DF…）、造字工房（MF…）等字体按厂商前缀归属，按该厂商的规则判断。授权条款会变化，以厂商最新说明为准。",
    },
    {
      q: "结果能被脚本读取吗？",
      a: "每款字体是一个带 data-font（文件中的写法）、data-risk（可商用 / 需授权 / 未知）和 data-file（文件名）属性的元素；每条版权信息带 data-meta（creator、copyright、usage、credit、source、asset-id…）和 data-file。",
    },
    {
      q: "我的文件会上传吗？",
      a: "不会。文件只在你的浏览器里读取（在后台线程里进行），服务器只记录这个工具被使用了一次（用于每日次数），收不到任何文件内容。PDF 读取组件（PDF.js）在你第一次放入 PDF 时才从本站加载。",
    },
  ],
  related: ["image-spec", "material-dedupe", "banned-words"],
  templateQuery: "海报",
  settings: {},
};
