import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStorage } from '../../server/storage';
import { copyUploads } from '../../server/storage/copy';
import { storageSettings } from '../../server/storage/settings';
import { TINY_PNG } from '../support/media';
import { startTestS3, type TestS3 } from '../support/s3Server';
import { describeUploads } from './uploads-suite';

/**
 * Issue 39: with S3_BUCKET set every upload goes to an S3-compatible store, and the whole uploads
 * suite (./uploads-suite.ts: checks, sniffing, ranges, quotas, the sweep) passes on it as on the
 * local directory. Nothing lands in DATA_DIR/uploads.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-s3-test-'));
process.env.DATA_DIR = dataDir;
let s3: TestS3;
const PREFIX = 'site-a/';

beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(process.env, s3.env, { S3_PREFIX: PREFIX });
});
afterAll(async () => {
  for (const name of [...Object.keys(s3.env), 'S3_PREFIX']) delete process.env[name];
  await s3.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describeUploads({ keys: () => s3.keys(PREFIX) });

describe('issue 39 uploads on an S3-compatible store', () => {
  it('issue 39 nothing is written to the local uploads folder; /api/health names the store', async () => {
    expect((await s3.keys(PREFIX)).length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    const { getConfig } = await import('../../server/config');
    expect(getConfig().storage).toMatchObject({ kind: 's3', bucket: s3.bucket, prefix: PREFIX, forcePathStyle: true });
    const { health } = await import('../../server/health/service');
    expect((await health()).report).toMatchObject({ storage: { mode: 's3' } });
  });

  it('issue 39 npm run storage:copy copies a local uploads folder in, leaves what is there and skips what is not an upload', async () => {
    const local = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-copy-'));
    try {
      fs.mkdirSync(path.join(local, '2025', '03'), { recursive: true });
      fs.writeFileSync(path.join(local, '2025', '03', 'aaaabbbbccccdddd.png'), TINY_PNG);
      fs.writeFileSync(path.join(local, '2025', '03', 'half.png.1234.5678.part'), 'half');
      const first = await copyUploads(local, getStorage());
      expect(first).toEqual({ copied: 1, present: 0, skipped: 1 });
      expect(await s3.keys(PREFIX)).toContain('2025/03/aaaabbbbccccdddd.png');
      const stored = await getStorage().stat('2025/03/aaaabbbbccccdddd.png');
      expect(stored).toEqual({ size: TINY_PNG.length, mime: 'image/png' });
      expect(await copyUploads(local, getStorage())).toEqual({ copied: 0, present: 1, skipped: 1 });
    } finally {
      fs.rmSync(local, { recursive: true, force: true });
    }
  });

  it('issue 39 the settings: path-style by default with an endpoint, AWS addresses without, a prefix ends with a slash', () => {
    expect(storageSettings({})).toEqual({ kind: 'local' });
    expect(storageSettings({ S3_BUCKET: 'b', AWS_REGION: 'eu-west-1' })).toEqual({
      kind: 's3', endpoint: null, bucket: 'b', region: 'eu-west-1', credentials: null, forcePathStyle: false, prefix: '',
    });
    expect(storageSettings({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false', S3_PREFIX: '/media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual({
      kind: 's3', endpoint: 'https://r2.example', bucket: 'b', region: 'us-east-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' }, forcePathStyle: false, prefix: 'media/',
    });
  });
});
