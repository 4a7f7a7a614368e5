// Screenshots of the player's public-profile screen (issue #29) at 1280 and 375 px, from the built app with the demo
// world. Start the app first, e.g. `npm run build && PORT=3129 DATA_DIR=/tmp/dugout-shots npm run serve`, then
// `BASE=http://localhost:3129 node docs/issue-29-screens/shoot.mjs`.
import { chromium } from 'playwright-core';

const BASE = process.env.BASE ?? 'http://localhost:3129';
const out = new URL('.', import.meta.url).pathname;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({
      baseURL: BASE,
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    const res = await context.request.post('/api/session', {
      data: { email: 'player@example.com', password: 'dugout-demo' },
      headers: { origin: new URL(BASE).origin },
    });
    if (!res.ok()) throw new Error(`sign-in answered ${res.status()}`);
    const origin = { origin: new URL(BASE).origin };
    const current = await (await context.request.get('/api/public-profile')).json();
    if (!current.saved) {
      // without the demo profile's seed: what the demo player would have set up (on, two videos, one event)
      const put = await context.request.put('/api/public-profile', {
        headers: origin,
        data: {
          enabled: true,
          videos: [
            { url: 'https://www.youtube.com/watch?v=AbCdEfGhIjK', title: 'Summer showcase — pitching' },
            { url: 'https://vimeo.com/123456789', title: 'Batting practice' },
          ],
          events: [{ name: 'Fall Demo Showcase', date: '2027-10-09', organiser: 'Example Park, Dallas TX' }],
        },
      });
      if (!put.ok()) throw new Error(`setting up the profile answered ${put.status()}: ${await put.text()}`);
    }
    const page = await context.newPage();
    await page.goto('/public-profile');
    await page.getByRole('region', { name: /^Status/ }).waitFor();
    await page.screenshot({ path: `${out}public-profile-settings-${width}.png`, fullPage: true });
    const preview = await page.goto('/p/casey-demoplayer?preview=1');
    if (!preview?.ok()) {
      console.warn(`preview answered ${preview?.status()}: no preview screenshot at ${width} px`);
      await context.close();
      continue;
    }
    await page.screenshot({ path: `${out}public-profile-preview-${width}.png`, fullPage: true });
    await context.close();
  }
} finally {
  await browser.close();
}
