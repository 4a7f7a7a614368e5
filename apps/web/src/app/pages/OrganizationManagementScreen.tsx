import { useState } from 'react';
import { RequireAuth } from '../Guards';
import { NativeSelect } from '@/components/ui/Input';
import {
  OrganizationManagementPage,
  type OrganizationTeam,
} from '@/features/organizations/routes/OrganizationManagementPage';
import { PlayerRoster } from '@/features/roster/components/PlayerRoster';

/** Players tab: the Player Roster of one approved team at a time (its Player Profile modal opens dashboards with source=org). */
function OrganizationPlayers({ teams, requestedTeam }: { teams: OrganizationTeam[]; requestedTeam: string | null }) {
  const [teamCode, setTeamCode] = useState(requestedTeam ?? teams[0]!.teamCode);
  const current = teamCode;
  const options = teams.some((t) => t.teamCode === current)
    ? teams
    : [...teams, { teamCode: current, teamName: current, players: 0 } as OrganizationTeam];
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-1 sm:max-w-sm">
        <label htmlFor="org-roster-team" className="text-sm font-medium">
          Team
        </label>
        <NativeSelect id="org-roster-team" value={current} onChange={(e) => setTeamCode(e.target.value)}>
          {options.map((t) => (
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
  return (
    <RequireAuth>
      {() => (
        <OrganizationManagementPage
          renderPlayers={(teams, requestedTeam) => <OrganizationPlayers teams={teams} requestedTeam={requestedTeam} />}
        />
      )}
    </RequireAuth>
  );
}
