import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { useContactCalendar } from '../api/fit.api';

/** The NCAA contact and visit dates for the player's graduation year (from the profile), as a small timeline. */
export function ContactCalendar() {
  const cal = useContactCalendar();
  if (!cal.data) return null;
  const { graduationYear, milestones } = cal.data;
  const sources = [...new Set(milestones.map((m) => m.source))];
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Contact calendar</CardTitle>
        <CardDescription>
          {graduationYear
            ? `When college coaches may contact you and visits may start, for the class of ${graduationYear}.`
            : 'Add your graduation year to your profile to see when coaches may contact you.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!graduationYear ? (
          <Link className="text-sm text-blue-700 underline" to="/profile">
            Add your graduation year
          </Link>
        ) : (
          <>
            <ol className="relative space-y-3 border-l-2 border-slate-200 pl-4" data-testid="contact-calendar">
              {milestones.map((m) => (
                <li key={m.id} className="relative">
                  <span
                    className={`absolute -left-[1.4rem] top-1 size-3 rounded-full ${m.open ? 'bg-emerald-600' : 'bg-slate-300'}`}
                    aria-hidden
                  />
                  <p className="text-sm font-semibold">
                    {m.dateLabel}
                    {m.open ? ' · open now' : ''}
                  </p>
                  <p className="text-sm text-slate-700">{m.label}</p>
                </li>
              ))}
            </ol>
            {sources.length > 0 && <p className="mt-3 text-xs text-slate-500">Source: {sources.join('; ')}</p>}
          </>
        )}
      </CardContent>
    </Card>
  );
}
