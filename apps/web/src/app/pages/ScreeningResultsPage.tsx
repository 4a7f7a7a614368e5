import { RequireAuth } from '../Guards';
import { ScreeningResults } from '@/features/fit/routes/ScreeningResultsPage';
import { AddToTrackerButton } from '@/features/tracker/components/AddToTrackerButton';

/** /college-screening-results: the fit feature's ranked list with the tracker's 'Add to Tracker' in each result. */
export default function ScreeningResultsPage() {
  return (
    <RequireAuth>
      {(me) => (
        <ScreeningResults
          action={(r) => (
            <AddToTrackerButton
              school={{
                schoolId: Number(r.programId),
                schoolName: r.name,
                division: r.division,
                conference: r.conference,
              }}
              userId={me.id}
              size="sm"
            />
          )}
        />
      )}
    </RequireAuth>
  );
}
