import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { ErrorState, Spinner } from '@/components/ui/States';
import { useAddSchool } from '../api/add-school';
import type { SchoolOption } from '@dugout/domain/colleges';
import { useIdleAfterLoad } from '@/lib/idle';
import { useSchoolOptions } from '@/lib/school-options';
import { CollegeCombobox } from '@/components/college-combobox/CollegeCombobox';

/** Add a school from the tracker page: pick a college, then 'Add to Tracker'. */
export function AddSchoolCard({
  disabled,
  userId,
  trackedIds,
}: {
  disabled: boolean;
  userId: string;
  trackedIds: number[];
}) {
  // The picker's 21 KB of school options load once the tracker itself has loaded (docs/decisions/0078-late-reads-of-first-loads.md).
  const idle = useIdleAfterLoad();
  const options = useSchoolOptions('all', !disabled && idle);
  const add = useAddSchool();
  const [choice, setChoice] = useState<SchoolOption | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a School</CardTitle>
        <CardDescription>Choose a college to start tracking your contact steps with it.</CardDescription>
      </CardHeader>
      <CardContent>
        {disabled ? (
          <CollegeCombobox options={[]} value={null} onChange={() => undefined} disabled />
        ) : options.isPending ? (
          // also before the idle moment, when the options are not asked for yet: no picker without its schools
          <Spinner label="Loading colleges…" />
        ) : options.isError ? (
          <ErrorState message="Unable to load colleges" onRetry={() => void options.refetch()} />
        ) : (
          <CollegeCombobox
            key={pickerKey}
            options={options.data?.options ?? []}
            value={choice?.schoolId ?? null}
            onChange={setChoice}
            excludeIds={trackedIds}
            excludedReason="is already in your tracker"
          />
        )}
        <Button
          className="mt-3 w-full sm:w-auto"
          disabled={disabled || !choice || add.isPending}
          onClick={() => {
            if (!choice) return;
            add.mutate(
              { ...choice, userId },
              {
                onSuccess: () => {
                  setChoice(null);
                  setPickerKey((k) => k + 1);
                },
              },
            );
          }}
        >
          {add.isPending ? 'Adding…' : 'Add to Tracker'}
        </Button>
      </CardContent>
    </Card>
  );
}
