import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Field, Input } from '@/components/ui/Input';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useInviteFamily } from '../api/family-actions';
import { familyTexts } from './family-texts';

/** Invite by e-mail (a player invites a guardian, a guardian invites a player); the server's refusal shows on the field. */
export function InviteForm({ title }: { title: string }) {
  const id = useId();
  const invite = useInviteFamily();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) {
      setError('Email is required');
      return;
    }
    setError(null);
    try {
      await invite.mutateAsync(value);
      setEmail('');
      toast.success(familyTexts.invited(value.toLowerCase()));
    } catch (err) {
      setError(err instanceof ApiError ? (err.fields.email ?? err.message) : errorMessage(err));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="space-y-3">
      <h3 className="font-semibold">{title}</h3>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <Field
          label={familyTexts.inviteEmail}
          htmlFor={`${id}-email`}
          error={error ?? undefined}
          className="min-w-0 flex-1"
        >
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-email-error` : undefined}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Field>
        <Button type="submit" className="sm:mt-7" disabled={invite.isPending}>
          {familyTexts.sendInvite}
        </Button>
      </div>
    </form>
  );
}
