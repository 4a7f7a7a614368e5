import { formatMph, formatRpm, formatStrikePct, type Submission } from '@dugout/domain/scoring';
import { formatHeight, formatSixty, formatWeight, gradYearLabel } from '@dugout/domain/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/Card';

/** The raw measurements: height in feet and inches, weight in lbs, the 60 time with 2 decimals and 's'. */
export function Measurements({ submission }: { submission: Submission }) {
  const rows: Array<[string, string]> = [
    ['Height', formatHeight(submission.height)],
    ['Weight', formatWeight(submission.weight)],
    ['60-Yard Time', formatSixty(submission.sixty)],
    ['Throw Velocity', formatMph(submission.throwVelocity)],
    ['Exit Velocity', formatMph(submission.exitVelocity)],
    ['Fastball Velocity', formatMph(submission.fastballVelocity)],
    ['Spin Rate', formatRpm(submission.fbSpinRate)],
    ['Strike %', formatStrikePct(submission.strikePercentage)],
    ['Bats / Throws', `${submission.bats ?? '—'} / ${submission.throws ?? '—'}`],
    ['Graduation Year', gradYearLabel(submission.graduationYear, submission.isPostgradDisplay)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Measurements</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
