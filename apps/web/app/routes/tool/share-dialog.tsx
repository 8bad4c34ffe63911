/**
 * 分享: a link with the current settings; the text only when the user ticks
 * the box, and then in the #fragment (see tools/kit/share-link.ts).
 */
import { useState } from "react";
import { Dialog } from "../../components/ui/dialog";

export function ShareDialog({
  hasInput,
  onClose,
  onShare,
}: {
  hasInput: boolean;
  onClose: () => void;
  onShare: (withText: boolean) => Promise<void>;
}) {
  const [withText, setWithText] = useState(false);
  return (
    <Dialog
      labelledBy="share-title"
      describedBy="share-body"
      onClose={onClose}
      closeOnBackdrop
      className="fixed inset-0 z-50 m-auto h-fit w-[calc(100vw-1rem)] max-w-md rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/60"
      data-testid="share-dialog"
    >
      <div className="flex flex-col gap-3 p-5">
        <h2 id="share-title" className="text-lg font-bold">
          分享
        </h2>
        <p id="share-body" className="text-sm text-gray-800">
          链接会带上当前的设置（平台、行业、模式），打开的人看到同样的设置。
        </p>
        <label className={`flex items-start gap-2 text-sm ${hasInput ? "" : "text-muted"}`}>
          <input
            type="checkbox"
            checked={withText}
            disabled={!hasInput}
            onChange={(event) => setWithText(event.target.checked)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            附带最近一次检测的文案
            <span className="block text-xs text-muted">
              {hasInput
                ? "文案只放在链接的 # 之后，浏览器不会把它发给任何服务器；收到链接的人能看到这段文案。"
                : "完成一次检测后才能附带文案。"}
            </span>
          </span>
        </label>
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 font-medium hover:bg-gray-50"
          >
            取消
          </button>
          <button
            type="button"
            onClick={() => void onShare(withText)}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
          >
            复制链接
          </button>
        </div>
      </div>
    </Dialog>
  );
}
