import { useEffect, useRef } from 'react';
import { signInProtectionMessages } from '@dugout/domain/accounts';
import { errorMessage } from '@/lib/api';
import { useUnlockSignIn } from '../api/auth.api';

/**
 * The sign-in page opened from a locked account's unlock e-mail (`/auth?unlock=…`): the link is followed once, which
 * lets this browser sign in while strangers stay locked out (docs/decisions/0043-sign-in-device-cookies.md).
 */
export function UnlockNotice({ token }: { token: string }) {
  const unlock = useUnlockSignIn();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unlock.mutate(token);
  }, [token, unlock]);

  if (unlock.isError)
    return (
      <p role="alert" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {errorMessage(unlock.error, signInProtectionMessages.unlockInvalid)}
      </p>
    );
  if (unlock.isSuccess)
    return (
      <p role="status" className="mb-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900">
        {signInProtectionMessages.unlocked}
      </p>
    );
  return null;
}
