import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { parseEnv } from '../../env.ts';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { migrateUploads } from '../../cli/storage-migrate.ts';
import { createS3Storage } from './s3-storage.ts';

/** Object storage against a real S3-protocol server (s3rver, in process), not a mock. */
const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('object storage (S3 protocol)', () => {
  let s3server: S3rver;
  let endpoint: string;
  let dir: string;
  let stack: TestStack;
  const bucket = 'dugout-uploads';
  const s3env = () => ({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'dugout-s3-test-'));
    s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(dir, 's3') });
    const { port } = await s3server.run();
    endpoint = `http://127.0.0.1:${port}`;
    await createS3Storage({
      endpoint,
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      region: 'us-east-1',
    }).ensureBucket();
    stack = await startTestStack({ env: s3env() });
  }, 120_000);
  afterAll(async () => {
    await stack?.close();
    await s3server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a profile photo in the bucket (type from the bytes) and serves it through the app with caching headers', async () => {
    expect(stack.deps.storage.kind).toBe('s3');
    const key = await stack.deps.storage.put('profile-photos/test-photo', png, 'image/png', 'png');
    expect(key).toEqual({
      key: 'profile-photos/test-photo.png',
      url: '/uploads/profile-photos/test-photo.png',
      contentType: 'image/png',
    });
    const res = await fetch(stack.url + key.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    await stack.deps.storage.remove(key.key);
    expect((await fetch(stack.url + key.url)).status).toBe(404);
  });

  it('reports the bucket in /api/ready, and 503 naming storage when the bucket is gone', async () => {
    expect((await fetch(`${stack.url}/api/ready`)).status).toBe(200);
    const missing = await startTestStack({ env: { ...s3env(), S3_BUCKET: 'no-such-bucket' } });
    try {
      const res = await fetch(`${missing.url}/api/ready`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { failed: Array<{ part: string }> };
      expect(body.failed.map((f) => f.part)).toEqual(['storage']);
    } finally {
      await missing.close();
    }
  });

  it('npm run storage:migrate copies local uploads into the bucket under the same keys, once', async () => {
    const dataDir = path.join(dir, 'data');
    mkdirSync(path.join(dataDir, 'uploads/team-logos'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads/team-logos/OLDTEAM-1.png'), png);
    const env = parseEnv({ DATA_DIR: dataDir, ...s3env() });
    expect(await migrateUploads(env, () => undefined)).toEqual({ copied: 1, skipped: 0 });
    expect(await migrateUploads(env, () => undefined)).toEqual({ copied: 0, skipped: 1 });
    const served = await fetch(`${stack.url}/uploads/team-logos/OLDTEAM-1.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});
