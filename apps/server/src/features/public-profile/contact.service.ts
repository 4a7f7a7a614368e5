import { createHmac, timingSafeEqual } from 'node:crypto';
import { collegeSearchQuerySchema, searchCollegeList, type SearchableCollege } from '@dugout/domain/colleges';
import { CONTACT_MIN_FILL_MS, type ContactForm } from '@dugout/domain/public-profile';
import type { AppDeps } from '../../deps-types.ts';
import { notify } from '../../services/notifications/notify.ts';
import { loadSearchList } from '../colleges/index.ts';
import { createLog } from '../contact-log/index.ts';
import { trackSchoolIfMissing } from '../tracker/index.ts';
import type { ContactFormState, SchoolChoice } from './contact-form.html.ts';

/**
 * The contact form for college coaches on the public page (docs/decisions/0068-profile-contact-form.md): the signed
 * start time, the school's resolution from what the coach typed, and a submission's writes in one transaction.
 */

/** A start time older than this is refused like a too-fast one (the form comes back with a fresh one). */
export const CONTACT_START_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** How many programs the form offers to pick from when the typed name is not one program's exact name. */
export const SCHOOL_CHOICES_MAX = 8;

const secretOf = async (deps: Pick<AppDeps, 'auth'>) => (await deps.auth.$context).secret;
/** A key of its own for this purpose, so a start token can never stand in for a session cookie's signature. */
const sign = (secret: string, payload: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('dugout contact-start v1').digest())
    .update(payload)
    .digest('base64url');

/** The form's start token: the time it was rendered and its HMAC with the app's secret (`<ms>.<signature>`). */
export async function contactStartToken(deps: Pick<AppDeps, 'auth'>, now = Date.now()): Promise<string> {
  const at = String(Math.floor(now));
  return `${at}.${sign(await secretOf(deps), at)}`;
}

/** The contact form's state for a fresh page (its signed start time): what the page passes to renderContactForm. */
export async function contactFormState(deps: Pick<AppDeps, 'auth'>, now = Date.now()): Promise<ContactFormState> {
  return { startToken: await contactStartToken(deps, now) };
}

/**
 * Whether a posted start token is genuine and old enough: 'ok', or 'tooFast' for a forged, malformed, expired or
 * too recent one (all answered alike: the form comes back with a fresh token and a human sends it again).
 */
export async function checkContactStart(
  deps: Pick<AppDeps, 'auth'>,
  token: string | undefined,
  now = Date.now(),
): Promise<'ok' | 'tooFast'> {
  const m = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!m) return 'tooFast';
  const expected = Buffer.from(sign(await secretOf(deps), m[1]!));
  const given = Buffer.from(m[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tooFast';
  const age = now - Number(m[1]);
  return age >= CONTACT_MIN_FILL_MS && age <= CONTACT_START_MAX_AGE_MS ? 'ok' : 'tooFast';
}

export type SchoolResolution =
  { kind: 'school'; school: SearchableCollege } | { kind: 'pick'; choices: SchoolChoice[] } | { kind: 'none' };

const choice = (s: Pick<SearchableCollege, 'schoolId' | 'schoolName' | 'division' | 'state'>): SchoolChoice => ({
  schoolId: s.schoolId,
  schoolName: s.schoolName,
  detail: [s.division, s.state].filter(Boolean).join(', '),
});

/**
 * The program the coach means: the id the picker's script chose (when it is a program), else the one program whose
 * name (or full name) is exactly the typed text, case-insensitive; else up to SCHOOL_CHOICES_MAX programs the college
 * search finds for the text, to pick from; else none. Reads the college search's cached list (no query per post).
 */
export async function resolveSchool(
  deps: Pick<AppDeps, 'readDb'>,
  input: { school: string; schoolId?: number },
): Promise<SchoolResolution> {
  const list = await loadSearchList(deps.readDb);
  if (input.schoolId !== undefined) {
    const byId = list.find((s) => s.schoolId === input.schoolId);
    return byId ? { kind: 'school', school: byId } : { kind: 'none' };
  }
  const typed = input.school.trim().toLowerCase();
  if (!typed) return { kind: 'none' };
  const exact = list.filter(
    (s) => s.schoolName.trim().toLowerCase() === typed || s.fullName?.trim().toLowerCase() === typed,
  );
  if (exact.length === 1) return { kind: 'school', school: exact[0]! };
  if (exact.length > 1) return { kind: 'pick', choices: exact.slice(0, SCHOOL_CHOICES_MAX).map(choice) };
  const query = collegeSearchQuerySchema.safeParse({ q: input.school.slice(0, 100), pageSize: SCHOOL_CHOICES_MAX });
  if (!query.success) return { kind: 'none' };
  const found = searchCollegeList(list, query.data, null).results;
  return found.length ? { kind: 'pick', choices: found.map(choice) } : { kind: 'none' };
}

/** At most this much of the message goes into the notification (all of it is in the contact log). */
const NOTICE_MESSAGE_MAX = 600;

/**
 * A coach's message, in ONE transaction: the contact log entry on the school for the player (method 'Email', the
 * coach's e-mail as contact info, the message as discussion notes, today's date), the school added to the player's
 * tracker when missing, and the notification (in-app row and outbox e-mail, copies to guardians, a minor's e-mail per
 * 'email_child' consent) linking to the school's contact log. The player's own e-mail is never part of any answer.
 */
export async function submitContact(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  ownerId: string,
  school: { schoolId: number; schoolName: string },
  form: ContactForm,
  now = new Date(),
): Promise<void> {
  const who = form.title ? `${form.name}, ${form.title},` : form.name;
  const message =
    form.message.length > NOTICE_MESSAGE_MAX ? `${form.message.slice(0, NOTICE_MESSAGE_MAX)}…` : form.message;
  const deliver = await deps.db.transaction(async (tx) => {
    await createLog(tx, ownerId, school.schoolId, {
      contactName: form.name,
      contactTitle: form.title || null,
      contactDate: now.toISOString().slice(0, 10),
      contactMethod: 'Email',
      contactInfo: form.email,
      discussionNotes: form.message,
    });
    await trackSchoolIfMissing(tx, ownerId, school.schoolId);
    return notify(
      deps,
      {
        userId: ownerId,
        kind: 'profile_contact',
        title: `${school.schoolName}: a message from ${form.name}`,
        body: `${who} of ${school.schoolName} wrote to you through your public profile. It is in your contact log for ${school.schoolName}; reply from your own e-mail to ${form.email}.\n\n“${message}”`,
        link: `/college/${school.schoolId}`,
      },
      tx,
    );
  });
  await deliver();
}
