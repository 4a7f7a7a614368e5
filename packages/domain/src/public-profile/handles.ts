import { HANDLE_MAX, HANDLE_MIN } from './contract.ts';
import { publicProfileMessages as msg } from './messages.ts';

/**
 * Handles of the public page /p/:handle (docs/decisions/0065-public-profile.md): 3–40 lowercase letters, digits or
 * hyphens, starting and ending with a letter or digit — the database's check `public_profiles_handle_check`.
 */
export const HANDLE_PATTERN = /^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/;

/** Words no player may take: the app's own paths and names a visitor could mistake for Dugout speaking. */
export const reservedHandles: ReadonlySet<string> = new Set([
  'about',
  'account',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'coach',
  'coaches',
  'contact',
  'dashboard',
  'docs',
  'dugout',
  'family',
  'help',
  'home',
  'login',
  'logout',
  'me',
  'new',
  'null',
  'official',
  'p',
  'preview',
  'privacy',
  'profile',
  'register',
  'root',
  'settings',
  'signin',
  'signup',
  'staff',
  'static',
  'support',
  'system',
  'team',
  'terms',
  'undefined',
  'uploads',
  'www',
]);

/** Why a handle cannot be used (its shape or a reserved word), or null when it may be claimed if free. */
export function handleProblem(handle: string): string | null {
  if (handle.length < HANDLE_MIN || handle.length > HANDLE_MAX || !HANDLE_PATTERN.test(handle))
    return msg.handleInvalid;
  if (reservedHandles.has(handle)) return msg.handleReserved;
  return null;
}

/** A name as a handle: 'Casey Demoplayer' → 'casey-demoplayer' (accents dropped, other signs become hyphens). */
export function slugOfName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX - 4)
    .replace(/-+$/g, '');
  return slug.length >= HANDLE_MIN ? slug : `player${slug ? `-${slug}` : ''}`;
}

/**
 * The handle offered to a player who never chose one: their name as a slug, with a number added (-2, -3 …) while
 * that one is taken, retired or reserved. `unavailable` holds the taken and retired handles that start with the slug.
 */
export function suggestHandle(name: string, unavailable: ReadonlySet<string>): string {
  const base = slugOfName(name);
  const free = (h: string) => !unavailable.has(h) && handleProblem(h) === null;
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
