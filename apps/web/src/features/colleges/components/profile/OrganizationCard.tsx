import { Mail } from 'lucide-react';
import { formatMoneyShort, formatWinPct, type CoachProfile } from '@dugout/domain';
import { Fact, Section } from './Section';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** Organization card (head coach). No coach (or a coach profile error) gives no card. */
export function OrganizationCard({ coach, source }: { coach: CoachProfile | null; source?: string | null }) {
  if (!coach) return null;
  return (
    <Section title="Organization" source={source ?? null}>
      <div className="flex items-start gap-4">
        <div
          aria-hidden
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-600 text-lg font-bold text-white"
        >
          {initials(coach.headCoachName)}
        </div>
        <div className="min-w-0">
          <p className="text-base font-semibold">{coach.headCoachName}</p>
          <p className="text-sm text-slate-500">
            Head Coach{coach.coachSeasons != null ? ` · ${coach.coachSeasons} years of experience` : ''}
          </p>
          {coach.coachEmail && (
            <a
              href={`mailto:${coach.coachEmail}`}
              className="mt-1 inline-flex items-center gap-1 text-sm text-blue-700 hover:underline"
            >
              <Mail className="size-3.5" aria-hidden />
              Recruit contact: {coach.coachEmail}
            </a>
          )}
        </div>
      </div>
      {coach.headCoachBio && <p className="mt-3 text-sm text-slate-700">{coach.headCoachBio}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Fact label="Career record">{coach.coachWinsLosses ?? 'N/A'}</Fact>
        <Fact label="Winning %">{formatWinPct(coach.wlPercentage)}</Fact>
        <Fact label="Years coaching">{coach.coachSeasons ?? 'N/A'}</Fact>
        <Fact label="Annual revenue">{formatMoneyShort(coach.annualRevenue)}</Fact>
        <Fact label="Operating expense per player">{formatMoneyShort(coach.opExpensePerPlayer)}</Fact>
      </dl>
      <div className="mt-4">
        <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">Assistant coaches</h3>
        {coach.assistantCoaches.length ? (
          <ul className="mt-1 list-inside list-disc text-sm text-slate-800">
            {coach.assistantCoaches.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">N/A</p>
        )}
      </div>
    </Section>
  );
}
