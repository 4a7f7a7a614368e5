import { z } from 'zod';
import { singleLineText } from '../shared/fields.ts';

/**
 * 'E-mail players & guardians' on Team Management (docs/decisions/0064-coaches-and-families.md): the team's staff
 * write one message to chosen players; each player and each of their linked guardians who share with coaches gets
 * it as their own e-mail, Reply-To the coach.
 */
export const TEAM_MESSAGE_MAX_MEMBERS = 100;
export const TEAM_MESSAGE_SUBJECT_MAX = 150;
export const TEAM_MESSAGE_BODY_MAX = 5000;

export const teamMessageTexts = {
  open: 'E-mail players & guardians',
  title: 'E-mail players & guardians',
  description:
    'Each player you choose and their parents or guardians who share with coaches get it; replies come to you.',
  players: 'Players',
  selectAll: 'Select all',
  subject: 'Subject',
  message: 'Message',
  recipients: 'Who will receive it',
  noRecipients: 'Choose at least one player to see who will receive it.',
  noPlayers: 'No players on the team yet.',
  send: 'Send e-mails',
  sending: 'Sending…',
  cancel: 'Cancel',
  guardianOf: (playerName: string) => `guardian of ${playerName}`,
  /** the server's answer: how many e-mails were queued */
  sent: (n: number) => (n === 1 ? '1 e-mail queued.' : `${n} e-mails queued.`),
  sentTitle: 'Message sent',
  failed: 'Failed to send the message. Please try again.',
  guardians: 'Parents / Guardians',
  noGuardians: 'No linked parent or guardian shares their details with coaches.',
} as const;

export const teamMessageMessages = {
  noPlayers: 'Choose at least one player',
  tooManyPlayers: `Choose at most ${TEAM_MESSAGE_MAX_MEMBERS} players`,
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${TEAM_MESSAGE_SUBJECT_MAX} characters`,
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${TEAM_MESSAGE_BODY_MAX} characters`,
} as const;

/** POST /api/teams/:code/messages */
export const teamMessageSchema = z.object({
  memberIds: z
    .array(z.string().min(1).max(64), { message: teamMessageMessages.noPlayers })
    .min(1, teamMessageMessages.noPlayers)
    .max(TEAM_MESSAGE_MAX_MEMBERS, teamMessageMessages.tooManyPlayers)
    // one player chosen twice is one player
    .transform((ids) => [...new Set(ids)]),
  subject: singleLineText()
    .min(1, teamMessageMessages.subjectRequired)
    .max(TEAM_MESSAGE_SUBJECT_MAX, teamMessageMessages.subjectTooLong),
  body: z
    .string({ message: teamMessageMessages.bodyRequired })
    .trim()
    .min(1, teamMessageMessages.bodyRequired)
    .max(TEAM_MESSAGE_BODY_MAX, teamMessageMessages.bodyTooLong),
});
export type TeamMessageInput = z.input<typeof teamMessageSchema>;

/** The answer: how many e-mails were queued (one per distinct address). */
export const teamMessageResultSchema = z.object({ sent: z.number().int().nonnegative() });
export type TeamMessageResult = z.infer<typeof teamMessageResultSchema>;

/** A guardian as the team's staff see them (only guardians who share with coaches, of an active link). */
export const teamGuardianSchema = z.object({ name: z.string(), email: z.string() });
export type TeamGuardian = z.infer<typeof teamGuardianSchema>;

/**
 * Who gets a team message: each chosen player with an address, then their guardians, one e-mail per distinct
 * address (a guardian of two chosen players, or a player who is also listed as a guardian, gets it once).
 */
export function teamMessageRecipients(
  players: ReadonlyArray<{ playerName: string | null; email: string | null; guardians: readonly TeamGuardian[] }>,
): Array<{ email: string; name: string | null; kind: 'player' | 'guardian'; of: string | null }> {
  const seen = new Set<string>();
  const out: Array<{ email: string; name: string | null; kind: 'player' | 'guardian'; of: string | null }> = [];
  const add = (email: string | null, name: string | null, kind: 'player' | 'guardian', of: string | null) => {
    const key = email?.trim().toLowerCase();
    if (!key || seen.has(key)) return;
    seen.add(key);
    out.push({ email: key, name, kind, of });
  };
  for (const p of players) add(p.email, p.playerName, 'player', null);
  for (const p of players) for (const g of p.guardians) add(g.email, g.name, 'guardian', p.playerName);
  return out;
}
