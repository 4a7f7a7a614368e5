import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inputMessages, messages, storageMessages } from '@dugout/domain/shared';
import { organizations, outbox, teamSubscriptions, userProfiles } from '../db/schema/index.ts';
import { createUser } from '../test/factories.ts';
import { coachWithTeam, sampleTeam } from '../test/team-factories.ts';
import { startTestStack, type TestStack } from '../test/test-app.ts';
import { STORAGE_PROBE_TTL_MS } from '../services/storage/storage.ts';

/**
 * Hostile input and faults (docs/decisions/0044-hostile-input-and-faults.md): what a hostile client or a failing disk does to the app, and what the user and the database
 * see afterwards (docs/decisions/0044-hostile-input-and-faults.md).
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PNG of `width` × `height` as its header declares it (signature, IHDR with its CRC, IEND), then `padding` bytes. */
function png(width: number, height: number, padding = 0) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0)), Buffer.alloc(padding)]),
  );
}

/** A GIF whose logical screen is `width` × `height`. */
function gif(width: number, height: number) {
  const b = Buffer.alloc(32);
  b.write('GIF89a', 0, 'ascii');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  b[b.length - 1] = 0x3b;
  return new Uint8Array(b);
}

const form = (field: string, bytes: Uint8Array, name: string, type: string) => {
  const f = new FormData();
  f.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return f;
};

/** Every file under `dir` (relative paths), hidden and temporary ones included. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));

describe('images with a huge pixel size are refused from their header', () => {
  it('refuses a 30000 × 30000 PNG photo (under 1 KB on the wire) with 400 and stores nothing', async () => {
    const user = await createUser(stack);
    const res = await user.client.request('POST', '/api/profile/photo', undefined, {
      form: form('photo', png(30_000, 30_000), 'huge.png', 'image/png'),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(storageMessages.tooManyPixels);
    const [profile] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profile!.profileImageUrl).toBeNull();
    expect(filesUnder(stack.deps.env.DATA_DIR).filter((f) => f.includes(user.id))).toEqual([]);
  });

  it('refuses a team logo over 40 megapixels (PNG, GIF) and takes one of exactly 8000 × 5000', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const logo = (bytes: Uint8Array, name: string, type: string) =>
      coach.client.request('POST', `/api/teams/${teamCode}/logo`, undefined, { form: form('file', bytes, name, type) });
    for (const [bytes, name, type] of [
      [png(8001, 100), 'wide.png', 'image/png'],
      [png(7000, 7000), 'square.png', 'image/png'], // 49 megapixels, each side under 8000
      [gif(30_000, 30_000), 'huge.gif', 'image/gif'],
    ] as const) {
      const res = await logo(bytes, name, type);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message).toBe(storageMessages.tooManyPixels);
    }
    const [before] = await stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(before!.logoUrl).toBeNull();
    const ok = await logo(png(8000, 5000), 'ok.png', 'image/png');
    expect(ok.status).toBe(200);
    const [after] = await stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(after!.logoUrl).toBe(ok.body.logoUrl);
  });
});

describe('a signed-out upload is refused before its body is read', () => {
  const THIRTY_MB = 30 * 1024 * 1024;
  /**
   * Declares a 30 MB multipart body, sends its first 64 KB and waits for an answer without sending the rest: the
   * answer has to come from the headers alone.
   */
  function unfinishedUpload(url: string, route: string) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const target = new URL(route, url);
      const req = http.request(target, {
        method: 'POST',
        headers: {
          origin: target.origin,
          'content-type': 'multipart/form-data; boundary=xyz',
          'content-length': String(THIRTY_MB),
        },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error(`no answer to ${route} before the body was sent`));
      }, 5000);
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode!, body });
        });
      });
      req.on('error', () => undefined); // the server closes the connection it will not read
      req.write(Buffer.alloc(64 * 1024, 'a'));
    });
  }

  it.each([['/api/profile/photo'], ['/api/teams/THUNDER17U/logo'], ['/api/admin/reference-imports']])(
    '%s answers 401 from the headers alone',
    async (route) => {
      const res = await unfinishedUpload(stack.url, route);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body).error.message).toBe(messages.userNotAuthenticated);
    },
  );
});

describe('website fields take http(s) addresses only', () => {
  it('refuses a javascript: team website with 400 and keeps the stored one', async () => {
    const { coach, teamCode } = await coachWithTeam(stack);
    const ok = await coach.client.patch(`/api/teams/${teamCode}`, {
      teamName: sampleTeam.teamName,
      teamUrl: 'https://hawks.example.com',
    });
    expect(ok.status).toBe(200);
    for (const teamUrl of ['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>']) {
      const res = await coach.client.patch(`/api/teams/${teamCode}`, { teamName: 'Renamed', teamUrl });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({
        message: inputMessages.website,
        fields: { teamUrl: inputMessages.website },
      });
    }
    const [team] = await stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(team).toMatchObject({ teamName: sampleTeam.teamName, teamUrl: 'https://hawks.example.com' });
  });

  it('refuses a data: organization website and creates nothing', async () => {
    const orgAdmin = await createUser(stack, 'organization_admin');
    const res = await orgAdmin.client.post('/api/organizations', {
      name: 'Data Link Club',
      website: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ website: inputMessages.website });
    expect(await stack.db.select().from(organizations).where(eq(organizations.name, 'Data Link Club'))).toEqual([]);
  });
});

describe('names are one line', () => {
  it('stores a team name without its CR/LF, and the invitation subject carries no line break', async () => {
    const { coach, teamCode } = await coachWithTeam(stack, 'Hawks\r\nBcc: victim@example.com\r\n16U');
    const [team] = await stack.db.select().from(teamSubscriptions).where(eq(teamSubscriptions.teamCode, teamCode));
    expect(team!.teamName).toBe('Hawks Bcc: victim@example.com 16U');
    const email = `kid.${Date.now()}@example.test`;
    const invited = await coach.client.post(`/api/teams/${teamCode}/invites`, {
      firstName: 'Kid\r\nX-Injected: yes',
      lastName: 'Player',
      email,
      primaryPosition: 'OF',
      graduationYear: new Date().getFullYear() + 1,
    });
    expect(invited.status).toBe(201);
    expect((await coach.client.post(`/api/teams/${teamCode}/invites/${invited.body.id}/send`)).status).toBe(200);
    const mail = await stack.smtp.waitFor(email, /invited to join/);
    expect(mail.to).toEqual([email]);
    expect(mail.subject).toBe("You're invited to join Hawks Bcc: victim@example.com 16U on Dugout");
    expect(stack.smtp.received.some((m) => m.to.includes('victim@example.com'))).toBe(false);
    expect(mail.raw).not.toMatch(/^X-Injected/m);
  });
});

describe('/api/docs', () => {
  it('serves Swagger UI from the app itself: no other host, no inline script', async () => {
    const res = await fetch(`${stack.url}/api/docs`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThanOrEqual(3);
    for (const ref of refs) expect(ref, ref).toMatch(/^\/api\/docs\/assets\//);
    expect(html).not.toMatch(/<script>(?!<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/https?:/);
    for (const ref of refs) {
      const asset = await fetch(`${stack.url}${ref}`);
      expect(asset.status, ref).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, ref).toBeGreaterThan(100);
    }
    expect(await (await fetch(`${stack.url}/api/docs/assets/index.html`)).status).toBe(404);
    expect(await (await fetch(`${stack.url}/api/docs/assets/..%2Fpackage.json`)).status).toBe(404);
  });
});

describe('sent mail keeps no link token', () => {
  it('a sent reset e-mail is stored with its token replaced; the admin Outbox still lists it', async () => {
    const user = await createUser(stack);
    const res = await stack.client().post('/api/password/forgot', { email: user.email });
    expect(res.status).toBe(200);
    const mail = await stack.smtp.waitFor(user.email, /Reset your Dugout password/);
    const token = /reset-password\?token=([^\s"<>&]+)/.exec(mail.text)![1]!;
    expect(token.length).toBeGreaterThan(10);
    let row: typeof outbox.$inferSelect | undefined;
    const deadline = Date.now() + 10_000;
    do {
      [row] = await stack.db.select().from(outbox).where(eq(outbox.to, user.email));
      if (row?.status !== 'sent') await sleep(100);
    } while (row?.status !== 'sent' && Date.now() < deadline);
    expect(row!.status).toBe('sent');
    expect(row!.text).not.toContain(token);
    expect(row!.html).not.toContain(token);
    expect(row!.text).toContain('/reset-password?token=…');
    expect(row!.html).toContain('/reset-password?token=…');
    const admin = await createUser(stack, 'admin');
    const listed = (await admin.client.get('/api/admin/outbox')).body.mail.find(
      (m: { to: string }) => m.to === user.email,
    );
    expect(listed).toMatchObject({ status: 'sent', kind: 'password_reset', subject: 'Reset your Dugout password' });
    // The link itself still works: only the stored copy lost the token.
    const reset = await stack
      .client()
      .post('/api/password/reset', { token, password: 'brand-new-9', confirmPassword: 'brand-new-9' });
    expect(reset.status).toBe(200);
  });
});

/**
 * A full disk, for real: a 64 KB tmpfs mounted over DATA_DIR/uploads (needs root and mount rights).
 * Without mount privileges the test says so and is skipped.
 */
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const probe = path.join(process.env.TMPDIR ?? '/tmp', `dugout-mount-probe-${process.pid}`);
  try {
    mkdirSync(probe, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe], { stdio: 'ignore' });
    execFileSync('umount', [probe], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
})();

describe.skipIf(!canMount)('a full disk (tmpfs of 64 KB over the uploads folder; skipped without mount rights)', () => {
  let uploads: string;
  beforeAll(() => {
    uploads = path.join(stack.deps.env.DATA_DIR, 'uploads');
    mkdirSync(uploads, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', uploads]);
  });
  afterAll(() => {
    if (uploads) execFileSync('umount', [uploads]);
  });

  it('answers an upload 507 "Storage is full", leaves no partial file and keeps the old photo', async () => {
    const user = await createUser(stack);
    const small = await user.client.request('POST', '/api/profile/photo', undefined, {
      form: form('photo', png(1, 1), 'small.png', 'image/png'),
    });
    expect(small.status).toBe(200);
    const before = filesUnder(uploads);
    const res = await user.client.request('POST', '/api/profile/photo', undefined, {
      form: form('photo', png(1, 1, 300 * 1024), 'big.png', 'image/png'),
    });
    expect(res.status).toBe(507);
    expect(res.body.error.message).toBe(storageMessages.full);
    expect(filesUnder(uploads)).toEqual(before);
    const [profile] = await stack.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profile!.profileImageUrl).toBe(small.body.profileImageUrl);
    expect((await stack.client().get(small.body.profileImageUrl)).status).toBe(200);
  });

  it('reports storage not ready (503) while the disk is full, and ready again once there is room', async () => {
    const filler = path.join(uploads, 'filler.bin');
    try {
      writeFileSync(filler, Buffer.alloc(128 * 1024));
    } catch {
      // ENOSPC: the filler took every block there was
    }
    await sleep(STORAGE_PROBE_TTL_MS); // past any earlier answer of the probe
    const full = await stack.client().get('/api/ready');
    expect(full.status).toBe(503);
    expect(full.body.failed).toEqual([{ part: 'storage', reason: expect.stringMatching(/ENOSPC|no space/i) }]);
    rmSync(filler);
    await sleep(STORAGE_PROBE_TTL_MS);
    expect((await stack.client().get('/api/ready')).status).toBe(200);
    expect(filesUnder(uploads).filter((f) => f.includes('.ready-'))).toEqual([]);
  }, 30_000);
});
