import { coachRoleLabel, formatShortDate, fullName, type CoachEntry } from '@dugout/domain';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** 'Registered Coaches (count)': the owner first as 'Team Owner', others with their stored role. */
export function CoachesCard({ coaches }: { coaches: CoachEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Registered Coaches ({coaches.length})</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {coaches.map((c) => (
            <li key={c.userId} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="font-medium">
                  {fullName(c.firstName, c.lastName)} <Badge tone={c.isOwner ? 'blue' : 'grey'}>{coachRoleLabel(c)}</Badge>
                </p>
                <p className="text-sm text-slate-600">
                  {c.email}
                  {c.phone ? ` · ${c.phone}` : ''}
                </p>
              </div>
              <p className="text-sm text-slate-500">Joined {formatShortDate(c.joinedAt)}</p>
            </li>
          ))}
        </ul>
        {coaches.length <= 1 && (
          <div className="mt-2 rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            <p className="font-medium">No additional coaches registered</p>
            <p>Invite additional coaches to help manage your team.</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
