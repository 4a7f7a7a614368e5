import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, storageMessages } from '@dugout/domain/shared';

export interface StoredFile {
  key: string;
  url: string;
  contentType: string;
}

export interface Storage {
  /** Stores bytes under `key` (the extension is chosen from the detected type). */
  put(keyWithoutExt: string, bytes: Uint8Array, contentType: string, ext: string): Promise<StoredFile>;
  read(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** Answers when the store is reachable and takes a write; throws otherwise (readiness). */
  check(): Promise<void>;
  readonly kind: 'local' | 's3';
}

export const imageTypes: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Detects an image's type from its bytes, not its name (docs/decisions/0012-file-storage.md), and refuses one whose
 * header declares more than IMAGE_MAX_SIDE pixels a side or IMAGE_MAX_PIXELS in all: a 30000 × 30000 PNG is under
 * 1 MB on the wire but a 3.6 GB bitmap in every browser that shows it. Only the header is read (PNG IHDR, JPEG SOF,
 * GIF logical screen, WebP VP8/VP8L/VP8X), never the pixels (docs/decisions/0044-hostile-input-and-faults.md).
 */
export async function detectImage(
  bytes: Uint8Array,
  allowed: readonly string[],
  message: string,
): Promise<{ mime: string; ext: string }> {
  // Loaded at the first upload, not at start-up: ~150 ms of a cold start's CPU
  // (docs/decisions/0073-cold-start-and-memory.md).
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([import('file-type'), import('image-size')]);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowed.includes(type.mime)) throw new AppError('unprocessable', message);
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new AppError('unprocessable', message); // the type's magic bytes, but no readable header behind them
  }
  if (!(size.width > 0 && size.height > 0)) throw new AppError('unprocessable', message);
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE || size.width * size.height > IMAGE_MAX_PIXELS)
    throw new AppError('invalid_input', storageMessages.tooManyPixels);
  return { mime: type.mime, ext: imageTypes[type.mime] ?? type.ext };
}

/** A write that failed because the disk or the user's quota is full. */
const isDiskFull = (err: unknown) =>
  typeof err === 'object' && err !== null && ['ENOSPC', 'EDQUOT'].includes((err as { code?: string }).code ?? '');

/** How long a readiness probe's answer is reused: a load balancer polling every second writes once per window. */
export const STORAGE_PROBE_TTL_MS = 5000;

export const safeKey = (key: string) => {
  if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes('..')) throw new AppError('invalid_input', 'Invalid file name');
  return key;
};

const contentTypes: Record<string, string> = Object.fromEntries(
  Object.entries(imageTypes).map(([mime, ext]) => [ext, mime]),
);
/** The content type of a stored key, from the extension `put` chose from the bytes. */
export const contentTypeOf = (key: string) => contentTypes[path.extname(key).slice(1)] ?? 'application/octet-stream';

/**
 * Files on local disk under `root`, served by the app at `/uploads/{key}`. A file is written under a temporary name
 * beside its place and renamed into it once complete, so a failed write (a full disk) leaves no truncated file
 * behind: the temporary one is removed and the upload answers 507 'Storage is full…'
 * (docs/decisions/0044-hostile-input-and-faults.md).
 */
export function createLocalStorage(root: string): Storage {
  let probe: { at: number; result: Promise<void> } | null = null;
  const writeProbe = async () => {
    await mkdir(root, { recursive: true });
    // One block, so a full disk refuses it (a file of a few bytes could still fit in a directory's spare space).
    const file = path.join(root, `.ready-${randomUUID()}.tmp`);
    try {
      await writeFile(file, new Uint8Array(4096), { flag: 'wx' });
    } finally {
      await rm(file, { force: true });
    }
  };
  return {
    kind: 'local',
    async put(keyWithoutExt, bytes, contentType, ext) {
      const key = safeKey(`${keyWithoutExt}.${ext}`);
      const file = path.join(root, key);
      const partial = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true }).catch(() => undefined);
        if (isDiskFull(err)) throw new AppError('insufficient_storage', storageMessages.full);
        throw err;
      }
      return { key, url: `/uploads/${key}`, contentType };
    },
    async read(key) {
      try {
        const bytes = await readFile(path.join(root, safeKey(key)));
        return { bytes, contentType: contentTypeOf(key) };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(path.join(root, safeKey(key)), { force: true });
    },
    /** Writes and removes a probe file; its answer (success or failure) is reused for STORAGE_PROBE_TTL_MS. */
    check() {
      const now = Date.now();
      if (!probe || now - probe.at >= STORAGE_PROBE_TTL_MS) probe = { at: now, result: writeProbe() };
      return probe.result;
    },
  };
}
