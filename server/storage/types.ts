import type { Readable } from 'node:stream';

/** The storage interface and its key rule (see ./index). */

export interface StoredFile {
  size: number;
  mime: string;
}

/** An inclusive byte range, as HTTP Range counts. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  /** Stores the body under `key` (replacing nothing: keys are unique) and answers its size. */
  put(key: string, body: Readable | Buffer, mime: string): Promise<StoredFile>;
  /** The file's bytes, or the given range of them. */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** Size and type, or null when there is no such file. */
  stat(key: string): Promise<StoredFile | null>;
  remove(key: string): Promise<void>;
}

/** Keys the storage accepts: lower-case path segments, one dot for the extension, no `..`. */
const STORAGE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,8}$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 200 && STORAGE_KEY.test(key);
}
