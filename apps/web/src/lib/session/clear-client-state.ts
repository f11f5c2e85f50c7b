import { THEME_STORAGE_KEY } from '@copyvest/shared';

/** Removes everything the app persisted in the browser except the theme preference. */
export function clearPersistedClientState(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null && key !== THEME_STORAGE_KEY) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
