import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../../test/test-app.ts';
import { DEMO_PROFILE_HANDLE } from './public-profile.seed.ts';

// The demo profile (docs/decisions/0065-public-profile.md): live at /p/casey-demoplayer for a minor with consent.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ demo: true, reference: false });
});
afterAll(() => stack?.close());

describe('demo public profile', () => {
  it('is live with two videos, upcoming events and the team coach reference; no e-mail or phone', async () => {
    const res = await fetch(`${stack.url}/p/${DEMO_PROFILE_HANDLE}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Casey Demoplayer</h1>');
    expect(html.match(/data-embed="/g)).toHaveLength(2);
    expect(html).toContain('Demo Winter Showcase');
    expect(html).toContain('>Coach reference</h2>');
    expect(html).toContain('Morgan Democoach');
    expect(html).toContain('content="noindex"');
    expect(html).not.toContain('@example.com');
    expect(html).not.toContain('555-01');
    expect(Buffer.byteLength(html)).toBeLessThan(30 * 1024);
  });
});
