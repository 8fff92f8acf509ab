import path from 'node:path';
import { getConfig } from '../config';
import { getStorage } from '../storage';
import { copyUploads } from '../storage/copy';

/**
 * `npm run storage:copy`: copies the uploads of `DATA_DIR/uploads` (or the folder given as its
 * argument) into the S3-compatible store the S3_* settings name (issue 39). Run it before the
 * first start with S3_BUCKET set; it may run again: files already there are left alone.
 */
async function run(): Promise<void> {
  const config = getConfig();
  if (config.storage.kind !== 's3') throw new Error('S3_BUCKET is not set: there is no store to copy the uploads into.');
  const from = path.resolve(process.argv[2] ?? path.join(config.dataDir, 'uploads'));
  console.log(`copying ${from} into s3://${config.storage.bucket}/${config.storage.prefix}`);
  const report = await copyUploads(from, getStorage(), (line) => console.log(line));
  console.log(`${report.copied} copied, ${report.present} already there, ${report.skipped} left out (not upload names)`);
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
