import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { mimeOfKey } from './mime';
import { isStorageKey, type ByteRange, type Storage, type StoredFile } from './types';

/**
 * Files in a local directory. A key is checked against STORAGE_KEY and must resolve inside the
 * root, so no key reaches outside it. Writes go to a temporary name first and are renamed when
 * complete, so a half-written file is never served.
 */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    const root = path.resolve(this.root);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Readable | Buffer, mime: string): Promise<StoredFile> {
    const full = this.pathOf(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${process.pid}.${Date.now()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flags: 'wx' }));
      await fs.rename(temp, full);
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    const { size } = await fs.stat(full);
    return { size, mime };
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const full = this.pathOf(key);
    // Opening first makes a missing file fail here rather than later on the stream.
    const handle = await fs.open(full, 'r');
    return createReadStream(full, { fd: handle, autoClose: true, ...(range ? { start: range.start, end: range.end } : {}) });
  }

  async stat(key: string): Promise<StoredFile | null> {
    let full: string;
    try {
      full = this.pathOf(key);
    } catch {
      return null;
    }
    try {
      const stats = await fs.stat(full);
      if (!stats.isFile()) return null;
      return { size: stats.size, mime: mimeOfKey(key) };
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
