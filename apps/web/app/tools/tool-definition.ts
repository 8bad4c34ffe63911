/**
 * The contract between the tool page (`/tools/:slug`, one route for every tool)
 * and each tool folder, `<family>/<slug>/` (README.md). The folder's
 * `definition.ts` exports a `ToolFolderDefinition` (static copy the page
 * server-renders: what it does, how to use it, sources, FAQ; plain data, sent
 * to the browser in the page's loader data, so a tool page never ships the
 * other tools' copy) and its `runner.tsx` default-exports the interactive
 * part, a chunk of its own (`RunnerLoader`; registry.ts and runners.ts list them).
 *
 * Privacy rule for every runner: what the user types, pastes or drops is
 * analysed in the browser and never sent anywhere. The only thing a server
 * learns is the tool's slug, through `requestRun` (usage counting).
 */
import type { ComponentType } from "react";
import type { ToolSettings } from "./tool-settings";

export type ToolFamily = "compliance" | "copy" | "media" | "planning";

/** Where a rule or data set comes from, shown to users next to the results. */
export type ToolSource = {
  /** What it is, in Chinese: 《广告法》(2021 修正) 第九条, 巨量引擎 Marketing API 文档… */
  label: string;
  url?: string;
  /** official = law or the platform's own doc; community = tools/articles (must say so in the UI); reference = 参考值 */
  confidence: "official" | "community" | "reference";
  /** Last time we checked it, YYYY-MM-DD (shown as 最后核对). */
  checkedAt: string;
};

/**
 * The catalogue's facts the page renders at once, pinned here so it never waits for the provider:
 * name, category (breadcrumb), VIP or not (the gate), icon and id (the glyph's tile colour). Equal to
 * the stand-in's catalogue (apps/api/src/data/tools.ts; routes/tool/local-catalogue.test.ts checks).
 */
export type ToolCatalogueFacts = { id: number; name: string; category: string; isVip: boolean; icon: string };

/** What a tool folder's `definition.ts` exports: its slug and family are the folder's names. */
export type ToolFolderDefinition = {
  catalogue: ToolCatalogueFacts;
  /** One or two sentences: what the tool does for the user. */
  intro: string;
  /** Steps, in order (使用方法). */
  howTo: string[];
  sources: ToolSource[];
  faq: { q: string; a: string }[];
  /** Slugs of related tools shown on the page. */
  related: string[];
  /** A 模板社区 search phrase for the related-templates row, if any. */
  templateQuery?: string;
  /**
   * Every URL setting the runner reads or writes (tool-settings.ts; `{}` when none). 分享 links carry only
   * these keys; tool-settings-scan.test.ts checks the list against the folder's code.
   */
  settings: ToolSettings;
};

export type ToolDefinition = ToolFolderDefinition & {
  /** The catalogue slug (apps/api/src/data/tools.ts): the tool folder's name. */
  slug: string;
  /** The family folder the tool's folder is in. */
  family: ToolFamily;
};

/** Imports a tool's interactive part (its default export), a separate chunk. */
export type RunnerLoader = () => Promise<{ default: ComponentType<ToolRunnerProps> }>;

/** What the viewer's plan allows (会员中心 benefit table). */
export type ToolPlan = {
  loggedIn: boolean;
  isVip: boolean;
  /** Runs per Asia/Shanghai day for this tool; Infinity for unlimited. */
  dailyRuns: number;
  /** Texts or files in one batch run (1 for free users). */
  batchLimit: number;
  /** Days the browser keeps history entries. */
  historyDays: number;
  /** How many custom word lists the account may keep (0 for free users). */
  wordLists: number;
};

/** Applies a `setSettings` patch to `params` in place (`null` removes a key) and returns it. */
export function applySettingsPatch(params: URLSearchParams, patch: Record<string, string | null>): URLSearchParams {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

export type ToolRunnerProps = {
  tool: { slug: string; name: string; isVip: boolean };
  plan: ToolPlan;
  /** Settings kept in the query string (platform, industry, mode) so a link reproduces the setup. */
  settings: URLSearchParams;
  /** Update settings; replaces the history entry, never reloads data. `null` removes a key. */
  setSettings: (patch: Record<string, string | null>) => void;
  /**
   * Input to start with: text from a share link's `#fragment` or a history entry
   * the user restored. The page remounts the runner when it changes.
   */
  initialInput: string | null;
  /**
   * Ask for one run: one analysis the user started (a click on 检测, files dropped,
   * a batch). Live tools that update as the user types call it once when the input
   * first becomes non-empty (and again after the input was cleared), never per keystroke.
   * Counts against the daily quota (only the slug reaches a server) and checks VIP
   * (`vipOnly`: the action needs membership even though the page is public) and the
   * batch limit (`batchSize`). Resolves false when blocked: the page has told the
   * user why (login, 开通会员, reset time) and nothing they typed is lost.
   */
  requestRun: (options?: { vipOnly?: boolean; batchSize?: number }) => Promise<boolean>;
  /** Keep a result in this browser's history (IndexedDB, pruned after `plan.historyDays`). */
  saveHistory: (entry: { input: string; summary: string; preview?: string }) => void;
  /**
   * 分享: copy a link with the current settings; with `input`, the text goes into the
   * `#fragment` (no server sees it). Shows its own toast.
   */
  share: (input: string | null) => Promise<void>;
  /**
   * The account's custom word list (compliance tools; VIP, stored with the account).
   * `words` is null while loading or when the viewer has none / may not have one.
   */
  wordList: {
    words: string[] | null;
    save: (words: string[]) => Promise<{ ok: true } | { ok: false; message: string }>;
  };
};
