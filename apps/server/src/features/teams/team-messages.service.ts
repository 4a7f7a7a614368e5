import type { Actor } from '@dugout/domain/access';
import { AppError, fullName } from '@dugout/domain/shared';
import { TEAM_NOT_FOUND, teamMessageRecipients, type TeamMessageResult } from '@dugout/domain/teams';
import type { AppDeps } from '../../deps-types.ts';
import { uuidParam } from '../../http/route.ts';
import { renderMail } from '../../services/mail/mailer.ts';
import { guardiansSharedWithCoaches } from '../families/index.ts';
import { MEMBER_NOT_FOUND } from './players.service.ts';
import { findActiveMembersToMessage, findSender } from './players.repo.ts';
import { findTeam } from './teams.repo.ts';

/**
 * 'E-mail players & guardians' (docs/decisions/0064-coaches-and-families.md): every chosen id must be an active member
 * of this team, or nothing is sent (404, the same answer for another team's member, a removed one or a made-up id).
 * Each chosen player and each of their guardians who share with coaches gets their own e-mail (one per distinct
 * address, Reply-To the coach), all written to the outbox in one transaction; the answer counts them.
 */
export async function messagePlayers(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  teamCode: string,
  input: { memberIds: string[]; subject: string; body: string },
): Promise<TeamMessageResult> {
  for (const id of input.memberIds) uuidParam(id, MEMBER_NOT_FOUND);
  const [team, members, sender] = await Promise.all([
    findTeam(deps.db, teamCode),
    findActiveMembersToMessage(deps.db, teamCode, input.memberIds),
    findSender(deps.db, actor.userId),
  ]);
  if (!team) throw new AppError('not_found', TEAM_NOT_FOUND);
  if (members.length !== input.memberIds.length || !sender) throw new AppError('not_found', MEMBER_NOT_FOUND);
  const guardians = await guardiansSharedWithCoaches(
    deps.db,
    members.flatMap((m) => (m.userId ? [m.userId] : [])),
  );
  // in the order the coach chose them
  const order = new Map(input.memberIds.map((id, i) => [id, i]));
  const players = [...members]
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((m) => ({
      playerName: m.playerName ?? fullName(m.firstName, m.lastName, 'your player'),
      email: m.email,
      guardians: (m.userId && guardians.get(m.userId)) || [],
    }));
  const recipients = teamMessageRecipients(players);
  const coachName = fullName(sender.firstName, sender.lastName, sender.name);
  const paragraphs = input.body.split(/\r?\n\s*\r?\n/).map((p) => p.trim());
  await deps.db.transaction(async (tx) => {
    for (const r of recipients) {
      const why =
        r.kind === 'player'
          ? `You get this e-mail because you are on ${team.teamName} on Dugout.`
          : `You get this e-mail because you are a parent or guardian of ${r.of} on ${team.teamName} and share your details with the team's coaches. You can change that under Family on Dugout.`;
      const { text, html } = renderMail({
        heading: input.subject,
        paragraphs: [
          `${coachName} (${team.teamName}) wrote:`,
          ...paragraphs,
          `Reply to this e-mail to answer ${coachName}.`,
          why,
        ],
      });
      await deps.mailer.enqueue(tx, {
        to: r.email,
        subject: `${team.teamName}: ${input.subject}`,
        text,
        html,
        replyTo: sender.email,
        kind: 'team_message',
        refId: team.teamCode,
      });
    }
  });
  deps.mailer.kick();
  return { sent: recipients.length };
}
