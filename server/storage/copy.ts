import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { mimeOfKey } from './mime';
import { isStorageKey, type Storage } from './types';

export interface CopyReport {
  copied: number;
  /** Already in the store with the same size. */
  present: number;
  /** Files whose name is not a storage key (temporary `.part` files, strays): left alone. */
  skipped: number;
}

/** Every file under `root`, as a path relative to it with `/` between segments. */
async function* filesUnder(root: string, dir = ''): AsyncGenerator<string> {
  const entries = await fs.readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/**
 * Copies the uploads of a local directory (`DATA_DIR/uploads`) into another storage, one file at a
 * time, streamed: what the store already holds with the same size is left as it is, so the copy
 * can run again after an interruption (issue 39, `npm run storage:copy`).
 */
export async function copyUploads(root: string, target: Storage, log: (line: string) => void = () => undefined): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, present: 0, skipped: 0 };
  for await (const key of filesUnder(root)) {
    if (!isStorageKey(key)) {
      report.skipped += 1;
      continue;
    }
    const file = path.join(root, key);
    const { size } = await fs.stat(file);
    if ((await target.stat(key))?.size === size) {
      report.present += 1;
      continue;
    }
    await target.put(key, createReadStream(file), mimeOfKey(key));
    report.copied += 1;
    log(`copied ${key} (${size} bytes)`);
  }
  return report;
}
