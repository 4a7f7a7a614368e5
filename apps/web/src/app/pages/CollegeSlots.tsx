import type { CollegeProfile } from '@dugout/domain/colleges';
import { AddToTrackerButton } from '@/features/tracker/components/AddToTrackerButton';
import { ContactLogCard } from '@/features/contact-log/components/ContactLogCard';
import { PositionNeedCard } from '@/features/fit/components/PositionNeedCard';
import type { SchoolProfileSlots } from '@/features/colleges';

/**
 * What the tracker, fit and contact-log features add to a school profile (composed here; features never import each
 * other), for signed-in users: the 'Add to Tracker' button, the position need for the viewer's position group beside
 * the roster breakdown, and the Coach Contact Log card.
 */
export function collegeProfileSlots(userId: string | null | undefined): SchoolProfileSlots {
  if (!userId) return {};
  return {
    actions: (p: CollegeProfile) => (
      <AddToTrackerButton
        school={{
          schoolId: p.school.schoolId,
          schoolName: p.school.schoolName,
          division: p.school.division,
          conference: p.school.conference,
        }}
        userId={userId}
      />
    ),
    rosterAside: (p: CollegeProfile) => <PositionNeedCard schoolId={p.school.schoolId} />,
    extraSections: (p: CollegeProfile) => <ContactLogCard schoolId={p.school.schoolId} />,
  };
}
