import type { CollegeProfile } from '@dugout/domain';
import { AddToTrackerButton } from '@/features/tracker/components/AddToTrackerButton';
import { ContactLogCard } from '@/features/contact-log/components/ContactLogCard';
import { PositionNeedCard } from '@/features/fit/components/PositionNeedCard';

/**
 * What the tracker and contact-log features add to a school profile (composed here; features never import each
 * other): the 'Add to Tracker' button, the position need for the viewer's position group and the Coach Contact Log card, for
 * signed-in users.
 */
export function collegeProfileSlots(userId: string | null | undefined) {
  if (!userId) return {};
  return {
    actions: (p: CollegeProfile) => (
      <AddToTrackerButton school={{ schoolId: p.school.schoolId, schoolName: p.school.schoolName, division: p.school.division, conference: p.school.conference }} userId={userId} />
    ),
    extraSections: (p: CollegeProfile) => (
      <>
        <PositionNeedCard schoolId={p.school.schoolId} />
        <ContactLogCard schoolId={p.school.schoolId} />
      </>
    ),
  };
}
