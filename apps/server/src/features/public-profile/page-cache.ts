import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { COMPRESS_LEVEL } from '../../http/compress.ts';
import type { AppDeps } from '../../deps-types.ts';
import type { Listener } from '../../db/listen.ts';
import { contactFormState } from './contact.service.ts';
import { renderPublicPage } from './page.html.ts';
import { loadPublicView } from './view.service.ts';

/**
 * The public page's cache (docs/decisions/0071-public-page-cache.md): per handle, the page's view as loadPublicView
 * made it, and what is made from it — the page's bytes (HTML and gzip, per contact-token bucket), the PDF, the
 * preview image. Render once, serve many.
 *
 * Kept only while this process LISTENs on PUBLIC_PAGE_CHANNEL: migration 0019's statement-level triggers on every
 * table the view is read from notify it at each commit, and a notification drops everything. Losing the listening
 * connection drops everything and keeps nothing until it listens again. Before a hit is used, the listener catches
 * up with the commits this process has seen finish (db/listen.ts), so a write answered by this instance shows on the
 * very next request. A safety expiry (PAGE_CACHE_TTL_MS) bounds what changes with time alone (an age, "updated N
 * days ago") and a lost notification.
 */

export const PUBLIC_PAGE_CHANNEL = 'public_page_changed';
/** The longest a view is kept, changes or not. */
export const PAGE_CACHE_TTL_MS = 60_000;
/**
 * The contact form's start token is the start of the current bucket of this length (contact.service.ts): the page's
 * bytes are the same for every visitor within it. Shorter than CONTACT_MIN_FILL_MS, so a form posted at once after
 * the page's load is still too fast.
 */
export const CONTACT_TOKEN_BUCKET_MS = 1000;
const MAX_ENTRIES = 1000;

type Found = NonNullable<Awaited<ReturnType<typeof loadPublicView>>>;

export interface PageBytes {
  raw: Buffer<ArrayBuffer>;
  gzip: Buffer<ArrayBuffer>;
  etag: string;
  /** The contact-token bucket they were made for. */
  bucket: number;
}

/** One handle's live view and the answers made from it (each made at its first use). */
export interface PageEntry {
  found: Found;
  expires: number;
  page?: { bucket: number; bytes: Promise<PageBytes> };
  pdf?: Promise<Buffer>;
  png?: Promise<Buffer>;
}

const gzipAsync = promisify(gzip);

/** The start of the contact-token bucket of `now`. */
export const contactBucket = (now: number) => Math.floor(now / CONTACT_TOKEN_BUCKET_MS) * CONTACT_TOKEN_BUCKET_MS;

export class PublicPageCache {
  readonly #deps: AppDeps;
  readonly #entries = new Map<string, PageEntry>();
  readonly #loading = new Map<string, Promise<PageEntry | null>>();
  readonly #listener: Listener;
  #generation = 0;
  #live = false;

  constructor(deps: AppDeps) {
    this.#deps = deps;
    this.#listener = deps.database.listen(PUBLIC_PAGE_CHANNEL, {
      notify: () => this.clear(),
      up: () => {
        this.clear();
        this.#live = true;
      },
      down: () => {
        this.#live = false;
        this.clear();
      },
    });
  }

  /** Whether entries are kept (the channel is listened to). */
  get live() {
    return this.#live;
  }

  get size() {
    return this.#entries.size;
  }

  /** Drops everything, including loads under way (they are answered but not kept). */
  clear() {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  /** The live page's entry for `handle` as typed (handles are lowercase), or null alike for every 404. */
  async entry(typed: string): Promise<PageEntry | null> {
    const handle = typed.toLowerCase();
    if (this.#live) {
      await this.#listener.caughtUp();
      const hit = this.#entries.get(handle);
      if (hit && hit.expires > Date.now()) return hit;
      const loading = this.#loading.get(handle);
      if (loading) return loading;
    }
    const generation = this.#generation;
    const keep = this.#live;
    const load = loadPublicView(this.#deps, handle, new Date()).then((found) => {
      if (this.#loading.get(handle) === load) this.#loading.delete(handle);
      if (!found) return null;
      const entry: PageEntry = { found, expires: Date.now() + PAGE_CACHE_TTL_MS };
      // Not kept when a notification came in meanwhile: the view may predate that write.
      if (keep && this.#live && generation === this.#generation) {
        if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
        this.#entries.set(handle, entry);
      }
      return entry;
    });
    if (keep) {
      this.#loading.set(handle, load);
      load.catch(() => {
        if (this.#loading.get(handle) === load) this.#loading.delete(handle);
      });
    }
    return load;
  }

  /** The page's bytes for the current contact-token bucket, made once per bucket. */
  pageBytes(entry: PageEntry, now = Date.now()): Promise<PageBytes> {
    const bucket = contactBucket(now);
    if (entry.page?.bucket === bucket) return entry.page.bytes;
    const bytes = (async () => {
      const contact = await contactFormState(this.#deps, bucket);
      const raw = Buffer.from(renderPublicPage(entry.found.view, { preview: false, contact }));
      const etag = `"${createHash('sha1').update(raw).digest('base64url')}"`;
      return { raw, gzip: await gzipAsync(raw, { level: COMPRESS_LEVEL }), etag, bucket };
    })();
    entry.page = { bucket, bytes };
    bytes.catch(() => {
      if (entry.page?.bytes === bytes) entry.page = undefined;
    });
    return bytes;
  }

  /**
   * Whether `bytes` of `handle`'s `entry` are still what the route would send now: listening and caught up, the entry
   * still kept and not expired, the same contact-token bucket. Checked by the socket before each use
   * (http/answer-memo.ts).
   */
  isCurrent(typed: string, entry: PageEntry, bytes: PageBytes): boolean {
    const now = Date.now();
    return (
      this.#live &&
      this.#listener.isCaughtUp() &&
      this.#entries.get(typed.toLowerCase()) === entry &&
      entry.expires > now &&
      contactBucket(now) === bytes.bucket
    );
  }

  /** A document made from the entry's view once (`make`); a failure is not kept. */
  document(entry: PageEntry, kind: 'pdf' | 'png', make: (found: Found) => Promise<Buffer>): Promise<Buffer> {
    const kept = entry[kind];
    if (kept) return kept;
    const made = make(entry.found);
    entry[kind] = made;
    made.catch(() => {
      if (entry[kind] === made) entry[kind] = undefined;
    });
    return made;
  }
}

const caches = new WeakMap<AppDeps, PublicPageCache>();

/** The page cache of the app built from `deps` (one per app; it starts listening at its first use). */
export function publicPageCache(deps: AppDeps): PublicPageCache {
  let cache = caches.get(deps);
  if (!cache) caches.set(deps, (cache = new PublicPageCache(deps)));
  return cache;
}
