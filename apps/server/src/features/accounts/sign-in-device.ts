import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { signInSchema } from '@dugout/domain/accounts';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppBindings } from '../../http/context.ts';
import type { AppDeps } from '../../deps-types.ts';
import { AUTH_COOKIE_PREFIX } from '../../services/auth/auth.ts';
import { findUserByEmail } from './accounts.repo.ts';

/**
 * Device cookies (docs/decisions/0043-sign-in-device-cookies.md): after a successful sign-in the browser gets a
 * long-lived cookie naming the account, signed with the session secret. A sign-in attempt that carries a valid one
 * for the account it names is counted against that device's own allowance, not the account-wide lockout that
 * strangers can trigger. The cookie grants nothing else: it is only sent to /api/session, and no other code reads it.
 */
export const DEVICE_COOKIE_SECONDS = 60 * 60 * 24 * 365;
/** How long an e-mailed unlock link works; at most one is sent per account in this time. */
export const UNLOCK_LINK_SECONDS = 60 * 60;
/** Accounts one browser keeps an allowance for (a shared family computer); the oldest is dropped first. */
const MAX_ACCOUNTS_PER_BROWSER = 3;
const COOKIE_PATH = '/api/session';

const secretOf = async (deps: Pick<AppDeps, 'auth'>) => (await deps.auth.$context).secret;

/** A key of its own per purpose, so neither value can stand in for a session cookie's signature or for the other. */
const sign = (secret: string, purpose: 'device' | 'unlock', payload: string) =>
  createHmac('sha256', createHmac('sha256', secret).update(`dugout ${purpose} v1`).digest())
    .update(payload)
    .digest('base64url');

const sameSignature = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

const cookieName = (deps: Pick<AppDeps, 'publicUrl'>) =>
  deps.publicUrl.startsWith('https://') ? `__Secure-${AUTH_COOKIE_PREFIX}.device` : `${AUTH_COOKIE_PREFIX}.device`;

interface DeviceEntry {
  userId: string;
  /** The device's own id: its allowance is counted under it. */
  nonce: string;
  issuedAt: number;
  raw: string;
}

/** The cookie's entries whose signature holds and that have not expired; forged or altered ones are dropped. */
async function readEntries(c: Context<AppBindings>, deps: Pick<AppDeps, 'auth' | 'publicUrl'>): Promise<DeviceEntry[]> {
  const value = getCookie(c, cookieName(deps));
  if (!value || value.length > 2048) return [];
  const secret = await secretOf(deps);
  const now = Math.floor(Date.now() / 1000);
  const entries: DeviceEntry[] = [];
  for (const raw of value.split('!')) {
    const [user, nonce, issued, signature, extra] = raw.split('.');
    if (!user || !nonce || !issued || !signature || extra !== undefined || !/^\d{1,12}$/.test(issued)) continue;
    if (!sameSignature(signature, sign(secret, 'device', `${user}.${nonce}.${issued}`))) continue;
    const issuedAt = Number(issued);
    if (issuedAt > now + 60 || now - issuedAt > DEVICE_COOKIE_SECONDS) continue;
    entries.push({ userId: unb64(user), nonce, issuedAt, raw });
  }
  return entries;
}

/**
 * The device id of this browser for the account of `email` when its device cookie holds a valid entry for that
 * account, else null. A forged or expired entry, or one naming another account, gives nothing. The account is looked
 * up only when the cookie holds a valid entry.
 */
export async function trustedDevice(
  c: Context<AppBindings>,
  deps: Pick<AppDeps, 'auth' | 'db' | 'publicUrl'>,
  email: string,
): Promise<string | null> {
  const entries = await readEntries(c, deps);
  // The body is not validated yet (the limit runs first): only a well-formed address reaches the database.
  if (!entries.length || !signInSchema.shape.email.safeParse(email).success) return null;
  const account = await findUserByEmail(deps.db, email);
  return (account && entries.find((e) => e.userId === account.id)?.nonce) ?? null;
}

/** Sets (or renews) this browser's device cookie for `userId`, keeping the entries of other accounts. */
export async function issueDeviceCookie(
  c: Context<AppBindings>,
  deps: Pick<AppDeps, 'auth' | 'publicUrl'>,
  userId: string,
) {
  const secret = await secretOf(deps);
  const user = b64(userId);
  const nonce = randomBytes(16).toString('base64url');
  const issued = String(Math.floor(Date.now() / 1000));
  const entry = `${user}.${nonce}.${issued}.${sign(secret, 'device', `${user}.${nonce}.${issued}`)}`;
  const others = (await readEntries(c, deps)).filter((e) => e.userId !== userId).map((e) => e.raw);
  const value = [...others.slice(-(MAX_ACCOUNTS_PER_BROWSER - 1)), entry].join('!');
  setCookie(c, cookieName(deps), value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Lax',
    secure: deps.publicUrl.startsWith('https://'),
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}

/** The token of an e-mailed unlock link: the account and when it stops working, signed. */
export async function unlockToken(deps: Pick<AppDeps, 'auth'>, userId: string, now = Date.now()) {
  const user = b64(userId);
  const expires = String(Math.floor(now / 1000) + UNLOCK_LINK_SECONDS);
  return `${user}.${expires}.${sign(await secretOf(deps), 'unlock', `${user}.${expires}`)}`;
}

/** The account an unlock token was made for, or null when it is forged, altered or expired. */
export async function unlockTokenOwner(deps: Pick<AppDeps, 'auth'>, token: string): Promise<string | null> {
  const [user, expires, signature, extra] = token.split('.');
  if (!user || !expires || !signature || extra !== undefined || !/^\d{1,12}$/.test(expires)) return null;
  if (!sameSignature(signature, sign(await secretOf(deps), 'unlock', `${user}.${expires}`))) return null;
  if (Number(expires) * 1000 <= Date.now()) return null;
  return unb64(user);
}
