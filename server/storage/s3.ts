import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { mimeOfKey } from './mime';
import { isStorageKey, type ByteRange, type Storage, type StoredFile } from './types';

/** Where the files go in an S3-compatible store (server/config.ts `storage`, S3_* settings). */
export interface S3Settings {
  kind: 's3';
  /** The store's address (MinIO, Garage, R2…); null: AWS S3 of `region`. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Null: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (most self-hosted stores want it). */
  forcePathStyle: boolean;
  /** Put before every key (`uploads/`), so one bucket can hold more than this site's files. */
  prefix: string;
}

/** A stalled store fails the request rather than holding it (ms; the read limit is for idle sockets). */
const CONNECT_MS = 5_000;
const IDLE_MS = 60_000;

const notFound = (err: unknown) =>
  err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/**
 * Uploads in an S3-compatible store through the official client (issue 39). The same four calls as
 * the local directory (./local.ts), so quotas, type checks, content sniffing and the sweep are the
 * same code on both; the app streams every file to the browser itself, ranges included
 * (server/discussions/uploads.ts `serveUpload`), keeping its own headers on it.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where the protocol asks for them: several S3-compatible stores refuse the
      // newer default (streamed uploads with trailing CRC32 checksums).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: CONNECT_MS, requestTimeout: IDLE_MS },
    });
  }

  private objectKey(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, body: Readable | Buffer, mime: string): Promise<StoredFile> {
    const Key = this.objectKey(key);
    // Multipart for large streams, one PUT for the rest; the object appears only once complete.
    await new Upload({ client: this.client, params: { Bucket: this.settings.bucket, Key, Body: body, ContentType: mime } }).done();
    if (Buffer.isBuffer(body)) return { size: body.length, mime };
    const stored = await this.stat(key);
    if (!stored) throw new Error(`stored object missing after upload: ${key}`);
    return { size: stored.size, mime };
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
    );
    // In Node the body is the response stream (an IncomingMessage).
    return answer.Body as Readable;
  }

  async stat(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
      // By the key, as on the local folder: the same file is the same type on either storage.
      return { size: head.ContentLength ?? 0, mime: mimeOfKey(key) };
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
  }
}
