import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { PageContainer } from '@/components/ui/Page';
import { useMe } from '@/lib/auth';
import { SchoolProfile, type SchoolProfileSlots } from '@/features/colleges';
import { collegeProfileSlots } from './CollegeSlots';

/**
 * /college/:teamId — the school profile page. Slots for other features (composed here, never imported by the
 * colleges feature): `actions` (e.g. 'Add to Tracker'), `rosterAside` (the position need beside the roster breakdown)
 * and `extraSections` (e.g. the Coach Contact Log card).
 */
export function CollegeProfilePage(slots: SchoolProfileSlots = {}) {
  const { teamId } = useParams();
  const [search] = useSearchParams();
  const { user } = useMe();
  const schoolId = Number(teamId);
  return (
    <PageContainer>
      <Link to="/colleges" className="mb-4 inline-flex items-center gap-1 text-sm text-blue-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        College search
      </Link>
      <SchoolProfile
        schoolId={Number.isFinite(schoolId) ? schoolId : 0}
        teamCode={search.get('team') ?? undefined}
        signedIn={!!user}
        headingLevel="h1"
        {...slots}
      />
    </PageContainer>
  );
}

/** The routed screen: the profile with the tracker's 'Add to Tracker', the position need and the Coach Contact Log card. */
export default function CollegeProfileScreen() {
  const { user } = useMe();
  return <CollegeProfilePage {...collegeProfileSlots(user?.id)} />;
}
