import { useState } from 'react';
import { Mail } from 'lucide-react';
import { isValidImageUrl, type CoachProfile } from '@dugout/domain/colleges';
import { formatMoneyShort, formatWinPct } from '@dugout/domain/shared';
import { Fact, Section } from './Section';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/**
 * The head coach's photo (coach_url), or their initials when there is no photo or it fails to load
 * (docs/spec/part-2-colleges-tracker-scoring.md section 2, Organization card: 'Photo or initials').
 */
export function CoachPhoto({ name, url }: { name: string; url: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (url && isValidImageUrl(url) && failed !== url)
    return (
      <img
        src={url}
        alt={`${name}, head coach`}
        className="size-14 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
        data-testid="coach-photo"
        onError={() => setFailed(url)}
      />
    );
  return (
    <div
      aria-hidden
      data-testid="coach-initials"
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-700 text-lg font-bold text-white"
    >
      {initials(name)}
    </div>
  );
}

/**
 * Organization card (head coach). No coach gives no card, and so does a failed coach query ('A coach profile fetch
 * error gives no card': the profile names it in `failedPanels`; every other panel still shows).
 */
export function OrganizationCard({ coach, source }: { coach: CoachProfile | null; source?: string | null }) {
  if (!coach) return null;
  return (
    <Section title="Organization" source={source ?? null}>
      <div className="flex items-start gap-4">
        <CoachPhoto name={coach.headCoachName} url={coach.coachUrl} />
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
