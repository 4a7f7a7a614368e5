import { createHash } from 'node:crypto';
import { sourceSentence } from '@dugout/domain/metrics-sources';
import {
  publicProfileMessages as msg,
  type ProfileSectionKey,
  type PublicProfileView,
} from '@dugout/domain/public-profile';
import { formatScore } from '@dugout/domain/scoring';
import { formatHeight, formatShortDate, formatWeight } from '@dugout/domain/shared';
import { contactFormCss, contactFormScript, renderContactForm, type ContactFormState } from './contact-form.html.ts';

/**
 * The public page's HTML (docs/decisions/0065-public-profile.md): server-rendered, readable without JavaScript, one
 * inline style sheet (the web app's colours and type) and one tiny script that loads a video player only on click —
 * no third-party request before that. Every text is escaped; the view carries no e-mail address or phone number.
 */

/** Escapes text for HTML content and quoted attribute values. */
export const esc = (s: string | number | null | undefined): string =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// The web app's tokens (apps/web/src/index.css: brand blues, Tailwind's slate, the system font stack).
const CSS = `:root{--b6:#1d4ed8;--b7:#1e40af;--b50:#eff6ff;--s9:#0f172a;--s6:#475569;--s2:#e2e8f0;--s50:#f8fafc}
*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--s9);background:var(--s50)}
a{color:var(--b7)}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:2px solid var(--b6);outline-offset:2px}
.wrap{max-width:56rem;margin:0 auto;padding:1rem}
.pv{background:#fef3c7;color:#78350f;text-align:center;padding:.5rem 1rem;font-weight:600}
header.hero{background:#fff;border-bottom:1px solid var(--s2)}
.hero .wrap{display:flex;gap:1rem;align-items:center;flex-wrap:wrap}
.photo{width:96px;height:96px;border-radius:50%;object-fit:cover;background:var(--s2)}
h1{font-size:1.75rem;line-height:1.2;margin:0}h2{font-size:1.15rem;margin:0 0 .75rem}
.sub{color:var(--s6);margin:.25rem 0 0}.who{flex:1 1 16rem}
.btn{display:inline-block;background:var(--b7);color:#fff;text-decoration:none;border:0;border-radius:.5rem;padding:.6rem 1rem;font:inherit;font-weight:600;cursor:pointer}
.btn:hover{background:var(--b6)}.btn2{background:#fff;color:var(--b7);border:1px solid var(--b7);padding:.35rem .75rem}
.tag{display:inline-block;background:var(--b50);color:var(--b7);border-radius:999px;padding:.1rem .6rem;font-size:.875rem;font-weight:600}
section{background:#fff;border:1px solid var(--s2);border-radius:.75rem;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:0}
dt{color:var(--s6);font-size:.875rem}dd{margin:0;font-weight:600}
.tw{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:.9375rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid var(--s2);vertical-align:top}tr.m>*{border-bottom:0;padding-bottom:0}th{color:var(--s6);font-weight:600}
.src{color:var(--s6);font-size:.8125rem}ul.l{list-style:none;margin:0;padding:0}ul.l>li{padding:.5rem 0;border-bottom:1px solid var(--s2)}
ul.l>li:last-child{border-bottom:0}.vf{position:relative;aspect-ratio:16/9;margin-top:.5rem}.vf iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
footer{color:var(--s6);font-size:.875rem;text-align:center;padding:1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input,select,textarea{width:100%;font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem;background:#fff;color:var(--s9)}
.err{color:#b91c1c;font-size:.875rem}.ok{color:#166534;font-weight:600}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
${contactFormCss}`;

/** Loads the privacy-enhanced player of a video only when its button is clicked (no request to the provider before). */
const VIDEO_SCRIPT = `document.querySelectorAll('button[data-embed]').forEach(function(b){b.hidden=false;b.addEventListener('click',function(){var f=document.createElement('iframe');f.src=b.getAttribute('data-embed');f.title=b.getAttribute('data-title');f.allow='autoplay; encrypted-media; picture-in-picture; fullscreen';f.allowFullscreen=true;var d=document.createElement('div');d.className='vf';d.appendChild(f);b.replaceWith(d);});});`;

const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

/**
 * The page's own Content-Security-Policy (http/guard.ts keeps it for /p/*): only this style sheet and these scripts
 * by hash, the video providers' players as frames, forms to this site only.
 */
export const publicPageCsp = [
  "default-src 'none'",
  `script-src ${[VIDEO_SCRIPT, contactFormScript].filter(Boolean).map(sha).join(' ')}`,
  `style-src ${sha(CSS)}`,
  "img-src 'self' data: https:",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers of every /p/:handle answer (found or not): never cached, so turning the page off acts at once. */
export const publicPageHeaders = (): Record<string, string> => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': publicPageCsp,
});

const pageTexts = {
  downloadPdf: 'Download PDF',
  classOf: (y: number) => `Class of ${y}`,
  batsThrows: (b: string | null, t: string | null) => `Bats ${b ?? '—'} / Throws ${t ?? '—'}`,
  playHere: 'Play here',
  contact: 'Contact',
  footer: 'Recruiting profile on Dugout',
  updated: (d: string) => `Updated ${formatShortDate(d)}`,
  notFoundBody: 'This profile does not exist or is not public.',
  home: 'Go to Dugout',
} as const;

function head(title: string, description: string, robots: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><meta name="description" content="${esc(description)}"><meta name="robots" content="${robots}"><meta name="theme-color" content="#1e40af">${extra}<style>${CSS}</style></head>`;
}

/** One line about the player for titles and link previews: 'Class of 2027 · RHP · Riverside Demo High, TX'. */
export function summaryLine(view: PublicProfileView): string {
  return [
    view.classYear ? pageTexts.classOf(view.classYear) : null,
    view.positions.length ? view.positions.join(', ') : null,
    view.highSchool ? [view.highSchool.name, view.highSchool.state].filter(Boolean).join(', ') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function section(key: ProfileSectionKey, title: string, body: string): string {
  return `<section aria-labelledby="h-${key}"><h2 id="h-${key}">${esc(title)}</h2>${body}</section>`;
}

const dl = (items: Array<[string, string | null]>) =>
  `<dl>${items
    .filter(([, v]) => v !== null && v !== '')
    .map(([k, v]) => `<div><dt>${esc(k)}</dt><dd>${esc(v)}</dd></div>`)
    .join('')}</dl>`;

function sections(view: PublicProfileView, state: ContactFormState): string {
  const out: string[] = [];
  const a = view.academics;
  if (a)
    out.push(
      section(
        'academics',
        'Academics',
        dl([
          ['GPA', a.gpa !== null ? a.gpa.toFixed(2) : null],
          ['SAT', a.sat !== null ? String(a.sat) : null],
          ['ACT', a.act !== null ? String(a.act) : null],
          ['Intended major', a.intendedMajor],
        ]),
      ),
    );
  if (view.metrics.length)
    out.push(
      section(
        'metrics',
        'Latest metrics',
        // Three columns and the source on a row of its own below each value: a phone has no room for a fourth column.
        `<div class="tw"><table><thead><tr><th scope="col">Metric</th><th scope="col">Value</th><th scope="col">Measured</th></tr></thead><tbody>${view.metrics
          .map(
            (m) =>
              `<tr class="m"><th scope="row">${esc(m.label)}</th><td>${esc(m.display)}</td><td>${esc(formatShortDate(m.date))}</td></tr><tr><td colspan="3" class="src">Source: ${esc(sourceSentence(m.source))}</td></tr>`,
          )
          .join('')}</tbody></table></div>`,
      ),
    );
  if (view.score)
    out.push(
      section(
        'score',
        'Dugout score',
        `<p><strong>${esc(formatScore(view.score.score))}</strong>${view.score.bestPosition ? ` at ${esc(view.score.bestPosition)} (best position)` : ''}</p>`,
      ),
    );
  if (view.benchmarks.length) {
    const source = view.benchmarks[0]!.source;
    out.push(
      section(
        'benchmarks',
        'Compared with division averages',
        `<div class="tw"><table><thead><tr><th scope="col">Metric</th><th scope="col">Player</th><th scope="col">Level</th><th scope="col">Average</th></tr></thead><tbody>${view.benchmarks
          .map(
            (b) =>
              `<tr><th scope="row">${esc(b.label)}</th><td>${esc(b.player)}</td><td>${esc(b.division)}</td><td>${esc(b.mean)}</td></tr>`,
          )
          .join('')}</tbody></table></div><p class="src">Averages: ${esc(source)}</p>`,
      ),
    );
  }
  if (view.videos.length)
    out.push(
      section(
        'videos',
        'Highlight videos',
        `<ul class="l">${view.videos
          .map(
            (v) =>
              `<li><a href="${esc(v.url)}" rel="noopener nofollow">${esc(v.title)}</a>${v.embedUrl ? ` <button type="button" class="btn btn2" hidden data-embed="${esc(v.embedUrl)}" data-title="${esc(v.title)}" aria-label="${esc(`${pageTexts.playHere}: ${v.title}`)}">${pageTexts.playHere}</button>` : ''}</li>`,
          )
          .join('')}</ul>`,
      ),
    );
  if (view.events.length)
    out.push(
      section(
        'events',
        'Upcoming events',
        `<ul class="l">${view.events
          .map(
            (e) =>
              `<li><strong>${esc(e.name)}</strong> — ${esc(formatShortDate(e.date))}${e.organiser ? `, ${esc(e.organiser)}` : ''}</li>`,
          )
          .join('')}</ul>`,
      ),
    );
  if (view.coachReference)
    out.push(
      section(
        'coachReference',
        'Coach reference',
        `<p>${esc(view.coachReference.coachName)}, ${esc(view.coachReference.teamName)}</p><p class="src">Reach the coach and the player through the contact form below.</p>`,
      ),
    );
  const form = renderContactForm(view, state);
  if (form) out.push(form);
  return out.join('');
}

/**
 * The whole page for a view: H1 (this file), H4's contact form inside it (its POST handler re-renders with `contact`
 * holding the values, errors or the thank-you). `preview` marks the owner's own look at it.
 */
export function renderPublicPage(
  view: PublicProfileView,
  opts: { contact?: ContactFormState; preview?: boolean } = {},
): string {
  const line = summaryLine(view);
  const title = `${view.name}${line ? ` — ${line}` : ''}`;
  const description = `${view.name}'s recruiting profile${line ? `: ${line}` : ''}.`;
  const image = `${view.url}/preview.png`;
  const og = [
    ['og:type', 'profile'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', view.url],
    ['og:image', image],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:image:alt', `${view.name}, ${line}`],
    ['og:site_name', 'Dugout'],
  ]
    .map(([p, c]) => `<meta property="${p}" content="${esc(c)}">`)
    .join('');
  const tw = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', title],
    ['twitter:description', description],
    ['twitter:image', image],
  ]
    .map(([n, c]) => `<meta name="${n}" content="${esc(c)}">`)
    .join('');
  const robots = view.indexable && !opts.preview ? 'index, follow' : 'noindex';
  const facts = [
    view.bats || view.throws ? pageTexts.batsThrows(view.bats, view.throws) : null,
    view.heightInches ? formatHeight(view.heightInches) : null,
    view.weightLbs ? formatWeight(view.weightLbs) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const team = view.travelTeam
    ? `${view.travelTeam.name}${view.travelTeam.ageGroup && !view.travelTeam.name.includes(view.travelTeam.ageGroup) ? ` (${view.travelTeam.ageGroup})` : ''}`
    : null;
  const commitment = view.commitment
    ? `<span class="tag">${esc(view.commitment.status === 'Committed' ? `Committed to ${view.commitment.collegeName}` : view.commitment.status)}</span>`
    : '';
  const scripts = [VIDEO_SCRIPT, contactFormScript]
    .filter(Boolean)
    .map((s) => `<script>${s}</script>`)
    .join('');
  return `${head(title, description, robots, `<link rel="canonical" href="${esc(view.url)}">${og}${tw}`)}<body>${
    opts.preview ? `<p class="pv" role="status">${esc(msg.previewBanner)}</p>` : ''
  }<header class="hero"><div class="wrap">${
    view.photoUrl
      ? `<img class="photo" src="${esc(view.photoUrl)}" alt="${esc(view.name)}" width="96" height="96">`
      : ''
  }<div class="who"><h1>${esc(view.name)}</h1>${line ? `<p class="sub">${esc(line)}</p>` : ''}${
    facts ? `<p class="sub">${esc(facts)}</p>` : ''
  }${team ? `<p class="sub">Travel team: ${esc(team)}</p>` : ''}${commitment ? `<p class="sub">${commitment}</p>` : ''}</div><a class="btn" href="/p/${esc(view.handle)}/profile.pdf">${pageTexts.downloadPdf}</a></div></header><main class="wrap">${sections(
    view,
    opts.contact ?? {},
  )}</main><footer>${esc(pageTexts.footer)} · ${esc(pageTexts.updated(view.updatedAt))}</footer>${scripts}</body></html>`;
}

/** The one 404 page: the same status and bytes for no such handle, a page that is off, and one held back. */
export const notFoundPage = `${head(`${msg.notFound} — Dugout`, msg.notFound, 'noindex')}<body><main class="wrap"><h1>${esc(
  msg.notFound,
)}</h1><p>${esc(pageTexts.notFoundBody)}</p><p><a href="/">${esc(pageTexts.home)}</a></p></main></body></html>`;
