/** The model download bar (size and percentage, in Chinese) every page using the OCR engine shows while `load()` runs. */
import type { LoadProgress } from "./ocr-client";

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export function ModelProgress({
  progress,
  label = "正在加载文字识别模型",
}: {
  progress: LoadProgress;
  label?: string;
}) {
  const pct = progress.total ? Math.min(100, Math.floor((progress.loaded / progress.total) * 100)) : 0;
  return (
    <div className="space-y-1" data-testid="ocr-model-progress">
      <p className="text-sm text-ink">
        {label}：{mb(progress.loaded)} / {mb(progress.total)} MB（{pct}%）
        <span className="text-muted">。只在第一次下载，之后从浏览器缓存读取；模型只从本站加载，图片不会上传。</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 w-full overflow-hidden rounded bg-gray-200"
      >
        <div className="h-full bg-brand-600" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
