import { createHash } from 'node:crypto';
import type PDFKitDocument from 'pdfkit';
import type QRCodeLib from 'qrcode';
import { sourceSentence } from '@dugout/domain/metrics-sources';
import {
  academicsLine,
  clip,
  PDF_ROWS_MAX,
  profileFactsLine,
  publicProfileMessages as msg,
  toWinAnsi,
  type PublicProfileView,
} from '@dugout/domain/public-profile';
import { formatShortDate } from '@dugout/domain/shared';

/**
 * The one-page PDF of a public profile (docs/decisions/0066-profile-documents.md), drawn with pdfkit from the page's
 * own view: real text in the built-in Helvetica (selectable, searchable; no font file embedded, ~10 ms a document),
 * the QR code to the profile drawn as vector squares. Every line is measured and cut to its column, every list stops
 * at PDF_ROWS_MAX and at the page's end ("More on the profile page"): whatever the data, one US Letter page.
 */

const PAGE = { width: 612, height: 792 };
const M = 40; // side and top margin
const RIGHT = PAGE.width - M;
const WIDTH = RIGHT - M;
/** Lists stop above this line; the coach reference and the footer have their places below the lists. */
const FOOTER_Y = PAGE.height - 34;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#1d4ed8';
const RULE = '#d1d5db';

type Doc = PDFKit.PDFDocument;
type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

export interface ProfilePdfOptions {
  /** The address the QR code and the links lead to (the page's absolute URL). */
  profileUrl: string;
  /** The profile photo's bytes (JPEG or PNG); left out when absent or unreadable. */
  photo?: Uint8Array | null;
}

/** Cuts `text` (already in the font's characters) to fit `width` points at the current font and size, with '…'. */
function fitTo(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid).trimEnd()}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return lo === 0 ? '' : `${text.slice(0, lo).trimEnd()}…`;
}

/** `text` in at most two lines of `width` points (broken at a space), the second cut with '…' when still too long. */
function twoLines(doc: Doc, text: string, width: number): string[] {
  if (doc.widthOfString(text) <= width) return [text];
  const words = text.split(' ');
  let first = '';
  let i = 0;
  for (; i < words.length; i++) {
    const next = first ? `${first} ${words[i]}` : words[i]!;
    if (doc.widthOfString(next) > width) break;
    first = next;
  }
  if (!first) return [fitTo(doc, text, width)]; // one unbreakable word: cut it
  return [first, fitTo(doc, words.slice(i).join(' '), width)];
}

/** One line of text at (x, y), cut to `width`; never wraps, never adds a page. */
function line(
  doc: Doc,
  raw: string,
  x: number,
  y: number,
  width: number,
  opts: { font?: FontName; size?: number; color?: string; link?: string; align?: 'left' | 'center' | 'right' } = {},
) {
  doc
    .font(opts.font ?? 'Helvetica')
    .fontSize(opts.size ?? 9.5)
    .fillColor(opts.color ?? INK);
  const text = fitTo(doc, toWinAnsi(raw), width);
  if (!text) return;
  doc.text(text, x, y, { width, lineBreak: false, align: opts.align ?? 'left', link: opts.link ?? null });
}

/** The QR code of `url` as filled squares (one rectangle per run of dark modules), `size` points wide, quiet zone in. */
function qrCode(doc: Doc, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const cell = size / (n + 8); // 4 modules of quiet zone each side
  const x0 = x + 4 * cell;
  const y0 = y + 4 * cell;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!modules.get(r, c)) continue;
      let end = c;
      while (end + 1 < n && modules.get(r, end + 1)) end++;
      // A hair of overlap so adjacent squares never show a seam when printed.
      doc.rect(x0 + c * cell, y0 + r * cell, (end - c + 1) * cell + 0.05, cell + 0.05);
      c = end;
    }
  }
  doc.fillColor('#000000').fill();
}

/** A section's heading with a rule under it; returns the y below it. */
function heading(doc: Doc, title: string, y: number): number {
  line(doc, title.toUpperCase(), M, y, WIDTH, { font: 'Helvetica-Bold', size: 9, color: ACCENT });
  doc
    .moveTo(M, y + 12)
    .lineTo(RIGHT, y + 12)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  return y + 17;
}

interface Column {
  title: string;
  width: number;
}

/**
 * A table of `rows` under a heading, as many rows as fit above `limit`; when some are left out, a last line says the
 * page has them. Returns the y below the table (unchanged when not even the heading and one row fit).
 */
function table(
  doc: Doc,
  title: string,
  columns: Column[],
  rows: string[][],
  total: number,
  y: number,
  limit: number,
): number {
  const rowH = 12.5;
  const size = 8.5;
  if (!rows.length || y + 17 + 2 * rowH > limit) return y;
  y = heading(doc, title, y);
  let x = M;
  for (const col of columns) {
    line(doc, col.title, x, y, col.width - 6, { font: 'Helvetica-Bold', size: 8, color: MUTED });
    x += col.width;
  }
  y += rowH;
  let shown = 0;
  const last = columns.length - 1;
  for (const row of rows) {
    // The last column (the source) may take two lines; the others one, cut to their width.
    doc.font('Helvetica').fontSize(size);
    const lastLines = twoLines(doc, toWinAnsi(row[last] ?? ''), columns[last]!.width - 6);
    const h = rowH * lastLines.length + 2;
    if (y + h + (shown + 1 < total ? rowH : 0) > limit) break;
    x = M;
    row.forEach((cell, i) => {
      const w = columns[i]!.width - 6;
      if (i === last) lastLines.forEach((l, k) => line(doc, l, x, y + k * rowH, w, { size, color: MUTED }));
      else line(doc, cell, x, y, w, { font: i === 0 ? 'Helvetica-Bold' : 'Helvetica', size });
      x += columns[i]!.width;
    });
    y += h;
    shown++;
  }
  if (shown < total) {
    line(doc, `${msg.pdfMoreOnPage} (${total - shown} more)`, M, y, WIDTH, {
      font: 'Helvetica-Oblique',
      size: 8,
      color: MUTED,
    });
    y += rowH;
  }
  return y + 8;
}

/** A list of single lines (optionally linked) under a heading, as many as fit above `limit`. */
function list(
  doc: Doc,
  title: string,
  items: Array<{ text: string; link?: string }>,
  total: number,
  y: number,
  limit: number,
): number {
  const rowH = 13;
  if (!items.length || y + 17 + rowH > limit) return y;
  y = heading(doc, title, y);
  let shown = 0;
  for (const item of items) {
    if (y + rowH + (shown + 1 < total ? rowH : 0) > limit) break;
    line(doc, item.text, M, y, WIDTH, { size: 9, color: item.link ? ACCENT : INK, link: item.link });
    y += rowH;
    shown++;
  }
  if (shown < total) {
    line(doc, `${msg.pdfMoreOnPage} (${total - shown} more)`, M, y, WIDTH, {
      font: 'Helvetica-Oblique',
      size: 8,
      color: MUTED,
    });
    y += rowH;
  }
  return y + 8;
}

/** Draws the page; the caller ends the document. */
function draw(doc: Doc, view: PublicProfileView, opts: ProfilePdfOptions) {
  const url = opts.profileUrl;
  // ---- header: photo | name and facts | QR code
  const qrSize = 92;
  const qrX = RIGHT - qrSize;
  qrCode(doc, url, qrX, M - 6, qrSize);
  line(doc, msg.pdfScan, qrX - 8, M + qrSize - 6, qrSize + 16, { size: 7, color: MUTED, align: 'center' });

  let textX = M;
  if (opts.photo?.length) {
    try {
      doc.image(Buffer.from(opts.photo), M, M, { fit: [80, 100], align: 'center' });
      textX = M + 92;
    } catch {
      // An image pdfkit cannot read (a GIF, a broken file): the page without the photo.
    }
  }
  const textW = qrX - 14 - textX;
  line(doc, msg.pdfTitle.toUpperCase(), textX, M, textW, { font: 'Helvetica-Bold', size: 8, color: ACCENT });
  // The name: 22 pt, smaller for a long one (down to 15), cut only past that.
  let size = 22;
  doc.font('Helvetica-Bold');
  const name = toWinAnsi(view.name);
  while (size > 15 && doc.fontSize(size).widthOfString(name) > textW) size -= 1;
  line(doc, name, textX, M + 12, textW, { font: 'Helvetica-Bold', size });
  let y = M + 40;
  const facts = profileFactsLine(view);
  if (facts) {
    line(doc, facts, textX, y, textW, { size: 10 });
    y += 14;
  }
  const school = view.highSchool ? [view.highSchool.name, view.highSchool.state].filter(Boolean).join(', ') : '';
  const team = view.travelTeam
    ? `Travel team: ${view.travelTeam.name}${view.travelTeam.ageGroup ? ` (${view.travelTeam.ageGroup})` : ''}`
    : '';
  const schoolLine = [school, team].filter(Boolean).join(' · ');
  if (schoolLine) {
    line(doc, schoolLine, textX, y, textW, { size: 9.5, color: MUTED });
    y += 13;
  }
  if (view.commitment) {
    line(doc, `Commitment: ${view.commitment.collegeName} (${view.commitment.status})`, textX, y, textW, {
      size: 9.5,
      font: 'Helvetica-Bold',
    });
    y += 13;
  }
  line(doc, url, textX, y, textW, { size: 9, color: ACCENT, link: url });
  y += 13;
  y = Math.max(y, M + (opts.photo?.length && textX > M ? 100 : 0), M + qrSize + 6) + 12;

  // ---- the coach reference has its place kept at the bottom, above the footer
  const coach = view.coachReference;
  const coachH = coach ? 44 : 0;
  const limit = FOOTER_Y - coachH - 6;

  // ---- academics and score
  const academics = academicsLine(view.academics);
  if (academics && y + 32 < limit) {
    y = heading(doc, 'Academics', y);
    line(doc, academics, M, y, WIDTH, { size: 9.5 });
    y += 21;
  }

  // ---- metrics with their dates and sources
  const metricRows = view.metrics
    .slice(0, PDF_ROWS_MAX.metrics)
    .map((m) => [m.label, m.display, formatShortDate(m.date), sourceSentence(m.source)]);
  y = table(
    doc,
    'Latest metrics',
    [
      { title: 'Metric', width: 100 },
      { title: 'Value', width: 62 },
      { title: 'Date', width: 70 },
      { title: 'Source', width: WIDTH - 232 },
    ],
    metricRows,
    view.metrics.length,
    y,
    limit,
  );
  if (view.score && y + 30 < limit) {
    line(doc, `Dugout score ${view.score.score} · best position ${view.score.bestPosition}`, M, y - 2, WIDTH, {
      size: 9.5,
      font: 'Helvetica-Bold',
    });
    y += 16;
  }
  const benchRows = view.benchmarks
    .slice(0, PDF_ROWS_MAX.benchmarks)
    .map((b) => [b.label, b.player, `${b.division} mean ${b.mean}`, b.source]);
  y = table(
    doc,
    'Division benchmarks',
    [
      { title: 'Metric', width: 100 },
      { title: 'Player', width: 62 },
      { title: 'Division', width: 120 },
      { title: 'Source', width: WIDTH - 282 },
    ],
    benchRows,
    view.benchmarks.length,
    y,
    limit,
  );

  // ---- highlight videos (links) and upcoming events
  const videos = view.videos.slice(0, PDF_ROWS_MAX.videos).map((v) => ({
    text: `${clip(v.title || v.provider, 60)}: ${v.url}`,
    link: v.url,
  }));
  y = list(doc, 'Highlight videos', videos, view.videos.length, y, limit);
  const events = view.events.slice(0, PDF_ROWS_MAX.events).map((e) => ({
    text: [formatShortDate(e.date), e.name, e.organiser].filter(Boolean).join(' · '),
  }));
  list(doc, 'Upcoming events', events, view.events.length, y, limit);

  // ---- coach reference (contact only through the page's form) and the footer
  if (coach) {
    let cy = FOOTER_Y - coachH;
    cy = heading(doc, 'Coach reference', cy);
    line(doc, `${coach.coachName}, ${coach.teamName}. ${msg.pdfCoachContact}`, M, cy, WIDTH, { size: 9.5 });
  }
  doc
    .moveTo(M, FOOTER_Y + 6)
    .lineTo(RIGHT, FOOTER_Y + 6)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  line(doc, `Updated ${formatShortDate(view.updatedAt)} · ${url} · ${msg.pdfFooter}`, M, FOOTER_Y + 11, WIDTH, {
    size: 7.5,
    color: MUTED,
  });
}

/**
 * pdfkit and qrcode, loaded at the first PDF, not at start-up (~370 ms of a cold start's CPU:
 * docs/decisions/0073-cold-start-and-memory.md).
 */
let PDFDocument: typeof PDFKitDocument;
let QRCode: typeof QRCodeLib;
let loaded: Promise<void> | undefined;
const loadLibraries = () =>
  (loaded ??= Promise.all([import('pdfkit'), import('qrcode')]).then(([p, q]) => {
    PDFDocument = p.default;
    QRCode = q.default;
  }));

/** The profile's one-page PDF (US Letter). Pure: the same view and options give the same page. */
export async function renderProfilePdf(view: PublicProfileView, opts: ProfilePdfOptions): Promise<Buffer> {
  await loadLibraries();
  const doc = new PDFDocument({
    size: 'LETTER',
    // A bottom margin of 0: every line is placed by hand above the page's end, and pdfkit never adds a page for it.
    margins: { top: M, bottom: 0, left: M, right: M },
    info: {
      Title: toWinAnsi(`${view.name} - ${msg.pdfTitle}`),
      Author: 'Dugout',
      Subject: opts.profileUrl,
      // The view's date, not the clock's: the same view makes the same bytes (and the cache below can keep them).
      CreationDate: Number.isNaN(Date.parse(view.updatedAt)) ? new Date(0) : new Date(view.updatedAt),
    },
    compress: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc, view, opts);
  doc.end();
  return done;
}

/**
 * PDFs already made, keyed by a hash of everything drawn (the view, the URL, the photo's bytes): a document that did
 * not change is made once (~10–80 ms) and then served from memory. Bounded by bytes (a photo can make a PDF of a few
 * hundred KB): the oldest entries leave past PDF_CACHE_BYTES.
 */
const PDF_CACHE_BYTES = 16 * 1024 * 1024;
const pdfs = new Map<string, Buffer>();
let cachedBytes = 0;

export async function cachedProfilePdf(view: PublicProfileView, opts: ProfilePdfOptions): Promise<Buffer> {
  const hash = createHash('sha256').update(JSON.stringify([view, opts.profileUrl]));
  if (opts.photo) hash.update(opts.photo);
  const key = hash.digest('base64url');
  const hit = pdfs.get(key);
  if (hit) return hit;
  const pdf = await renderProfilePdf(view, opts);
  if (!pdfs.has(key) && pdf.length <= PDF_CACHE_BYTES / 4) {
    pdfs.set(key, pdf);
    cachedBytes += pdf.length;
    for (const [k, v] of pdfs) {
      if (cachedBytes <= PDF_CACHE_BYTES) break;
      pdfs.delete(k);
      cachedBytes -= v.length;
    }
  }
  return pdf;
}
