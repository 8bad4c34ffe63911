/** 检测哪些版位: the placements of the media spec checks, grouped by platform, one checkbox each. */
export function PlacementPicker({
  placements,
  chosen,
  onToggle,
}: {
  placements: readonly { key: string; platform: string; name: string }[];
  chosen: readonly string[];
  onToggle: (key: string) => void;
}) {
  const platforms = [...new Set(placements.map((p) => p.platform))];
  return (
    <fieldset className="rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium">检测哪些版位</legend>
      <div className="space-y-2">
        {platforms.map((platform) => (
          <div key={platform} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="w-full font-medium text-muted sm:w-32 sm:shrink-0">{platform}</span>
            {placements
              .filter((p) => p.platform === platform)
              .map((p) => (
                <label key={p.key} className="inline-flex items-center gap-1">
                  <input type="checkbox" checked={chosen.includes(p.key)} onChange={() => onToggle(p.key)} />
                  {p.name}
                </label>
              ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
