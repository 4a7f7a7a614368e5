import { formatShortDate } from '../shared/format.ts';
import type { ProfileLink } from './contract.ts';

/**
 * Tracked links per school (docs/decisions/0067-tracked-profile-links.md): /p/:handle?via=<token>. The server makes
 * the token (crypto, PROFILE_LINK_TOKEN_BYTES random bytes as base64url); the domain only says what one looks like,
 * who is a link-preview bot, how a row sums up its opens and when an open is worth telling the player about.
 */

/** 18 random bytes: 144 bits, 24 base64url characters. */
export const PROFILE_LINK_TOKEN_BYTES = 18;

/** A token's shape: url-safe (base64url alphabet) and long enough to hold at least 128 bits (22 characters). */
export const isProfileLinkToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(value);

/**
 * User-Agents of link previewers and scanners: chat apps and social networks unfurling a pasted link, search engines,
 * Office/Outlook previews and mail security scanners that open every link of an incoming e-mail. Their opens are
 * counted apart: they are not a coach looking.
 */
const BOT_PATTERN = new RegExp(
  [
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'twitterbot',
    'slackbot',
    'slack-imgproxy',
    'linkedinbot',
    'whatsapp',
    'telegrambot',
    'discordbot',
    'googlebot',
    'google-inspectiontool',
    'googleother',
    'adsbot-google',
    'feedfetcher-google',
    'google-read-aloud',
    'bingbot',
    'bingpreview',
    'msnbot',
    'applebot',
    'skypeuripreview',
    'iframely',
    'embedly',
    'microsoft office',
    'ms-office',
    'msoffice',
    'microsoftpreview',
    'office365',
    'yahoo! slurp',
    'duckduckbot',
    'baiduspider',
    'yandexbot',
    'pinterestbot',
    'redditbot',
    'mattermost',
    'rocket\\.chat',
    'vkshare',
    'w3c_validator',
    'zoominfobot',
    // mail security scanners (link rewriting and pre-click scanning)
    'barracuda',
    'proofpoint',
    'mimecast',
    'safelinks',
    'symantec',
    'trendmicro',
    'fortiguard',
    'sophos',
    'cisco',
    'ironport',
    'forcepoint',
    // generic words of crawlers and scripted clients
    'bot\\b',
    'bot/',
    'crawler',
    'spider',
    'preview',
    'scanner',
    'headlesschrome',
    'python-requests',
    'python-urllib',
    'curl/',
    'wget/',
    'go-http-client',
    'okhttp',
    'java/',
    'node-fetch',
    'axios/',
  ].join('|'),
  'i',
);

/** A link previewer, crawler or scanner by its User-Agent; an empty or missing one counts as a bot too. */
export function isLinkPreviewBot(userAgent: string | null | undefined): boolean {
  const ua = userAgent?.trim();
  if (!ua) return true;
  return BOT_PATTERN.test(ua);
}

const DAY_MS = 86_400_000;

/**
 * When something happened, relative to now: 'today', 'yesterday', '3 days ago', '2 weeks ago', then the date ('on Nov
 * 21, 2026'). Days are whole 24-hour periods (the server and the browser agree without knowing the player's zone).
 */
export function relativeDay(at: string | Date, now: Date = new Date()): string {
  const when = typeof at === 'string' ? new Date(at) : at;
  const days = Math.floor((now.getTime() - when.getTime()) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 14) return `${days} days ago`;
  if (days < 56) return `${Math.floor(days / 7)} weeks ago`;
  return `on ${formatShortDate(when)}`;
}

/**
 * A tracked link's row text: 'Opened 3 times, last 2 days ago', 'Opened once, today', 'Not opened yet'; link previews
 * (bots) follow apart: '· 2 link previews'.
 */
export function profileLinkSummary(
  link: Pick<ProfileLink, 'opens' | 'botOpens' | 'lastOpenedAt'>,
  now: Date = new Date(),
): string {
  const { opens, botOpens, lastOpenedAt } = link;
  let text: string;
  if (opens <= 0 || !lastOpenedAt) text = 'Not opened yet';
  else if (opens === 1) text = `Opened once, ${relativeDay(lastOpenedAt, now)}`;
  else text = `Opened ${opens} times, last ${relativeDay(lastOpenedAt, now)}`;
  if (botOpens > 0) text += ` · ${botOpens} link ${botOpens === 1 ? 'preview' : 'previews'}`;
  return text;
}

/** At most one notification per link in this long; the first open always tells the player. */
export const PROFILE_OPEN_NOTIFY_INTERVAL_MS = DAY_MS;

/** Whether an open (by a person, not a bot) should notify the player, given when they were last told of this link. */
export function shouldNotifyProfileOpen(lastNotifiedAt: Date | string | null | undefined, now: Date = new Date()) {
  if (lastNotifiedAt == null) return true;
  const last = typeof lastNotifiedAt === 'string' ? new Date(lastNotifiedAt) : lastNotifiedAt;
  return now.getTime() - last.getTime() >= PROFILE_OPEN_NOTIFY_INTERVAL_MS;
}

/**
 * The latest last-notified time that still lets a new notification go: the same rule as shouldNotifyProfileOpen, for a
 * conditional UPDATE (`last_notified_at is null or last_notified_at <= cutoff`).
 */
export const profileOpenNotifyCutoff = (now: Date = new Date()) =>
  new Date(now.getTime() - PROFILE_OPEN_NOTIFY_INTERVAL_MS);

/** The notification of an open, with its next step. */
export function profileOpenNotice(schoolName: string) {
  return {
    kind: 'profile_opened',
    title: `${schoolName} opened your profile`,
    body: `${schoolName} opened your profile — a good time to send your updated metrics.`,
    link: '/tracker',
  } as const;
}

/** The stored facts of a live link, as a repository reads them. */
export interface ProfileLinkFacts {
  id: string;
  schoolId: number;
  token: string;
  opens: number;
  botOpens: number;
  firstOpenedAt: Date | string | null;
  lastOpenedAt: Date | string | null;
  createdAt: Date | string;
}

const iso = (v: Date | string | null): string | null =>
  v == null ? null : (typeof v === 'string' ? new Date(v) : v).toISOString();

/** The page's address for a tracked link: `${publicUrl}/p/${handle}?via=${token}`. */
export const profileLinkUrl = (publicUrl: string, handle: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/p/${encodeURIComponent(handle)}?via=${encodeURIComponent(token)}`;

/** One link as the tracker row shows it (profileLinkSchema). */
export function presentProfileLink(
  link: ProfileLinkFacts,
  handle: string,
  publicUrl: string,
  now: Date = new Date(),
): ProfileLink {
  const lastOpenedAt = iso(link.lastOpenedAt);
  return {
    id: link.id,
    schoolId: link.schoolId,
    url: profileLinkUrl(publicUrl, handle, link.token),
    opens: link.opens,
    botOpens: link.botOpens,
    firstOpenedAt: iso(link.firstOpenedAt),
    lastOpenedAt,
    summary: profileLinkSummary({ opens: link.opens, botOpens: link.botOpens, lastOpenedAt }, now),
    createdAt: iso(link.createdAt)!,
  };
}
