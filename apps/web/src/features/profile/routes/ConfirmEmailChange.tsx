import { emailChangeMessages } from '@dugout/domain/profile';
import { useConfirmEmailChange } from '../api/email-change';
import { EmailChangeLink } from './EmailChangeLink';

/** /confirm-email-change?token=…: the link sent to the new address applies the change. */
export default function ConfirmEmailChange() {
  const mutation = useConfirmEmailChange();
  return (
    <EmailChangeLink
      title="Confirm your new e-mail address"
      intro="Your Dugout account will sign in with this address from now on. The previous address is told and can undo the change for 7 days."
      action="Confirm new e-mail address"
      busy="Confirming…"
      mutation={mutation}
      success={(email) => ({
        title: emailChangeMessages.confirmedTitle,
        text: emailChangeMessages.confirmed(email),
        next: { to: '/profile', label: 'Go to your profile' },
      })}
    />
  );
}
