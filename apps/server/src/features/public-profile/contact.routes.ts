import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { contactFormSchema, publicProfileMessages as msg } from '@dugout/domain/public-profile';
import { AppError, findNulCharacter, inputMessages } from '@dugout/domain/shared';
import { clientIp } from '../../http/client-ip.ts';
import type { AppBindings } from '../../http/context.ts';
import { loggableError } from '../../logger.ts';
import type { ContactFormState } from './contact-form.html.ts';
import { checkContactStart, contactStartToken, resolveSchool, submitContact } from './contact.service.ts';
import { notFoundPage, publicPageHeaders, renderPublicPage } from './page.html.ts';
import { loadPublicView } from './view.service.ts';

/** The form's fields as posted; anything else in the body is ignored. */
const FIELDS = ['name', 'school', 'schoolId', 'title', 'email', 'message', 'website', 'started'] as const;
/** A form post is small: 2,000 characters of message, percent-encoded at most ×9 (a 3-byte character), and the rest. */
export const CONTACT_BODY_MAX = 24 * 1024;
/** Rate limits (docs/decisions/0068-profile-contact-form.md), counted in deps.rateLimitStore (Redis or memory). */
export const contactLimits = {
  /** Posts per client address per minute (every post to a live profile, errors included). */
  ip: { max: 10, windowMs: 60_000 },
  /** Messages per sender e-mail per minute, across every profile. */
  email: { max: 1, windowMs: 60_000 },
  /** Messages per profile per day. */
  profile: { max: 20, windowMs: 24 * 60 * 60_000 },
};

/** Every answer is the public page (or its 404) with the page's own headers: its CSP, never cached. */
function answer(c: Context<AppBindings>, html: string, status: 200 | 400 | 403 | 404 | 413 | 415 | 429 | 500) {
  return c.body(html, status, publicPageHeaders());
}

/** A refusal before the profile is known (other site, content type, size): a short page under the page's policy. */
const refusal = (text: string) =>
  notFoundPage.replace(/<main class="wrap">.*<\/main>/s, `<main class="wrap"><h1>${text}</h1></main>`);

const notFound = (c: Context<AppBindings>) => answer(c, notFoundPage, 404);

/** Only the app's own page may post the form: its Origin, else its Referer, else `Sec-Fetch-Site: same-origin`. */
function fromOwnPage(c: Context<AppBindings>, publicUrl: string): boolean {
  const own = new URL(publicUrl).origin;
  const origin = c.req.header('origin');
  if (origin) return origin === own;
  const referer = c.req.header('referer');
  if (referer) return referer.startsWith(`${own}/`);
  return c.req.header('sec-fetch-site') === 'same-origin';
}

/**
 * POST /p/:handle/contact: the contact form of the public page, an HTML form post (no JavaScript needed) answered
 * with the page again — the errors next to their fields (400), the programs to pick from (400), the limits (429) or
 * the thank-you (200). 404 alike for no such handle, a profile that is off and one the sharing gate holds back.
 */
export function contactFormRoutes(app: Hono<AppBindings>) {
  app.post(
    '/p/:handle/contact',
    bodyLimit({
      maxSize: CONTACT_BODY_MAX,
      onError: (c) => answer(c as Context<AppBindings>, refusal(msg.contactTooLarge), 413),
    }),
    async (c) => {
      const deps = c.get('deps');
      if (!fromOwnPage(c, deps.publicUrl)) return answer(c, refusal(msg.contactCrossSite), 403);
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/x-www-form-urlencoded') return answer(c, refusal(msg.contactFormType), 415);
      const handle = c.req.param('handle');
      const found = await loadPublicView(deps, handle.toLowerCase());
      if (!found) return notFound(c);
      const { view, ownerId } = found;

      const posted = new URLSearchParams(await c.req.text());
      const values: Record<string, string> = {};
      for (const f of FIELDS) values[f] = posted.get(f) ?? '';
      const show = (state: ContactFormState, status: 200 | 400 | 429 | 500) =>
        answer(c, renderPublicPage(view, { contact: state }), status);
      const { website, started, ...shown } = values;
      const now = Date.now();
      const startOk = (await checkContactStart(deps, started, now)) === 'ok';
      // Re-rendered, the form keeps a genuine start time (a correction need not wait again) or gets a fresh one.
      const startToken = startOk ? started : await contactStartToken(deps, now);
      const again = (errors: Record<string, string>, status: 400 | 429 | 500, extra: ContactFormState = {}) =>
        show({ values: shown, errors, startToken, ...extra }, status);

      const store = deps.rateLimitStore;
      const ip = clientIp(c, deps.env.TRUST_PROXY);
      const overLimit = async (key: string, limit: { max: number; windowMs: number }) => {
        const hit = await store.hit(key, limit.windowMs);
        if (hit.count <= limit.max) return false;
        c.header('Retry-After', String(Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000))));
        return true;
      };
      if (await overLimit(`contact:ip:${ip}`, contactLimits.ip)) return again({ _: msg.contactRateLimited }, 429);

      const nulAt = findNulCharacter(values);
      if (nulAt) return again({ [nulAt === 'schoolId' ? 'school' : nulAt]: inputMessages.nul }, 400);

      // The honeypot: a bot is told its message went out, and nothing is stored or sent.
      if (website) return show({ sent: true }, 200);
      if (!startOk) return again({ _: msg.contactTooFast }, 400);

      const parsed = contactFormSchema.safeParse(shown);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const key = String(issue.path[0] ?? '_');
          errors[key === 'schoolId' ? 'school' : key] ??= issue.message;
        }
        return again(errors, 400);
      }
      const form = parsed.data;
      const school = await resolveSchool(deps, form);
      if (school.kind === 'pick')
        return again({}, 400, { schoolChoices: school.choices, values: { ...shown, schoolId: '' } });
      if (school.kind === 'none')
        return again({ school: form.schoolId !== undefined ? msg.contactSchool : msg.contactSchoolNotFound }, 400, {
          values: { ...shown, schoolId: '' },
        });

      if (await overLimit(`contact:email:${form.email}`, contactLimits.email))
        return again({ _: msg.contactRateLimited }, 429);
      if (await overLimit(`contact:profile:${ownerId}`, contactLimits.profile))
        return again({ _: msg.contactProfileBusy }, 429);

      try {
        await submitContact(deps, ownerId, school.school, form);
      } catch (err) {
        if (err instanceof AppError && err.status < 500) return again({ _: err.message }, 400);
        deps.logger.error(
          { err: loggableError(err), path: c.req.path.slice(0, 200) },
          'contact form: the message could not be saved',
        );
        return again({ _: msg.contactFailed }, 500);
      }
      return show({ sent: true }, 200);
    },
  );
}
