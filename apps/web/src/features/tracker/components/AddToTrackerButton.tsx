import { Check, Plus } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/Button';
import { useAddSchool } from '../api/add-school';
import { useTracker } from '../api/get-tracker';

/**
 * 'Add to Tracker' for the school profile. The server runs the spec's checks (session, id, name, division,
 * duplicate); this button shows 'In Tracker' once the school is tracked, but still lets the server decide.
 */
export function AddToTrackerButton({
  school,
  userId,
  size,
}: {
  school: { schoolId: number; schoolName: string; division: string | null; conference?: string | null };
  userId?: string;
  /** the button's size (the compact results list uses 'sm') */
  size?: ButtonProps['size'];
}) {
  const add = useAddSchool();
  const tracker = useTracker();
  const tracked = tracker.data?.entries.some((e) => e.schoolId === school.schoolId) ?? false;
  return (
    <Button
      variant={tracked ? 'outline' : 'default'}
      size={size}
      disabled={add.isPending}
      onClick={() =>
        add.mutate({
          schoolId: school.schoolId,
          schoolName: school.schoolName,
          division: school.division ?? '',
          conference: school.conference ?? null,
          userId,
        })
      }
    >
      {tracked ? <Check aria-hidden /> : <Plus aria-hidden />}
      {add.isPending ? 'Adding…' : tracked ? 'In Tracker' : 'Add to Tracker'}
    </Button>
  );
}
