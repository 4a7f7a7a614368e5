import { constants } from 'node:fs';
import { access, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@dugout/domain';

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
  /** Answers when the store is reachable and writable-looking; throws otherwise (readiness). */
  check(): Promise<void>;
  readonly kind: 'local' | 's3';
}

export const imageTypes: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Detects an image's type from its bytes, not its name (docs/decisions/0012-file-storage.md). */
export async function detectImage(
  bytes: Uint8Array,
  allowed: readonly string[],
  message: string,
): Promise<{ mime: string; ext: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowed.includes(type.mime)) throw new AppError('unprocessable', message);
  return { mime: type.mime, ext: imageTypes[type.mime] ?? type.ext };
}

export const safeKey = (key: string) => {
  if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes('..')) throw new AppError('invalid_input', 'Invalid file name');
  return key;
};

const contentTypes: Record<string, string> = Object.fromEntries(
  Object.entries(imageTypes).map(([mime, ext]) => [ext, mime]),
);
/** The content type of a stored key, from the extension `put` chose from the bytes. */
export const contentTypeOf = (key: string) => contentTypes[path.extname(key).slice(1)] ?? 'application/octet-stream';

/** Files on local disk under `root`, served by the app at `/uploads/{key}`. */
export function createLocalStorage(root: string): Storage {
  return {
    kind: 'local',
    async put(keyWithoutExt, bytes, contentType, ext) {
      const key = safeKey(`${keyWithoutExt}.${ext}`);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
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
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
