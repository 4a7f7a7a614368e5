import { z } from 'zod';
import { emailField } from '../accounts/auth.contract.ts';
import { latestMetricSchema } from '../metrics-sources/sources.ts';
import { INT4_MAX, isRealIsoDate } from '../shared/fields.ts';
import { publicProfileMessages as msg } from './messages.ts';
import { parseVideoUrl, videoProviders } from './videos.ts';

/**
 * The public recruiting profile (docs/decisions/0065-public-profile.md): the player's settings, the page's view (one
 * value the HTML page, the PDF and the preview image all render), tracked links per school and the contact form.
 */

/** The page's sections in the page's order; the player turns each on or off. The name is always shown. */
export const profileSectionKeys = [
  'photo',
  'classYear',
  'positions',
  'batsThrows',
  'heightWeight',
  'highSchool',
  'travelTeam',
  'academics',
  'metrics',
  'score',
  'benchmarks',
  'videos',
  'events',
  'commitment',
  'coachReference',
] as const;
export type ProfileSectionKey = (typeof profileSectionKeys)[number];
export type ProfileSections = Partial<Record<ProfileSectionKey, boolean>>;

export const profileSectionLabels: Record<ProfileSectionKey, string> = {
  photo: 'Photo',
  classYear: 'Class year',
  positions: 'Positions',
  batsThrows: 'Bats / throws',
  heightWeight: 'Height / weight',
  highSchool: 'High school and state',
  travelTeam: 'Travel team',
  academics: 'Academics (GPA, test scores, intended major)',
  metrics: 'Latest metrics with their sources',
  score: 'Score and best position',
  benchmarks: 'Comparison with division benchmarks',
  videos: 'Highlight videos',
  events: 'Upcoming events',
  commitment: 'Commitment status',
  coachReference: 'Coach reference',
};

/** On for a new profile: everything but the score and the benchmark comparison, which the player opts into. */
export const defaultProfileSections: Required<ProfileSections> = {
  photo: true,
  classYear: true,
  positions: true,
  batsThrows: true,
  heightWeight: true,
  highSchool: true,
  travelTeam: true,
  academics: true,
  metrics: true,
  score: false,
  benchmarks: false,
  videos: true,
  events: true,
  commitment: true,
  coachReference: true,
};

export const profileSectionsSchema = z.partialRecord(z.enum(profileSectionKeys), z.boolean());

export const HANDLE_MIN = 3;
export const HANDLE_MAX = 40;
export const VIDEOS_MAX = 6;
export const EVENTS_MAX = 10;

export { videoProviders, type VideoProvider } from './videos.ts';

/** A highlight video as the player enters it. */
export const highlightVideoInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, msg.videoUrl)
    .max(500, msg.videoUrl)
    .refine((u) => parseVideoUrl(u) !== null, msg.videoUrl),
  title: z.string().trim().max(80, msg.videoTitle).default(''),
});
export type HighlightVideoInput = z.output<typeof highlightVideoInputSchema>;

/** A video as the page shows it: a link, and the privacy-enhanced player loaded only on click (null: link only). */
export const highlightVideoSchema = z.object({
  provider: z.enum(videoProviders),
  url: z.string(),
  title: z.string(),
  embedUrl: z.string().nullable(),
});
export type HighlightVideo = z.output<typeof highlightVideoSchema>;

/** An upcoming event the player lists (a showcase, a tournament): name, day and place or organiser. */
export const profileEventSchema = z.object({
  name: z.string().trim().min(1, msg.eventName).max(120, msg.eventName),
  date: z.string({ message: msg.eventDate }).trim().refine(isRealIsoDate, msg.eventDate),
  organiser: z
    .string()
    .trim()
    .max(120, msg.eventOrganiser)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ProfileEvent = z.output<typeof profileEventSchema>;

// ---- the player's settings -----------------------------------------------------------------------------------------

/** PUT /api/public-profile: what the player changes (every field optional; the handle has its own route). */
export const publicProfileUpdateSchema = z.object({
  enabled: z.boolean().optional(),
  sections: profileSectionsSchema.optional(),
  videos: z.array(highlightVideoInputSchema).max(VIDEOS_MAX, msg.videosMax).optional(),
  events: z.array(profileEventSchema).max(EVENTS_MAX, msg.eventsMax).optional(),
  allowIndexing: z.boolean().optional(),
});
export type PublicProfileUpdate = z.input<typeof publicProfileUpdateSchema>;

/** PUT /api/public-profile/handle: a new handle (the old one stops working at once). */
export const handleUpdateSchema = z.object({ handle: z.string().trim().toLowerCase() });

/** GET /api/public-profile (and every settings write's answer): the settings and whether the page is live. */
export const publicProfileSettingsSchema = z.object({
  handle: z.string(),
  /** The page's address, e.g. https://dugout.example/p/casey-demoplayer */
  url: z.string(),
  enabled: z.boolean(),
  /** Enabled and allowed by the sharing gate right now: what a coach opening the link sees. */
  live: z.boolean(),
  /** Why the page is not live though enabled (needs a date of birth, a guardian's consent), or null. */
  blockedReason: z.string().nullable(),
  sections: z.record(z.enum(profileSectionKeys), z.boolean()),
  videos: z.array(highlightVideoSchema),
  /** The player's events as entered (past ones too; the page shows the upcoming ones). */
  events: z.array(profileEventSchema),
  allowIndexing: z.boolean(),
  /** Only an adult may allow search engines. */
  mayAllowIndexing: z.boolean(),
  isMinor: z.boolean(),
  /**
   * The actor may change the settings (the player; a guardian the player allows). A guardian without that may still
   * turn the profile off (rule playerData.hideProfile).
   */
  mayEdit: z.boolean(),
  /** The row exists (false: never saved; the handle shown is a suggestion). */
  saved: z.boolean(),
});
export type PublicProfileSettings = z.output<typeof publicProfileSettingsSchema>;

// ---- the page's view -----------------------------------------------------------------------------------------------

/**
 * Everything a public page shows, sections already filtered by the player's choice (an off section is null or
 * empty). No e-mail address or phone number is ever part of it.
 */
export const publicProfileViewSchema = z.object({
  handle: z.string(),
  url: z.string(),
  name: z.string(),
  indexable: z.boolean(),
  photoUrl: z.string().nullable(),
  classYear: z.number().int().nullable(),
  positions: z.array(z.string()),
  bats: z.string().nullable(),
  throws: z.string().nullable(),
  heightInches: z.number().nullable(),
  weightLbs: z.number().nullable(),
  highSchool: z.object({ name: z.string(), state: z.string().nullable() }).nullable(),
  travelTeam: z.object({ name: z.string(), ageGroup: z.string().nullable() }).nullable(),
  academics: z
    .object({
      gpa: z.number().nullable(),
      sat: z.number().nullable(),
      act: z.number().nullable(),
      intendedMajor: z.string().nullable(),
    })
    .nullable(),
  /** Latest value of each metric, with the date measured and where it came from (self-reported, verified, a file…). */
  metrics: z.array(latestMetricSchema.extend({ label: z.string(), display: z.string() })),
  score: z.object({ score: z.number(), bestPosition: z.string() }).nullable(),
  /** The player's marks beside the division means of the benchmark table, row by row with the table's source. */
  benchmarks: z.array(
    z.object({
      metric: z.string(),
      label: z.string(),
      player: z.string(),
      division: z.string(),
      mean: z.string(),
      source: z.string(),
    }),
  ),
  videos: z.array(highlightVideoSchema),
  events: z.array(z.object({ name: z.string(), date: z.string(), organiser: z.string().nullable() })),
  commitment: z.object({ collegeName: z.string(), status: z.string() }).nullable(),
  /** The team coach's name and team; contact only through the form. */
  coachReference: z.object({ coachName: z.string(), teamName: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type PublicProfileView = z.output<typeof publicProfileViewSchema>;

// ---- tracked links -------------------------------------------------------------------------------------------------

/** One school's tracked link as the tracker row shows it. */
export const profileLinkSchema = z.object({
  id: z.string(),
  schoolId: z.number(),
  /** /p/:handle?via=<token>, absolute */
  url: z.string(),
  opens: z.number().int(),
  botOpens: z.number().int(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  /** 'Opened 3 times, last 2 days ago' or 'Not opened yet' */
  summary: z.string(),
  createdAt: z.string(),
});
export type ProfileLink = z.output<typeof profileLinkSchema>;

// ---- the contact form ----------------------------------------------------------------------------------------------

export const CONTACT_MESSAGE_MAX = 2000;
/** A human takes at least this long to fill the form; faster is a bot (the form's signed start time). */
export const CONTACT_MIN_FILL_MS = 3000;

/** The longest school name a coach may type (the longest program's name is under 100 characters). */
export const CONTACT_SCHOOL_MAX = 120;

/**
 * POST /p/:handle/contact: a college coach writes to the player (form fields; `website` is the honeypot, `started` the
 * form's signed start time, both read by the route before this schema). The school is the typed name (`school`, the
 * only field without JavaScript) and, when the picker's script chose a program, its `schoolId` (an empty hidden field
 * is no id); the server resolves the name when the id is missing (docs/decisions/0068-profile-contact-form.md).
 */
/** A one-line field as stored and mailed: control characters (a line break in a header) become spaces. */
const oneLine = (s: string) => s.replace(/[\p{Cc}\s]+/gu, ' ').trim();

export const contactFormSchema = z
  .object({
    name: z.string().transform(oneLine).pipe(z.string().min(1, msg.contactName).max(120, msg.contactName)),
    school: z.string().default('').transform(oneLine).pipe(z.string().max(CONTACT_SCHOOL_MAX, msg.contactSchool)),
    schoolId: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ message: msg.contactSchool })
        .int(msg.contactSchool)
        .positive(msg.contactSchool)
        .max(INT4_MAX, msg.contactSchool)
        .optional(),
    ),
    title: z.string().default('').transform(oneLine).pipe(z.string().max(80, msg.contactTitle)),
    email: emailField(msg.contactEmail).pipe(z.string().max(254, msg.contactEmail)),
    message: z.string().trim().min(1, msg.contactMessage).max(CONTACT_MESSAGE_MAX, msg.contactMessage),
  })
  .refine((v) => v.schoolId !== undefined || v.school !== '', { message: msg.contactSchool, path: ['school'] });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;
