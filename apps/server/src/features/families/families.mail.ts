import type { LinkSide } from '@dugout/domain/families';
import type { AppDeps } from '../../deps-types.ts';
import type { MailMessage } from '../../services/mail/mailer.ts';
import { renderMail } from '../../services/mail/mailer.ts';

/**
 * The invitation e-mail of a guardian link (docs/decisions/0060-families.md): it leads to the Family screen of an
 * account of the invited address (`/family` for a guardian, `/profile#family` for a player) or, for a new person, to
 * sign-up. An invitation the invitee asked for is an account e-mail: it always goes, minor or not.
 */
export function linkInvitationMail(
  deps: Pick<AppDeps, 'publicUrl'>,
  input: {
    to: string;
    invitedSide: LinkSide;
    inviterName: string;
    teamName?: string | null;
    hasAccount: boolean;
    linkId: string;
  },
): MailMessage {
  const path = !input.hasAccount
    ? '/sign-up-selection'
    : input.invitedSide === 'guardian'
      ? '/family'
      : '/profile#family';
  const subject =
    input.invitedSide === 'guardian'
      ? `${input.inviterName} invited you to follow their Dugout account`
      : `${input.inviterName} invited you to link your Dugout account with a parent or guardian`;
  const who = input.teamName ? `${input.inviterName} (${input.teamName})` : input.inviterName;
  const paragraphs =
    input.invitedSide === 'guardian'
      ? [
          `${who} invited you to link a Parent / Guardian account to a player on Dugout.`,
          input.hasAccount
            ? 'Sign in and open Family to accept the invitation.'
            : 'Create a Parent / Guardian account with this e-mail address, then open Family to accept the invitation.',
        ]
      : [
          `${who} invited you to link your Dugout player account with a parent or guardian.`,
          input.hasAccount
            ? 'Sign in and open the Family section of your profile to accept.'
            : 'Create a player account with this e-mail address, then open the Family section of your profile to accept.',
        ];
  const { text, html } = renderMail({
    heading: subject,
    paragraphs,
    action: { label: input.hasAccount ? 'Open Family' : 'Create your account', url: `${deps.publicUrl}${path}` },
  });
  return { to: input.to, subject, text, html, kind: 'family_invite', refId: input.linkId };
}
