/* Test-only: idb-keyval in memory (jsdom has no IndexedDB), so drafts behave as on a phone. */
const store = new Map<IDBValidKey, unknown>();

export const get = async <T>(key: IDBValidKey): Promise<T | undefined> =>
  structuredClone(store.get(key)) as T | undefined;
export const set = async (key: IDBValidKey, value: unknown): Promise<void> => {
  store.set(key, structuredClone(value));
};
export const del = async (key: IDBValidKey): Promise<void> => {
  store.delete(key);
};
export const delMany = async (keys: IDBValidKey[]): Promise<void> => {
  for (const key of keys) store.delete(key);
};
export const clear = async (): Promise<void> => store.clear();
export const keys = async (): Promise<IDBValidKey[]> => [...store.keys()];
export const update = async <T>(key: IDBValidKey, fn: (old: T | undefined) => T): Promise<void> => {
  store.set(key, fn(store.get(key) as T | undefined));
};
/** Empties the store between tests. */
export const resetMemoryIdb = () => store.clear();
