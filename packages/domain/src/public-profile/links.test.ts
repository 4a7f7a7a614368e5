import { describe, expect, it } from 'vitest';
import {
  isLinkPreviewBot,
  isProfileLinkToken,
  presentProfileLink,
  profileLinkSummary,
  profileLinkUrl,
  profileOpenNotice,
  profileOpenNotifyCutoff,
  relativeDay,
  shouldNotifyProfileOpen,
} from './links.ts';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('the token', () => {
  it('is url-safe base64 of at least 128 bits', () => {
    expect(isProfileLinkToken('AbCdEfGhIjKlMnOpQrStUvWx')).toBe(true);
    expect(isProfileLinkToken('a-b_c'.repeat(5))).toBe(true);
  });
  it('refuses short, padded, non-url-safe or non-string values', () => {
    for (const bad of ['', 'short', 'a'.repeat(21), 'a'.repeat(65), 'abc+def/ghi=jklmnopqrstuv', 'é'.repeat(24)])
      expect(isProfileLinkToken(bad)).toBe(false);
    expect(isProfileLinkToken(undefined)).toBe(false);
    expect(isProfileLinkToken(['a'.repeat(24)])).toBe(false);
  });
});

describe('link-preview bots by User-Agent', () => {
  const bots = [
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
    'WhatsApp/2.23.20.0 A',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17 Safari/605.1.15 (Applebot/0.1)',
    'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
    'Iframely/1.3.1 (+https://iframely.com/docs/about)',
    'Mozilla/5.0 (compatible; Embedly/0.2; +http://support.embed.ly/)',
    'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.12026; Pro)',
    'Mozilla/4.0 (compatible; ms-office; MSOffice 16)',
    'Barracuda Sentinel (EE)',
    'Mozilla/5.0 (compatible; Proofpoint URL Defense)',
    'python-requests/2.31.0',
    'curl/8.4.0',
    '',
    '   ',
  ];
  it.each(bots)('%j is a bot', (ua) => expect(isLinkPreviewBot(ua)).toBe(true));
  it('no User-Agent at all is a bot', () => {
    expect(isLinkPreviewBot(undefined)).toBe(true);
    expect(isLinkPreviewBot(null)).toBe(true);
  });
  const people = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:120.0) Gecko/20100101 Firefox/120.0',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0',
  ];
  it.each(people)('%j is a person', (ua) => expect(isLinkPreviewBot(ua)).toBe(false));
});

describe('relative days', () => {
  it('today, yesterday, days, weeks, then the date', () => {
    expect(relativeDay(ago(1), now)).toBe('today');
    expect(relativeDay(ago(23), now)).toBe('today');
    expect(relativeDay(ago(25), now)).toBe('yesterday');
    expect(relativeDay(ago(49), now)).toBe('2 days ago');
    expect(relativeDay(ago(13 * 24 + 1), now)).toBe('13 days ago');
    expect(relativeDay(ago(14 * 24 + 1), now)).toBe('2 weeks ago');
    expect(relativeDay(new Date('2026-06-01T12:00:00Z'), now)).toBe('on Jun 1, 2026');
  });
  it('a time a little ahead (clock skew) reads as today', () => {
    expect(relativeDay(new Date(now.getTime() + 60_000), now)).toBe('today');
  });
});

describe('the row summary', () => {
  it('reads as the issue writes it', () => {
    expect(profileLinkSummary({ opens: 3, botOpens: 0, lastOpenedAt: ago(49) }, now)).toBe(
      'Opened 3 times, last 2 days ago',
    );
    expect(profileLinkSummary({ opens: 1, botOpens: 0, lastOpenedAt: ago(2) }, now)).toBe('Opened once, today');
    expect(profileLinkSummary({ opens: 0, botOpens: 0, lastOpenedAt: null }, now)).toBe('Not opened yet');
  });
  it('says link previews apart', () => {
    expect(profileLinkSummary({ opens: 0, botOpens: 1, lastOpenedAt: null }, now)).toBe(
      'Not opened yet · 1 link preview',
    );
    expect(profileLinkSummary({ opens: 2, botOpens: 3, lastOpenedAt: ago(30) }, now)).toBe(
      'Opened 2 times, last yesterday · 3 link previews',
    );
  });
});

describe('the notification rule', () => {
  it('the first open always notifies', () => expect(shouldNotifyProfileOpen(null, now)).toBe(true));
  it('at most once per link in 24 hours', () => {
    expect(shouldNotifyProfileOpen(ago(1), now)).toBe(false);
    expect(shouldNotifyProfileOpen(ago(23.9), now)).toBe(false);
    expect(shouldNotifyProfileOpen(ago(24), now)).toBe(true);
    expect(shouldNotifyProfileOpen(new Date(ago(48)), now)).toBe(true);
  });
  it('the cutoff a conditional UPDATE uses says the same', () => {
    const cutoff = profileOpenNotifyCutoff(now);
    expect(new Date(ago(24)).getTime()).toBe(cutoff.getTime());
    expect(shouldNotifyProfileOpen(cutoff, now)).toBe(true);
    expect(shouldNotifyProfileOpen(new Date(cutoff.getTime() + 1), now)).toBe(false);
  });
  it('names the school and the next step', () => {
    const n = profileOpenNotice('Duke');
    expect(n.title).toBe('Duke opened your profile');
    expect(n.body).toBe('Duke opened your profile — a good time to send your updated metrics.');
    expect(n.link).toBe('/tracker');
  });
});

describe('presenting a link', () => {
  it('an absolute url with the token, and the summary', () => {
    expect(profileLinkUrl('https://dugout.example/', 'casey-demoplayer', 'AbCdEfGhIjKlMnOpQrStUvWx')).toBe(
      'https://dugout.example/p/casey-demoplayer?via=AbCdEfGhIjKlMnOpQrStUvWx',
    );
    const link = presentProfileLink(
      {
        id: 'l1',
        schoolId: 193,
        token: 'AbCdEfGhIjKlMnOpQrStUvWx',
        opens: 2,
        botOpens: 0,
        firstOpenedAt: new Date(ago(72)),
        lastOpenedAt: ago(49),
        createdAt: new Date(ago(100)),
      },
      'casey-demoplayer',
      'https://dugout.example',
      now,
    );
    expect(link).toMatchObject({
      url: 'https://dugout.example/p/casey-demoplayer?via=AbCdEfGhIjKlMnOpQrStUvWx',
      summary: 'Opened 2 times, last 2 days ago',
      firstOpenedAt: ago(72),
      lastOpenedAt: ago(49),
    });
  });
});
