import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import { headlineMetrics, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PublicProfileView } from '@dugout/domain/public-profile';

/**
 * The link-preview image of a public profile (docs/decisions/0066-profile-documents.md): a 1200×630 PNG with the
 * name, class, position and the two best metrics, drawn from an SVG built here and rendered by resvg (Rust, prebuilt
 * from npm, off the event loop) with the Inter font files shipped by @expo-google-fonts/inter (SIL OFL 1.1, named in
 * NOTICE), loaded by path: no system font, no headless browser.
 */

const require = createRequire(import.meta.url);
const fontFiles = [
  require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
];

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Inter's advance widths, roughly, in em: wide capitals, other capitals and digits, narrow letters, the rest. */
function emWidth(ch: string): number {
  if (/[MWmw@%]/.test(ch)) return 0.9;
  if (/[A-Z0-9#&]/.test(ch)) return 0.68;
  if (/[ijlrtf.,:;'!|· ()-]/.test(ch)) return 0.32;
  return 0.58;
}
const widthOf = (text: string, size: number) => [...text].reduce((w, ch) => w + emWidth(ch), 0) * size;

/** `text` cut (with '…') to fit `width` px at `size` px, by the estimate above (no text layout before resvg's). */
function fitText(text: string, size: number, width: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (widthOf(t, size) <= width) return t;
  const chars = [...t];
  while (chars.length && widthOf(`${chars.join('')}…`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

/** The largest size from `max` down to `min` at which `text` fits `width` px. */
function fitSize(text: string, width: number, max: number, min: number) {
  let size = max;
  while (size > min && widthOf(text, size) > width) size -= 2;
  return size;
}

/** The preview's SVG (exported for tests: every value escaped). */
export function previewSvg(view: PublicProfileView): string {
  const W = PREVIEW_WIDTH;
  const H = PREVIEW_HEIGHT;
  const textW = W - 128;
  const nameSize = fitSize(view.name, textW, 84, 52);
  const name = fitText(view.name, nameSize, textW);
  const facts = [view.classYear ? `Class of ${view.classYear}` : '', view.positions.join(', ')]
    .filter(Boolean)
    .join(' · ');
  const school = view.highSchool ? [view.highSchool.name, view.highSchool.state].filter(Boolean).join(', ') : '';
  const metrics = headlineMetrics(view, 2);
  const cards = metrics
    .map((m, i) => {
      const x = 64 + i * 548;
      return `<rect x="${x}" y="392" width="520" height="150" rx="18" fill="#1e293b"/>
<text x="${x + 32}" y="470" font-size="64" font-weight="700" fill="#ffffff">${esc(fitText(m.display, 64, 456))}</text>
<text x="${x + 32}" y="515" font-size="28" fill="#93c5fd">${esc(fitText(m.label, 28, 456))}</text>`;
    })
    .join('\n');
  const host = view.url.replace(/^https?:\/\//, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="Inter">
<rect width="${W}" height="${H}" fill="#0f172a"/>
<rect width="${W}" height="12" fill="#2563eb"/>
<text x="64" y="96" font-size="28" font-weight="700" letter-spacing="3" fill="#93c5fd">DUGOUT · RECRUITING PROFILE</text>
<text x="64" y="${190 + Math.round(nameSize / 3)}" font-size="${nameSize}" font-weight="700" fill="#ffffff">${esc(name)}</text>
${facts ? `<text x="64" y="300" font-size="40" fill="#e2e8f0">${esc(fitText(facts, 40, textW))}</text>` : ''}
${school ? `<text x="64" y="352" font-size="30" fill="#94a3b8">${esc(fitText(school, 30, textW))}</text>` : ''}
${cards}
<text x="64" y="598" font-size="24" fill="#94a3b8">${esc(fitText(host, 24, textW))}</text>
</svg>`;
}

/** The preview PNG, 1200×630, of an SVG made by previewSvg. */
async function renderSvg(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, {
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' },
    fitTo: { mode: 'original' },
  });
  return image.asPng();
}

/** The preview PNG, 1200×630 (drawn anew). */
export const renderProfilePreview = (view: PublicProfileView): Promise<Buffer> => renderSvg(previewSvg(view));

/**
 * Previews already drawn, keyed by the SVG's hash: building the SVG costs microseconds, drawing it tens of
 * milliseconds, and the key changes with anything the image shows (a new metric, a new handle) and nothing else (the
 * view's updatedAt alone would miss a new metric). Bounded: the oldest entry leaves past PREVIEW_CACHE_MAX.
 */
const PREVIEW_CACHE_MAX = 200;
const previews = new Map<string, Promise<Buffer>>();

export function cachedProfilePreview(view: PublicProfileView): Promise<Buffer> {
  const svg = previewSvg(view);
  const key = createHash('sha256').update(svg).digest('base64url');
  const hit = previews.get(key);
  if (hit) return hit;
  const made = renderSvg(svg);
  previews.set(key, made);
  made.catch(() => previews.delete(key));
  if (previews.size > PREVIEW_CACHE_MAX) previews.delete(previews.keys().next().value!);
  return made;
}
