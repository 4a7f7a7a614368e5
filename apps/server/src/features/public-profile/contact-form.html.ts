import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SCHOOL_MAX,
  type PublicProfileView,
  publicProfileMessages as msg,
} from '@dugout/domain/public-profile';

/** A program the coach may mean, offered as a radio button when the typed name is not exactly one program's. */
export interface SchoolChoice {
  schoolId: number;
  schoolName: string;
  /** e.g. 'D1, NC' */
  detail: string;
}

/** What the contact form shows: the values sent back with each field's error, or the thank-you after a send. */
export interface ContactFormState {
  values?: Record<string, string>;
  /** Each field's error by field name; `_` is the form's own (too fast, rate limited). */
  errors?: Record<string, string>;
  sent?: boolean;
  /** The form's signed start time (contact.service.ts contactFormState); the page renders it as a hidden field. */
  startToken?: string;
  /** Programs to pick from when the typed school name matched several or none exactly. */
  schoolChoices?: SchoolChoice[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One labelled field with its error next to it (aria-describedby, aria-invalid). */
function field(
  state: ContactFormState,
  opts: { name: string; label: string; input: (attrs: string) => string; hint?: string },
): string {
  const id = `c-${opts.name}`;
  const error = state.errors?.[opts.name];
  const described = [opts.hint ? `${id}-h` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ');
  const attrs = `id="${id}" name="${opts.name}"${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true"' : ''}`;
  return (
    `<p class="pc-f"><label for="${id}">${opts.label}</label>` +
    (opts.hint ? `<span class="pc-h" id="${id}-h">${opts.hint}</span>` : '') +
    opts.input(attrs) +
    (error ? `<span class="err" id="${id}-e">${escapeHtml(error)}</span>` : '') +
    '</p>'
  );
}

/**
 * The contact form's HTML for the public page (escaped; no e-mail address or phone number of the player in it). It
 * works without JavaScript: the school is a text field the server resolves, or a choice of programs it offers back;
 * contactFormScript adds the college picker's suggestions (docs/decisions/0068-profile-contact-form.md).
 */
export function renderContactForm(view: PublicProfileView, state: ContactFormState = {}): string {
  const first = escapeHtml(view.name.split(/\s+/)[0] || view.name);
  const head = `<section class="pc" id="contact" aria-labelledby="pc-t"><h2 id="pc-t">Contact ${first}</h2>`;
  if (state.sent) return `${head}<p class="ok" role="status">${escapeHtml(msg.contactSent)}</p></section>`;
  const v = (name: string) => escapeHtml(state.values?.[name] ?? '');
  const formError = state.errors?._;
  const choices = state.schoolChoices ?? [];
  const school = choices.length
    ? `<fieldset class="pc-f"${state.errors?.schoolId ? ' aria-describedby="c-schoolId-e"' : ''}><legend>${escapeHtml(msg.contactSchoolPick)}</legend>` +
      choices
        .map(
          (c, i) =>
            `<label><input type="radio" name="schoolId" value="${c.schoolId}"${i === 0 ? ' required' : ''}> ${escapeHtml(c.schoolName)}${c.detail ? ` <small>(${escapeHtml(c.detail)})</small>` : ''}</label>`,
        )
        .join('') +
      (state.errors?.schoolId
        ? `<span class="err" id="c-schoolId-e">${escapeHtml(state.errors.schoolId)}</span>`
        : '') +
      `<input type="hidden" name="school" value="${v('school')}"></fieldset>`
    : field(state, {
        name: 'school',
        label: 'School',
        hint: 'Your program’s name, e.g. Duke',
        input: (a) =>
          `<input ${a} required maxlength="${CONTACT_SCHOOL_MAX}" autocomplete="organization" list="c-school-l" value="${v('school')}"><datalist id="c-school-l"></datalist><input type="hidden" id="c-schoolId" name="schoolId" value="${v('schoolId')}">`,
      });
  return (
    head +
    `<p>For college coaches. ${first} gets your message in Dugout and will reply from their own e-mail.</p>` +
    (formError ? `<p class="err" role="alert">${escapeHtml(formError)}</p>` : '') +
    `<form method="post" action="/p/${encodeURIComponent(view.handle)}/contact#contact">` +
    field(state, {
      name: 'name',
      label: 'Your name',
      input: (a) => `<input ${a} required maxlength="120" autocomplete="name" value="${v('name')}">`,
    }) +
    school +
    field(state, {
      name: 'title',
      label: 'Title (optional)',
      input: (a) => `<input ${a} maxlength="80" autocomplete="organization-title" value="${v('title')}">`,
    }) +
    field(state, {
      name: 'email',
      label: 'Your e-mail',
      input: (a) => `<input ${a} type="email" required maxlength="254" autocomplete="email" value="${v('email')}">`,
    }) +
    field(state, {
      name: 'message',
      label: 'Message',
      input: (a) => `<textarea ${a} required maxlength="${CONTACT_MESSAGE_MAX}" rows="5">${v('message')}</textarea>`,
    }) +
    // The honeypot: people never see or reach it; a bot that fills every field does.
    `<p class="pc-hp" aria-hidden="true"><label for="c-website">Website</label><input id="c-website" name="website" tabindex="-1" autocomplete="off"></p>` +
    `<input type="hidden" name="started" value="${escapeHtml(state.startToken ?? '')}">` +
    '<button type="submit">Send message</button></form></section>'
  );
}

/**
 * The form's few style rules, for the page's style sheet (errors and the thank-you use its `.err` and `.ok`): the
 * honeypot off screen (the page's CSP allows no inline style), radio buttons at their own width, hints muted.
 */
export const contactFormCss =
  '.pc-hp{position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden}.pc-h{font-size:.875rem;color:#475569}' +
  'fieldset.pc-f label{font-weight:400}fieldset.pc-f input{width:auto;margin-right:.5rem}';

/**
 * The form's progressive script: suggestions for the school from the public college search (/api/colleges), and the
 * chosen program's id in the hidden field (cleared when the text no longer names it; a name two programs share is left
 * to the server, which offers both). No inline handler: the page emits it once, CSP-friendly.
 */
export const contactFormScript =
  "(()=>{const i=document.getElementById('c-school'),h=document.getElementById('c-schoolId'),l=document.getElementById('c-school-l');" +
  'if(!i||!h||!l)return;let t,m=new Map();const pick=()=>{h.value=m.get(i.value)||""};' +
  "i.addEventListener('input',()=>{pick();clearTimeout(t);const q=i.value.trim();if(q.length<2)return;" +
  "t=setTimeout(async()=>{try{const r=await fetch('/api/colleges?pageSize=8&q='+encodeURIComponent(q));if(!r.ok)return;" +
  'const d=await r.json();m=new Map();l.replaceChildren(...d.results.map(s=>{m.set(s.schoolName,m.has(s.schoolName)?"":String(s.schoolId));' +
  "const o=document.createElement('option');o.value=s.schoolName;o.label=[s.division,s.state].filter(Boolean).join(', ');return o}));pick()}catch{}},200)})})();";
