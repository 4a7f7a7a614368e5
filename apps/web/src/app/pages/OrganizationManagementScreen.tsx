import { useState } from 'react';
import { RequireAuth } from '../guards';
import { NativeSelect } from '@/components/ui/input';
import { OrganizationManagementPage, type OrganizationTeam } from '@/features/organizations/routes/OrganizationManagementPage';
import { PlayerRoster } from '@/features/roster/components/PlayerRoster';

/** Players tab: the Player Roster of one approved team at a time (its Player Profile modal opens dashboards with source=org). */
function OrganizationPlayers({ teams }: { teams: OrganizationTeam[] }) {
  const [teamCode, setTeamCode] = useState(teams[0]!.teamCode);
  const current = teams.some((t) => t.teamCode === teamCode) ? teamCode : teams[0]!.teamCode;
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1 sm:max-w-sm">
        <label htmlFor="org-roster-team" className="text-sm font-medium">
          Team
        </label>
        <NativeSelect id="org-roster-team" value={current} onChange={(e) => setTeamCode(e.target.value)}>
          {teams.map((t) => (
            <option key={t.teamCode} value={t.teamCode}>
              {t.teamName} ({t.players})
            </option>
          ))}
        </NativeSelect>
      </div>
      <PlayerRoster key={current} teamCode={current} source="org" />
    </div>
  );
}

/** /organization-management — the organization feature with the Player Roster composed into its Players tab. */
export default function OrganizationManagementScreen() {
  return <RequireAuth>{() => <OrganizationManagementPage renderPlayers={(teams) => <OrganizationPlayers teams={teams} />} />}</RequireAuth>;
}
