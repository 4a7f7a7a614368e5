import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from '../env.ts';
import { createS3Storage } from '../services/storage/s3-storage.ts';
import { contentTypeOf } from '../services/storage/storage.ts';

/**
 * npm run storage:migrate : copies every file under DATA_DIR/uploads into the S3 bucket (S3_* settings), under the
 * same key, so the URLs stored in the database (/uploads/{key}) keep working. Files already in the bucket are
 * skipped: running it again copies only what is new. Local files are left in place (delete them yourself after).
 */
async function* walk(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(full);
    else if (e.isFile()) yield full;
  }
}

export async function migrateUploads(env: ReturnType<typeof parseEnv>, log: (line: string) => void = console.log) {
  if (!(env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY to the bucket the files go to.',
    );
  }
  const s3 = createS3Storage({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    region: env.S3_REGION,
  });
  await s3.ensureBucket();
  const root = path.join(env.DATA_DIR, 'uploads');
  let copied = 0;
  let skipped = 0;
  for await (const file of walk(root)) {
    const key = path.relative(root, file).split(path.sep).join('/');
    if (await s3.exists(key)) {
      skipped++;
      continue;
    }
    const ext = path.extname(key);
    const stored = await s3.put(
      key.slice(0, key.length - ext.length),
      await readFile(file),
      contentTypeOf(key),
      ext.slice(1),
    );
    if (stored.key !== key) throw new Error(`unexpected key ${stored.key} for ${key}`);
    copied++;
  }
  log(`Copied ${copied} files from ${root} to bucket ${env.S3_BUCKET}; ${skipped} were there already.`);
  return { copied, skipped };
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  try {
    await migrateUploads(parseEnv());
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  }
}
