import { athleticBandLabels, formatChance, type AthleticBand, type FitResultsResponse } from '@dugout/domain/fit';
import { withThousands } from '@dugout/domain/shared';
import { BandBadge } from './BandBadge';

type Ready = Pick<FitResultsResponse, 'counted' | 'notes' | 'rostersOnFile'> & {
  estimate: NonNullable<FitResultsResponse['estimate']>;
};

/** The bar colour of each band (the badge beside it carries the word, so colour is never the only cue). */
const barColours: Record<AthleticBand, string> = {
  target: 'bg-green-600',
  reach: 'bg-orange-500',
  safety: 'bg-blue-600',
};

const percent = formatChance;
const isBand = (b: string): b is AthleticBand => b in athleticBandLabels;

/**
 * Above the results list (docs/decisions/0007-college-fit.md, 0058-believable-fit.md): how likely each level is for
 * the player's marks, as a small bar chart with each level's band (Target / Reach / Safety) and a sentence for screen
 * readers; the marks compared and their source; what the fit score counts; the notes and the rosters on file, said
 * once here rather than on every row.
 */
export function LevelEstimateChart({ estimate, counted, notes, rostersOnFile }: Ready) {
  const spoken = estimate.levels
    .map((l) => `${l.label} ${percent(l.probability)}, ${isBand(l.band) ? athleticBandLabels[l.band] : l.band}`)
    .join('; ');
  return (
    <section
      aria-labelledby="fit-estimate-heading"
      className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"
      data-testid="level-estimate"
    >
      <div className="min-w-0">
        <h2 id="fit-estimate-heading" className="font-semibold">
          Your likely level
        </h2>
        <p className="text-xs text-slate-600">
          For your marks as a {estimate.position} ({estimate.groupLabel})
        </p>
        <p className="sr-only" data-testid="level-estimate-text">
          How likely each level is: {spoken}.
        </p>
        <div className="mt-2 space-y-1" aria-hidden>
          {estimate.levels.map((l) => (
            <div key={l.level} className="grid grid-cols-[4.5rem_minmax(0,1fr)_3.75rem_4rem] items-center gap-2">
              <span className="text-sm">{l.label}</span>
              <span className="h-3 overflow-hidden rounded-full bg-slate-100">
                <span
                  className={`block h-full rounded-full ${isBand(l.band) ? barColours[l.band] : 'bg-slate-500'}`}
                  style={{ width: `${Math.max(l.probability * 100, l.probability > 0 ? 1 : 0)}%` }}
                />
              </span>
              <span className="text-right text-sm tabular-nums">{percent(l.probability)}</span>
              {isBand(l.band) ? <BandBadge band={l.band} /> : <span className="text-xs">{l.band}</span>}
            </div>
          ))}
        </div>
      </div>
      <div className="min-w-0 space-y-1.5 text-sm text-slate-700">
        {estimate.marks.length > 0 ? (
          <p data-testid="level-marks">
            <span className="font-medium text-slate-900">Marks compared: </span>
            {estimate.marks.map((m, i) => (
              <span key={m.label}>
                {i > 0 && ' · '}
                {m.label} {m.value} ({m.reached})
              </span>
            ))}
          </p>
        ) : (
          <p>No marks to compare yet: every level is equally likely.</p>
        )}
        <p className="text-xs text-slate-600" data-testid="level-estimate-source">
          Compared with {estimate.source}
        </p>
        {estimate.notes.map((n) => (
          <p key={n} className="text-xs text-slate-600">
            {n}
          </p>
        ))}
        {counted.length > 0 && (
          <p data-testid="fit-counted">
            <span className="font-medium text-slate-900">Scored on: </span>
            {counted.map((c) => `${c.label} ${c.max}`).join(' · ')}
          </p>
        )}
        {notes.map((n) => (
          <p key={n}>{n}</p>
        ))}
        <p data-testid="rosters-on-file">
          Current rosters are on file for {withThousands(rostersOnFile)} {rostersOnFile === 1 ? 'program' : 'programs'};
          for the others, roster opportunity is neutral.
        </p>
      </div>
    </section>
  );
}
