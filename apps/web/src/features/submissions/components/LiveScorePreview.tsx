import { useMemo } from 'react';
import {
  buildScoringTables,
  explainScore,
  isPosition,
  submissionFieldRules,
  suggestImprovements,
  type ScoringInput,
} from '@dugout/domain/scoring';
import { useScoringRows } from '@/features/fit/api/fit.api';

const numberOf = (v: unknown) => {
  const n = typeof v === 'string' ? Number(v.trim()) : typeof v === 'number' ? v : NaN;
  return v === '' || v === null || v === undefined || !Number.isFinite(n) ? undefined : n;
};

/**
 * /metrics what-if: the score the entered values would get (best position named) and the two suggestions, scored in
 * the browser on every keystroke with the server's tables (one cached request for the tables, none per change).
 */
export function LiveScorePreview({ values }: { values: Record<string, unknown> }) {
  const rows = useScoringRows();
  const tables = useMemo(
    () => (rows.data ? buildScoringTables(rows.data.heights, rows.data.weights) : null),
    [rows.data],
  );
  const input: ScoringInput = { bats: values.bats, throws: values.throws, position: values.position };
  let given = 0;
  for (const f of Object.keys(submissionFieldRules) as Array<keyof typeof submissionFieldRules>) {
    const n = numberOf(values[f]);
    const r = submissionFieldRules[f];
    if (n !== undefined && n >= r.min && n <= r.max) {
      input[f] = n;
      given++;
    }
  }
  if (!tables || !isPosition(values.position) || given === 0) return null;
  const e = explainScore(input, tables);
  const tips = suggestImprovements(input, tables);
  return (
    <div
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm"
      aria-live="polite"
      data-testid="live-score"
    >
      <p>
        With these values: <span className="text-lg font-bold tabular-nums">{e.headline.bestScore.toFixed(1)}</span> at{' '}
        {e.headline.bestPosition} (best position)
        {e.headline.bestPosition !== values.position && (
          <>
            {' '}
            · at {String(values.position)}: {e.positions.find((p) => p.position === values.position)?.score.toFixed(1)}
          </>
        )}
      </p>
      {tips.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-slate-700">
          {tips.map((t) => (
            <li key={t.field}>{t.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
