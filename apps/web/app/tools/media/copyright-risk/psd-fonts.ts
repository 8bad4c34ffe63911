/**
 * Fonts of a Photoshop file's text layers (ag-psd, MIT): each text layer's default style and its style
 * runs name the PostScript font ("FZLTHJW--GB1-0"). Layer pixels are skipped, so a large PSD parses from
 * its layer records only. Text rasterised into pixels, converted to shapes or placed inside a smart
 * object names no font here, and the report says how many such layers it could not look into.
 */
import { readPsd, type Layer } from "ag-psd";
import { addFont, type FileScan, type FontUse } from "./report-types";

export function scanPsd(bytes: Uint8Array): FileScan {
  const psd = readPsd(bytes, {
    skipLayerImageData: true,
    skipCompositeImageData: true,
    skipThumbnail: true,
    skipLinkedFilesData: true,
  });
  const fonts: FontUse[] = [];
  let textLayers = 0;
  let smartObjects = 0;
  let pixelLayers = 0;
  const walk = (layers: Layer[] | undefined, path: string) => {
    for (const layer of layers ?? []) {
      const name = layer.name ?? "未命名图层";
      if (layer.children) {
        walk(layer.children, `${path}${name} / `);
        continue;
      }
      if (layer.text) {
        textLayers++;
        const where = `图层「${path}${name}」`;
        const first = layer.text.style?.font?.name;
        if (first) addFont(fonts, first, where);
        for (const run of layer.text.styleRuns ?? [])
          if (run.style.font?.name) addFont(fonts, run.style.font.name, where);
      } else if (layer.placedLayer) smartObjects++;
      else pixelLayers++;
    }
  };
  walk(psd.children, "");
  const notes: string[] = [];
  if (!psd.children?.length) notes.push("这个 PSD 只有合并后的图像、没有分层：文字已经是像素，无法读出字体。");
  else if (textLayers === 0) notes.push("没有找到文字图层：文字若已栅格化或转为形状，就不再带字体名，这里无法识别。");
  if (smartObjects) notes.push(`有 ${smartObjects} 个智能对象：里面的文字和图片这里看不到，请打开智能对象单独检查。`);
  if (pixelLayers)
    notes.push(`有 ${pixelLayers} 个像素图层：其中的文字（如已栅格化的标题）和图片素材无法识别字体和来源。`);
  return { kind: "psd", fonts, rights: [], notes };
}
