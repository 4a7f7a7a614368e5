import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { teamStaffMessages } from '@dugout/domain/access';
import { organizationAdminMessages } from '@dugout/domain/organizations';
import {
  TEAM_CODE_CHECK_DEBOUNCE_MS,
  TEAM_CODE_MAX,
  joinCodeMessages,
  teamRedeemMessages,
  type JoinTeamResult,
} from '@dugout/domain/teams';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogContent } from '@/components/ui/Dialog';
import { Field, Input } from '@/components/ui/Input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { errorMessage } from '@/lib/api';
import { useDebounced } from '@/lib/use-debounced';
import { useTeamCodeCheck } from '../api/check-team-code';
import { useJoinTeam } from '../api/join-team';
import { useJoinOrganization } from '@/features/organizations/api/join-organization';

/** Join dialog with tabs Team Code and Organization Code (docs/spec/part-1-accounts-teams-organizations.md section 2 Dialogs). */
export function JoinDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Join Existing Team/Org"
          description="Enter the TeamID your team owner shared, or your organization's code."
        >
          <Tabs defaultValue="team">
            <TabsList className="w-full">
              <TabsTrigger value="team" className="flex-1">
                Team Code
              </TabsTrigger>
              <TabsTrigger value="org" className="flex-1">
                Organization Code
              </TabsTrigger>
            </TabsList>
            <TabsContent value="team">
              <TeamCodeForm
                onJoined={(res) => {
                  onOpenChange(false);
                  navigate(`/team-management?team=${res.teamCode}`);
                }}
              />
            </TabsContent>
            <TabsContent value="org">
              <OrganizationCodeForm onDone={() => onOpenChange(false)} />
            </TabsContent>
          </Tabs>
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The TeamID form with its live check (spinner, tick or cross, team name or error). With `submissionId` it redeems the
 * code with that submission: 'Team code redeemed!' / 'Redemption failed' (docs/spec/part-1-accounts-teams-organizations.md
 * section 8). Used by the Join dialog and by the players' join (Profile → Teams, the dashboard's team area).
 */
export function TeamCodeForm({
  submissionId,
  onJoined,
}: {
  submissionId?: string;
  onJoined: (res: JoinTeamResult) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const debounced = useDebounced(code.trim(), TEAM_CODE_CHECK_DEBOUNCE_MS);
  const check = useTeamCodeCheck(debounced);
  const join = useJoinTeam();
  const pending = code.trim() !== debounced || check.isFetching;
  const status: 'unknown' | 'loading' | 'valid' | 'invalid' = !code.trim()
    ? 'unknown'
    : pending
      ? 'loading'
      : check.isError
        ? 'invalid'
        : check.data?.isValid
          ? 'valid'
          : check.data
            ? 'invalid'
            : 'unknown';
  const checkMessage = check.isError
    ? 'Error validating team code'
    : check.data && !check.data.isValid
      ? (check.data.errorMessage ?? 'Unexpected response from validation')
      : undefined;

  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!code.trim()) return setError(joinCodeMessages.teamCodeRequired);
    if (status !== 'valid' || join.isPending) return;
    try {
      const res = await join.mutateAsync({ teamCode: code.trim(), submissionId });
      if (submissionId) toast.success(teamRedeemMessages.redeemed, { description: res.teamName });
      else if (res.pending)
        toast.success(teamStaffMessages.requestSent, {
          description: res.alreadyMember ? res.message : teamStaffMessages.requestSentDescription(res.teamName),
        });
      else if (res.alreadyMember)
        toast.info('Already a Member', { description: `You are already a member of ${res.teamName}.` });
      else toast.success('Successfully joined team', { description: res.teamName });
      onJoined(res);
    } catch (err) {
      if (submissionId) {
        // the spec's words, then the server's reason when it gives one
        const reason = errorMessage(err, '');
        toast.error(teamRedeemMessages.failedTitle, {
          description:
            reason && reason !== teamRedeemMessages.failed
              ? `${teamRedeemMessages.failed} ${reason}`
              : teamRedeemMessages.failed,
        });
      } else toast.error('Error', { description: errorMessage(err, 'Failed to join team') });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="TeamID" htmlFor="join-team-code" error={error}>
        <div className="relative">
          <Input
            id="join-team-code"
            value={code}
            maxLength={TEAM_CODE_MAX}
            autoComplete="off"
            className="pr-10 font-mono uppercase"
            aria-invalid={!!error || status === 'invalid'}
            onChange={(e) => {
              setError(undefined);
              setCode(e.target.value.toUpperCase());
            }}
          />
          <span className="absolute right-3 top-1/2 -translate-y-1/2" aria-live="polite">
            {status === 'loading' && (
              <Loader2 className="size-4 animate-spin text-slate-500" aria-label="Checking team code" />
            )}
            {status === 'valid' && <CheckCircle2 className="size-4 text-green-600" aria-label="Valid team code" />}
            {status === 'invalid' && <XCircle className="size-4 text-red-600" aria-label="Invalid team code" />}
          </span>
        </div>
      </Field>
      {status === 'valid' && <p className="text-sm font-medium text-green-700">{check.data?.teamName}</p>}
      {status === 'invalid' && checkMessage && <p className="text-sm text-red-600">{checkMessage}</p>}
      {/* Join Team stays unavailable until the code validates, but only aria-disabled: a submit with an empty code
          (button or Enter) still reaches `submit` and shows 'Please enter a team code' (spec section 5, Join). */}
      <Button
        type="submit"
        className="w-full aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        aria-disabled={status !== 'valid' || join.isPending}
      >
        {join.isPending ? 'Joining…' : submissionId ? 'Redeem Team Code' : 'Join Team'}
      </Button>
    </form>
  );
}

function OrganizationCodeForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const join = useJoinOrganization();
  const submit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    if (!code.trim()) return setError(joinCodeMessages.organizationCodeRequired);
    try {
      const res = await join.mutateAsync(code.trim().toUpperCase());
      if (res.status === 'pending')
        toast.success(organizationAdminMessages.requestPending, {
          description: organizationAdminMessages.requestPendingDescription(res.name),
        });
      else toast.success('Successfully joined organization');
      onDone();
      navigate('/organization-management');
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to join organization') });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {/* Who may redeem, before anyone types: the server's rule (site.redeemOrganizationCode in the domain's policy
          table); the spec lists the tab for everyone who opens the dialog and does not say who redeems. */}
      <p id="join-org-who" className="text-sm text-slate-600">
        {organizationAdminMessages.onlyOrganizationAdmins}
      </p>
      <Field label="Organization Code" htmlFor="join-org-code" error={error}>
        <Input
          id="join-org-code"
          value={code}
          className="font-mono uppercase"
          aria-describedby="join-org-who"
          aria-invalid={!!error}
          onChange={(e) => {
            setError(undefined);
            setCode(e.target.value.toUpperCase());
          }}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={join.isPending}>
        {join.isPending ? 'Joining…' : 'Join Organization'}
      </Button>
    </form>
  );
}
