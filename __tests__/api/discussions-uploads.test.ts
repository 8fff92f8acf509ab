import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeUploads } from './uploads-suite';

// Uploaded files go to a directory of this file's own (server/storage/local.ts).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
process.env.DATA_DIR = dataDir;
delete process.env.S3_BUCKET;

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describeUploads({
  keys: async () => {
    const root = path.join(dataDir, 'uploads');
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((f) => fs.statSync(path.join(root, f)).isFile())
      .map((f) => f.split(path.sep).join('/'));
  },
});
