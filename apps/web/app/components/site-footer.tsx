export function SiteFooter() {
  return (
    <footer className="border-t border-gray-200 bg-gray-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-muted sm:flex-row sm:justify-between">
        <p>营销工具箱 · 广告分析、创意分析、内容营销、素材分析一站搞定</p>
        <p>© 2026 营销工具箱 · 工具结果仅供参考，请以各平台最新规则为准</p>
      </div>
    </footer>
  );
}
