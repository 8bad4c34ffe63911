/** The modifier families: each on or off, each list editable (one entry per line, `*` = the seed). */
import { useId } from "react";
import { MODIFIER_FAMILIES, type FamilyKey } from "./modifiers";

export type FamilyState = Record<FamilyKey, { on: boolean; text: string }>;

export function initialFamilies(): FamilyState {
  return Object.fromEntries(
    MODIFIER_FAMILIES.map((f) => [f.key, { on: f.defaults.length > 0, text: f.defaults.join("\n") }]),
  ) as FamilyState;
}

export function ModifierEditor({ value, onChange }: { value: FamilyState; onChange: (v: FamilyState) => void }) {
  const ids = useId();
  return (
    <fieldset className="rounded-lg border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium">修饰词（每行一个，* 代表核心词，可自由增删）</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {MODIFIER_FAMILIES.map((f) => {
          const state = value[f.key];
          const set = (patch: Partial<{ on: boolean; text: string }>) =>
            onChange({ ...value, [f.key]: { ...state, ...patch } });
          return (
            <div key={f.key} className="min-w-0 text-sm">
              <label className="inline-flex items-center gap-1 font-medium">
                <input type="checkbox" checked={state.on} onChange={() => set({ on: !state.on })} />
                {f.label}
                <span className="font-normal text-gray-700">
                  （{f.position === "prefix" ? "加在前面" : "加在后面"}）
                </span>
              </label>
              <label htmlFor={`${ids}-${f.key}`} className="sr-only">
                {f.label}修饰词
              </label>
              <textarea
                id={`${ids}-${f.key}`}
                rows={3}
                value={state.text}
                onChange={(e) => set({ text: e.target.value, on: true })}
                className="mt-1 block w-full rounded-md border border-gray-300 p-2 text-sm"
              />
              <p className="mt-0.5 text-xs text-gray-700">{f.hint}</p>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
