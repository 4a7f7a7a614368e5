import { describe, expect, it } from 'vitest';
import { sourceSentence } from '@dugout/domain/metrics-sources';
import { contactPattern, fixtureView, hugeView, pdfText, pngSize } from './documents.fixtures.ts';
import { cachedProfilePdf, renderProfilePdf } from './profile-pdf.ts';
import { previewSvg, renderProfilePreview } from './profile-preview.ts';

/** The documents drawn from a view, without the server (docs/decisions/0066-profile-documents.md). */
describe('the profile PDF', () => {
  it('is one page of selectable text: name, academics, metrics with dates and sources, videos, coach', async () => {
    const view = fixtureView();
    const { pages, text } = await pdfText(await renderProfilePdf(view, { profileUrl: view.url }));
    expect(pages).toBe(1);
    for (const s of [
      'Casey Fixture',
      'Class of 2027',
      'GPA 3.80',
      'Intended major: Biology',
      'Exit velocity',
      '92.4 mph',
      'Nov 20, 2026',
      'Self-reported by the player',
      'Verified by Morgan Democoach, Demo Thunder 17U, Nov 19, 2026',
      'Rapsodo pitching file bullpen.csv',
      'Entered by coach Morgan Democoach',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'Winter Showcase',
      'Morgan Democoach, Demo Thunder 17U',
      view.url,
    ])
      expect(text).toContain(s);
    for (const m of view.metrics) expect(text).toContain(sourceSentence(m.source).slice(0, 30));
    expect(text).not.toMatch(contactPattern);
  });

  it('stays one page whatever the data: every list past its cap, every text far too long', async () => {
    const view = hugeView();
    const { pages, text } = await pdfText(await renderProfilePdf(view, { profileUrl: view.url }));
    expect(pages).toBe(1);
    expect(text).toContain('More on the profile page');
    expect(text).toContain('Exit velocity');
    expect(text).toContain('COACH REFERENCE');
  });

  it('shows a photo it can read and goes on without one it cannot', async () => {
    const view = fixtureView();
    const photo = await renderProfilePreview(view); // any PNG
    const withPhoto = await renderProfilePdf(view, { profileUrl: view.url, photo });
    expect(withPhoto.length).toBeGreaterThan(photo.length / 4);
    expect((await pdfText(withPhoto)).pages).toBe(1);
    const broken = await renderProfilePdf(view, { profileUrl: view.url, photo: new Uint8Array([0xff, 0xd8, 1, 2]) });
    expect((await pdfText(broken)).text).toContain('Casey Fixture');
  });

  it('an empty profile (name only) is still a page', async () => {
    const view = fixtureView({
      academics: null,
      metrics: [],
      videos: [],
      events: [],
      coachReference: null,
      highSchool: null,
      travelTeam: null,
      positions: [],
      classYear: null,
      bats: null,
      throws: null,
      heightInches: null,
      weightLbs: null,
    });
    const { pages, text } = await pdfText(await renderProfilePdf(view, { profileUrl: view.url }));
    expect(pages).toBe(1);
    expect(text).toContain('Casey Fixture');
  });
});

describe('the link-preview image', () => {
  it('is a 1200×630 PNG', async () => {
    expect(pngSize(await renderProfilePreview(fixtureView()))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(await renderProfilePreview(hugeView()))).toEqual({ width: 1200, height: 630 });
  });

  it('shows name, class, position and the two best metrics, every value escaped', () => {
    const svg = previewSvg(fixtureView({ name: 'Casey <script>alert(1)</script> & "Co"' }));
    expect(svg).toContain('Casey &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Class of 2027 · SS, RHP');
    expect(svg).toContain('86.0 mph');
    expect(svg).toContain('92.4 mph');
    expect(svg).not.toContain('6.90s');
  });
});

describe('the PDF cache', () => {
  it('the same view makes the same bytes, served again from memory; a changed view makes new ones', async () => {
    const view = fixtureView();
    const a = await renderProfilePdf(view, { profileUrl: view.url });
    const b = await renderProfilePdf(view, { profileUrl: view.url });
    expect(b.equals(a)).toBe(true);
    const first = await cachedProfilePdf(view, { profileUrl: view.url });
    expect(await cachedProfilePdf(view, { profileUrl: view.url })).toBe(first);
    const changed = await cachedProfilePdf(fixtureView({ name: 'Casey Changed' }), { profileUrl: view.url });
    expect(changed).not.toBe(first);
    expect((await pdfText(changed)).text).toContain('Casey Changed');
  });
});
