import type { S3Settings } from './s3';

/** Where uploads live: `DATA_DIR/uploads` (the default), or an S3-compatible store. */
export type StorageSettings = { kind: 'local' } | S3Settings;

const on = (value: string | undefined, fallback: boolean) => (value?.trim() ? /^(1|true|yes|on)$/i.test(value.trim()) : fallback);

/**
 * The S3_* settings (issue 39, README "Settings"): S3_BUCKET turns the store on; S3_ENDPOINT names
 * a store other than AWS (path-style addresses by default there, S3_FORCE_PATH_STYLE says
 * otherwise); S3_REGION (AWS_REGION, else us-east-1); S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY,
 * else the AWS SDK's own chain; S3_PREFIX before every key.
 */
export function storageSettings(env: Partial<NodeJS.ProcessEnv>): StorageSettings {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local' };
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  const prefix = (env.S3_PREFIX?.trim() ?? '').replace(/^\/+/, '');
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: env.S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: on(env.S3_FORCE_PATH_STYLE, endpoint !== null),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
