import type { PublicProfileView } from '@dugout/domain/public-profile';

/**
 * A PublicProfileView for the documents' tests (docs/decisions/0066-profile-documents.md): every section filled, with
 * each kind of metric source. `overrides` replace fields; `huge` fills every list past what one page holds.
 */
export function fixtureView(overrides: Partial<PublicProfileView> = {}): PublicProfileView {
  return {
    handle: 'casey-fixture',
    url: 'http://127.0.0.1/p/casey-fixture',
    name: 'Casey Fixture',
    indexable: false,
    photoUrl: null,
    classYear: 2027,
    positions: ['SS', 'RHP'],
    bats: 'R',
    throws: 'R',
    heightInches: 73,
    weightLbs: 180,
    highSchool: { name: 'Highland High School', state: 'NC' },
    travelTeam: { name: 'Demo Thunder', ageGroup: '17U' },
    academics: { gpa: 3.8, sat: 1310, act: null, intendedMajor: 'Biology' },
    metrics: [
      {
        metric: 'exitVelocity',
        value: 92.4,
        date: '2026-11-20',
        source: { kind: 'self_reported' },
        label: 'Exit velocity',
        display: '92.4 mph',
      },
      {
        metric: 'fastballVelocity',
        value: 86,
        date: '2026-11-18',
        source: {
          kind: 'coach_verified',
          verifiedBy: 'Morgan Democoach',
          teamName: 'Demo Thunder 17U',
          teamCode: 'DEMO01',
          at: '2026-11-19T15:00:00.000Z',
        },
        label: 'Fastball velocity',
        display: '86.0 mph',
      },
      {
        metric: 'fbSpinRate',
        value: 2341,
        date: '2026-11-20',
        source: {
          kind: 'device_file',
          device: 'rapsodo_pitching',
          fileName: 'bullpen.csv',
          sessionDate: '2026-11-20',
          derivation: 'max of 12 fastballs',
        },
        label: 'Spin rate',
        display: '2,341 rpm',
      },
      {
        metric: 'sixty',
        value: 6.9,
        date: '2026-10-02',
        source: { kind: 'coach_entered', enteredBy: 'Morgan Democoach', at: '2026-10-02T12:00:00.000Z' },
        label: '60-yard time',
        display: '6.90s',
      },
    ],
    score: null,
    benchmarks: [],
    videos: [
      {
        provider: 'youtube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Fall showcase at-bats',
        embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      },
      { provider: 'hudl', url: 'https://www.hudl.com/video/3/123/abc', title: '', embedUrl: null },
    ],
    events: [{ name: 'Winter Showcase', date: '2026-12-12', organiser: 'Perfect Game' }],
    commitment: null,
    coachReference: { coachName: 'Morgan Democoach', teamName: 'Demo Thunder 17U' },
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

/** A view whose every list and text is longer than one page can hold. */
export function hugeView(): PublicProfileView {
  const base = fixtureView();
  const long = 'W'.repeat(400);
  return fixtureView({
    name: `Maximiliana Alexandrina Bartholomew-Featherstonehaugh ${long}`,
    positions: ['SS', '2B', '3B', 'CF', 'RHP', 'C', '1B', 'LF', 'RF'],
    highSchool: { name: `The Extremely Long Named Preparatory Academy ${long}`, state: 'NC' },
    travelTeam: { name: long, ageGroup: '18U' },
    academics: { gpa: 4.0, sat: 1600, act: 36, intendedMajor: long },
    metrics: Array.from({ length: 9 }, (_, i) => ({
      ...base.metrics[i % base.metrics.length]!,
      source: {
        kind: 'device_file' as const,
        device: 'generic' as const,
        fileName: `${long}.csv`,
        sessionDate: null,
        derivation: long,
      },
    })),
    score: { score: 81, bestPosition: 'SS' },
    benchmarks: Array.from({ length: 12 }, (_, i) => ({
      metric: `m${i}`,
      label: `Benchmark metric ${i} ${long}`,
      player: '90.0 mph',
      division: 'D1',
      mean: '88.0 mph',
      source: long,
    })),
    videos: Array.from({ length: 6 }, (_, i) => ({
      provider: 'youtube' as const,
      url: `https://www.youtube.com/watch?v=${i}${'x'.repeat(300)}`,
      title: long,
      embedUrl: null,
    })),
    events: Array.from({ length: 20 }, (_, i) => ({ name: `Event ${i} ${long}`, date: '2026-12-12', organiser: long })),
    commitment: { collegeName: long, status: 'Verbal' },
    coachReference: { coachName: long, teamName: long },
  });
}

/** A PDF's page count and text (unpdf: PDF.js without a worker), as a coach's viewer would extract it. */
export async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { pages: totalPages, text };
}

/** A PNG's width and height from its IHDR chunk (bytes 16–23), after checking the 8-byte signature. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => png[i] === b)) throw new Error('not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== 'IHDR') throw new Error('no IHDR first');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** An e-mail address or a phone number (US style or international) in extracted text. */
export const contactPattern = /[\w.+-]+@[\w-]+\.[\w.-]+|\+?\d[\d\s().-]{8,}\d/;
