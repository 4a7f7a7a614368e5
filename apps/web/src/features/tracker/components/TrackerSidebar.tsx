import { Link } from 'react-router';
import { formatShortDate } from '@dugout/domain/shared';
import { INACTIVITY_DAYS, type TrackerView } from '@dugout/domain/tracker';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';

/** The recent-tracker summary: the latest 5 entries (school name, division, conference, created date). */
export function RecentTrackerSummary({ recent }: { recent: TrackerView['recent'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recently Added</CardTitle>
      </CardHeader>
      <CardContent>
        {recent.length === 0 ? (
          <p className="text-sm text-slate-500">No schools yet.</p>
        ) : (
          <ul className="space-y-2">
            {recent.map((r) => (
              <li key={r.id} className="text-sm">
                <Link to={`/college/${r.schoolId}`} className="font-medium hover:underline">
                  {r.schoolName}
                </Link>
                <p className="text-slate-500">
                  {[r.division, r.conference].filter(Boolean).join(' · ')} · {formatShortDate(r.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Reminder list: schools with no activity for 30 days. */
export function InactiveSchools({ inactive }: { inactive: TrackerView['inactive'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>No Activity for {INACTIVITY_DAYS} Days</CardTitle>
      </CardHeader>
      <CardContent>
        {inactive.length === 0 ? (
          <p className="text-sm text-slate-500">Every school has had activity in the last {INACTIVITY_DAYS} days.</p>
        ) : (
          <ul className="space-y-2">
            {inactive.map((r) => (
              <li key={r.id} className="text-sm">
                <a href={`#school-${r.id}`} className="font-medium hover:underline">
                  {r.schoolName}
                </a>
                <p className="text-slate-500">Last activity {formatShortDate(r.lastActivityAt)}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
