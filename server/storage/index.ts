import { getConfig } from '../config';
import { LocalStorage } from './local';
import type { Storage } from './types';

/**
 * Where uploaded files live, behind one small interface (DECISIONS: uploads go to a local
 * directory by default; an S3-compatible store can replace it by implementing the same four
 * calls). Keys are relative paths made by the app (`2026/05/<random>.png`), never by a client.
 */

export type { ByteRange, Storage } from './types';
export { isStorageKey } from './types';
export { MIME_BY_EXTENSION } from './mime';

const STORAGE_KEY_SYMBOL = Symbol.for('community.storage');
type GlobalWithStorage = typeof globalThis & { [STORAGE_KEY_SYMBOL]?: { root: string; storage: Storage } };
const holder = globalThis as GlobalWithStorage;

/** The configured storage: the local directory `DATA_DIR/uploads` (read each time: tests change it). */
export function getStorage(): Storage {
  const root = `${getConfig().dataDir}/uploads`;
  const current = holder[STORAGE_KEY_SYMBOL];
  if (current && current.root === root) return current.storage;
  const storage = new LocalStorage(root);
  holder[STORAGE_KEY_SYMBOL] = { root, storage };
  return storage;
}
