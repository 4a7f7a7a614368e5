import { createRequire } from 'node:module';
import type * as S3 from '@aws-sdk/client-s3';

// Loaded at first use, not at start: only deployments that configure it pay its load time (docs/decisions/0028-serving-fast.md).
let sdk: typeof S3 | undefined;
const s3 = () => (sdk ??= createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3);
import { safeKey, type Storage } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const status = (err: unknown) => (err instanceof s3().S3ServiceException ? err.$metadata.httpStatusCode : undefined);

export function s3Client(s: S3Settings) {
  // Path-style addressing (endpoint/bucket/key) works with every S3-compatible store (MinIO, Ceph, R2, s3rver) and AWS.
  return new (s3().S3Client)({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Checksums only when an operation requires them: several S3-compatible stores reject the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket (S3_* settings), under the same keys as on local disk. They are still served by
 * the app at `/uploads/{key}` (with caching headers), so stored URLs do not change when storage moves and the bucket
 * can stay private (docs/decisions/0019-scale-out.md).
 */
export function createS3Storage(
  settings: S3Settings,
): Storage & { ensureBucket(): Promise<void>; exists(key: string): Promise<boolean> } {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(keyWithoutExt, bytes, contentType, ext) {
      const key = safeKey(`${keyWithoutExt}.${ext}`);
      await client.send(new (s3().PutObjectCommand)({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      return { key, url: `/uploads/${key}`, contentType };
    },
    async read(key) {
      try {
        const res = await client.send(new (s3().GetObjectCommand)({ Bucket, Key: safeKey(key) }));
        if (!res.Body) return null;
        return {
          bytes: await res.Body.transformToByteArray(),
          contentType: res.ContentType ?? 'application/octet-stream',
        };
      } catch (err) {
        if (status(err) === 404) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new (s3().DeleteObjectCommand)({ Bucket, Key: safeKey(key) }));
    },
    async check() {
      await client.send(new (s3().HeadBucketCommand)({ Bucket }));
    },
    async exists(key) {
      try {
        await client.send(new (s3().GetObjectCommand)({ Bucket, Key: safeKey(key), Range: 'bytes=0-0' }));
        return true;
      } catch (err) {
        if (status(err) === 404) return false;
        throw err;
      }
    },
    /** Creates the bucket when it does not exist yet (first start against an empty store). */
    async ensureBucket() {
      try {
        await client.send(new (s3().HeadBucketCommand)({ Bucket }));
      } catch (err) {
        if (status(err) !== 404) throw err;
        await client.send(new (s3().CreateBucketCommand)({ Bucket })).catch((e: unknown) => {
          // Another instance created it at the same moment.
          if (!(e instanceof s3().S3ServiceException && /BucketAlready(OwnedByYou|Exists)/.test(e.name))) throw e;
        });
      }
    },
  };
}
