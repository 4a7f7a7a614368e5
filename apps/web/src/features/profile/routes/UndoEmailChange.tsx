import { emailChangeMessages } from '@dugout/domain/profile';
import { useUndoEmailChange } from '../api/email-change';
import { EmailChangeLink } from './EmailChangeLink';

/** /undo-email-change?token=…: the link sent to the old address restores it and signs out every session. */
export default function UndoEmailChange() {
  const mutation = useUndoEmailChange();
  return (
    <EmailChangeLink
      title="Undo the e-mail change"
      intro="Your account gets its previous e-mail address back and every session is signed out, including any other person's. You can then reset your password."
      action="Undo the change"
      busy="Restoring…"
      mutation={mutation}
      success={(email) => ({
        title: emailChangeMessages.undoneTitle,
        text: emailChangeMessages.undone(email),
        next: { to: '/auth', label: 'Sign in or reset your password' },
      })}
    />
  );
}
