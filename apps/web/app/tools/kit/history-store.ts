/**
 * 历史记录: kept only in this browser (IndexedDB), per tool, and pruned after
 * the plan's `historyDays` (3 days free, 180/365 for members). Nothing here
 * is ever sent anywhere.
 */
export type HistoryEntry = {
  id: number;
  slug: string;
  input: string;
  summary: string;
  createdAt: number;
  /** What the list shows of the input when the input itself is not readable text (a form saved as JSON). */
  preview?: string;
};

const DB_NAME = "tool-history";
const STORE = "entries";
const ONE_DAY_MS = 24 * 60 * 60 * 1000;
/** Oldest entries beyond this are dropped, so one tool cannot fill the disk. */
export const MAX_ENTRIES_PER_TOOL = 200;

/** Entries older than the plan keeps (pure, for the prune and its test). */
export function isExpired(entry: Pick<HistoryEntry, "createdAt">, historyDays: number, now: number): boolean {
  return now - entry.createdAt > historyDays * ONE_DAY_MS;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  if (!opening) {
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      if (typeof indexedDB === "undefined") {
        reject(new Error("此浏览器不支持本地历史记录"));
        return;
      }
      const req = indexedDB.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        const store = req.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
        store.createIndex("slug", "slug");
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error("无法打开本地历史记录"));
      req.onblocked = () => reject(new Error("本地历史记录被其他标签页占用，请关闭其他标签页后重试"));
    });
    opening.catch(() => {
      opening = null;
    });
  }
  return opening;
}

async function tx(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  const db = await open();
  return db.transaction(STORE, mode).objectStore(STORE);
}

/** The tool's entries, newest first, after removing the expired ones. */
export async function listHistory(slug: string, historyDays: number, now = Date.now()): Promise<HistoryEntry[]> {
  const store = await tx("readwrite");
  const all = (await request(store.index("slug").getAll(IDBKeyRange.only(slug)))) as HistoryEntry[];
  const keep: HistoryEntry[] = [];
  for (const entry of all) {
    if (isExpired(entry, historyDays, now)) store.delete(entry.id);
    else keep.push(entry);
  }
  keep.sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  for (const extra of keep.splice(MAX_ENTRIES_PER_TOOL)) store.delete(extra.id);
  return keep;
}

export async function addHistory(entry: Omit<HistoryEntry, "id" | "createdAt">, now = Date.now()): Promise<void> {
  const store = await tx("readwrite");
  await request(store.add({ ...entry, createdAt: now }));
}

export async function deleteHistory(id: number): Promise<void> {
  const store = await tx("readwrite");
  await request(store.delete(id));
}

export async function clearHistory(slug: string): Promise<void> {
  const store = await tx("readwrite");
  const keys = await request(store.index("slug").getAllKeys(IDBKeyRange.only(slug)));
  await Promise.all(keys.map((key) => request(store.delete(key))));
}
