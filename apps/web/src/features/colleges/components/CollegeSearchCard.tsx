import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { School } from 'lucide-react';
import { collegeTexts, divisionFilterOptions } from '@dugout/domain/colleges';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { Field, NativeSelect } from '@/components/ui/Input';
import { ErrorState } from '@/components/ui/States';
import { useOnScreen } from '@/components/ui/WhenVisible';
import { errorMessage } from '@/lib/api';
import { useSchoolOptions } from '@/lib/school-options';
import { CollegeCombobox } from '@/components/college-combobox/CollegeCombobox';
import { SchoolProfile, type SchoolProfileSlots } from './SchoolProfile';

export interface CollegeSearchCardProps extends SchoolProfileSlots {
  /** The selected team (Team Management): its players committed to / interested in the school are listed. */
  teamCode?: string;
  signedIn?: boolean;
  initialSchoolId?: number | null;
  onSchoolChange?: (schoolId: number | null) => void;
}

/**
 * College Search & Profile card (docs/spec/part-2-colleges-tracker-scoring.md section 2): the Division filter, the
 * searchable 'College' picker over the cached school options, then the school profile with the slots the page passes
 * ('Add to Tracker'). On Team Management for the selected team, on /colleges for a signed-in player
 * (docs/decisions/0050-college-search-card.md).
 */
export function CollegeSearchCard({
  teamCode,
  signedIn,
  initialSchoolId = null,
  onSchoolChange,
  ...slots
}: CollegeSearchCardProps) {
  const [division, setDivision] = useState('');
  const [schoolId, setSchoolId] = useState<number | null>(initialSchoolId);
  // The 1,683 schools are read once the card is on the screen: below Team Management's fold they cost the first load
  // their transfer and parse. The picker waits for them (disabled until they are in, not only while they load).
  const cardRef = useRef<HTMLDivElement>(null);
  const options = useSchoolOptions(division || 'all', useOnScreen(cardRef));
  return (
    <Card ref={cardRef} role="region" aria-labelledby="college-search-card-title">
      <CardHeader>
        <CardTitle id="college-search-card-title" className="flex items-center gap-2">
          <School className="size-5 text-blue-600" aria-hidden />
          College Search &amp; Profile
        </CardTitle>
        <CardDescription>
          Research college baseball programs: school, program, field, climate and roster.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
          <Field label="Division" htmlFor="college-division">
            <NativeSelect
              id="college-division"
              value={division}
              onChange={(e) => {
                setDivision(e.target.value);
                setSchoolId(null);
                onSchoolChange?.(null);
              }}
            >
              {divisionFilterOptions.map((d) => (
                <option key={d.value} value={d.value}>
                  {d.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {options.isError ? (
            <ErrorState message={errorMessage(options.error)} onRetry={() => void options.refetch()} />
          ) : (
            <CollegeCombobox
              options={options.data?.options ?? []}
              value={schoolId}
              disabled={options.isPending}
              onChange={(o) => {
                setSchoolId(o?.schoolId ?? null);
                onSchoolChange?.(o?.schoolId ?? null);
              }}
            />
          )}
        </div>
        {schoolId == null ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
            {collegeTexts.selectPrompt}
          </p>
        ) : (
          <>
            <p className="text-right text-sm">
              <Link
                to={teamCode ? `/college/${schoolId}?team=${encodeURIComponent(teamCode)}` : `/college/${schoolId}`}
                className="font-medium text-blue-700 hover:underline"
              >
                Open full profile page
              </Link>
            </p>
            <SchoolProfile schoolId={schoolId} teamCode={teamCode} signedIn={signedIn} {...slots} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
