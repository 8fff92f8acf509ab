import { getConfig } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './types';

/**
 * Where uploaded files live, behind one small interface: a local directory by default
 * (`DATA_DIR/uploads`, ./local.ts), an S3-compatible store with S3_BUCKET (./s3.ts, issue 39). Keys
 * are relative paths made by the app (`2026/05/<random>.png`), never by a client.
 */

export type { ByteRange, Storage } from './types';
export { isStorageKey } from './types';
export { MIME_BY_EXTENSION } from './mime';

const STORAGE_KEY_SYMBOL = Symbol.for('community.storage');
type GlobalWithStorage = typeof globalThis & { [STORAGE_KEY_SYMBOL]?: { where: string; storage: Storage } };
const holder = globalThis as GlobalWithStorage;

/** The configured storage (the settings are read each time: tests change them). */
export function getStorage(): Storage {
  const config = getConfig();
  const settings = config.storage;
  const where = settings.kind === 's3' ? JSON.stringify(settings) : `${config.dataDir}/uploads`;
  const current = holder[STORAGE_KEY_SYMBOL];
  if (current && current.where === where) return current.storage;
  const storage = settings.kind === 's3' ? new S3Storage(settings) : new LocalStorage(where);
  holder[STORAGE_KEY_SYMBOL] = { where, storage };
  return storage;
}

/** Which storage the settings name, as /api/health reports it. */
export function storageMode(): 'local' | 's3' {
  return getConfig().storage.kind;
}
